import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, hydrated, launch, noBrowser, watchErrors } from './support/browser';

/** Product uids of the result cards, read from their links (the same with and without JavaScript). */
const cardUids = (page: Page) =>
  page
    .locator('[aria-labelledby="search-results-title"] .card__title a')
    .evaluateAll((links) => links.map((a) => /\/p\/([^?]+)/.exec(a.getAttribute('href') ?? '')?.[1] ?? null));
const query = (page: Page) => new URL(page.url()).searchParams.get('q');

describe.skipIf(noBrowser)('site search in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('suggests skate skis as `skat` is typed in the en-us header; Enter shows results with facets; colour and price sort keep the query', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${baseURL()}/en-us`);
    const box = page.locator('.site-search__input');
    // Not loaded until the shopper comes to the box.
    await expect(page.locator('[data-island="search-box"]').getAttribute('data-hydrated')).resolves.toBeNull();
    await box.focus();
    await hydrated(page, 'search-box');
    await box.pressSequentially('skat', { delay: 40 });
    const list = page.locator('.site-search__list');
    await list.waitFor({ state: 'visible' });
    await expect(box.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(list.locator('[role="option"]').allTextContents()).resolves.toEqual(
      expect.arrayContaining(['skate', expect.stringMatching(/Skate Ski/)]),
    );
    // Arrows move through the options; Escape closes the list.
    await page.keyboard.press('ArrowDown');
    await expect(box.getAttribute('aria-activedescendant')).resolves.toBeTruthy();
    await page.keyboard.press('Escape');
    await expect(box.getAttribute('aria-expanded')).resolves.toBe('false');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/en-us\/search\?q=skat/);
    await expect(page.locator('h1').textContent()).resolves.toBe('Results for “skat”');
    const uids = await cardUids(page);
    expect(uids.slice(0, 5)).toEqual(expect.arrayContaining(['rime-skate']));
    await expect(page.locator('.facet').count()).resolves.toBeGreaterThan(2);
    const layer = await page.evaluate(() =>
      (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.map((e) => e.event).filter(Boolean),
    );
    expect(layer).toContain('view_search_results');
    // A colour, then a price sort: the query stays.
    await page.locator('.facet__option', { hasText: 'Black' }).first().click();
    await page.waitForURL(/color=/);
    expect(query(page)).toBe('skat');
    await page.locator('.sort__summary').click();
    await page.locator('.sort__menu a[href*="sort=price-asc"]').click();
    await page.waitForURL(/sort=price-asc/);
    expect(query(page)).toBe('skat');
    expect(new URL(page.url()).searchParams.get('color')).toBeTruthy();
    await expect(page.locator('#search-page-q').inputValue()).resolves.toBe('skat');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('finds boots for skischuhe on /de-de and a product by its Japanese name on /ja-jp', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${baseURL()}/de-de/search?q=skischuhe`);
    expect((await cardUids(page)).slice(0, 5).some((uid) => uid?.endsWith('-boot'))).toBe(true);
    await page.goto(`${baseURL()}/ja-jp/search`);
    await page.locator('#search-page-q').fill('オーロラ');
    await page.locator('.search-form button[type="submit"]').click();
    await page.waitForURL(/\/ja-jp\/search\?q=/);
    expect(await cardUids(page)).toContain('aurora-classic');
    await page.close();
  });

  it('works the same with JavaScript off: the header form, facets and sort are plain GET', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL()}/en-us`);
    await page.locator('.site-search__input').fill('skate ski');
    await page.locator('.site-search__submit').click();
    await page.waitForURL(/\/en-us\/search\?q=skate\+ski/);
    expect((await cardUids(page)).slice(0, 5)).toContain('rime-skate');
    await page.locator('.facet__option', { hasText: 'Black' }).first().click();
    await page.waitForURL(/color=/);
    expect(query(page)).toBe('skate ski');
    await page.goto(`${baseURL()}/de-de/search?q=skischuhe`);
    expect((await cardUids(page)).some((uid) => uid?.endsWith('-boot'))).toBe(true);
    await page.goto(`${baseURL()}/ja-jp/search?q=${encodeURIComponent('オーロラ')}`);
    expect(await cardUids(page)).toContain('aurora-classic');
    await context.close();
  });
});
