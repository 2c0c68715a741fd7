import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { commerceProducts, contentProducts } from '../../worker/data/catalog';
import type { CommerceRegion, ContentRegion } from '../../worker/domain/regions';
import { baseURL, hydrated, launch, noBrowser, screenshot, watchErrors } from './support/browser';

/** A product page URL whose variant has stock to spare in the store, sold in the content region. */
function productFor(store: CommerceRegion, content: ContentRegion, skip = 0): { path: string; name: string } {
  const found = commerceProducts(store)
    .filter((p) => p.is_visible && contentProducts.some((c) => c.uid === p.uid && c.regions.includes(content) && !c.discontinued))
    .flatMap((p) => p.variants.filter((v) => v.isPurchasable && v.inventoryLevel >= 10).map((v) => ({ p, v })))[skip];
  if (!found) throw new Error(`no product with stock in ${store}`);
  const url = contentProducts.find((c) => c.uid === found.p.uid)!.url;
  return { path: `/p/${url}?variant=${found.v.id}`, name: found.p.name };
}

const LOCALES = [
  {
    prefix: 'en-us',
    store: 'us' as const,
    content: 'us' as const,
    title: 'Your cart',
    empty: 'Your cart is empty.',
    updated: 'Your cart was updated.',
  },
  {
    prefix: 'no-no',
    store: 'no' as const,
    content: 'no' as const,
    title: 'Handlekurven din',
    empty: 'Handlekurven din er tom.',
    updated: 'Handlekurven er oppdatert.',
  },
];

const count = (page: Page) => page.locator('.site-header .mini-cart__count');
const quantityInput = (page: Page) => page.locator('.cart-line .stepper__input').first();

