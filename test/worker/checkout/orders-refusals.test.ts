import { reset } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Client, shopperWithCart, variants, type ErrorBody } from '../cart/cart-support';
import { ADDRESS_US, count, level, migrate, orderBody, placeOrder } from './order-support';

beforeEach(() => migrate());
afterEach(() => reset());

const us = variants('us', 5);
const [a, b] = us.filter((p) => p.price < 5000) as [(typeof us)[0], (typeof us)[0]];

describe('POST /api/orders refuses bad input and changes nothing', () => {
  it.each([
    ['no Idempotency-Key', null, {}, 400, 'idempotency_key_required'],
    ['an invalid email', 'k', { email: 'not-an-email' }, 400, 'invalid_body'],
    ['a US postal code that is not one', 'k', { shipping_address: { ...ADDRESS_US, postal_code: 'ABC' } }, 400, 'invalid_body'],
    ['a state of another country', 'k', { shipping_address: { ...ADDRESS_US, state_or_province: 'ON' } }, 400, 'invalid_body'],
    [
      'a country the store does not ship to',
      'k',
      { shipping_address: { ...ADDRESS_US, country_code: 'DE', state_or_province: '', postal_code: '10115' } },
      400,
      'invalid_body',
    ],
    ['a shipping method not offered', 'k', { shipping_method_id: 2102 }, 400, 'invalid_body'],
    [
      'a mistyped card',
      'k',
      { payment: { number: '4242 4242 4242 4241', exp_month: 12, exp_year: 2034, cvc: '123', name: 'K' } },
      400,
      'invalid_card',
    ],
    [
      'an expired card',
      'k',
      { payment: { number: '4242424242424242', exp_month: 1, exp_year: 2020, cvc: '123', name: 'K' } },
      400,
      'invalid_card',
    ],
    ['an amount sent by the client', 'k', { total: 1 }, 400, 'invalid_body'],
  ] as const)('%s → %s %s', async (_name, key, over, status, code) => {
    const { shopper, cart } = await shopperWithCart(a, 1);
    const res = await placeOrder(shopper, orderBody(cart.id, over), key);
    expect(res.status).toBe(status);
    const error = ((await res.json()) as ErrorBody).error;
    expect(error.code).toBe(code);
    expect(error.issues.length).toBeGreaterThan(0);
    expect(await level('us', a.variant_id)).toBe(a.stock);
    expect(await count('SELECT COUNT(*) AS n FROM orders')).toBe(0);
  });

  it('names each bad field', async () => {
    const { shopper, cart } = await shopperWithCart(a, 1);
    const res = await placeOrder(
      shopper,
      orderBody(cart.id, { email: 'x', shipping_address: { ...ADDRESS_US, city: '', postal_code: '1' } }),
    );
    const paths = ((await res.json()) as ErrorBody).error.issues.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['email', 'shipping_address.city', 'shipping_address.postal_code']));
  });

  it('a body over 16 KB → 413', async () => {
    const { shopper, cart } = await shopperWithCart(a, 1);
    const res = await placeOrder(shopper, orderBody(cart.id, { email: `${'x'.repeat(17_000)}@example.com` }));
    expect(res.status).toBe(413);
  });

  it('another session’s cart or an unknown cart → 404; an empty cart → 409', async () => {
    const { cart } = await shopperWithCart(a, 1);
    const other = new Client();
    await other.session();
    expect((await placeOrder(other, orderBody(cart.id))).status).toBe(404);
    expect((await placeOrder(other, orderBody('f'.repeat(64)))).status).toBe(404);
    const { shopper, cart: own } = await shopperWithCart(b, 1);
    const item = own.line_items.physical_items[0]!;
    await shopper.api('DELETE', `/cart/${own.id}/items/${item.id}`);
    const empty = await placeOrder(shopper, orderBody(own.id));
    expect(empty.status).toBe(409);
    expect(((await empty.json()) as ErrorBody).error.code).toBe('cart_empty');
  });

  it('without the CSRF token → 403', async () => {
    const { shopper, cart } = await shopperWithCart(a, 1);
    const res = await shopper.api('POST', '/orders', orderBody(cart.id), { token: null, headers: { 'idempotency-key': 'k' } });
    expect(res.status).toBe(403);
  });

  it('outside the shopping regions → 403', async () => {
    const { shopper, cart } = await shopperWithCart(a, 1);
    const res = await shopper.api('POST', '/orders', orderBody(cart.id), { headers: { 'idempotency-key': 'k', region: 'eu' } });
    expect(res.status).toBe(403);
  });
});
