/**
 * Hosted checkout end to end: the shop under `wrangler dev` on the hosted doubles with
 * COMMERCE_PROVIDER=bigcommerce and PAYMENT_PROVIDER=platform. In Chromium a guest adds to
 * the cart (JavaScript on, then off), the platform's cart holds the line, and the cart page's
 * checkout button lands on the platform's checkout URL for that cart (the storefront is the
 * doubles' too: it answers 404, the URL is what counts). Every BigCommerce request is held to the
 * vendor's OpenAPI files. A customer of the platform signs in (Customers v3
 * validate-credentials), sees their platform orders, and is handed over with a Customer Login
 * JWT naming them, onto the checkout URL of the cart the platform now holds under their id.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { COMMERCE_REGIONS } from '../../worker/rules/regions';
import { HOSTED_STORES, startHostedFakes, type HostedFakes } from '../contract/hosted-fakes';
import { DEMO_CUSTOMER } from '../contract/fake-bigcommerce-customers';
import { startDevServer, type DevServer } from './support/dev-server';
import { hydrated, launch, noBrowser } from './support/browser';

const VARIANT = 110102; // aurora-classic, 35 in the us store
let fakes: HostedFakes;
let shop: DevServer;
let browser: Browser;

describe.skipIf(noBrowser)('checkout hand-off to the BigCommerce double in Chromium', () => {
  beforeAll(async () => {
    fakes = await startHostedFakes();
    const storefronts = COMMERCE_REGIONS.map((r) => `${r}=${fakes.carts.storefront(HOSTED_STORES[r].hash)}`).join(',');
    shop = await startDevServer({
      vars: {
        ...fakes.vars,
        PAYMENT_PROVIDER: 'platform',
        BIGCOMMERCE_STOREFRONTS: storefronts,
        BIGCOMMERCE_CLIENT_ID: 'e2e-client',
        BIGCOMMERCE_CLIENT_SECRET: 'e2e-secret',
      },
      name: 'hosted-checkout',
    });
    browser = await launch();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
    await fakes?.close();
  });
  afterEach(() => expect(fakes.violations()).toEqual([]));

  it('adds to the cart with JavaScript and checks out on the platform’s checkout URL', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const before = new Set(fakes.carts.carts.keys());
    await page.goto(`${shop.baseURL}/en-us/p/aurora-classic?variant=${VARIANT}`, { waitUntil: 'domcontentloaded' });
    await hydrated(page, 'product-buy');
    // The header count shows at once; the cart exists once the API answered.
    const added = page.waitForResponse((r) => r.url().includes('/api/cart') && r.request().method() === 'POST');
    await page.click('.buy__submit');
    expect((await added).status()).toBe(201);
    await page.waitForFunction(() => document.querySelector('.site-header .mini-cart__count')?.textContent === '1');
    const made = [...fakes.carts.carts.values()].filter((c) => !before.has(c.id));
    expect(made.map((c) => c.items.map((i) => [i.variant_id, i.quantity]))).toEqual([[[VARIANT, 1]]]);

    await page.goto(`${shop.baseURL}/en-us/cart`);
    await expect(page.locator('form[action="/en-us/checkout"] .cart__checkout').count()).resolves.toBe(1);
    await Promise.all([page.waitForURL(/cart\.php\?action=loadInCheckout/), page.click('.cart__checkout')]);
    const url = new URL(page.url());
    expect(url.href.startsWith(`${fakes.carts.storefront(HOSTED_STORES.us.hash)}/cart.php?`)).toBe(true);
    expect(url.searchParams.get('id')).toBe(made[0]!.id);
    await context.close();
  });

  it('answers a platform 5xx on an add with 502 in the error envelope and keeps the cart as the shopper last saw it', async () => {
    const geo = { 'cf-ipcountry': 'US', accept: 'application/json' };
    const session = await fetch(`${shop.baseURL}/api/session`, { headers: geo });
    const cookie = /(__Host-session=[^;]+)/.exec(session.headers.get('set-cookie') ?? '')![1]!;
    const token = ((await session.json()) as { data: { csrfToken: string } }).data.csrfToken;
    const headers = { ...geo, 'content-type': 'application/json', region: 'us', cookie, 'csrf-token': token };
    const body = JSON.stringify({ line_items: [{ product_id: 1101, variant_id: VARIANT, quantity: 1 }] });
    const created = await fetch(`${shop.baseURL}/api/cart/create`, { method: 'POST', headers, body });
    expect(created.status).toBe(201);
    const cartId = ((await created.json()) as { data: { id: string } }).data.id;
    fakes.service.script('/stores/:hash/v3/carts/:cartId/items/:itemId', [
      { status: 503, json: { status: 503, title: 'Service Unavailable', type: 'about:blank' } },
    ]);
    const failed = await fetch(`${shop.baseURL}/api/cart/${cartId}/items`, { method: 'POST', headers, body });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({ error: { code: 'cart_platform_unavailable' } });
    const read = await fetch(`${shop.baseURL}/api/cart/${cartId}`, { headers });
    expect(read.status).toBe(200);
    const cart = (await read.json()) as { data: { line_items: { physical_items: { quantity: number }[] } } };
    expect(cart.data.line_items.physical_items.map((l) => l.quantity)).toEqual([1]);
  });

  it('does the same with JavaScript off: plain form posts, the hand-off a 303', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${shop.baseURL}/en-us/p/aurora-classic?variant=${VARIANT}`);
    const form = page.locator('.buy__form');
    await Promise.all([page.waitForURL(/cart_status=added/), form.locator('button[type="submit"]').first().click()]);
    await page.goto(`${shop.baseURL}/en-us/cart`);
    const handOff = page.waitForResponse((r) => r.url().endsWith('/en-us/checkout') && r.request().method() === 'POST');
    await Promise.all([page.waitForURL(/cart\.php\?action=loadInCheckout/), page.click('.cart__checkout')]);
    const answer = await handOff;
    expect(answer.status()).toBe(303);
    const id = new URL(page.url()).searchParams.get('id')!;
    expect(fakes.carts.carts.get(id)?.items.map((i) => [i.variant_id, i.quantity])).toEqual([[VARIANT, 1]]);
    await context.close();
  });

  it('signs in as the platform’s customer, lists their platform orders, and hands off with a Customer Login JWT for them', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${shop.baseURL}/en-us/p/aurora-classic?variant=${VARIANT}`);
    await Promise.all([page.waitForURL(/cart_status=added/), page.locator('.buy__form button[type="submit"]').first().click()]);

    await page.goto(`${shop.baseURL}/en-us/account`);
    const form = page.locator('form.account-form');
    await form.locator('input[name="email"]').fill(DEMO_CUSTOMER.email);
    await form.locator('input[name="pw"]').fill(DEMO_CUSTOMER.password);
    await form.locator('button[type="submit"]').click();
    // The dashboard: the platform's customer by name, with the orders the platform holds for them.
    await page.waitForSelector('form[action="/en-us/account/sign-out"]', { timeout: 20_000 });
    await expect(page.locator('h1').textContent()).resolves.toBeTruthy();
    await expect(page.locator('main').textContent()).resolves.toContain(DEMO_CUSTOMER.first_name);
    // The orders the platform holds for the customer (Orders v2, read straight from the double).
    const us = HOSTED_STORES.us;
    const listed = await fetch(`${fakes.service.url}/stores/${us.hash}/v2/orders?customer_id=${DEMO_CUSTOMER.id}`, {
      headers: { 'x-auth-token': us.token, accept: 'application/json' },
    });
    const platformIds = ((await listed.json()) as { id: number }[]).map((o) => o.id).sort();
    expect(platformIds.length).toBeGreaterThan(0);
    const shown = await page
      .locator('main a[href^="/en-us/account/orders/"]')
      .evaluateAll((links) => links.map((a) => Number(a.getAttribute('href')!.split('/').pop())).filter((id) => id > 0));
    expect([...new Set(shown)].sort()).toEqual(platformIds);
    const order = await page.goto(`${shop.baseURL}/en-us/account/orders/${platformIds[0]}`);
    expect(order?.status()).toBe(200);
    await expect(page.locator('main').textContent()).resolves.toContain(String(platformIds[0]));

    await page.goto(`${shop.baseURL}/en-us/cart`);
    await Promise.all([page.waitForURL(/\/login\/token\//), page.click('.cart__checkout')]);
    const storefront = fakes.carts.storefront(HOSTED_STORES.us.hash);
    const url = new URL(page.url());
    expect(url.origin).toBe(new URL(storefront).origin);
    const jwt = url.pathname.split('/login/token/')[1]!;
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
    expect(payload).toMatchObject({
      iss: 'e2e-client',
      operation: 'customer_login',
      store_hash: HOSTED_STORES.us.hash,
      customer_id: DEMO_CUSTOMER.id,
    });
    const checkout = new URL(String(payload.redirect_to), storefront);
    expect(checkout.searchParams.get('action')).toBe('loadInCheckout');
    const cart = fakes.carts.carts.get(checkout.searchParams.get('id')!);
    expect(cart?.customer_id).toBe(DEMO_CUSTOMER.id);
    expect(cart?.items.map((i) => [i.variant_id, i.quantity])).toEqual([[VARIANT, 1]]);
    await context.close();
  });
});
