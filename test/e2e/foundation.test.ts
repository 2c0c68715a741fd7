import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseURL, launch, noBrowser, screenshot, watchErrors } from './support/browser';

describe.skipIf(noBrowser)('the shop in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('renders the home page without console errors', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const res = await page.goto(`${baseURL()}/`);
    expect(res?.status()).toBe(200);
    await expect(page.title()).resolves.toMatch(/\| Loipe$/);
    await expect(page.locator('h1').first().textContent()).resolves.toBeTruthy();
    // The header's islands wait for the shopper: once the page has settled, none has loaded.
    await page.waitForLoadState('networkidle');
    await expect(
      page.evaluate(
        () => [...document.querySelectorAll('.site-header [data-island]')].filter((m) => m.hasAttribute('data-hydrated')).length,
      ),
    ).resolves.toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('hydrates the mobile menu island and works it by keyboard', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    const errors = watchErrors(page);
    await page.goto(`${baseURL()}/en-us/team`);
    await page.waitForLoadState('networkidle');
    const button = page.locator('.mobile-menu__button');
    const panel = page.locator('#mobile-menu-panel');
    await expect(panel.isHidden()).resolves.toBe(true);
    // Tabbing to the button loads the island; Enter pressed before it is ready is kept.
    await button.focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('#mobile-menu-panel:not([hidden])');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    // The panel lists the header's main and secondary links, in order.
    const panelLinks = await page.$$eval('#mobile-menu-panel a', (as) => as.map((a) => [a.getAttribute('href'), a.textContent]));
    const headerLinks = await page.$$eval('.site-header__nav a, .site-header__secondary a', (as) =>
      as.map((a) => [a.getAttribute('href'), a.textContent]),
    );
    expect(headerLinks.length).toBeGreaterThan(3);
    expect(panelLinks).toEqual(headerLinks);
    // Focus moves into the panel; Escape closes it and returns focus to the button.
    await expect(page.evaluate(() => document.activeElement?.closest('#mobile-menu-panel') !== null)).resolves.toBe(true);
    await screenshot(page, 'menu-open-375');
    await page.keyboard.press('Escape');
    await page.waitForSelector('#mobile-menu-panel[hidden]', { state: 'attached' });
    await expect(page.locator('[data-island="mobile-menu"]').getAttribute('data-hydrated')).resolves.toBe('true');
    await expect(page.evaluate(() => document.activeElement?.classList.contains('mobile-menu__button'))).resolves.toBe(true);
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    // Clicking opens and closes it too.
    await button.click();
    await page.waitForSelector('#mobile-menu-panel:not([hidden])');
    await button.click();
    await page.waitForSelector('#mobile-menu-panel[hidden]', { state: 'attached' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lands a German visitor on /de-de', async () => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'CF-IPCountry': 'DE' } });
    const page = await context.newPage();
    await page.goto(`${baseURL()}/`);
    expect(new URL(page.url()).pathname).toBe('/de-de');
    await expect(page.getAttribute('html', 'lang')).resolves.toBe('de-DE');
    await context.close();
  });

  it('shows the 404 page for an unknown page', async () => {
    const page = await browser.newPage();
    const res = await page.goto(`${baseURL()}/en-us/no-such-page`);
    expect(res?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe('Page not found');
    await expect(page.title()).resolves.toBe('Page Not Found | Loipe');
    await page.click('main a.button');
    await page.waitForURL(`${baseURL()}/`);
    await page.close();
  });
});
