/**
 * A pro signed up without JavaScript: the tracker on /pro, the account and header
 * showing the pro state, retail prices again after signing out, a Canadian pro in CAD with
 * the pro_ca content, and a checkout that charges the group's prices.
 */
import { SELF, env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { Client, line } from '../cart/cart-support';
import { CARD_OK, orderBody, type OrderBody } from '../checkout/order-support';
import { createCommerceProvider } from '../../../worker/ports/commerce';
import { requestCalls } from '../../../worker/ports/context';
import { application, html, onSale, post, proPrice, text, tokenIn, usd } from './pro-support';

vi.setConfig({ testTimeout: 60_000 });

describe('a pro signs up without JavaScript', () => {
  it('gets the account with its code, the tracker on /pro, pro prices, the account and header state; signing out brings retail back', async () => {
    const client = new Client();
    const form = await application(client);
    const res = await post(client, '/en-us/pro/signup', form);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en-us/pro?status=welcome');

    const proPage = await client.fetch('/en-us/pro?status=welcome', { headers: html });
    expect(proPage.headers.get('cache-control')).toContain('no-store');
    const tracker = await proPage.text();
    expect(tracker).toContain('<h1>Loipe Pro</h1>');
    expect(tracker).toContain('Welcome to Loipe Pro, Pia.');
    expect(tracker).toContain('Your pro spend');
    expect(tracker).toMatch(/<progress[^>]+max="100"[^>]+value="0"[^>]+aria-label="Pro spend this pro year"/);
    expect(text(tracker)).toContain('$0.00 of $3,000.00 spent');
    expect(text(tracker)).toContain('$3,000.00 left until the limit');
    expect(text(tracker)).toContain('Pro status valid until Jun 30, 2030');
    expect(text(tracker)).toContain('Pricing group: Pro');
    expect(text(tracker)).toContain('Pro code: LOIPE-PRO-US-DEMO');
    expect(tracker).not.toContain('pro-badge--employee');
    // The content page's sections are still there.
    expect(tracker).toContain('Who qualifies');
    // The header badge.
    expect(tracker).toMatch(/class="site-header__tool site-header__pro" href="\/en-us\/pro"/);

    const account = await (await client.fetch('/en-us/account', { headers: html })).text();
    expect(account).toContain('id="pro-account-title"');
    expect(account).toContain('Welcome to Loipe Pro, Pia.');
    expect(account).toContain('href="/en-us/pro">See your spend tracker</a>');

    const product = `/en-us/p/${onSale.custom_url.url.replace(/\//g, '')}`;
    const pro = await (await client.fetch(product, { headers: html })).text();
    expect(pro).not.toContain('tag--sale');
    expect(pro).toContain(usd(proPrice(onSale.retailPrice.value, onSale.calculatedPrice.value)));

    const out = await post(client, '/en-us/account/sign-out', { csrf_token: tokenIn(account) });
    expect(out.status).toBe(303);
    const retail = await (await client.fetch(product, { headers: html })).text();
    expect(retail).toContain('tag--sale');
    expect(retail).not.toContain('site-header__pro');
    const signedOutPro = await (await client.fetch('/en-us/pro', { headers: html })).text();
    expect(signedOutPro).not.toContain('Your pro spend');
    expect(signedOutPro).toContain('Who qualifies');
  });

  it('/pro/create needs no organisation or role', async () => {
    const client = new Client();
    const { organisation: _o, role: _r, ...form } = await application(client);
    const res = await post(client, '/en-us/pro/create', form);
    expect(res.status).toBe(303);
    const row = await env.COMMERCE_DB.prepare('SELECT customer_group_id, notes FROM customers WHERE email = ?')
      .bind(form.email)
      .first<{ customer_group_id: number; notes: string }>();
    expect(row).toMatchObject({ customer_group_id: 3 });
    expect(row!.notes).toMatch(/^Pro Code: LOIPE-PRO-US-DEMO; region=pro; expires=2030-06-30/);
  });

  it('the tracker counts shipped orders of the pro year against the limit', async () => {
    const client = new Client();
    const form = await application(client);
    expect((await post(client, '/en-us/pro/signup', form)).status).toBe(303);
    const state = (await (await client.fetch('/api/customer')).json()) as { data: { customer: { id: number } } };
    const commerce = createCommerceProvider(env as never);
    const mx = requestCalls().commerce('us');
    for (const status of ['shipped', 'shipped', 'awaiting_fulfillment'] as const) {
      await commerce.createOrder(mx, {
        customer_id: state.data.customer.id,
        email: form.email,
        status,
        region: 'us',
        currency_code: 'USD',
        shipping_cost: 1500,
        tax: 0,
        billing_address: {},
        shipping_address: {},
        lines: [
          {
            product_id: onSale.id,
            variant_id: onSale.variants[0]!.id,
            sku: 'X',
            name: 'Skis',
            options: [],
            quantity: 2,
            unit_price: 30000,
          },
        ],
      });
    }
    const tracker = await (await client.fetch('/en-us/pro', { headers: html })).text();
    expect(text(tracker)).toContain('$1,200.00 of $3,000.00 spent');
    expect(text(tracker)).toContain('$1,800.00 left until the limit');
    expect(tracker).toMatch(/<progress[^>]+value="40"/);
  });

  it('a signed-in shopper is not offered a second application', async () => {
    const client = new Client();
    expect((await post(client, '/en-us/pro/signup', await application(client))).status).toBe(303);
    const page = await (await client.fetch('/en-us/pro/signup', { headers: html })).text();
    expect(page).toContain('You are signed in as');
    expect(page).not.toMatch(/<input[^>]+name="proCode"/);
  });
});

describe('a Canadian pro', () => {
  it('sees CAD and the pro_ca content, and a tracker in CAD', async () => {
    const client = new Client({ country: 'CA' });
    const guest = await (await new Client({ country: 'CA' }).fetch('/en-ca/c/skis', { headers: html })).text();
    expect(guest).toContain('"content_region":"ca"');
    expect(guest).toContain('Free shipping on orders over $200 CAD');
    const res = await post(client, '/en-ca/pro/signup', await application(client, { proRegion: 'pro_ca', proCode: 'LOIPE-PRO-CA-DEMO' }));
    expect(res.status).toBe(303);
    const skisPage = await (await client.fetch('/en-ca/c/skis', { headers: html })).text();
    // pro_ca content: the pro header (its alert instead of the retail shipping one), the page's region.
    expect(skisPage).toContain('"content_region":"pro_ca"');
    expect(skisPage).toContain('Loipe Pro: your pro prices are shown across the site.');
    expect(skisPage).not.toContain('Free shipping on orders over $200 CAD');
    expect(skisPage).not.toContain('tag--sale');
    expect(skisPage).toContain('"currency":"CAD"');
    const tracker = text(await (await client.fetch('/en-ca/pro', { headers: html })).text());
    // The Canadian store's currency settings (spec §3), as its cart and checkout write CAD: token 'CA$'.
    expect(tracker).toContain('CA$0.00 of CA$3,000.00 spent');
    const state = (await (await client.fetch('/api/customer', { headers: { region: 'pro_ca' } })).json()) as {
      data: { isPro: boolean; customer: { proCodeInfo: { region: string } } };
    };
    expect(state.data).toMatchObject({ isPro: true, customer: { proCodeInfo: { region: 'pro_ca' } } });
  });
});

describe('checkout charges the group prices, computed on the server', () => {
  it('an order of a pro is priced at the pro price, not the price the cart was filled at', async () => {
    const client = new Client({ region: 'us' });
    await client.session();
    const variant = onSale.variants.find((v) => v.isPurchasable && v.inventoryLevel > 2)!;
    const pick = { product_id: onSale.id, variant_id: variant.id, stock: variant.inventoryLevel, price: variant.calculatedPrice.value };
    expect((await client.api('POST', '/cart/create', { line_items: [line(pick, 1)] })).status).toBe(201);
    // The cart made a session: the form carries its token, as the page renders it.
    expect((await post(client, '/en-us/pro/signup', await application(client, { csrf_token: client.token }))).status).toBe(303);
    await client.session();
    const cart = (await (await client.fetch('/api/session', { headers: { region: 'pro' } })).json()) as { data: { cartId: string } };
    const res = await client.api('POST', '/orders', orderBody(cart.data.cartId, { payment: CARD_OK }), {
      headers: { 'idempotency-key': `pro-${Date.now()}`, region: 'pro' },
    });
    expect(res.status).toBe(201);
    const order = ((await res.json()) as OrderBody).data.order;
    const expected = proPrice(variant.retailPrice.value, variant.calculatedPrice.value);
    expect(expected).toBeLessThan(variant.calculatedPrice.value);
    // /api answers the platform's decimal amount (spec §7): cents / 100.
    expect(order.lines[0]!.unit_price).toBe(expected / 100);
    expect(order.subtotal).toBe(expected / 100);
  });
});

describe('signed-out /pro', () => {
  it('is the content page with no tracker', async () => {
    const page = await (await SELF.fetch('https://loipe.test/en-us/pro', { headers: html })).text();
    expect(page).toContain('Who qualifies');
    expect(page).not.toContain('pro-tracker');
  });
});
