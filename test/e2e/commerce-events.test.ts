/**
 * GA4 commerce events over a whole journey in Chromium: from a category to a placed order, each
 * event once, in order, with the items and totals of what was bought; a reload of the
 * confirmation sends no second purchase. dataLayer starts again on every page, so an init script
 * keeps each page's events in sessionStorage, as a tag would have received them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseURL, hydrated, launch, noBrowser, watchErrors } from './support/browser';
import { CARD, confirmed, guestEmail, pay, throughShipping, toCheckout } from './support/checkout';

interface Logged {
  event: string;
  ecommerce: {
    currency?: string;
    value?: number;
    transaction_id?: string;
    items?: { item_id: string; quantity: number; price: number }[];
  } | null;
}

/** Records every named event pushed on any page of the context, in order. */
function recordJourney() {
  const log = JSON.parse(sessionStorage.getItem('journey') ?? '[]') as unknown[];
  const layer: unknown[] = [];
  const push = layer.push.bind(layer);
  layer.push = (...entries: unknown[]) => {
    for (const entry of entries) {
      if (entry && typeof entry === 'object' && 'event' in entry && !String((entry as { event: unknown }).event).startsWith('gtm')) {
        const { event, ecommerce } = entry as { event: string; ecommerce?: unknown };
        log.push({ event, ecommerce: ecommerce ?? null });
        sessionStorage.setItem('journey', JSON.stringify(log));
      }
    }
    return push(...entries);
  };
  (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
}

describe.skipIf(noBrowser)('GA4 commerce events over a journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('category → product → cart → checkout → order: each event once, in order, with its items and totals', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(recordJourney);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const journey = () => page.evaluate(() => JSON.parse(sessionStorage.getItem('journey') ?? '[]') as Logged[]);

    await page.goto(`${baseURL()}/en-us/c/skis/classic`);
    await hydrated(page, 'product-grid');
    await page.waitForFunction(() => sessionStorage.getItem('journey')?.includes('view_item_list'));
    const card = page.locator('.product-grid .card').first();
    await Promise.all([page.waitForURL(/\/en-us\/p\//), card.locator('.card__title a').click()]);
    await hydrated(page, 'mini-cart');
    await hydrated(page, 'product-buy');
    await page.click('.buy__submit');
    await page.locator('.buy__status a').waitFor();
    await toCheckout(page, 'mouse');
    await throughShipping(page, guestEmail('events'), 'mouse');
    await pay(page, CARD, 'mouse');
    const orderId = await confirmed(page);
    // The order's total as the confirmation shows it ($1,234.50).
    const shown = (await page.locator('.checkout-summary__total dd').textContent()) ?? '';
    const total = Number(shown.replace(/[$,]/g, ''));
    expect(total).toBeGreaterThan(0);
    await page.reload();
    await confirmed(page);

    const events = (await journey()).filter((e) => e.event !== 'content-view');
    expect(events.map((e) => e.event)).toEqual([
      'view_item_list',
      'select_item',
      'view_item',
      'add_to_cart',
      'view_cart',
      'begin_checkout',
      'add_shipping_info',
      'add_payment_info',
      'purchase',
    ]);
    const byName = Object.fromEntries(events.map((e) => [e.event, e.ecommerce!]));
    const chosen = byName.select_item!.items![0]!.item_id;
    // The product chosen in the list is the one viewed, added, and bought, one unit of it.
    for (const name of ['view_item', 'add_to_cart', 'view_cart', 'begin_checkout', 'add_shipping_info', 'purchase']) {
      expect(byName[name]!.items!.map((i) => [i.item_id, i.quantity])).toEqual([[chosen, 1]]);
      expect(byName[name]!.currency).toBe('USD');
    }
    expect(byName.add_to_cart!.value).toBe(byName.view_item!.value);
    expect(byName.view_cart!.value).toBe(byName.add_to_cart!.value);
    expect(byName.purchase!.transaction_id).toBe(orderId);
    // The purchase is worth what its items cost; the total the page shows adds shipping and tax (GA4's value leaves them out).
    expect(byName.purchase!.value).toBe(byName.add_to_cart!.value);
    expect(byName.add_shipping_info!.value).toBe(byName.add_to_cart!.value);
    expect(total).toBeGreaterThan(byName.purchase!.value!);
    expect(errors).toEqual([]);
    await context.close();
  });
});
