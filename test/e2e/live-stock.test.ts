/**
 * Stock on cached pages, in Chromium: a product page from the cache, stored before
 * the stock changed, shows the stock of now once its buy box has hydrated (one read of
 * GET /api/products/{id}/availability), and the order path still refuses what is gone.
 *
 * A purge reaches only the Cache API of the data centre that ran it. Another data centre's
 * copy is played here by the bytes this server answered as a hit before the sell-out, served to
 * the browser as that data centre would (Playwright's route); everything else (the page's
 * scripts, the availability read, the orders) goes to the running Worker.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { commerceProducts, contentProducts } from '../../worker/data/catalog';
import { baseURL, hydrated, launch, noBrowser, watchErrors } from './support/browser';
import { ADDRESS, lowStockFrom } from './support/checkout';

// Low-stock products from 28 on: checkout.test.ts, checkout-account.test.ts and checkout-card-fields.test.ts take those before.
const take = lowStockFrom(28);

/** A product page of the us store with a variant of plenty (its page says "In stock", its quantity stops at the stock). */
function plenty(): { path: string; variantId: number; productId: number; stock: number } {
  const found = commerceProducts('us')
    .filter((p) => p.is_visible && contentProducts.some((c) => c.uid === p.uid && c.regions.includes('us') && !c.discontinued))
    .flatMap((p) => p.variants.filter((v) => v.isPurchasable && v.inventoryLevel >= 10 && v.inventoryLevel < 99).map((v) => ({ p, v })))
    .at(-1);
  if (!found) throw new Error('no product with plenty of stock in us');
  const url = contentProducts.find((c) => c.uid === found.p.uid)!.url;
  return { path: `/en-us/p/${url}?variant=${found.v.id}`, variantId: found.v.id, productId: found.p.id, stock: found.v.inventoryLevel };
}

