import { env, reset, runInDurableObject } from 'cloudflare:test';
import type { CartDurableObject } from '../../../worker/cart/durable-object';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { line, shopperWithCart, variants, type ErrorBody } from '../cart/cart-support';
import {
  ADDRESS_US,
  CARD_DECLINED,
  CARD_OK,
  count,
  level,
  migrate,
  orderBody,
  placeOrder,
  setLevel,
  type OrderBody,
} from './order-support';

beforeEach(() => migrate());
afterEach(() => reset());

const us = variants('us', 5);
const [a, b] = us.filter((p) => p.price < 5000) as [(typeof us)[0], (typeof us)[0]];

describe('POST /api/orders', () => {
  it('places a guest order: 201 with server-computed amounts, stock taken, cart let go of, mail in the outbox', async () => {
    const { shopper, cart } = await shopperWithCart(a, 2);
    await shopper.api('POST', `/cart/${cart.id}/items`, { line_items: [line(b, 1)] });
    const before = [await level('us', a.variant_id), await level('us', b.variant_id)];
    expect(before).toEqual([a.stock, b.stock]);
    expect(decodeURIComponent(shopper.cookies.get('cart_count') ?? '')).toBe('us=3');

    const res = await placeOrder(shopper, orderBody(cart.id));
    expect(res.status).toBe(201);
    const { order } = ((await res.json()) as OrderBody).data;
    // A worked example, not the implementation's formula, in the platform's decimal amounts
    // that /api answers (spec §7). Colorado: 2.9 % state sales tax on the goods, shipping
    // untaxed. 2 × $49.95 + 1 × $49.95 = $149.85; 2.9 % of $149.85 is $4.34565, which rounds
    // to $4.35 (to the nearest cent, half a cent up). Over $50: $14.95 shipping. Total $169.15.
    expect([a.price, b.price]).toEqual([4995, 4995]);
    expect(order).toMatchObject({
      status: 'awaiting_fulfillment',
      subtotal: 149.85,
      shipping: 14.95,
      tax: 4.35,
      total: 169.15,
      currency: 'USD',
      email: 'kari@example.com',
      payment: { brand: 'visa', last4: '4242' },
    });
    expect(order.lines.map((l) => [l.variant_id, l.quantity, l.unit_price])).toEqual([
      [a.variant_id, 2, 49.95],
      [b.variant_id, 1, 49.95],
    ]);

    expect([await level('us', a.variant_id), await level('us', b.variant_id)]).toEqual([a.stock - 2, b.stock - 1]);
    // The header's count cookie goes with the cart.
    expect(shopper.cookies.has('cart_count')).toBe(false);
    expect((await shopper.api('GET', `/cart/${cart.id}`)).status).toBe(404);
    expect((await shopper.session()).cartId).toBeNull();
    const mail = await env.COMMERCE_DB.prepare('SELECT recipient, subject, body FROM outbox').all<{
      recipient: string;
      subject: string;
      body: string;
    }>();
    expect(mail.results).toHaveLength(1);
    expect(mail.results[0]).toMatchObject({ recipient: 'kari@example.com', subject: `Your Loipe order ${order.id} is confirmed` });
    expect(mail.results[0]!.body).toContain('visa ending in 4242');
    // Only brand and last four are kept of the card.
    const row = await env.COMMERCE_DB.prepare('SELECT * FROM orders WHERE id = ?').bind(order.id).first<Record<string, unknown>>();
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
  });

  it('shows the live stock on the product API after an order', async () => {
    const { shopper, cart } = await shopperWithCart(a, 3);
    expect((await placeOrder(shopper, orderBody(cart.id))).status).toBe(201);
    const inventory = await shopper.fetch(`/api/category/products/inventory?ids=${a.product_id}`, { headers: { region: 'us' } });
    const body = (await inventory.json()) as { data: { variants: { id: number; inventory_level: number }[] }[] };
    expect(body.data[0]!.variants.find((v) => v.id === a.variant_id)!.inventory_level).toBe(a.stock - 3);
  });

  it('answers the same order for the same key and body, 422 for the same key with another body', async () => {
    const { shopper, cart } = await shopperWithCart(a, 1);
    const body = orderBody(cart.id);
    const first = await placeOrder(shopper, body, 'key-1');
    expect(first.status).toBe(201);
    const again = await placeOrder(shopper, body, 'key-1');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(((await again.json()) as OrderBody).data.order.id).toBe(((await first.json()) as OrderBody).data.order.id);
    const other = await placeOrder(shopper, { ...body, email: 'someone@example.com' }, 'key-1');
    expect(other.status).toBe(422);
    expect(((await other.json()) as ErrorBody).error.code).toBe('idempotency_mismatch');
    expect(await count('SELECT COUNT(*) AS n FROM orders')).toBe(1);
    expect(await level('us', a.variant_id)).toBe(a.stock - 1);
  });

  it("answers the same order for the same key when only the card's number beyond brand and last four, expiry or code differ", async () => {
    const { shopper, cart } = await shopperWithCart(a, 1);
    const first = await placeOrder(shopper, orderBody(cart.id), 'key-card');
    expect(first.status).toBe(201);
    const id = ((await first.json()) as OrderBody).data.order.id;
    // Another visa ending 4242 (Luhn-valid), another expiry, another code: nothing of them is kept to compare.
    const otherSecrets = { ...CARD_OK, number: '4539 1488 0803 4242', exp_month: 3, exp_year: 2033, cvc: '987' };
    const again = await placeOrder(shopper, orderBody(cart.id, { payment: otherSecrets }), 'key-card');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(((await again.json()) as OrderBody).data.order.id).toBe(id);
    const otherLast4 = await placeOrder(
      shopper,
      orderBody(cart.id, { payment: { ...CARD_OK, number: '4539 1488 0343 6467' } }),
      'key-card',
    );
    expect(otherLast4.status).toBe(422);
    expect(((await otherLast4.json()) as ErrorBody).error.code).toBe('idempotency_mismatch');
    expect(await count('SELECT COUNT(*) AS n FROM orders')).toBe(1);
    expect(await level('us', a.variant_id)).toBe(a.stock - 1);
  });

  it('makes one order when the same key races itself', async () => {
    const { shopper, cart } = await shopperWithCart(a, 1);
    const body = orderBody(cart.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => placeOrder(shopper, body, 'race-key')));
    const ids = new Set(
      await Promise.all(
        answers.map(async (r) => (r.status < 300 ? ((await r.json()) as OrderBody).data.order.id : `${r.status} ${await r.text()}`)),
      ),
    );
    expect(ids.size).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM orders')).toBe(1);
    expect(await level('us', a.variant_id)).toBe(a.stock - 1);
  });

  it('declined card: 402 card_declined, nothing changes (stock, cart, orders)', async () => {
    const { shopper, cart } = await shopperWithCart(a, 2);
    const res = await placeOrder(shopper, orderBody(cart.id, { payment: CARD_DECLINED }));
    expect(res.status).toBe(402);
    expect(((await res.json()) as ErrorBody).error.code).toBe('card_declined');
    expect(await level('us', a.variant_id)).toBe(a.stock);
    expect(await count('SELECT COUNT(*) AS n FROM orders')).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM outbox')).toBe(0);
    const kept = await shopper.api('GET', `/cart/${cart.id}`);
    expect(kept.status).toBe(200);
    expect(((await kept.json()) as { data: { item_count: number } }).data.item_count).toBe(2);
  });

  it('a sold-out line: 409 with what is available, nothing changes', async () => {
    const { shopper, cart } = await shopperWithCart(a, 3);
    await setLevel('us', a, 2);
    const res = await placeOrder(shopper, orderBody(cart.id));
    expect(res.status).toBe(409);
    const error = ((await res.json()) as ErrorBody).error;
    expect(error.code).toBe('insufficient_stock');
    expect(error.issues).toEqual([expect.objectContaining({ variant_id: a.variant_id, requested: 3, available: 2 })]);
    expect(await level('us', a.variant_id)).toBe(2);
    expect(await count('SELECT COUNT(*) AS n FROM orders')).toBe(0);
  });

  it('100 concurrent orders for the last 10 units of one variant: exactly 10 orders, 90 × 409, stock 0', async () => {
    const shoppers = await Promise.all(Array.from({ length: 100 }, () => shopperWithCart(a, 1)));
    await setLevel('us', a, 10);
    const answers = await Promise.all(shoppers.map(({ shopper, cart }) => placeOrder(shopper, orderBody(cart.id))));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(90);
    expect(await level('us', a.variant_id)).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM orders')).toBe(10);
    expect(await count('SELECT COALESCE(SUM(quantity), 0) AS n FROM order_lines WHERE variant_id = ?', a.variant_id)).toBe(10);
  }, 120_000);

  it('an order stands when the cart Durable Object restarts between commit and clear; the cart is let go of on its next read', async () => {
    const { shopper, cart } = await shopperWithCart(a, 1);
    const stub = env.CART.get(env.CART.idFromString(cart.id));
    // The running instance restarts (ctx.abort) the moment the Worker asks it to delete the
    // cart, which is after the order committed: the delete fails, the cart's row stays.
    let restarts = 0;
    await runInDurableObject(stub, (instance: CartDurableObject, state) => {
      (instance as unknown as { remove: () => Promise<boolean> }).remove = async () => {
        restarts++;
        state.abort('restart between commit and clear');
        throw new Error('unreachable: the object was aborted');
      };
    });

    const res = await placeOrder(shopper, orderBody(cart.id));
    expect(res.status).toBe(201);
    const { order } = ((await res.json()) as OrderBody).data;
    expect(restarts).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM orders WHERE id = ? AND cart_id = ?', order.id, cart.id)).toBe(1);
    expect(await level('us', a.variant_id)).toBe(a.stock - 1);
    // The clear really failed: a new instance of the object still holds the cart, and the session still names it.
    // A new stub each time: the one above is broken by the abort, as a Worker's would be.
    const rows = () =>
      runInDurableObject(env.CART.get(env.CART.idFromString(cart.id)), (_instance: CartDurableObject, state) =>
        state.storage.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'cart'").one().n > 0
          ? state.storage.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM cart').one().n
          : 0,
      );
    expect(await rows()).toBe(1);

    // The next read finds the order and lets go of the cart: 404, the session forgets it, the object is empty.
    expect((await shopper.api('GET', `/cart/${cart.id}`)).status).toBe(404);
    expect((await shopper.session()).cartId).toBeNull();
    expect(await rows()).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM orders WHERE cart_id = ?', cart.id)).toBe(1);
    // A new add makes a new cart; the ordered one is not ordered twice.
    const fresh = await shopper.api('POST', '/cart/create', { line_items: [line(a, 1)] });
    expect(fresh.status).toBe(201);
    expect(((await fresh.json()) as { data: { id: string } }).data.id).not.toBe(cart.id);
    expect(await count('SELECT COUNT(*) AS n FROM orders')).toBe(1);
  });

  it('the mail is written in the language the order was placed in', async () => {
    const [pick] = variants('no', 5);
    const { shopper, cart } = await shopperWithCart(pick!, 1, { region: 'no' });
    shopper.cookies.set('locale', 'no-no');
    const address = {
      ...ADDRESS_US,
      address1: 'Karl Johans gate 1',
      city: 'Oslo',
      state_or_province: '',
      postal_code: '0154',
      country_code: 'NO',
    };
    const options = await shopper.api('GET', `/cart/${cart.id}/shipping-options?country_code=NO&postal_code=0154`);
    const method = ((await options.json()) as { data: { options: { id: number }[] } }).data.options[0]!.id;
    const res = await placeOrder(shopper, orderBody(cart.id, { shipping_address: address, shipping_method_id: method }));
    expect(res.status).toBe(201);
    const { order } = ((await res.json()) as OrderBody).data;
    const mail = await env.COMMERCE_DB.prepare('SELECT subject, body FROM outbox').first<{ subject: string; body: string }>();
    expect(mail!.subject).toBe(`Loipe-bestillingen din ${order.id} er bekreftet`);
    expect(mail!.body).toContain(`Takk for bestillingen ${order.id}.`);
    expect(mail!.body).toContain('Betalt med visa som slutter på 4242.');
    expect(mail!.body).toContain('/no-no/account/order-status');
    expect(mail!.body).toContain('Totalt (inkl. mva.): ');
    expect(mail!.body).not.toContain('Thank you');
  });
});
