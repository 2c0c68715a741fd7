/**
 * Consent as a new visitor meets it: the banner on a first visit, with and without JavaScript;
 * every purpose denied in Germany until the shopper says otherwise, granted with a notice in the
 * United States; a choice holds on every later page and the banner stays away; the footer link
 * brings the choice back; the banner is reachable by keyboard, has no axe violations and never
 * covers the buy button on a phone.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseURL, launch, noBrowser, screenshot, watchErrors } from './support/browser';

type Signals = Record<'analytics_storage' | 'ad_storage' | 'ad_user_data' | 'ad_personalization', string>;
const DENIED: Signals = { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
const GRANTED: Signals = { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' };

/** The Consent Mode commands on dataLayer (gtag's arguments objects), in order, as `[command, state]`. */
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'consent')
      .map((args) => {
        const { wait_for_update: _wait, ...state } = args[2] as Record<string, unknown>;
        return [args[1], state];
      }),
  );
const stateInForce = (page: Page) => page.evaluate(() => (window as unknown as { loipeConsent: Signals }).loipeConsent);
const consentCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === '__Host-consent')?.value;
const banner = (page: Page) => page.locator('[data-consent-banner]');
/** The shopper comes to the banner (the pointer over it), which loads its script; until then a choice is a plain form post. */
async function comeTo(page: Page): Promise<void> {
  // The page's script may not listen yet (it loads after first paint): point again until the banner's has loaded.
  for (let i = 0; i < 100; i++) {
    await page.mouse.move(0, 0);
    await banner(page).locator('h2').hover();
    if ((await page.locator('[data-consent-banner][data-ready="true"]').count()) > 0) return;
    await page.waitForTimeout(100);
  }
  throw new Error('the consent banner never loaded its script');
}

