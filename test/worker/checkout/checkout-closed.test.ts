/**
 * A production deploy takes no test payments by accident: with ENVIRONMENT=production and no
 * PAYMENT_PROVIDER checkout is closed (503 `payment_not_configured`, nothing reserved, the
 * checkout page says so in the shopper's language) while every page and read API answers;
 * naming the embedded processor opens it again. The app runs here with the production env.
 */
import { env, reset } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { servedWith } from '../support/served-with';
import { Client, shopperWithCart, variants, type CartBody, type ErrorBody } from '../cart/cart-support';
import { ADDRESS_US, count, level, migrate, orderBody, placeOrder } from './order-support';

beforeEach(() => migrate());
afterEach(() => reset());

const production = { ...env, ENVIRONMENT: 'production', PAYMENT_PROVIDER: undefined } as typeof env;
const productionWithTestProcessor = { ...production, PAYMENT_PROVIDER: 'embedded' } as typeof env;

const html = { accept: 'text/html' };
const a = variants('us', 5).find((p) => p.price < 5000)!;

describe('production without PAYMENT_PROVIDER', () => {
  const send = servedWith(production);

  it('answers POST /api/orders 503 payment_not_configured and reserves nothing: stock, cart and orders stay as they were', async () => {
    const { shopper, cart } = await shopperWithCart(a, 2, { send });
    const res = await placeOrder(shopper, orderBody(cart.id));
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as ErrorBody;
    expect(body.error).toMatchObject({ code: 'payment_not_configured', issues: [] });
    expect(body.error.message).toMatch(/checkout is closed/i);

    expect(await level('us', a.variant_id)).toBe(a.stock);
    expect(await count('SELECT COUNT(*) AS n FROM orders')).toBe(0);
    const still = await shopper.api('GET', `/cart/${cart.id}`);
    expect(still.status).toBe(200);
    const kept = ((await still.json()) as CartBody).data;
    expect(kept.line_items.physical_items.map((l) => [l.variant_id, l.quantity])).toEqual([[a.variant_id, 2]]);
    expect((await shopper.session()).cartId).toBe(cart.id);
    // The cart is not left marked as ordering: it still takes changes.
    const more = await shopper.api('PUT', `/cart/${cart.id}/items/${kept.line_items.physical_items[0]!.id}`, {
      productID: a.product_id,
      quantity: 3,
    });
    expect(more.status).toBe(200);
  });

  it('answers 503 before reading the order: a malformed body gets the same answer', async () => {
    const shopper = new Client({ send });
    await shopper.session();
    const res = await placeOrder(shopper, { nonsense: true });
    expect(res.status).toBe(503);
    expect(((await res.json()) as ErrorBody).error.code).toBe('payment_not_configured');
  });

  it.each([
    ['/en-us/checkout', 'Checkout is closed for now: this shop is not taking payments yet.'],
    ['/no-no/checkout', 'Kassen er stengt for øyeblikket: butikken tar ikke imot betalinger ennå.'],
    ['/fr-ca/checkout', 'Le paiement est fermé pour le moment : cette boutique n’accepte pas encore de paiements.'],
  ])('%s says checkout is closed in the shopper’s language, with no form or pay button', async (path, notice) => {
    const { shopper } = await shopperWithCart(a, 1, { send });
    const res = await shopper.fetch(path, { headers: html });
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const page = await res.text();
    expect(page).toContain(notice);
    expect(page).not.toMatch(/name="card_number"|name="step"/);
    expect(page).not.toContain('Place order');
  });

  it('answers the checkout form’s last step 503 with the notice, and places nothing', async () => {
    const { shopper, cart } = await shopperWithCart(a, 1, { send });
    const { country_code: _c, ...typed } = ADDRESS_US;
    const fields = {
      csrf_token: shopper.token,
      step: 'payment',
      email: 'kari@example.com',
      ...typed,
      country_code: 'US',
      shipping_method_id: '102',
      card_name: 'Kari Nordmann',
      card_number: '4242 4242 4242 4242',
      exp_month: '12',
      exp_year: '2034',
      cvc: '123',
    };
    const body = new URLSearchParams(fields).toString();
    // Its Content-Length as a browser sends it (the body limit reads it).
    const res = await shopper.fetch('/en-us/checkout', {
      method: 'POST',
      headers: { ...html, 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(body.length) },
      body,
    });
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('Checkout is closed for now');
    expect(await count('SELECT COUNT(*) AS n FROM orders')).toBe(0);
    expect(await level('us', a.variant_id)).toBe(a.stock);
    expect((await shopper.api('GET', `/cart/${cart.id}`)).status).toBe(200);
  });

  it.each(['/', '/en-us/c/skis', '/en-us/p/aurora-classic', '/no-no', '/en-us/cart', '/en-us/account/create', '/en-us/support/contact'])(
    'still serves the page %s (200)',
    async (path) => {
      const res = await new Client({ send, country: 'US' }).fetch(path, { headers: html });
      expect(res.status).toBe(200);
    },
  );

  it.each(['/api/session', '/api/products?limit=2', '/api/store'])('still answers the read API %s (200)', async (path) => {
    const res = await new Client({ send, region: 'us' }).fetch(path);
    expect(res.status).toBe(200);
  });
});

describe('production with PAYMENT_PROVIDER=embedded', () => {
  it('places an order with the test processor it names', async () => {
    const send = servedWith(productionWithTestProcessor);
    const { shopper, cart } = await shopperWithCart(a, 1, { send });
    const res = await placeOrder(shopper, orderBody(cart.id));
    expect(res.status).toBe(201);
    expect(await level('us', a.variant_id)).toBe(a.stock - 1);
    const checkout = await servedWith(productionWithTestProcessor)(`https://loipe.test/en-us/checkout`, { headers: html });
    expect(checkout.status).toBe(200);
  });
});
