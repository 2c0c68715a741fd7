/**
 * The payment step's card fields in Chromium: the browser reads them as card fields (autofill
 * tokens, a number pad), and the chunk-failure reload, which keeps what a shopper typed in
 * sessionStorage, keeps nothing of the card. No order is placed: the product's stock stays.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, noBrowser } from './support/browser';
import { addToCart, CARD, guestEmail, lowStockFrom, throughShipping, toCheckout, type } from './support/checkout';

const manifest = JSON.parse(readFileSync('worker/generated/manifest.json', 'utf8')) as { islands: Record<string, { file: string }> };

// Past the ranges of checkout.test.ts (0–5) and checkout-account.test.ts (6–7); only put in a cart.
const take = lowStockFrom(12);

describe.skipIf(noBrowser)('card fields in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('are card fields to the browser, and a chunk-failure reload keeps none of them', async () => {
    // The phone layout: the header's menu is a button, whose island loads when it is pressed.
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await addToCart(page, take(), 'mouse', 1);
    await page.route(`**${manifest.islands['mobile-menu']!.file}`, (route) => route.abort());
    await toCheckout(page, 'mouse');
    await throughShipping(page, guestEmail('card-fields'), 'mouse');

    const fields = await page.$$eval('.checkout-form input:not([type="hidden"])', (inputs) =>
      (inputs as HTMLInputElement[]).map((i) => [i.name, i.autocomplete, i.inputMode, i.type]),
    );
    expect(fields).toEqual([
      ['card_name', 'cc-name', '', 'text'],
      ['card_number', 'cc-number', 'numeric', 'text'],
      ['exp_month', 'cc-exp-month', 'numeric', 'text'],
      ['exp_year', 'cc-exp-year', 'numeric', 'text'],
      ['cvc', 'cc-csc', 'numeric', 'text'],
    ]);
    for (const [name, value] of Object.entries(CARD)) await type(page, name, value, 'mouse');

    // The menu's chunk cannot load: its button reloads the page, keeping the typed fields first.
    // The reload gets a page without scripts, so what was kept is read before a page takes it back.
    let reloads = 0;
    await page.route('**/en-us/checkout', (route) => {
      if (!route.request().isNavigationRequest()) return route.continue();
      reloads++;
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>reloaded</title>' });
    });
    await page.click('.mobile-menu__button');
    await expect.poll(() => reloads, { timeout: 15_000 }).toBe(1);
    // The reload is asked for before its page is in: read the storage from the reloaded page, not the one going away.
    await page.waitForFunction(() => document.title === 'reloaded', null, { timeout: 15_000 });
    const kept = await page.evaluate(() => [sessionStorage.getItem('loipe:reload'), sessionStorage.getItem('loipe:reload-fields')]);
    expect(kept[0]).not.toBeNull();
    expect(kept[1] ?? '').not.toMatch(/4242|Kari Nordmann|card_|cvc|exp_/);
    await context.close();
  });
});