/** Views the page until its answer is a cache hit (the first view's copy is stored after its body); answers that hit. */
async function hitOf(page: Page, url: string) {
  for (let i = 0; i < 20; i++) {
    const res = await page.goto(url, { timeout: 25_000 });
    if (res && /; hit\b/.test((await res.allHeaders())['cache-status'] ?? '')) return res;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never became a cache hit`);
}

interface Line {
  product_id: number;
  variant_id: number;
  quantity: number;
}

/** A cart through the shop's own API, from the buyer's page (its session cookie and token). */
function fillCart(page: Page, line: Line): Promise<{ status: number; cartId?: string }> {
  return page.evaluate(async (line) => {
    const session = (await (await fetch('/api/session')).json()) as { data: { csrfToken: string } };
    const res = await fetch('/api/cart/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'csrf-token': session.data.csrfToken },
      body: JSON.stringify({ line_items: [line] }),
    });
    const body = (await res.json()) as { data?: { id: string } };
    return { status: res.status, cartId: body.data?.id };
  }, line);
}

/** Places the order of the buyer's cart with the test card; answers the status and the error code, if any. */
function placeOrder(page: Page, cartId: string): Promise<{ status: number; code?: string }> {
  const { state: _state, ...rest } = ADDRESS;
  const address = { ...rest, state_or_province: 'CO', country_code: 'US' };
  return page.evaluate(
    async ({ cartId, address }) => {
      const session = (await (await fetch('/api/session')).json()) as { data: { csrfToken: string } };
      const res = await fetch('/api/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'csrf-token': session.data.csrfToken, 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({
          cart_id: cartId,
          email: `live-stock.${Date.now().toString(36)}@example.test`,
          shipping_address: address,
          shipping_method_id: 102,
          payment: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2034, cvc: '123', name: 'Kari Nordmann' },
        }),
      });
      const body = (await res.json()) as { error?: { code: string } };
      return { status: res.status, code: body.error?.code };
    },
    { cartId, address },
  );
}

const stockLine = (page: Page) => page.locator('.buy .stock').first().textContent();

describe.skipIf(noBrowser)('stock on cached product pages, in Chromium', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const open = async (javaScriptEnabled = true) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled });
    contexts.push(context);
    return context.newPage();
  };
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('a sell-out elsewhere shows in the buy box of a copy stored before it, after hydration; the order path refuses what is gone', async () => {
    const product = take();
    const url = `${baseURL()}${product.path}`;
    // The copy another data centre keeps: this server's hit from before the sell-out (no script ran to take it).
    const hit = await hitOf(await open(false), url);
    const copy = { status: hit.status(), headers: await hit.allHeaders(), body: await hit.body() };
    expect(copy.body.toString()).toContain(`Only ${product.stock} left`);

    // A shopper put one in their cart before; a buyer then takes every unit.
    const late = await open();
    await late.goto(`${baseURL()}/en-us`);
    const lateCart = await fillCart(late, { product_id: productIdOf(product.path), variant_id: product.variantId, quantity: 1 });
    expect(lateCart.status).toBe(201);
    const buyer = await open();
    await buyer.goto(`${baseURL()}/en-us`);
    const cart = await fillCart(buyer, { product_id: productIdOf(product.path), variant_id: product.variantId, quantity: product.stock });
    expect(cart.status).toBe(201);
    expect((await placeOrder(buyer, cart.cartId!)).status).toBe(201);

    // A shopper of the other data centre gets its copy: "Only N left" in the HTML, the stock of now once hydrated.
    const shopper = await open();
    const errors = watchErrors(shopper);
    const reads: number[] = [];
    shopper.on('response', (res) => {
      if (res.url().includes(`/api/products/${productIdOf(product.path)}/availability`)) reads.push(res.status());
    });
    await shopper.route(url, (route) => {
      const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = copy.headers;
      return route.fulfill({ status: copy.status, headers, body: copy.body });
    });
    await shopper.goto(url);
    await hydrated(shopper, 'product-buy');
    await shopper.waitForFunction(() => document.querySelector('.buy .stock')?.textContent === 'Out of stock', null, { timeout: 10_000 });
    await expect(shopper.locator('.buy__submit').isDisabled()).resolves.toBe(true);
    await expect(shopper.locator('.buy__submit').textContent()).resolves.toBe('Out of stock');
    expect(reads).toEqual([200]);
    expect(errors).toEqual([]);

    // The cart filled before the sell-out cannot be ordered: nothing is sold twice.
    expect(await placeOrder(late, lateCart.cartId!)).toMatchObject({ status: 409 });
    // And this data centre's own copy went with the order's purge: the next view renders the sell-out.
    const here = await open(false);
    await here.goto(url);
    await expect(stockLine(here)).resolves.toBe('Out of stock');
  }, 120_000);

  it('a change the order does not purge for (the stock line stays "In stock") is read live on a hit: the quantity stops at the stock of now', async () => {
    const product = plenty();
    const url = `${baseURL()}${product.path}`;
    await hitOf(await open(false), url);
    const buyer = await open();
    await buyer.goto(`${baseURL()}/en-us`);
    const cart = await fillCart(buyer, { product_id: product.productId, variant_id: product.variantId, quantity: 2 });
    expect(cart.status).toBe(201);
    expect((await placeOrder(buyer, cart.cartId!)).status).toBe(201);

    const shopper = await open();
    const res = await shopper.goto(url);
    // The stored copy, not a render: its quantity still stops at the stock it was stored with.
    expect((await res!.allHeaders())['cache-status']).toMatch(/; hit\b/);
    expect(await res!.text()).toContain(`max="${product.stock}"`);
    await hydrated(shopper, 'product-buy');
    await expect(stockLine(shopper)).resolves.toBe('In stock');
    await shopper.waitForFunction(
      (max) => document.querySelector<HTMLInputElement>('.buy__quantity input')?.max === String(max),
      product.stock - 2,
      { timeout: 10_000 },
    );
  }, 120_000);
});

/** The product id of a low-stock product's page (its variant's product in the us store). */
function productIdOf(path: string): number {
  const variantId = Number(new URL(path, 'https://x').searchParams.get('variant'));
  return commerceProducts('us').find((p) => p.variants.some((v) => v.id === variantId))!.id;
}