describe.skipIf(noBrowser)('the cart in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const locale of LOCALES) {
    it(`${locale.prefix}: adds from the product page, the header count follows, and the cart page changes and empties it (JavaScript on, mouse and keyboard)`, async () => {
      const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const errors = watchErrors(page);
      const product = productFor(locale.store, locale.content);
      await page.goto(`${baseURL()}/${locale.prefix}${product.path}`);
      await hydrated(page, 'product-buy');

      // Looking writes nothing: no session until the shopper acts (issue 9).
      expect((await context.cookies()).find((c) => c.name === '__Host-session')).toBeUndefined();
      await expect(count(page).count()).resolves.toBe(0);
      // With an empty cart the header's cart waits for the shopper (issue 15); the add below wakes it.
      await expect(page.locator('[data-island="mini-cart"]').getAttribute('data-hydrated')).resolves.toBeNull();

      await page.click('.buy__submit');
      await page.waitForFunction(() => document.querySelector('.site-header .mini-cart__count')?.textContent === '1');
      await page.waitForFunction(
        (name) => [...document.querySelectorAll('.mini-cart [role="status"]')].some((el) => el.textContent?.includes(name)),
        product.name,
      );
      // The first add made the session: a __Host- cookie Chromium accepts on 127.0.0.1.
      const session = (await context.cookies()).find((c) => c.name === '__Host-session');
      expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });

      // On a shared (cacheable) page the count comes from the cart_count cookie: no session request at all.
      const sessionCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/session')) sessionCalls.push(request.url());
      });
      await page.goto(`${baseURL()}/${locale.prefix}/team`);
      await hydrated(page, 'mini-cart');
      await page.waitForFunction(() => document.querySelector('.site-header .mini-cart__count')?.textContent === '1');
      expect(sessionCalls).toEqual([]);
      await page.goBack();
      await hydrated(page, 'mini-cart');

      // The drawer: a modal dialog that lists the line; Escape closes it and focus goes back to the button.
      await page.click('.mini-cart__button');
      await page.waitForSelector('#mini-cart-dialog[open] .mini-cart__line');
      await expect(page.locator('#mini-cart-dialog .mini-cart__line a').first().textContent()).resolves.toBe(product.name);
      await screenshot(page, `cart-drawer-${locale.prefix}`);
      await page.keyboard.press('Escape');
      await page.waitForSelector('#mini-cart-dialog:not([open])', { state: 'attached' });
      await expect(page.evaluate(() => document.activeElement?.classList.contains('mini-cart__button'))).resolves.toBe(true);

      // By keyboard from here: open the drawer and follow "View cart".
      await page.keyboard.press('Enter');
      await page.waitForSelector('#mini-cart-dialog[open]');
      await Promise.all([page.waitForURL(`**/${locale.prefix}/cart`), page.click('#mini-cart-dialog .mini-cart__actions a')]);
      await hydrated(page, 'cart-lines');
      await expect(page.locator('h1').textContent()).resolves.toBe(locale.title);
      await expect(quantityInput(page).inputValue()).resolves.toBe('1');
      const before = await page.locator('[data-testid="cart-subtotal"]').textContent();

      await page.locator('.cart-line button[name="step"][value="1"]').first().focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => (document.querySelector('.cart-line .stepper__input') as HTMLInputElement | null)?.value === '2');
      await page.waitForFunction(() => document.querySelector('.site-header .mini-cart__count')?.textContent === '2');
      await page.waitForFunction((text) => document.querySelector('.cart__status')?.textContent === text, locale.updated);
      await expect(page.locator('[data-testid="cart-subtotal"]').textContent()).resolves.not.toBe(before);
      await screenshot(page, `cart-page-${locale.prefix}`);

      // A reload shows what the server kept.
      await page.reload();
      await hydrated(page, 'cart-lines');
      await expect(quantityInput(page).inputValue()).resolves.toBe('2');

      await page.click('.cart-line__remove button');
      await page.waitForSelector(`text=${locale.empty}`);
      await page.waitForFunction(() => !document.querySelector('.site-header .mini-cart__count'));
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`${locale.prefix}: does the same with JavaScript off, through plain forms and 303 redirects`, async () => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const product = productFor(locale.store, locale.content, 1);
      await page.goto(`${baseURL()}/${locale.prefix}${product.path}`);
      // The buy panel is in the shell, so a shopper without JavaScript sees and clicks it.
      const form = page.locator('.buy__form');
      await expect(form.getAttribute('action')).resolves.toBe(`/${locale.prefix}/cart/add`);
      await expect(form.isVisible()).resolves.toBe(true);
      await Promise.all([page.waitForURL(/cart_status=added/), form.locator('button[type="submit"]').first().click()]);

      await Promise.all([page.waitForURL(`**/${locale.prefix}/cart`), page.click('.site-header__cart')]);
      await expect(page.locator('h1').textContent()).resolves.toBe(locale.title);
      await expect(count(page).textContent()).resolves.toBe('1');
      await expect(page.locator('.cart-line__name a').first().textContent()).resolves.toBe(product.name);
      await expect(quantityInput(page).inputValue()).resolves.toBe('1');

      await Promise.all([page.waitForURL(/cart_status=updated/), page.click('.cart-line button[name="step"][value="1"]')]);
      await expect(quantityInput(page).inputValue()).resolves.toBe('2');
      await expect(count(page).textContent()).resolves.toBe('2');
      await expect(page.locator('.cart-notice').textContent()).resolves.toBe(locale.updated);

      // Typing a quantity and pressing Enter submits the same form.
      await quantityInput(page).fill('3');
      await Promise.all([page.waitForURL(/cart_status=updated/), quantityInput(page).press('Enter')]);
      await expect(quantityInput(page).inputValue()).resolves.toBe('3');

      await Promise.all([page.waitForURL(/cart_status=removed/), page.click('.cart-line__remove button')]);
      await expect(page.locator('.cart__empty p').first().textContent()).resolves.toBe(locale.empty);
      await expect(count(page).count()).resolves.toBe(0);
      await context.close();
    });
  }

  it('explains on the cart page of a catalogue country that the shop sells through stores', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseURL()}/de-de/cart`);
    await expect(page.locator('.cart-page__catalogue a').getAttribute('href')).resolves.toBe('/de-de/stores');
    expect((await context.cookies()).some((c) => c.name === '__Host-session')).toBe(false);
    await context.close();
  });
});
