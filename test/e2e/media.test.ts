import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseURL, launch, noBrowser } from './support/browser';

describe.skipIf(noBrowser)('the embedded image service in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['a product in a colour', '/media/i/loipe/aurora-classic-red?w=600&h=800&dpi=72', 600, 800],
    ['an editorial scene', '/media/i/loipe/scene-birch-trail?w=1200&h=600&dpi=72', 1200, 600],
  ])('draws %s as a picture of the requested size', async (_label, path, width, height) => {
    const page = await browser.newPage();
    await page.goto(`${baseURL()}/en-us/team`);
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight };
    }, `${baseURL()}${path}`);
    expect(size).toEqual({ width, height });
    await page.close();
  });
});
