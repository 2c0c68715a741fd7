/**
 * The account's address book and the checkout read an address the same way
 * (worker/rules/address.ts): a state by code, name or slug in any case, one phone rule.
 * The book keeps the state's name, an order its code.
 */
import { reset } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Client, shopperWithCart, variants } from '../cart/cart-support';
import { signedUp, type ErrorBody } from './account-support';
import { decode } from '../support/shop-html';
import { accountText } from '../../../worker/data/content/display-text/features/account';
import { ADDRESS_US, migrate, orderBody, placeOrder, type OrderBody } from '../checkout/order-support';

// Each account costs PBKDF2 hashing and a solved proof of work: a busy machine needs more than 5 s per case.
vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => migrate());
afterEach(() => reset());

const a = variants('us', 5).find((p) => p.price < 5000)!;
/** Every spelling both paths take, with the name the book keeps and the code an order keeps. */
const SPELLINGS = [
  ['co', 'Colorado', 'CO'],
  ['CO', 'Colorado', 'CO'],
  ['Colorado', 'Colorado', 'CO'],
  [' colorado ', 'Colorado', 'CO'],
  ['new-york', 'New York', 'NY'],
  ['NEW YORK', 'New York', 'NY'],
] as const;
/** Digits, spaces and + ( ) . / -, 50 characters: the account took 30 without '/', the checkout 40. */
const LONG_PHONE = `+47 (0) 22/33.44-55 ${'1'.repeat(30)}`;

function form(client: Client, path: string, fields: Record<string, string>) {
  return client.fetch(path, {
    method: 'POST',
    headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}
const tokenIn = (html: string) => /name="csrf_token" value="([^"]+)"/.exec(html)?.[1] ?? '';

describe('the account address book takes a state as the checkout does', () => {
  it('by code, name or slug in any case over /api, and keeps the name', async () => {
    const { client, id } = await signedUp('states');
    for (const [given, name] of SPELLINGS) {
      const res = await client.api('POST', `/customers/${id}/addresses`, { ...ADDRESS_US, state_or_province: given });
      expect(res.status, given).toBe(201);
      expect(((await res.json()) as { data: { state_or_province: string } }).data.state_or_province, given).toBe(name);
    }
    const refused = await client.api('POST', `/customers/${id}/addresses`, { ...ADDRESS_US, state_or_province: 'Atlantis' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorBody).error.issues).toEqual([{ path: 'state_or_province', message: 'state_or_province' }]);
  });

  it('in the no-JS form too (a slug, then a lower-case code on the edit form)', async () => {
    const { client } = await signedUp('state-form');
    const page = await (await client.fetch('/en-us/account/addresses')).text();
    const fields = { ...ADDRESS_US, csrf_token: tokenIn(page), state_or_province: 'new-york' };
    const added = await form(client, '/en-us/account/addresses', fields);
    expect(added.status).toBe(303);
    const list = await (await client.fetch('/en-us/account/addresses')).text();
    // The address's own line (postal code, city, state), not the form's state list.
    expect(list).toContain('80202 Denver New York');
    expect(list).not.toContain('80202 Denver Colorado');
    const editHref = /href="(\/en-us\/account\/addresses\/\d+)"/.exec(list)?.[1];
    expect(editHref).toBeTruthy();
    const edit = await (await client.fetch(editHref!)).text();
    const changed = await form(client, editHref!, { ...fields, csrf_token: tokenIn(edit), state_or_province: 'co' });
    expect(changed.status).toBe(303);
    const after = await (await client.fetch('/en-us/account/addresses')).text();
    expect(after).toContain('80202 Denver Colorado');
    expect(after).not.toContain('80202 Denver New York');
  });

  it("takes the checkout's phone rule: '/' and 50 characters, not 51", async () => {
    const { client, id } = await signedUp('phone');
    expect(LONG_PHONE).toHaveLength(50);
    const added = await client.api('POST', `/customers/${id}/addresses`, { ...ADDRESS_US, phone: LONG_PHONE });
    expect(added.status).toBe(201);
    expect(((await added.json()) as { data: { phone: string } }).data.phone).toBe(LONG_PHONE);
    const long = await client.api('POST', `/customers/${id}/addresses`, { ...ADDRESS_US, phone: `${LONG_PHONE}1` });
    expect(long.status).toBe(400);
    expect(((await long.json()) as ErrorBody).error.issues).toEqual([{ path: 'phone', message: 'too_long' }]);
  });

  it('shows a refused state in the page language', async () => {
    const { client } = await signedUp('state-de');
    const page = await (await client.fetch('/de-de/account/addresses')).text();
    const bad = await form(client, '/de-de/account/addresses', { ...ADDRESS_US, csrf_token: tokenIn(page), state_or_province: 'Atlantis' });
    expect(bad.status).toBe(400);
    expect(decode(await bad.text())).toContain(accountText.de['account.error.state_or_province']);
  });
});

describe('the checkout takes a state as the account address book does', () => {
  it.each([
    ['new-york', 'NY'],
    ['Colorado', 'CO'],
  ])('POST /api/orders with %j keeps %j', async (given, code) => {
    const { shopper, cart } = await shopperWithCart(a, 1);
    const res = await placeOrder(shopper, orderBody(cart.id, { shipping_address: { ...ADDRESS_US, state_or_province: given } }));
    expect(res.status).toBe(201);
    const order = ((await res.json()) as OrderBody & { data: { order: { shipping_address: { state_or_province: string } } } }).data.order;
    expect(order.shipping_address.state_or_province).toBe(code);
  });

  it("takes the account's phone rule: 50 characters, not 51; a state off the list is refused with the same code", async () => {
    const { shopper, cart } = await shopperWithCart(a, 1);
    const long = await placeOrder(shopper, orderBody(cart.id, { shipping_address: { ...ADDRESS_US, phone: `${LONG_PHONE}1` } }));
    expect(long.status).toBe(400);
    expect(((await long.json()) as ErrorBody).error.issues).toEqual([{ path: 'shipping_address.phone', message: 'too_long' }]);
    const atlantis = await placeOrder(shopper, orderBody(cart.id, { shipping_address: { ...ADDRESS_US, state_or_province: 'Atlantis' } }));
    expect(((await atlantis.json()) as ErrorBody).error.issues).toEqual([
      { path: 'shipping_address.state_or_province', message: 'state_or_province' },
    ]);
    const ok = await placeOrder(shopper, orderBody(cart.id, { shipping_address: { ...ADDRESS_US, phone: LONG_PHONE } }));
    expect(ok.status).toBe(201);
  });

  it('the no-JS checkout form takes a state by its lower-case name', async () => {
    const { shopper } = await shopperWithCart(a, 1);
    const { country_code: _country, ...typed } = ADDRESS_US;
    const res = await form(shopper, '/en-us/checkout', {
      csrf_token: shopper.token ?? '',
      step: 'address',
      email: 'kari@example.com',
      ...typed,
      state_or_province: 'colorado',
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/name="shipping_method_id"/);
  });
});