describe.skipIf(noBrowser)('consent before any tag', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('without JavaScript: the banner on /de-de, a rejection by plain form holds on every later page', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL()}/de-de`);
    await expect(banner(page).isVisible()).resolves.toBe(true);
    await expect(banner(page).locator('h2').textContent()).resolves.toBe('Cookies und Messung');
    // No container is configured here (GTM_ID empty): no tag script at all, only the page's own.
    await expect(page.locator('script[src*="googletagmanager"]').count()).resolves.toBe(0);
    await Promise.all([page.waitForURL(`${baseURL()}/de-de`), banner(page).getByRole('button', { name: 'Alle ablehnen' }).click()]);
    await expect(consentCookie(context)).resolves.toBe('1.0000');
    await expect(banner(page).count()).resolves.toBe(0);
    for (const path of ['/de-de/c/skis', '/de-de/p/aurora-classic', '/de-de']) {
      await page.goto(`${baseURL()}${path}`);
      await expect(banner(page).count()).resolves.toBe(0);
    }
    await context.close();
  });

  it('with JavaScript: /de-de starts denied; a rejection stays on the page and holds on later pages', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseURL()}/de-de`);
    await expect(consentCommands(page)).resolves.toEqual([['default', DENIED]]);
    await expect(stateInForce(page)).resolves.toEqual(DENIED);
    // The banner's script loads only once the shopper comes to it.
    await expect(page.evaluate(() => performance.getEntriesByType('resource').some((r) => /consent-banner/.test(r.name)))).resolves.toBe(
      false,
    );
    await comeTo(page);
    const url = page.url();
    await banner(page).getByRole('button', { name: 'Alle ablehnen' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(page.url()).toBe(url);
    await expect(consentCookie(context)).resolves.toBe('1.0000');
    await expect(consentCommands(page)).resolves.toEqual([
      ['default', DENIED],
      ['update', DENIED],
    ]);
    await page.goto(`${baseURL()}/de-de/c/skis`);
    await expect(banner(page).count()).resolves.toBe(0);
    await expect(consentCommands(page)).resolves.toEqual([
      ['default', DENIED],
      ['update', DENIED],
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with JavaScript: accepting in Germany grants every purpose, on this page and the next', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseURL()}/de-de/c/skis`);
    await comeTo(page);
    await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
    await banner(page).waitFor({ state: 'detached' });
    await expect(consentCommands(page)).resolves.toEqual([
      ['default', DENIED],
      ['update', GRANTED],
    ]);
    await expect(consentCookie(context)).resolves.toBe('1.1111');
    await page.goto(`${baseURL()}/de-de/p/aurora-classic`);
    await expect(banner(page).count()).resolves.toBe(0);
    await expect(stateInForce(page)).resolves.toEqual(GRANTED);
    await context.close();
  });

  it('/en-us starts granted with a notice; the choice per purpose is one link away, with or without the banner', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseURL()}/en-us/c/skis`);
    await expect(consentCommands(page)).resolves.toEqual([['default', GRANTED]]);
    await expect(banner(page).locator('p').textContent()).resolves.toContain('You can turn them off here.');
    await Promise.all([
      page.waitForURL(/\/en-us\/consent\?return=/),
      banner(page).getByRole('link', { name: 'Choose for yourself' }).click(),
    ]);
    await expect(page.locator('[data-consent-banner]').count()).resolves.toBe(0);
    await expect(page.getByRole('checkbox', { name: /^Analytics/ }).isChecked()).resolves.toBe(true);
    await page.getByRole('checkbox', { name: /^Advertising/ }).uncheck();
    await Promise.all([page.waitForURL(`${baseURL()}/en-us/c/skis`), page.getByRole('button', { name: 'Save my choice' }).click()]);
    await expect(consentCookie(context)).resolves.toBe('1.1000');
    await expect(banner(page).count()).resolves.toBe(0);
    await expect(consentCommands(page)).resolves.toEqual([
      ['default', GRANTED],
      ['update', { ...GRANTED, ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }],
    ]);
    // The footer's link: the same choices, the current one ticked, then back to the page.
    await Promise.all([page.waitForURL(/\/en-us\/consent\?return=/), page.getByRole('link', { name: 'Cookie settings' }).click()]);
    await expect(page.getByRole('checkbox', { name: /^Analytics/ }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('checkbox', { name: /^Advertising/ }).isChecked()).resolves.toBe(false);
    await Promise.all([page.waitForURL(`${baseURL()}/en-us/c/skis`), page.getByRole('button', { name: 'Reject all' }).click()]);
    await expect(consentCookie(context)).resolves.toBe('1.0000');
    await expect(stateInForce(page)).resolves.toEqual(DENIED);
    await context.close();
  });

  it('is reached by keyboard right after the skip link, rejecting as easy as accepting, with no axe violations', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseURL()}/fr-fr`);
    await expect(page.getByRole('region', { name: 'Cookies et mesure d’audience' }).count()).resolves.toBe(1);
    const stops: string[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      stops.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
    }
    expect(stops).toEqual(['Aller au contenu', 'Politique de confidentialité', 'Tout refuser', 'Tout accepter']);
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Choisir moi-même');
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    // The choice by keyboard alone: back to "Tout refuser", Enter, the banner is gone and focus is on the page.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Tout refuser');
    // Focus coming to the banner loaded its script (the page's own script was running by then: the axe run took longer).
    await page.waitForSelector('[data-consent-banner][data-ready="true"]');
    await page.keyboard.press('Enter');
    await banner(page).waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main');
    await expect(consentCookie(context)).resolves.toBe('1.0000');
    await page.goto(`${baseURL()}/fr-fr/consent?return=/fr-fr`);
    const settings = await new AxeBuilder({ page }).analyze();
    expect(settings.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await context.close();
  });

  it('never covers the buy button on a phone', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    // A product the region sells online (in Germany it is sold by dealers: no buy button).
    await page.goto(`${baseURL()}/en-us/p/aurora-classic`);
    await expect(banner(page).isVisible()).resolves.toBe(true);
    const buy = page.locator('.buy__submit').first();
    await buy.scrollIntoViewIfNeeded();
    const box = await buy.boundingBox();
    expect(box).not.toBeNull();
    // What a tap in the middle of the button reaches is the button itself.
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.outerHTML.slice(0, 80) ?? null, {
      x: box!.x + box!.width / 2,
      y: box!.y + box!.height / 2,
    });
    expect(hit).toContain('<button');
    await expect(
      page
        .locator('.buy__submit')
        .first()
        .evaluate((b) => b.closest('[data-consent-banner]')),
    ).resolves.toBeNull();
    const bannerBox = await banner(page).boundingBox();
    const overlaps = bannerBox && box && bannerBox.y < box.y + box.height && box.y < bannerBox.y + bannerBox.height;
    expect(overlaps).toBe(false);
    await screenshot(page, 'consent-banner-phone');
    await context.close();
  });
});
