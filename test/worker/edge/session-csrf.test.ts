import { reset } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Client, line, shopperWithCart, variants, type CartBody, type ErrorBody } from '../cart/cart-support';

afterEach(() => reset());

const [a, b] = variants('us', 5) as [ReturnType<typeof variants>[0], ReturnType<typeof variants>[0]];

let shopper: Client;
let cart: CartBody['data'];

beforeEach(async () => {
  ({ shopper, cart } = await shopperWithCart(a, 1));
});

/** Every state-changing cart call, built fresh against the current cart. */
function calls(): [string, string, unknown?][] {
  const itemId = cart.line_items.physical_items[0]!.id;
  return [
    ['POST', '/cart/create', { line_items: [line(b, 1)] }],
    ['POST', `/cart/${cart.id}/items`, { line_items: [line(b, 1)] }],
    ['PUT', `/cart/${cart.id}/items/${itemId}`, { productID: a.product_id, quantity: 2 }],
    ['PUT', `/cart/${cart.id}`, { customerID: null }],
    ['DELETE', `/cart/${cart.id}/items/${itemId}`],
    ['DELETE', `/cart/${cart.id}`],
  ];
}

async function expectCsrf(res: Response, label: string) {
  expect(res.status, label).toBe(403);
  expect(((await res.json()) as ErrorBody).error.code, label).toBe('csrf');
}

async function unchanged() {
  const res = await shopper.api('GET', `/cart/${cart.id}`);
  expect(res.status).toBe(200);
  const now = ((await res.json()) as CartBody).data;
  expect(now.line_items).toEqual(cart.line_items);
}

describe('CSRF on every state-changing /api/cart call', () => {
  it('refuses each call without a csrf-token header, and the cart stays as it was', async () => {
    for (const [method, path, body] of calls())
      await expectCsrf(await shopper.api(method, path, body, { token: null }), `${method} ${path}`);
    await unchanged();
  });

  it('refuses each call with a wrong token', async () => {
    for (const [method, path, body] of calls())
      await expectCsrf(await shopper.api(method, path, body, { token: 'x'.repeat(43) }), `${method} ${path}`);
    await unchanged();
  });

  it("refuses each call carrying another session's token", async () => {
    const other = new Client();
    const { csrfToken } = await other.session();
    for (const [method, path, body] of calls())
      await expectCsrf(await shopper.api(method, path, body, { token: csrfToken }), `${method} ${path}`);
    await unchanged();
  });

  it('refuses cross-site requests even with the right token', async () => {
    for (const [method, path, body] of calls()) {
      await expectCsrf(await shopper.api(method, path, body, { headers: { 'sec-fetch-site': 'cross-site' } }), `${method} ${path}`);
    }
    await unchanged();
  });

  it('refuses a call without any session and says how to get one', async () => {
    const stranger = new Client();
    const res = await stranger.api('POST', '/cart/create', { line_items: [line(a, 1)] }, { token: 'x'.repeat(43) });
    await expectCsrf(res.clone(), 'no session');
    expect(((await res.json()) as ErrorBody).error.message).toMatch(/GET \/api\/session/);
  });

  it('accepts each call with the right token, same-origin', async () => {
    const expected = [200, 200, 200, 200, 200, 204];
    for (const [index, [method, path, body]] of calls().entries()) {
      const res = await shopper.api(method, path, body, { headers: { 'sec-fetch-site': 'same-origin' } });
      expect(res.status, `${method} ${path}`).toBe(expected[index]);
    }
  });

  it('lets reads through without a token', async () => {
    expect((await shopper.api('GET', `/cart/${cart.id}`, undefined, { token: null })).status).toBe(200);
    expect((await shopper.fetch('/api/session')).status).toBe(200);
  });
});
