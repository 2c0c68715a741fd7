/**
 * Money on pages is written one way, with the store's currency settings (spec §3
 * "Currency format"). The same Norwegian order shows the same total string on its
 * confirmation page, in the account's order list and on the account's order page.
 */
import { reset } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { line, variants } from '../cart/cart-support';
import { signedUp } from '../account/account-support';
import { ADDRESS_US, migrate, orderBody, placeOrder, type OrderBody } from './order-support';

beforeEach(() => migrate());
afterEach(() => reset());

const html = { accept: 'text/html' };

describe('one order total string, Norwegian store', () => {
  it('reads the same on the confirmation page and in the account', async () => {
    const { client } = await signedUp('kroner', { region: 'no' });
    client.cookies.set('locale', 'no-no');
    // A line of at least 1 000 kr, so the thousands separator shows.
    const pick = variants('no', 5).find((p) => p.price >= 100_000)!;
    const created = await client.api('POST', '/cart/create', { line_items: [line(pick, 1)] });
    expect(created.status).toBe(201);
    const cartId = ((await created.json()) as { data: { id: string } }).data.id;
    const address = {
      ...ADDRESS_US,
      address1: 'Karl Johans gate 1',
      city: 'Oslo',
      state_or_province: '',
      postal_code: '0154',
      country_code: 'NO',
    };
    const options = await client.api('GET', `/cart/${cartId}/shipping-options?country_code=NO&postal_code=0154`);
    const method = ((await options.json()) as { data: { options: { id: number }[] } }).data.options[0]!.id;
    const res = await placeOrder(client, orderBody(cartId, { shipping_address: address, shipping_method_id: method }));
    expect(res.status).toBe(201);
    const { order } = ((await res.json()) as OrderBody).data;
    expect(order.currency).toBe('NOK');

    // Spec §3/§9 NOK settings: token 'kr' on the right, ',' decimals, ' ' (a plain space) thousands, 2 places.
    // /api answers the decimal amount (spec §7: 4849.5 for 4 849,50 kr); the pages write it from øre.
    const total = Math.round(order.total * 100);
    const kroner = Math.floor(total / 100);
    const grouped = String(kroner).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
    const expected = `${grouped},${String(total % 100).padStart(2, '0')} kr`;
    expect(kroner).toBeGreaterThanOrEqual(1000);

    const confirmation = await (await client.fetch(`/no-no/checkout/confirmation/${order.id}`, { headers: html })).text();
    const list = await (await client.fetch('/no-no/account/orders', { headers: html })).text();
    const detail = await (await client.fetch(`/no-no/account/orders/${order.id}`, { headers: html })).text();
    for (const page of [confirmation, list, detail]) expect(page).toContain(`>${expected}<`);
    // Not Intl's spelling (no-break spaces), which the account pages used to write.
    const intl = new Intl.NumberFormat('nb-NO', { style: 'currency', currency: 'NOK' }).format(total / 100);
    expect(intl).not.toBe(expected);
    for (const page of [list, detail]) expect(page).not.toContain(intl);
  }, 60_000);
});
