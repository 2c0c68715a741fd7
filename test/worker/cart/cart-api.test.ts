import { env, reset } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionDigest } from '../../../worker/edge/session-records';
import { Client, line, shopperWithCart, variants, type CartBody, type ErrorBody } from './cart-support';

afterEach(() => reset());

const us = variants('us', 5);
const [a, b] = us as [(typeof us)[0], (typeof us)[0]];

/** The us store's minor units (cents) as the decimal amount /api answers: 39995 → 399.95. */
const usd = (cents: number) => cents / 100;

async function cartOf(res: Response): Promise<CartBody['data']> {
  return ((await res.json()) as CartBody).data;
}

describe('/api/cart', () => {
  it('creates a cart with 201, priced by the catalog in the region currency', async () => {
    const shopper = new Client();
    await shopper.session();
    const res = await shopper.api('POST', '/cart/create', { line_items: [line(a, 2)] });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const cart = await cartOf(res);
    expect(cart.id).toMatch(/^[0-9a-f]{64}$/);
    expect(cart).toMatchObject({ uid: null, base_amount: usd(a.price * 2), item_count: 2, currency: { code: 'USD' } });
    expect(cart.line_items.physical_items).toEqual([
      expect.objectContaining({
        product_id: a.product_id,
        variant_id: a.variant_id,
        quantity: 2,
        sale_price: usd(a.price),
        extended_sale_price: usd(a.price * 2),
      }),
    ]);
    const item = cart.line_items.physical_items[0]!;
    expect(item.url).toMatch(/^\/p\/[a-z0-9-]+$/);
    expect(item.image_url).toMatch(/^\/media\/i\/[a-z0-9-]+\?/);
    expect(await shopper.session()).toMatchObject({ cartId: cart.id, cartCount: 2 });
  });

  it('reads the cart back with GET cart/{id}', async () => {
    const { shopper, cart } = await shopperWithCart(a, 3);
    const res = await shopper.api('GET', `/cart/${cart.id}`);
    expect(res.status).toBe(200);
    expect(await cartOf(res)).toMatchObject({ id: cart.id, item_count: 3, base_amount: usd(a.price * 3) });
  });

  it('adds items with POST cart/{id}/items, merging the same variant into its line', async () => {
    const { shopper, cart } = await shopperWithCart(a, 1);
    const res = await shopper.api('POST', `/cart/${cart.id}/items`, { line_items: [line(a, 2), line(b, 1)] });
    expect(res.status).toBe(200);
    const next = await cartOf(res);
    expect(next.line_items.physical_items.map((i) => [i.variant_id, i.quantity])).toEqual([
      [a.variant_id, 3],
      [b.variant_id, 1],
    ]);
    expect(next.base_amount).toBe(usd(a.price * 3 + b.price));
  });

  it('adds into the existing cart when cart/create is called again by the same session (200)', async () => {
    const { shopper, cart } = await shopperWithCart(a, 1);
    const res = await shopper.api('POST', '/cart/create', { line_items: [line(b, 1)] });
    expect(res.status).toBe(200);
    const next = await cartOf(res);
    expect(next.id).toBe(cart.id);
    expect(next.item_count).toBe(2);
  });

  it('changes a quantity with PUT cart/{id}/items/{itemId}', async () => {
    const { shopper, cart } = await shopperWithCart(a, 1);
    const itemId = cart.line_items.physical_items[0]!.id;
    const res = await shopper.api('PUT', `/cart/${cart.id}/items/${itemId}`, { productID: a.product_id, quantity: 4 });
    expect(res.status).toBe(200);
    expect((await cartOf(res)).line_items.physical_items[0]!.quantity).toBe(4);
  });

  it('removes an item with DELETE cart/{id}/items/{itemId}', async () => {
    const { shopper, cart } = await shopperWithCart(a, 1);
    const added = await cartOf(await shopper.api('POST', `/cart/${cart.id}/items`, { line_items: [line(b, 2)] }));
    const res = await shopper.api('DELETE', `/cart/${cart.id}/items/${added.line_items.physical_items[0]!.id}`);
    expect(res.status).toBe(200);
    expect((await cartOf(res)).line_items.physical_items.map((i) => i.variant_id)).toEqual([b.variant_id]);
  });

  it('deletes the cart with DELETE cart/{id}: 204, the session lets go of it, and it is gone', async () => {
    const { shopper, cart } = await shopperWithCart(a, 1);
    const res = await shopper.api('DELETE', `/cart/${cart.id}`);
    expect(res.status).toBe(204);
    expect(await shopper.session()).toMatchObject({ cartId: null, cartCount: 0 });
    expect((await shopper.api('GET', `/cart/${cart.id}`)).status).toBe(404);
    const next = await shopper.api('POST', '/cart/create', { line_items: [line(a, 1)] });
    expect((await cartOf(next)).id).not.toBe(cart.id);
  });

  it('answers 404 to another session for every cart route', async () => {
    const { cart } = await shopperWithCart(a, 1);
    const stranger = new Client();
    await stranger.session();
    const itemId = cart.line_items.physical_items[0]!.id;
    const calls: [string, string, unknown?][] = [
      ['GET', `/cart/${cart.id}`],
      ['POST', `/cart/${cart.id}/items`, { line_items: [line(a, 1)] }],
      ['PUT', `/cart/${cart.id}/items/${itemId}`, { productID: a.product_id, quantity: 2 }],
      ['PUT', `/cart/${cart.id}`, { customerID: null }],
      ['DELETE', `/cart/${cart.id}/items/${itemId}`],
      ['DELETE', `/cart/${cart.id}`],
    ];
    for (const [method, path, body] of calls) {
      const res = await stranger.api(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(((await res.json()) as ErrorBody).error.code).toBe('cart_not_found');
    }
  });

  it('keeps a cart per commerce region: a Norwegian cart is in NOK and separate from the US one', async () => {
    const { shopper, cart } = await shopperWithCart(a, 1);
    const norway = variants('no', 2)[0]!;
    const res = await shopper.api('POST', '/cart/create', { line_items: [line(norway, 1)] }, { headers: { region: 'no' } });
    expect(res.status).toBe(201);
    const nok = await cartOf(res);
    expect(nok.currency.code).toBe('NOK');
    expect(nok.id).not.toBe(cart.id);
    expect((await shopper.api('GET', `/cart/${cart.id}`, undefined, { headers: { region: 'no' } })).status).toBe(404);
    expect(await shopper.session()).toMatchObject({ cartId: cart.id, cartCount: 1 });
  });

  it.each(['eu', 'jp', 'other', 'eu_region_1'])('refuses carts in the catalogue region %s with 403 and a clear message', async (region) => {
    const shopper = new Client({ region });
    await shopper.session();
    const res = await shopper.api('POST', '/cart/create', { line_items: [line(a, 1)] });
    expect(res.status).toBe(403);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe('shopping_unavailable');
    expect(body.error.message).toMatch(/catalogue/);
  });
});

describe('shipping figures on the cart', () => {
  it('answers shipping cost, free shipping and what is left in decimal amounts', async () => {
    const cheap = us.find((v) => v.price < 5000 && v.stock >= 1)!;
    const { cart } = await shopperWithCart(cheap, 1);
    expect(cart).toMatchObject({ shippingCost: 9.95, freeShipping: true, freeShippingAmount: usd(15000 - cheap.price) });
  });

  it('ships free once the base amount reaches the threshold', async () => {
    const dear = us.find((v) => v.price >= 15000)!;
    const { cart } = await shopperWithCart(dear, 1);
    expect(cart).toMatchObject({ shippingCost: 0, freeShipping: true, freeShippingAmount: 0 });
  });
});

describe('PUT cart/{id} (customer)', () => {
  async function signIn(shopper: Client, customerId: string) {
    const key = `session:${await sessionDigest(shopper.cookies.get('__Host-session')!)}`;
    const data = (await env.SESSIONS.get(key, 'json')) as Record<string, unknown>;
    // Signed in at the US store (the embedded platform keeps one account book for every store).
    await env.SESSIONS.put(key, JSON.stringify({ ...data, customer: { store: 'us', id: Number(customerId), since: Date.now() } }));
  }

  it('refuses to attach a customer the session is not signed in as', async () => {
    const { shopper, cart } = await shopperWithCart(a, 1);
    const res = await shopper.api('PUT', `/cart/${cart.id}`, { customerID: 42 });
    expect(res.status).toBe(403);
  });

  it('attaches the signed-in customer (spec §4 login), and the cart is dropped from the session once that customer is gone', async () => {
    const { shopper, cart } = await shopperWithCart(a, 1);
    await signIn(shopper, '42');
    const res = await shopper.api('PUT', `/cart/${cart.id}`, { customerID: 42 });
    expect(res.status).toBe(200);
    expect((await cartOf(res)).uid).toBe('42');
    await signIn(shopper, '77');
    expect(await shopper.session()).toMatchObject({ cartId: null, cartCount: 0 });
  });
});
