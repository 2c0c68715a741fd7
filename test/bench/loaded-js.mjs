// The client JS a browser actually fetches for each page before the shopper scrolls or
// touches anything: Debian's Chromium at a phone and a desktop viewport, every script
// response until the network is idle, each counted at its built file's gzip size.
// This checks the static reading of sizes.mjs: an island meant to wait for the viewport
// that is on screen at load hydrates at once and is counted here.
import { VIEWPORTS, visitPages } from './pages-in-chromium.mjs';
import { assetGzip } from './sizes.mjs';

export async function measureLoadedJs(base, pages) {
  const origin = new URL(base).origin;
  const results = {};
  await visitPages(base, pages, async ({ page, viewport, name, path, open }) => {
    const urls = new Set();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === origin && response.request().resourceType() === 'script') urls.add(url.pathname);
    });
    await open();
    const gzip = [...urls].reduce((sum, url) => sum + assetGzip(url), 0);
    results[name] ??= { path };
    results[name][viewport] = { gzip, files: urls.size };
  });
  for (const r of Object.values(results)) r.maxGzip = Math.max(...Object.keys(VIEWPORTS).map((v) => r[v].gzip));
  return results;
}
