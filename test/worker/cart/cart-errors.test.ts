import { reset } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_LINES } from '../../../worker/cart/lines';
import { type Client, line, shopperWithCart, soldOut, variants, type CartBody, type ErrorBody } from './cart-support';

afterEach(() => reset());

const us = variants('us', 3);
const a = us[0]!;
const scarce = variants('us', 1).find((v) => v.stock >= 2 && v.stock < 10)!;

let shopper: Client;
let cart: CartBody['data'];
let itemId: string;

beforeEach(async () => {
  ({ shopper, cart } = await shopperWithCart(a, 1));
  itemId = cart.line_items.physical_items[0]!.id;
});

/** The cart as stored, without the timestamps a read does not change. */
async function snapshot() {
  const res = await shopper.api('GET', `/cart/${cart.id}`);
  const { updated_time: _u, ...rest } = ((await res.json()) as CartBody).data;
  return rest;
}

async function expectError(res: Response, status: number, code: string): Promise<ErrorBody['error']> {
  const body = (await res.json()) as ErrorBody;
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(body.error.code).toBe(code);
  expect(body.error).toEqual({ code, message: expect.any(String), issues: expect.any(Array) });
  return body.error;
}

describe('bad input never changes the cart', () => {
  const add = (body: unknown) => () => shopper.api('POST', `/cart/${cart.id}/items`, body);
  const put = (body: unknown) => () => shopper.api('PUT', `/cart/${cart.id}/items/${itemId}`, body);
  const cases: [string, () => () => Promise<Response>, number, string][] = [
    ['quantity 0', () => add({ line_items: [line(a, 0)] }), 400, 'invalid_body'],
    ['a negative quantity', () => add({ line_items: [line(a, -2)] }), 400, 'invalid_body'],
    ['quantity 100', () => add({ line_items: [line(a, 100)] }), 400, 'invalid_body'],
    ['a fractional quantity', () => add({ line_items: [line(a, 1.5)] }), 400, 'invalid_body'],
    ['a quantity sent as a string', () => add({ line_items: [{ ...line(a, 1), quantity: '2' }] }), 400, 'invalid_body'],
    ['a price sent by the client', () => add({ line_items: [{ ...line(a, 1), list_price: 1 }] }), 400, 'invalid_body'],
    ['no line items', () => add({ line_items: [] }), 400, 'invalid_body'],
    ['an unknown product', () => add({ line_items: [{ product_id: 999_999, variant_id: 1, quantity: 1 }] }), 404, 'product_not_found'],
    ['an unknown variant', () => add({ line_items: [{ product_id: a.product_id, variant_id: 1, quantity: 1 }] }), 404, 'variant_not_found'],
    [
      'a product with several variants and no variant id',
      () => add({ line_items: [{ product_id: a.product_id, quantity: 1 }] }),
      400,
      'variant_required',
    ],
    ['more than the stock', () => add({ line_items: [line(scarce, scarce.stock + 1)] }), 409, 'insufficient_stock'],
    ['a sold-out variant', () => add({ line_items: [line(soldOut('us'), 1)] }), 409, 'insufficient_stock'],
    ['a body that is not JSON', () => add('{"line_items": [}'), 400, 'invalid_body'],
    ['a body over 16 KB', () => add({ line_items: [line(a, 1)], pad: 'x'.repeat(17 * 1024) }), 413, 'payload_too_large'],
    [
      'a form body instead of JSON',
      () => () =>
        shopper.fetch(`/api/cart/${cart.id}/items`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'csrf-token': shopper.token },
          body: 'product_id=1',
        }),
      400,
      'invalid_body',
    ],
    ['quantity 0 on update', () => put({ productID: a.product_id, quantity: 0 }), 400, 'invalid_body'],
    ['quantity 100 on update', () => put({ productID: a.product_id, quantity: 100 }), 400, 'invalid_body'],
    ['a string quantity on update', () => put({ productID: a.product_id, quantity: 'ten' }), 400, 'invalid_body'],
    ['another product id on update', () => put({ productID: a.product_id + 1, quantity: 2 }), 400, 'product_mismatch'],
    [
      'an unknown item on update',
      () => () => shopper.api('PUT', `/cart/${cart.id}/items/zz9`, { productID: a.product_id, quantity: 2 }),
      404,
      'item_not_found',
    ],
    ['an unknown item on delete', () => () => shopper.api('DELETE', `/cart/${cart.id}/items/zz9`), 404, 'item_not_found'],
    ['an item id of the wrong shape', () => () => shopper.api('DELETE', `/cart/${cart.id}/items/NOT-AN-ID`), 404, 'item_not_found'],
    [
      'an Idempotency-Key with spaces',
      () => () => shopper.api('POST', `/cart/${cart.id}/items`, { line_items: [line(a, 1)] }, { headers: { 'idempotency-key': 'a b' } }),
      400,
      'invalid_idempotency_key',
    ],
    [
      'an unknown region header',
      () => () => shopper.api('POST', `/cart/${cart.id}/items`, { line_items: [line(a, 1)] }, { headers: { region: 'atlantis' } }),
      400,
      'invalid_region',
    ],
  ];

  it.each(cases.map(([name, call, status, code]) => ({ name, call, status, code })))(
    '$name → $status $code',
    async ({ call, status, code }) => {
      const before = await snapshot();
      await expectError(await call()(), status, code);
      expect(await snapshot()).toEqual(before);
    },
  );

  it('answers stock exceeded with the quantity available', async () => {
    const error = await expectError(
      await shopper.api('POST', `/cart/${cart.id}/items`, { line_items: [line(scarce, scarce.stock + 1)] }),
      409,
      'insufficient_stock',
    );
    expect(error.issues[0]).toMatchObject({ path: 'line_items.0.quantity', available: scarce.stock });
  });

  it('refuses a quantity update above the stock with 409 and leaves the line as it was', async () => {
    const { shopper: other, cart: scarceCart } = await shopperWithCart(scarce, 1);
    const id = scarceCart.line_items.physical_items[0]!.id;
    const res = await other.api('PUT', `/cart/${scarceCart.id}/items/${id}`, { productID: scarce.product_id, quantity: scarce.stock + 1 });
    expect((await expectError(res, 409, 'insufficient_stock')).issues[0]!.available).toBe(scarce.stock);
    const after = ((await (await other.api('GET', `/cart/${scarceCart.id}`)).json()) as CartBody).data;
    expect(after.line_items.physical_items[0]!.quantity).toBe(1);
  });

  it(`refuses a ${MAX_LINES + 1}st line with 409`, async () => {
    const many = variants('us', 1)
      .filter((v) => v.variant_id !== a.variant_id)
      .slice(0, MAX_LINES);
    expect(many).toHaveLength(MAX_LINES);
    const before = await snapshot();
    await expectError(
      await shopper.api('POST', `/cart/${cart.id}/items`, { line_items: many.map((v) => line(v, 1)) }),
      409,
      'too_many_lines',
    );
    expect(await snapshot()).toEqual(before);
    const fill = await shopper.api('POST', `/cart/${cart.id}/items`, { line_items: many.slice(0, MAX_LINES - 1).map((v) => line(v, 1)) });
    expect(fill.status).toBe(200);
    await expectError(await shopper.api('POST', `/cart/${cart.id}/items`, { line_items: [line(many.at(-1)!, 1)] }), 409, 'too_many_lines');
  });

  it('answers a cart id of the wrong shape with 404', async () => {
    await expectError(await shopper.api('GET', '/cart/not-a-cart'), 404, 'cart_not_found');
    await expectError(await shopper.api('GET', `/cart/${'f'.repeat(64)}`), 404, 'cart_not_found');
  });
});
