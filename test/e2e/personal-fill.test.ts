/**
 * Issue 35 "done when", as a new user tries it on the dev server with JavaScript off: a
 * shopper with two items views a product page twice; the second view is a `Cache-Status` hit
 * whose header says "2 items" and whose add-to-cart form works; another shopper's hit of the
 * same page shows their own count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { commerceProducts, contentProducts } from '../../worker/data/catalog';
import { baseURL, launch, noBrowser } from './support/browser';

/** A product page of the us store whose variant has stock to spare. */
function product(): string {
  const found = commerceProducts('us')
    .filter((p) => p.is_visible && contentProducts.some((c) => c.uid === p.uid && c.regions.includes('us') && !c.discontinued))
    .flatMap((p) => p.variants.filter((v) => v.isPurchasable && v.inventoryLevel >= 20).map((v) => ({ p, v })))[0];
  if (!found) throw new Error('no product with stock in us');
  return `/en-us/p/${contentProducts.find((c) => c.uid === found.p.uid)!.url}?variant=${found.v.id}`;
}

/** Views the page until its answer is a hit (the first view's copy is stored after its body): answers its Cache-Status. */
async function viewUntilHit(page: Page, url: string): Promise<string> {
  let status = '';
  for (let i = 0; i < 20; i++) {
    const res = await page.goto(url, { timeout: 25_000 });
    status = (await res?.allHeaders())?.['cache-status'] ?? '';
    if (/; hit\b/.test(status)) return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return status;
}

async function add(page: Page): Promise<void> {
  await Promise.all([page.waitForURL(/cart_status=added/, { timeout: 25_000 }), page.locator('.buy__form button[type="submit"]').click()]);
}

describe.skipIf(noBrowser)('personal parts on cached pages, JavaScript off', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('a shopper with two items gets a hit saying "2 items" whose form adds; another shopper sees their own count', async () => {
    const url = `${baseURL()}${product()}`;
    const open = async () => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      contexts.push(context);
      return context.newPage();
    };
    const ann = await open();
    await ann.goto(url, { timeout: 25_000 });
    await add(ann);
    await ann.goto(url, { timeout: 25_000 });
    await add(ann);

    expect(await viewUntilHit(ann, url)).toMatch(/^loipe; hit; ttl=\d+$/);
    const cart = ann.locator('.site-header__cart');
    await expect(cart.getAttribute('aria-label')).resolves.toBe('Open cart, 2 items');
    await expect(cart.locator('.mini-cart__count').textContent()).resolves.toBe('2');

    // The hit's no-JS form carries this shopper's token: the add goes through.
    await add(ann);
    await ann.goto(`${baseURL()}/en-us/cart`, { timeout: 25_000 });
    await expect(ann.locator('.site-header__cart .mini-cart__count').textContent()).resolves.toBe('3');

    const bob = await open();
    await bob.goto(url, { timeout: 25_000 });
    await add(bob);
    expect(await viewUntilHit(bob, url)).toMatch(/^loipe; hit; ttl=\d+$/);
    await expect(bob.locator('.site-header__cart').getAttribute('aria-label')).resolves.toBe('Open cart, 1 item');
    await expect(bob.locator('.site-header__cart .mini-cart__count').textContent()).resolves.toBe('1');

    // A visitor's hit of the same copy: no count.
    const visitor = await open();
    expect(await viewUntilHit(visitor, url)).toMatch(/^loipe; hit; ttl=\d+$/);
    await expect(visitor.locator('.site-header__cart .mini-cart__count').count()).resolves.toBe(0);
  });
});
