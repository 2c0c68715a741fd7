/**
 * Issue 23 end to end: the shop under `wrangler dev` on the hosted doubles with
 * COMMERCE_PROVIDER=bigcommerce and PAYMENT_PROVIDER=platform. In Chromium a guest adds to
 * the cart (JavaScript on, then off), the platform's cart holds the line, and the cart page's
 * checkout button lands on the platform's checkout URL for that cart (the storefront is the
 * doubles' too: it answers 404, the URL is what counts). Every BigCommerce request is held to the
 * vendor's OpenAPI files. The signed-in (Customer Login JWT) hand-off is covered in
 * test/worker/cart-platform.test.ts until the accounts half reaches the platform.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { COMMERCE_REGIONS } from '../../worker/domain/regions';
import { HOSTED_STORES, startHostedFakes, type HostedFakes } from '../contract/hosted-fakes';
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
});
