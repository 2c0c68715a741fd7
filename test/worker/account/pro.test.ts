/**
 * Pro customers through the whole Worker: a pro signs up with a demo code, sees
 * group prices with no sale tag on the category page, the product page and in the cart,
 * their spend counts orders written through the commerce port, and order_total is owner-only.
 */
import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createCommerceProvider } from '../../../worker/ports/commerce';
import { requestCalls } from '../../../worker/ports/context';
import { Client } from '../cart/cart-support';
import { PASSWORD, signedUp, solvedBotcheck, uniqueEmail } from './account-support';
import { commerceProducts } from '../../../worker/data/catalog/index';

async function proSignUp(code: string, defaults: { region?: string; country?: string } = {}) {
  const client = new Client(defaults);
  await client.session();
  const email = uniqueEmail('pro');
  const res = await client.api('POST', '/customers/create', {
    email,
    password: PASSWORD,
    firstName: 'Pia',
    lastName: 'Pro',
    proCode: code,
    organisation: 'Bend Nordic Club',
    role: 'coach',
    altcha: await solvedBotcheck(client),
  });
  return { client, res, email };
}

async function signedInPro(code = 'LOIPE-PRO-US-DEMO', defaults: { region?: string; country?: string } = {}) {
  const { client, res } = await proSignUp(code, defaults);
  expect(res.status).toBe(201);
  const body = (await res.json()) as {
    data: { customer: { id: number; isPro: boolean; proCodeInfo: { region: string } }; csrfToken: string };
  };
  client.token = body.data.csrfToken;
  return { client, id: body.data.customer.id, customer: body.data.customer };
}

// Classic skis (category 21 under skis 20): the pro group takes 40 % off the retail price.
const skis = commerceProducts('us').filter((p) => p.categories.some((c) => c.id === 20) && p.is_visible);
const onSale = skis.find((p) => p.calculatedPrice.value < p.retailPrice.value)!;
const usd = (minor: number) => `$${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
const proPrice = (retail: number, calculated: number) => Math.min(calculated, Math.round((retail * 60) / 100));

describe('pro signup through POST /api/customers/create', () => {
  it('makes a pro with the code in proCodeInfo, the pro group and the spend limit', async () => {
    const { client, customer } = await signedInPro();
    expect(customer).toMatchObject({
      isPro: true,
      proCodeInfo: { code: 'LOIPE-PRO-US-DEMO', region: 'pro', expires: '2030-06-30', employee: false },
    });
    const state = (await (await client.fetch('/api/customer')).json()) as { data: Record<string, unknown> };
    expect(state.data).toMatchObject({
      isPro: true,
      customerGroup: { id: 3, name: 'Pro' },
      proCurrentSpend: 0,
      proExpirationDate: '2030-06-30',
      isEmployee: false,
      brandSpendLimit: 3000,
    });
    expect((state.data.customerDiscount as unknown[]).length).toBeGreaterThan(0);
  });

  it.each([
    ['NO-SUCH-CODE', 'us', 'pro_code_unknown'],
    ['LOIPE-PRO-US-2025', 'us', 'pro_code_expired'],
    ['LOIPE-PRO-CA-DEMO', 'us', 'pro_code_wrong_region'],
  ])('refuses %s in region %s with %s and stores nothing', async (code, region, error) => {
    const { res, email } = await proSignUp(code, { region });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; issues: { path: string }[] } };
    expect(body.error.code).toBe(error);
    expect(body.error.issues[0]!.path).toBe('proCode');
    const row = await env.COMMERCE_DB.prepare('SELECT id FROM customers WHERE email = ?').bind(email).first();
    expect(row).toBeNull();
  });

  it('keeps Norway staff out of the pro regions but in the employee group', async () => {
    const { client, customer } = await signedInPro('LOIPE-STAFF-NO-DEMO', { region: 'no' });
    expect(customer.isPro).toBe(false);
    const state = (await (await client.fetch('/api/customer', { headers: { region: 'no' } })).json()) as { data: Record<string, unknown> };
    expect(state.data).toMatchObject({ isPro: false, isEmployee: true, customerGroup: { id: 5 } });
  });
});

describe('a pro sees group prices, server-side, and never a sale tag', () => {
  it('on the category page', async () => {
    const { client } = await signedInPro();
    const guest = await (await SELF.fetch('https://loipe.test/en-us/c/skis')).text();
    const pro = await (await client.fetch('/en-us/c/skis')).text();
    expect(guest).toContain('tag--sale');
    expect(pro).not.toContain('tag--sale');
    expect(pro).not.toMatch(/<s>|<s class/);
    expect(pro).toContain(usd(proPrice(onSale.retailPrice.value, onSale.calculatedPrice.value)));
  });

  it('on the product page, in the pro content region', async () => {
    const { client } = await signedInPro();
    const path = `/en-us/p/${onSale.custom_url.url.replace(/\//g, '')}`;
    const guest = await (await SELF.fetch(`https://loipe.test${path}`)).text();
    const res = await client.fetch(path);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const pro = await res.text();
    expect(guest).toContain('tag--sale');
    expect(pro).not.toContain('tag--sale');
    expect(pro).toContain(usd(proPrice(onSale.retailPrice.value, onSale.calculatedPrice.value)));
    expect(pro).toContain('pro-badge');
    expect(guest).not.toContain('pro-badge');
  });

  it('in the cart, repricing lines added before signing in', async () => {
    const client = new Client({ region: 'us' });
    await client.session();
    const variant = onSale.variants.find((v) => v.isPurchasable && v.inventoryLevel > 0)!;
    const added = await client.api('POST', '/cart/create', {
      line_items: [{ product_id: onSale.id, variant_id: variant.id, quantity: 1 }],
    });
    expect(added.status).toBe(201);
    const retail = ((await added.json()) as { data: { line_items: { physical_items: { sale_price: number }[] } } }).data.line_items
      .physical_items[0]!.sale_price;
    // /api answers decimal amounts: the us store's cents / 100.
    expect(retail).toBe(variant.calculatedPrice.value / 100);
    const res = await client.api('POST', '/customers/create', {
      email: uniqueEmail('cartpro'),
      password: PASSWORD,
      firstName: 'C',
      lastName: 'P',
      proCode: 'LOIPE-PRO-US-DEMO',
      altcha: await solvedBotcheck(client),
    });
    client.token = ((await res.json()) as { data: { csrfToken: string } }).data.csrfToken;
    const cart = (await (await client.fetch('/api/session', { headers: { region: 'pro' } })).json()) as { data: { cartId: string } };
    const view = (await (await client.fetch(`/api/cart/${cart.data.cartId}`, { headers: { region: 'pro' } })).json()) as {
      data: { line_items: { physical_items: { sale_price: number; original_price: number }[] } };
    };
    const line = view.data.line_items.physical_items[0]!;
    expect(line.sale_price).toBe(proPrice(variant.retailPrice.value, variant.calculatedPrice.value) / 100);
    expect(line.original_price).toBe(line.sale_price);
  });
});

