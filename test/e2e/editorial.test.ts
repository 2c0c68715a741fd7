import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { baseURL, hydrated, launch, noBrowser, screenshot, streamed, watchErrors } from './support/browser';

const POST = '/en-us/blog/p/double-poling-engine';
const SHARER = 'https://www.facebook.com/sharer/sharer.php?u=';

describe.skipIf(noBrowser)('a journal post in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('has no serious or critical accessibility violations (axe), at phone and desktop width', async () => {
    for (const viewport of [
      { width: 375, height: 800 },
      { width: 1280, height: 900 },
    ]) {
      // axe needs a page of its own context.
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const errors = watchErrors(page);
      expect((await page.goto(`${baseURL()}${POST}`))?.status()).toBe(200);
      await hydrated(page, 'share-links');
      await streamed(page);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const summary = violations.map((v) => `${v.impact} ${v.id}: ${v.nodes[0]?.target.join(' ')}`);
      if (summary.length) console.log(`axe at ${viewport.width}px:\n${summary.join('\n')}`);
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
      await screenshot(page, `blog-post-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('opens the share dialog in a 626×436 popup from the keyboard and stays on the post', async () => {
    const context = await browser.newContext();
    // The network's dialog is not fetched: the popup gets a stand-in page.
    await context.route('https://www.facebook.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>share</title>' }),
    );
    const page = await context.newPage();
    await page.addInitScript(() => {
      const open = window.open.bind(window);
      (window as unknown as { opened: string[][] }).opened = [];
      window.open = (url?: string | URL, target?: string, features?: string) => {
        (window as unknown as { opened: string[][] }).opened.push([String(url), String(target), String(features)]);
        return open(url, target, features);
      };
    });
    const errors = watchErrors(page);
    await page.goto(`${baseURL()}${POST}`);
    await hydrated(page, 'share-links');
    const link = page.locator('a.share__link--facebook');
    await expect(link.getAttribute('aria-label')).resolves.toBe('Share on Facebook (opens in a new window)');
    // Tab onto the link from the one before it, as a keyboard user does, then press Enter.
    await page.locator('a.share__link--facebook').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-share'))).resolves.toBe('facebook');
    const popup = context.waitForEvent('page');
    await page.keyboard.press('Enter');
    const opened = await popup;
    await opened.waitForLoadState();
    expect(opened.url().startsWith(SHARER)).toBe(true);
    expect(decodeURIComponent(opened.url().slice(SHARER.length))).toBe(`${baseURL()}${POST}`);
    const calls = await page.evaluate(() => (window as unknown as { opened: string[][] }).opened);
    expect(calls).toHaveLength(1);
    expect(calls[0]![1]).toBe('share-facebook');
    expect(calls[0]![2]).toMatch(/^width=626,height=436,left=\d+,top=\d+,noopener,noreferrer$/);
    // The post stays where it was.
    expect(new URL(page.url()).pathname).toBe(POST);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without JavaScript the share links are plain links to each network in a new tab', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL()}${POST}`);
    const links = await page
      .locator('.share__link')
      .evaluateAll((els) => els.map((a) => [a.getAttribute('href'), a.getAttribute('target')]));
    expect(links.map(([href]) => new URL(href!).protocol + (href!.startsWith('mailto:') ? '' : new URL(href!).host))).toEqual([
      'https:www.facebook.com',
      'https:x.com',
      'https:www.linkedin.com',
      'https:www.pinterest.com',
      'mailto:',
    ]);
    expect(links.map(([, target]) => target)).toEqual(['_blank', '_blank', '_blank', '_blank', null]);
    await context.close();
  });
});
