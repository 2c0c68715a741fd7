import { reset } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { line, variants } from '../cart/cart-support';
import { signedUp } from './account-support';
import { ADDRESS_US, migrate } from '../checkout/order-support';

beforeEach(() => migrate());
afterEach(() => reset());

const html = { accept: 'text/html' };
const a = variants('us', 5).find((p) => p.price < 5000)!;
const card = { card_name: 'Ingrid Berg', card_number: '4242424242424242', exp_month: '11', exp_year: '2031', cvc: '321' };

describe('a signed-in customer checks out with a saved address', () => {
  it('is offered the saved address, orders with it, and finds the order in the account', async () => {
    const { client, id, email } = await signedUp('checkout');
    const saved = await client.api('POST', `/customers/${id}/addresses`, { ...ADDRESS_US, first_name: 'Ingrid', last_name: 'Berg' });
    expect(saved.status).toBe(201);
    const addressId = ((await saved.json()) as { data: { id: number } }).data.id;
    expect((await client.api('POST', '/cart/create', { line_items: [line(a, 1)] })).status).toBe(201);

    const start = await (await client.fetch('/en-us/checkout', { headers: html })).text();
    expect(start).toContain('Your saved addresses');
    expect(start).toMatch(new RegExp(`id="checkout-address-${addressId}"[^>]*checked`));
    expect(start).toMatch(/name="email"[^>]*value="[^"]+@example\.test"/);

    const post = (fields: Record<string, string | number>) =>
      client.fetch('/en-us/checkout', {
        method: 'POST',
        headers: { ...html, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(
          Object.entries({ csrf_token: client.token, email, address_id: String(addressId), ...fields }).map(([k, v]) => [k, String(v)]),
        ).toString(),
      });
    const shipping = await post({ step: 'address' });
    const shippingPage = await shipping.text();
    expect(shippingPage.match(/checkout-field__error"[^>]*>[^<]*/g) ?? []).toEqual([]);
    expect(shipping.status).toBe(200);
    const payment = await post({ step: 'shipping', shipping_method_id: 102 });
    expect(await payment.text()).toContain('Ingrid Berg, 1600 Larimer St');
    const placed = await post({ step: 'place', shipping_method_id: 102, idempotency_key: 'signed-in-1', ...card });
    expect(placed.status).toBe(303);
    const orderId = placed.headers.get('location')!.split('/').pop()!;

    const mine = await client.api('GET', `/orders/${orderId}`);
    expect(mine.status).toBe(200);
    const order = ((await mine.json()) as { data: { customer_id: number; shipping_address: { address1: string } } }).data;
    expect(order).toMatchObject({ customer_id: id, shipping_address: { address1: ADDRESS_US.address1 } });
    const account = await (await client.fetch('/en-us/account/orders', { headers: html })).text();
    expect(account).toContain(orderId);
  }, 60_000);
});
