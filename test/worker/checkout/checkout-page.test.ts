import { env, reset } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Client, shopperWithCart, variants } from '../cart/cart-support';
import { ADDRESS_US, level, migrate } from './order-support';

beforeEach(() => migrate());
afterEach(() => reset());

const html = { accept: 'text/html' };
const us = variants('us', 5);
const a = us.find((p) => p.price < 5000)!;

/** A plain HTML form post, as a browser without JavaScript sends it. */
function post(shopper: Client, path: string, fields: Record<string, string | number>) {
  const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
  return shopper.fetch(path, { method: 'POST', headers: { ...html, 'content-type': 'application/x-www-form-urlencoded' }, body });
}

const hiddenValue = (page: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(page)?.[1] ?? null;
const { country_code: _country, ...typed } = ADDRESS_US;
const card = { card_name: 'Kari Nordmann', card_number: '4242 4242 4242 4242', exp_month: '12', exp_year: '2034', cvc: '123' };

async function throughShipping(shopper: Client) {
  const address = await post(shopper, '/en-us/checkout', {
    csrf_token: shopper.token,
    step: 'address',
    email: 'kari@example.com',
    ...typed,
  });
  expect(address.status).toBe(200);
  const shipping = await address.text();
  const payment = await post(shopper, '/en-us/checkout', {
    csrf_token: shopper.token,
    step: 'shipping',
    email: 'kari@example.com',
    ...typed,
    country_code: 'US',
    shipping_method_id: 102,
  });
  expect(payment.status).toBe(200);
  return { shipping, payment: await payment.text() };
}

describe('/en-us/checkout with plain forms (JavaScript off)', () => {
  it('walks contact and address → shipping method → review and pay → confirmation', async () => {
    const { shopper } = await shopperWithCart(a, 2);
    // GA4 view_cart on the cart page, with its lines and the cart's value.
    const cartPage = await (await shopper.fetch('/en-us/cart', { headers: html })).text();
    expect(cartPage).toMatch(
      /"event":"view_cart","ecommerce":\{"currency":"USD","value":[\d.]+,"items":\[\{"item_id":"\d+"[^\]]*"quantity":2/,
    );
    const first = await shopper.fetch('/en-us/checkout', { headers: html });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const start = await first.text();
    expect(start).toContain('Contact and address');
    expect(start).toMatch(/<input[^>]*name="email"/);
    expect(start).toMatch(/<select[^>]*name="state_or_province"/);
    // States by name (the code is what the form sends), in alphabetical order.
    expect(start).toContain('<option value="CO">Colorado</option>');
    expect(start.indexOf('>Alabama<')).toBeLessThan(start.indexOf('>Wyoming<'));
    expect(start).toContain('"event":"begin_checkout"');

    const { shipping, payment } = await throughShipping(shopper);
    expect(shipping).toContain('Shipping method');
    expect(shipping).toMatch(/<input type="radio" id="checkout-method-102" name="shipping_method_id"[^>]*value="102"/);
    expect(shipping).toContain('Free shipping on orders from $150.00.');
    expect(payment).toContain('Place order');
    expect(payment).toContain('Sales tax');
    expect(payment).toContain('"event":"add_shipping_info"');
    expect(hiddenValue(payment, 'email')).toBe('kari@example.com');
    const key = hiddenValue(payment, 'idempotency_key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);

    const placed = await post(shopper, '/en-us/checkout', {
      csrf_token: shopper.token,
      step: 'place',
      idempotency_key: key!,
      email: 'kari@example.com',
      ...typed,
      country_code: 'US',
      shipping_method_id: 102,
      ...card,
    });
    expect(placed.status).toBe(303);
    const location = placed.headers.get('location')!;
    expect(location).toMatch(/^\/en-us\/checkout\/confirmation\/\d+$/);
    expect(await level('us', a.variant_id)).toBe(a.stock - 2);

    const confirmation = await shopper.fetch(location, { headers: html });
    expect(confirmation.status).toBe(200);
    const page = await confirmation.text();
    expect(page).toContain('Thank you for your order');
    expect(page).toContain(`Order number ${location.split('/').pop()}`);
    expect(page).toContain('"event":"purchase"');
    expect(page).toContain('"event":"add_payment_info"');
    expect(page).toContain('Paid with VISA ending in 4242');
    // GA4 counts every purchase sent: a reload of the confirmation sends neither the payment nor the purchase again.
    const reload = await (await shopper.fetch(location, { headers: html })).text();
    expect(reload).toContain(`Order number ${location.split('/').pop()}`);
    expect(reload).not.toContain('"event":"purchase"');
    expect(reload).not.toContain('"event":"add_payment_info"');
    // The browser's own marker answers even where KV has no marker yet (its reads are eventually consistent).
    const orderId = Number(location.split('/').pop());
    expect(
      confirmation.headers.getSetCookie().some((c) => c.startsWith(`__Host-purchase-sent-us-${orderId}=1;`) && /HttpOnly/i.test(c)),
    ).toBe(true);
    await env.SESSIONS.delete(`purchase-sent:us:${orderId}`);
    expect(await (await shopper.fetch(location, { headers: html })).text()).not.toContain('"event":"purchase"');

    // Only the session that placed it sees the confirmation.
    const stranger = new Client();
    expect((await stranger.fetch(location, { headers: html })).status).toBe(404);
    // The cart is empty now.
    expect((await shopper.session()).cartId).toBeNull();
  });

  it('a declined card says so, keeps what was typed (never the card number) and changes nothing', async () => {
    const { shopper } = await shopperWithCart(a, 1);
    await throughShipping(shopper);
    const res = await post(shopper, '/en-us/checkout', {
      csrf_token: shopper.token,
      step: 'place',
      idempotency_key: 'form-key-1',
      email: 'kari@example.com',
      ...typed,
      country_code: 'US',
      shipping_method_id: 102,
      ...card,
      card_number: '4000 0000 0000 0002',
    });
    expect(res.status).toBe(402);
    const page = await res.text();
    expect(page).toContain('Your card was declined');
    expect(hiddenValue(page, 'email')).toBe('kari@example.com');
    expect(hiddenValue(page, 'address1')).toBe(ADDRESS_US.address1);
    expect(page).toMatch(/name="card_name"[^>]*value="Kari Nordmann"/);
    // The number typed is never written back (the test-mode hint names the test cards itself).
    expect(page).toMatch(/name="card_number" value=""/);
    expect(page).toMatch(/name="cvc" value=""/);
    expect(await level('us', a.variant_id)).toBe(a.stock);
    expect(Number((await env.COMMERCE_DB.prepare('SELECT COUNT(*) AS n FROM orders').first<{ n: number }>())!.n)).toBe(0);
  });

  it("the payment step's card inputs say what they are (autofill, a number pad) and a refused card is never written back", async () => {
    const { shopper } = await shopperWithCart(a, 1);
    const { payment } = await throughShipping(shopper);
    const inputOf = (page: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(page)?.[0] ?? '';
    // React writes some names in camel case (autoComplete, inputMode); HTML reads them in any case.
    const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;
    // Two expiry fields: month and year are the autofill tokens of separate fields (`cc-exp` is one MM/YY field).
    const expected: [string, string, string | null][] = [
      ['card_name', 'cc-name', null],
      ['card_number', 'cc-number', 'numeric'],
      ['exp_month', 'cc-exp-month', 'numeric'],
      ['exp_year', 'cc-exp-year', 'numeric'],
      ['cvc', 'cc-csc', 'numeric'],
    ];
    for (const [name, autocomplete, inputmode] of expected) {
      const tag = inputOf(payment, name);
      expect(tag, name).not.toBe('');
      expect([name, attribute(tag, 'autocomplete'), attribute(tag, 'inputmode'), attribute(tag, 'type')]).toEqual([
        name,
        autocomplete,
        inputmode,
        'text',
      ]);
    }

    const refused = await post(shopper, '/en-us/checkout', {
      csrf_token: shopper.token,
      step: 'place',
      idempotency_key: 'form-key-2',
      email: 'kari@example.com',
      ...typed,
      country_code: 'US',
      shipping_method_id: 102,
      ...card,
      card_number: '4539 1488 0343 6467',
      cvc: '12',
    });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(attribute(inputOf(page, 'card_number'), 'value') ?? '').toBe('');
    expect(attribute(inputOf(page, 'cvc'), 'value') ?? '').toBe('');
    expect(page).not.toContain('4539 1488 0343 6467');
    expect(page).not.toContain('4539148803436467');
    expect(attribute(inputOf(page, 'cvc'), 'autocomplete')).toBe('cc-csc');
  });

  it('a bad postal code comes back with a message in the page language and the typed values', async () => {
    const { shopper } = await shopperWithCart(a, 1);
    const res = await post(shopper, '/en-us/checkout', {
      csrf_token: shopper.token,
      step: 'address',
      email: 'kari@example.com',
      ...typed,
      postal_code: 'ABCDE',
    });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain('Enter a postal code of this country, for example 80202.');
    expect(page).toMatch(/name="city"[^>]*value="Denver"/);
    expect(page).toMatch(/aria-invalid="true"[^>]*|name="postal_code"[^>]*aria-invalid="true"/);
  });

  it('a sold-out line says what is left and charges nothing', async () => {
    const { shopper } = await shopperWithCart(a, 3);
    await throughShipping(shopper);
    await env.COMMERCE_DB.prepare('UPDATE inventory SET level = 1 WHERE region = ? AND variant_id = ?').bind('us', a.variant_id).run();
    const res = await post(shopper, '/en-us/checkout', {
      csrf_token: shopper.token,
      step: 'place',
      idempotency_key: 'form-key-2',
      email: 'kari@example.com',
      ...typed,
      country_code: 'US',
      shipping_method_id: 102,
      ...card,
    });
    expect(res.status).toBe(409);
    const page = await res.text();
    expect(page).toContain('Some items sold out');
    expect(page).toContain(': 1 available');
    expect(await level('us', a.variant_id)).toBe(1);
  });

  it('an expired session explains what happened and keeps the typed address', async () => {
    const shopper = new Client();
    await shopper.session();
    const res = await post(shopper, '/en-us/checkout', {
      csrf_token: shopper.token,
      step: 'place',
      email: 'kari@example.com',
      ...typed,
      country_code: 'US',
      shipping_method_id: 102,
      ...card,
    });
    expect(res.status).toBe(409);
    const page = await res.text();
    expect(page).toContain('Your session expired');
    expect(page).toContain('kari@example.com');
    expect(page).toContain(ADDRESS_US.address1);
    expect(page).not.toContain('4242 4242');
  });

  it.each(['de-de', 'fr-fr', 'ja-jp'])('%s is not a shopping region: no checkout (403)', async (prefix) => {
    const res = await new Client().fetch(`/${prefix}/checkout`, { headers: html });
    expect(res.status).toBe(403);
  });

  it.each([
    ['no-no', 'Kontakt og adresse'],
    ['en-ca', 'Contact and address'],
    ['fr-ca', 'Contact et adresse'],
  ])('%s shows the steps in its language', async (prefix, heading) => {
    const region = prefix.endsWith('no') ? 'no' : 'ca';
    const pick = variants(region, 5)[0]!;
    const { shopper } = await shopperWithCart(pick, 1, { region });
    const res = await shopper.fetch(`/${prefix}/checkout`, { headers: html });
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain(heading);
    // Canada's provinces by name.
    if (region === 'ca') expect(page).toMatch(/<option value="BC">British Columbia<\/option>/);
  });
});
