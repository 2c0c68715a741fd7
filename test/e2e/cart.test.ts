import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { commerceProducts, contentProducts } from '../../worker/data/catalog';
import type { CommerceRegion, ContentRegion } from '../../worker/rules/regions';
import { baseURL, hydrated, launch, noBrowser, screenshot, watchErrors } from './support/browser';
import { journal, type Journal } from './support/journal';

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
    openOne: 'Open cart, 1 item',
  },
  {
    prefix: 'no-no',
    store: 'no' as const,
    content: 'no' as const,
    title: 'Handlekurven din',
    empty: 'Handlekurven din er tom.',
    updated: 'Handlekurven er oppdatert.',
    openOne: 'Åpne handlekurven, 1 vare',
  },
];

/**
 * The test's flight recorder (support/journal.ts): its navigations run as steps with limits
 * under the test's 60 s, and a step that times out names the requests still open and what the
 * page and its requests did before (a fresh-clone CI once timed out on this file's JS-off
 * product page with nothing more than "page.goto: Timeout 30000ms exceeded").
 */
function recorder(page: Page, test: string): Journal {
  const steps = journal(page);
  onTestFailed(async () => console.log(`${test} failed; its record:\n${await steps.report()}`));
  return steps;
}

/** A navigation as a journal step: the goto's own limit is under the step's, so the step reports it. */
const open = (steps: Journal, page: Page, url: string, name = `open ${url.replace(baseURL(), '')}`) =>
  steps.step(name, 30_000, () => page.goto(url, { timeout: 25_000 }));

/** A click that navigates (a link, or a form post answered with a 303) as a journal step: done when `target` has loaded. */
const arrive = (steps: Journal, page: Page, target: string | RegExp, action: () => Promise<unknown>) =>
  steps.step(`arrive at ${target}`, 30_000, () => Promise.all([page.waitForURL(target, { timeout: 25_000 }), action()]));

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
      const steps = recorder(page, `${locale.prefix} cart with JavaScript on`);
      const product = productFor(locale.store, locale.content);
      await open(steps, page, `${baseURL()}/${locale.prefix}${product.path}`);
      await hydrated(page, 'product-buy');

      // Looking writes nothing: no session until the shopper acts.
      expect((await context.cookies()).find((c) => c.name === '__Host-session')).toBeUndefined();
      await expect(count(page).count()).resolves.toBe(0);
      // With an empty cart the header's cart waits for the shopper; the add below wakes it.
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
      await open(steps, page, `${baseURL()}/${locale.prefix}/team`);
      await hydrated(page, 'mini-cart');
      await page.waitForFunction(() => document.querySelector('.site-header .mini-cart__count')?.textContent === '1');
      // One unit is said in the singular of the page's language.
      await expect(page.locator('.mini-cart__button').getAttribute('aria-label')).resolves.toBe(locale.openOne);
      expect(sessionCalls).toEqual([]);
      await steps.step('back to the product page', 30_000, () => page.goBack({ timeout: 25_000 }));
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
      await steps.step('follow View cart', 30_000, () =>
        Promise.all([
          page.waitForURL(`**/${locale.prefix}/cart`, { timeout: 25_000 }),
          page.click('#mini-cart-dialog .mini-cart__actions a'),
        ]),
      );
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
      await steps.step('reload the cart', 30_000, () => page.reload({ timeout: 25_000 }));
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
      const steps = recorder(page, `${locale.prefix} cart with JavaScript off`);
      const product = productFor(locale.store, locale.content, 1);
      await open(steps, page, `${baseURL()}/${locale.prefix}${product.path}`);
      // The buy panel is in the shell, so a shopper without JavaScript sees and clicks it.
      const form = page.locator('.buy__form');
      await expect(form.getAttribute('action')).resolves.toBe(`/${locale.prefix}/cart/add`);
      await expect(form.isVisible()).resolves.toBe(true);
      await arrive(steps, page, /cart_status=added/, () => form.locator('button[type="submit"]').first().click());

      await arrive(steps, page, `**/${locale.prefix}/cart`, () => page.click('.site-header__cart'));
      await expect(page.locator('h1').textContent()).resolves.toBe(locale.title);
      await expect(count(page).textContent()).resolves.toBe('1');
      await expect(page.locator('.cart-line__name a').first().textContent()).resolves.toBe(product.name);
      await expect(quantityInput(page).inputValue()).resolves.toBe('1');

      await arrive(steps, page, /cart_status=updated/, () => page.click('.cart-line button[name="step"][value="1"]'));
      await expect(quantityInput(page).inputValue()).resolves.toBe('2');
      await expect(count(page).textContent()).resolves.toBe('2');
      await expect(page.locator('.cart-notice').textContent()).resolves.toBe(locale.updated);

      // Typing a quantity and pressing Enter submits the same form.
      await quantityInput(page).fill('3');
      await arrive(steps, page, /cart_status=updated/, () => quantityInput(page).press('Enter'));
      await expect(quantityInput(page).inputValue()).resolves.toBe('3');

      await arrive(steps, page, /cart_status=removed/, () => page.click('.cart-line__remove button'));
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
