// The client JS a browser actually fetches for each page before the shopper scrolls or
// touches anything: Debian's Chromium at a phone and a desktop viewport, every script
// response until the network is idle, each counted at its built file's gzip size.
// This checks the static reading of sizes.mjs: an island meant to wait for the viewport
// that is on screen at load hydrates at once and is counted here.
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, chromePath } from './lighthouse.mjs';
import { assetGzip } from './sizes.mjs';

const VIEWPORTS = { mobile: { width: 412, height: 823 }, desktop: { width: 1350, height: 940 } };

export async function measureLoadedJs(base, pages) {
  const browser = await chromium.launch({ executablePath: chromePath(), headless: true, args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')) });
  const origin = new URL(base).origin;
  const results = {};
  try {
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({ viewport, isMobile: viewportName === 'mobile' });
      for (const [name, path] of Object.entries(pages)) {
        const page = await context.newPage();
        const urls = new Set();
        page.on('response', (response) => {
          const url = new URL(response.url());
          if (url.origin === origin && response.request().resourceType() === 'script') urls.add(url.pathname);
        });
        await page.goto(`${base}${path}`, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle').catch(() => {});
        const gzip = [...urls].reduce((sum, url) => sum + assetGzip(url), 0);
        results[name] ??= { path };
        results[name][viewportName] = { gzip, files: urls.size };
        await page.close();
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  for (const r of Object.values(results)) r.maxGzip = Math.max(...Object.keys(VIEWPORTS).map((v) => r[v].gzip));
  return results;
}