describe('GET /api/pro/order_total', () => {
  it("sums the pro year's shipped orders of the brand, written through the commerce port", async () => {
    const { client, id } = await signedInPro();
    const commerce = createCommerceProvider(env as never);
    const mx = requestCalls().commerce('us');
    const line = {
      product_id: onSale.id,
      variant_id: onSale.variants[0]!.id,
      sku: 'X',
      name: 'Skis',
      options: [],
      quantity: 2,
      unit_price: 30000,
    };
    const order = (status: 'shipped' | 'awaiting_fulfillment', region = 'us') =>
      commerce.createOrder(mx, {
        customer_id: id,
        email: 'pro@example.test',
        status,
        region,
        currency_code: 'USD',
        shipping_cost: 1500,
        tax: 0,
        billing_address: {},
        shipping_address: {},
        lines: [line],
      });
    await order('shipped');
    await order('shipped');
    await order('awaiting_fulfillment');
    await order('shipped', 'ca');
    const res = await client.fetch(`/api/pro/order_total?customer_id=${id}&brand_id=us`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({
      // Spec §9: decimal amounts like the rest of /api (two $600 orders; the default limit 3000).
      order_total: 1200,
      expiration_date: '2030-06-30',
      employee_group: false,
      spend_limit: 3000,
      currency_code: 'USD',
    });
    const state = (await (await client.fetch('/api/customer')).json()) as { data: { proCurrentSpend: number } };
    // The same decimal amount as order_total (spec §9): two $600.00 orders.
    expect(state.data.proCurrentSpend).toBe(1200);
  });

  it("answers 404 for anyone else's id and when signed out; 400 for a bad query", async () => {
    const { id } = await signedInPro();
    const other = await signedUp('other');
    expect((await other.client.fetch(`/api/pro/order_total?customer_id=${id}&brand_id=us`)).status).toBe(404);
    expect((await SELF.fetch(`https://loipe.test/api/pro/order_total?customer_id=${id}&brand_id=us`)).status).toBe(404);
    expect((await other.client.fetch('/api/pro/order_total?customer_id=abc')).status).toBe(400);
    expect((await other.client.fetch(`/api/pro/order_total?customer_id=${other.id}&brand_id=xx`)).status).toBe(400);
  });
});

describe('GET /api/pro/shipping_method_settings', () => {
  it("answers the store's settings with the hidden groups as numbers", async () => {
    const body = (await (await SELF.fetch('https://loipe.test/api/pro/shipping_method_settings?bcRegion=us')).json()) as {
      data: Record<string, unknown>;
    };
    expect(body.data).toMatchObject({ hide_free_shipping_groups: [3, 4, 5], is_enabled: true });
    expect((await SELF.fetch('https://loipe.test/api/pro/shipping_method_settings?bcRegion=mars')).status).toBe(400);
  });
});
