/** Shopping pages in Chromium: navigation, swatches, filters (continued in shop-pages.test.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseURL, hydrated, launch, noBrowser, screenshot, streamed, watchErrors } from './support/browser';

describe.skipIf(noBrowser)('shopping pages in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('goes home → category → product by clicking, without console errors or hydration warnings', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${baseURL()}/`);
    await hydrated(page, 'product-grid');
    await page.click('.tile__link[href="/en-us/c/skis"]');
    await page.waitForURL(`${baseURL()}/en-us/c/skis`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Nordic Skis');
    await hydrated(page, 'product-grid');
    const card = page.locator('.card').first();
    const name = await card.locator('.card__title a').textContent();
    await card.locator('.card__title a').click();
    await page.waitForURL(/\/en-us\/p\//);
    await expect(page.locator('h1').textContent()).resolves.toBe(name?.split(',')[0]);
    // The card passed its category as crumbs: the trail leads back to Nordic Skis, not deeper.
    await expect(page.locator('.breadcrumbs li').allTextContents()).resolves.toEqual(['Home', 'Nordic Skis', name?.split(',')[0]]);
    await hydrated(page, 'product-gallery');
    await hydrated(page, 'product-buy');
    // Related products are below the fold: they hydrate once scrolled into reach, not at load.
    await streamed(page);
    const related = page.locator('section[aria-labelledby="related-products-title"] [data-island="product-grid"]');
    await page.waitForLoadState('networkidle');
    await expect(related.getAttribute('data-hydrated')).resolves.toBeNull();
    await hydrated(page, 'product-grid');
    const layer = await page.evaluate(() =>
      (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.map((e) => e.event).filter(Boolean),
    );
    expect(layer.slice(0, 2)).toEqual(['content-view', 'view_item']);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('switches a card swatch by mouse and by keyboard: the image and the link follow the colour', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${baseURL()}/en-us/c/skis/classic`);
    await hydrated(page, 'product-grid');
    const card = page.locator('.card[data-uid="aurora-classic"]');
    const image = card.locator('.card__image');
    await expect(image.getAttribute('src')).resolves.toContain('aurora-classic-red');
    // Mouse: hovering the second swatch shows that colour.
    await card.locator('.swatch').nth(1).hover();
    await page.waitForFunction(() =>
      document.querySelector('.card[data-uid="aurora-classic"] .card__image')?.getAttribute('src')?.includes('aurora-classic-white'),
    );
    await expect(card.locator('.card__title a').getAttribute('href')).resolves.toBe(
      '/en-us/p/aurora-classic?crumbs=skis-classic&color=white',
    );
    // Keyboard: focus the third swatch and press Enter.
    await card.locator('.swatch').nth(2).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() =>
      document.querySelector('.card[data-uid="aurora-classic"] .card__image')?.getAttribute('src')?.includes('aurora-classic-blue'),
    );
    await expect(card.locator('.swatch').nth(2).getAttribute('aria-pressed')).resolves.toBe('true');
    // Select_item is recorded when the card is followed.
    await card.locator('.card__title a').click();
    await page.waitForURL(`${baseURL()}/en-us/p/aurora-classic?crumbs=skis-classic&color=blue`);
    await hydrated(page, 'product-gallery');
    await expect(page.locator('.gallery__slide').first().locator('img').getAttribute('src')).resolves.toContain('aurora-classic-blue');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows '+N' for the colours beyond 4 on a phone and beyond 6 on a desktop", async () => {
    for (const [width, shown, more, label] of [
      [375, 4, '+5', '5 more colours'],
      [1440, 6, '+3', '3 more colours'],
    ] as const) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${baseURL()}/en-us/c/accessories/hats`);
      await streamed(page);
      const card = page.locator('.card[data-uid="nordlys-race-hat"]');
      await expect(card.locator('.swatches__list > li:visible').count()).resolves.toBe(shown);
      await expect(card.locator('.swatches__more:visible').textContent()).resolves.toBe(more);
      await expect(card.locator('.swatches__more:visible').getAttribute('aria-label')).resolves.toBe(label);
      await page.close();
    }
    // Seven colours on a desktop: one more, said in the singular.
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${baseURL()}/en-us/c/skis/touring`);
    await streamed(page);
    const more = page.locator('.card[data-uid="lavvu-tour"] .swatches__more:visible');
    await expect(more.textContent()).resolves.toBe('+1');
    await expect(more.getAttribute('aria-label')).resolves.toBe('1 more colour');
    await page.close();
  });

  it('narrows the grid with filters (plain links) and widens it again', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${baseURL()}/en-us/c/skis`);
    const total = Number(
      await page
        .locator('.category__count')
        .textContent()
        .then((t) => t?.match(/\d+/)?.[0]),
    );
    await page.click('.facet__option:has-text("Classic")');
    await page.waitForURL(`${baseURL()}/en-us/c/skis?Style=Classic`);
    const classic = Number(
      await page
        .locator('.category__count')
        .textContent()
        .then((t) => t?.match(/\d+/)?.[0]),
    );
    expect(classic).toBeLessThan(total);
    await streamed(page);
    await expect(page.locator('.product-grid__item').count()).resolves.toBe(Math.min(classic, 12));
    await page.click('.facet__option:has-text("Red")');
    await page.waitForURL(/Color=Red/);
    const red = Number(
      await page
        .locator('.category__count')
        .textContent()
        .then((t) => t?.match(/\d+/)?.[0]),
    );
    expect(red).toBeLessThan(classic);
    await page.click('.active-filters a:has-text("Style")');
    await page.waitForURL(`${baseURL()}/en-us/c/skis?Color=Red`);
    await page.click('.sort__summary');
    await page.click('.sort__menu a:has-text("Price: low to high")');
    await page.waitForURL(/sort=price-asc/);
    await screenshot(page, 'shop-category-filtered-1440');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows a grid whose cards are ready without JavaScript, and never a skeleton saying Loading for ever', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(`${baseURL()}/`);
    // Home's grids are deferred: one whose cards were not there when the page rendered streams in
    // behind a skeleton that only a script could replace, and without one it stays out of sight.
    for (const skeleton of await plain.locator('.product-grid--loading').all()) await expect(skeleton.isVisible()).resolves.toBe(false);
    // The section keeps its heading and its link to the whole range.
    await expect(plain.locator('#home-new-title').isVisible()).resolves.toBe(true);
    // A category's grid is in the page itself.
    await plain.goto(`${baseURL()}/en-us/c/skis/classic`);
    const categoryCards = plain.locator('#main .product-grid .card');
    await expect(categoryCards.count()).resolves.toBeGreaterThan(0);
    await expect(categoryCards.first().isVisible()).resolves.toBe(true);
    await expect(plain.locator('#main .card__title a').first().getAttribute('href')).resolves.toMatch(/^\/en-us\/p\//);
    await context.close();
    // With JavaScript the same grid is revealed with its cards.
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${baseURL()}/`);
    await streamed(page);
    await expect(page.locator('.product-grid--loading').count()).resolves.toBe(0);
    await expect(page.locator('section[aria-labelledby="home-new-title"] .card').count()).resolves.toBeGreaterThan(0);
    await page.close();
  });

  it('opens the filters as a panel on a phone, without JavaScript', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL()}/no-no/c/boots`);
    await expect(page.locator('#filters').isVisible()).resolves.toBe(false);
    await page.click('.toolbar__filters');
    await expect(page.locator('#filters').isVisible()).resolves.toBe(true);
    await page.locator('#filters .facet__option').first().click();
    await page.waitForURL(/\/no-no\/c\/boots\?/);
    await expect(page.locator('.active-filters li').count()).resolves.toBe(1);
    await context.close();
  });
});
