import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, hydrated, launch, noBrowser, screenshot, watchErrors } from './support/browser';
import { journal } from './support/journal';

const manifest = JSON.parse(readFileSync('worker/generated/manifest.json', 'utf8')) as {
  buildId: string;
  islands: Record<string, { file: string }>;
};

/** True while focus is inside the open country dialog. */
const focusInDialog = (page: Page) => page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null);

describe.skipIf(noBrowser)('stores, the country picker and the new-version notice in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("picks Germany in the header's picker and lands on the same page in German, by keyboard", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseURL()}/en-us/stores`);
    await hydrated(page, 'country-picker');
    const trigger = page.locator('.site-header__country');
    await expect(trigger.textContent()).resolves.toBe('US · EN');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('dialog.country-dialog[open]');
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true');
    // Focus starts on the current choice and stays inside while tabbing around.
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-locale'))).resolves.toBe('en-us');
    for (let i = 0; i < 50; i++) await page.keyboard.press('Tab');
    await expect(focusInDialog(page)).resolves.toBe(true);
    await screenshot(page, 'country-dialog');
    // Escape closes it and gives focus back to the trigger.
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog.country-dialog:not([open])', { state: 'attached' });
    await expect(page.evaluate(() => document.activeElement?.classList.contains('site-header__country'))).resolves.toBe(true);
    // Open again and choose Germany / Deutsch with the keyboard.
    await page.keyboard.press('Enter');
    await page.waitForSelector('dialog.country-dialog[open]');
    await page.locator('dialog [data-country="de"] a[data-locale="de-de"]').focus();
    await Promise.all([page.waitForURL(`${baseURL()}/de-de/stores`), page.keyboard.press('Enter')]);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de-DE');
    await expect(page.locator('h1').textContent()).resolves.toBe('Geschäft finden');
    await expect(page.locator('.site-header__country').textContent()).resolves.toBe('DE · DE');
    // The choice is remembered: the bare address now opens the German shop.
    await page.goto(`${baseURL()}/`);
    expect(new URL(page.url()).pathname).toBe('/de-de');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches to fr-ca and back to en-us from the same page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseURL()}/en-us/stores`);
    await hydrated(page, 'country-picker');
    await page.locator('.site-header__country').click();
    await Promise.all([page.waitForURL(`${baseURL()}/fr-ca/stores`), page.locator('dialog [data-locale="fr-ca"]').click()]);
    await expect(page.locator('h1').textContent()).resolves.toBe('Trouver un magasin');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('fr-CA');
    await hydrated(page, 'country-picker');
    await page.locator('.site-header__country').click();
    await Promise.all([page.waitForURL(`${baseURL()}/en-us/stores`), page.locator('dialog [data-locale="en-us"]').click()]);
    await expect(page.locator('h1').textContent()).resolves.toBe('Find a store');
    await context.close();
  });

  it('works without JavaScript: the header link opens the country page, a choice switches the locale', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL()}/en-us/stores`);
    await Promise.all([page.waitForURL(/\/en-us\/country\?return=/), page.locator('.site-header__country').click()]);
    await expect(page.locator('h1').textContent()).resolves.toBe('Choose your country and language');
    await Promise.all([
      page.waitForURL(`${baseURL()}/de-de/stores`),
      page.locator('main [data-country="de"] a[data-locale="de-de"]').click(),
    ]);
    await expect(page.locator('h1').textContent()).resolves.toBe('Geschäft finden');
    await context.close();
  });

  it('finds the nearest store to a given coordinate, with the map, and filters without JavaScript', async () => {
    const context = await browser.newContext({
      extraHTTPHeaders: { 'CF-IPLatitude': '59.9139', 'CF-IPLongitude': '10.7522' },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${baseURL()}/no-no/stores`);
    await expect(page.locator('.store-card__name').first().textContent()).resolves.toContain('Loipe Oslo Majorstuen');
    await expect(page.locator('.store-card__distance').first().textContent()).resolves.toMatch(/km unna$/);
    await expect(page.locator('svg.store-map__svg').isVisible()).resolves.toBe(true);
    await expect(page.locator('svg.store-map__svg [data-store]').count()).resolves.toBe(10);
    await screenshot(page, 'stores-oslo');
    await page.locator('#stores-type').selectOption('service');
    await Promise.all([page.waitForURL(/type=service/), page.locator('.stores-filter button[type="submit"]').click()]);
    await expect(page.locator('.store-card__name').first().textContent()).resolves.toContain('Kollen Skiservice');
    await expect(page.locator('.store-card').count()).resolves.toBe(4);
    await context.close();
  });

  it('shows a polite notice when the build manifest names a new build', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.route('**/builds/latest.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ id: 'a-newer-build', timestamp: Date.now() }) }),
    );
    await page.goto(`${baseURL()}/de-de/stores`);
    const notice = page.locator('#update-notice');
    await expect(notice.getAttribute('aria-live')).resolves.toBe('polite');
    await page.waitForSelector('#update-notice p');
    await expect(notice.locator('p').textContent()).resolves.toBe('Eine neue Version des Shops ist verfügbar.');
    await Promise.all([page.waitForEvent('load'), notice.locator('button').click()]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows nothing while the manifest names the page's own build", async () => {
    const page = await browser.newPage();
    let polled = 0;
    await page.route('**/builds/latest.json', (route) => {
      polled++;
      return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ id: manifest.buildId, timestamp: 1 }) });
    });
    await Promise.all([page.waitForResponse('**/builds/latest.json'), page.goto(`${baseURL()}/en-us/stores`)]);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
    expect(polled).toBe(1);
    await expect(page.locator('#update-notice').innerHTML()).resolves.toBe('');
    await page.close();
  });

  it("reloads once when an island's chunk cannot load, and not again within 10 s", async () => {
    const page = await browser.newPage();
    // The category's product grid hydrates at load; the header's islands wait for the shopper (below).
    const chunk = manifest.islands['product-grid']!.file;
    let failures = 0;
    await page.route(`**${chunk}`, (route) => {
      failures++;
      return route.abort();
    });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.goto(`${baseURL()}/en-us/c/skis`);
    // The first failure reloads the page; the reloaded page fails the same way and only logs.
    await page.waitForFunction(() => sessionStorage.getItem('loipe:reload') !== null);
    await page.waitForLoadState('load');
    await expect.poll(() => failures, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await page.waitForLoadState('networkidle');
    expect(documents).toEqual([`${baseURL()}/en-us/c/skis`, `${baseURL()}/en-us/c/skis`]);
    await expect(page.locator('[data-island="product-grid"]').getAttribute('data-hydrated')).resolves.toBeNull();
    await page.close();
  });

  it("follows the header's country link when the picker's chunk cannot load, and reloads nothing for a pointer passing over it", async () => {
    const page = await browser.newPage();
    let asked = 0;
    await page.route(`**${manifest.islands['country-picker']!.file}`, (route) => {
      asked++;
      return route.abort();
    });
    const steps = journal(page);
    // Steps with their own timeouts: a CI timeout names the requests still open. The page's
    // script may listen after `load`, so the pointer passes over again until the chunk is asked for.
    await steps.step('open /en-us/stores', 25_000, () => page.goto(`${baseURL()}/en-us/stores`));
    await steps.step('point at the country link until its chunk is asked for', 20_000, () =>
      expect
        .poll(async () => {
          await page.mouse.move(0, 0);
          await page.hover('.site-header__country');
          return asked;
        })
        .toBeGreaterThanOrEqual(1),
    );
    await page.waitForTimeout(300);
    await expect(page.evaluate(() => sessionStorage.getItem('loipe:reload'))).resolves.toBeNull();
    await Promise.all([page.waitForURL(/\/en-us\/country\?/), page.click('.site-header__country')]);
    await page.close();
  });

  it("searches from the header when the search box's chunk cannot load: the form is sent as without JavaScript, nothing reloads", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    let asked = 0;
    await page.route(`**${manifest.islands['search-box']!.file}`, (route) => {
      asked++;
      return route.abort();
    });
    const steps = journal(page);
    const box = page.locator('.site-search__input');
    await steps.step('open /en-us/stores', 25_000, () => page.goto(`${baseURL()}/en-us/stores`));
    // The page's script may listen after `load`: focus the box again until its chunk is asked for.
    await steps.step('focus the search box until its chunk is asked for', 20_000, () =>
      expect
        .poll(async () => {
          await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
          await box.focus();
          return asked;
        })
        .toBeGreaterThanOrEqual(1),
    );
    await box.fill('wax');
    await steps.step('send the form', 25_000, () =>
      Promise.all([page.waitForURL(/\/en-us\/search\?q=wax/), page.click('.site-search__submit')]),
    );
    await expect(page.locator('h1').textContent()).resolves.toBe('Results for “wax”');
    await expect(page.evaluate(() => sessionStorage.getItem('loipe:reload'))).resolves.toBeNull();
    await page.close();
  });
});
