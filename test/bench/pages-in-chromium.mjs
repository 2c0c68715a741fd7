// Debian's Chromium, driven by Playwright, over each page at a phone and a desktop viewport:
// the layouts differ (mobile menu, grid, what is above the fold), so both are looked at.
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, chromePath } from './lighthouse.mjs';

export const VIEWPORTS = { mobile: { width: 412, height: 823 }, desktop: { width: 1350, height: 940 } };

/**
 * Calls `visit({ page, viewport, name, path, open })` for every viewport × page. `open()` loads
 * the page and waits until the network is idle (islands hydrate after load); a visitor sets up
 * its listeners first. Each page gets a fresh tab, closed afterwards.
 */
export async function visitPages(base, pages, visit) {
  const browser = await chromium.launch({
    executablePath: chromePath(),
    headless: true,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({ viewport, isMobile: viewportName === 'mobile' });
      for (const [name, path] of Object.entries(pages)) {
        const page = await context.newPage();
        const open = async () => {
          await page.goto(`${base}${path}`, { waitUntil: 'load' });
          await page.waitForLoadState('networkidle').catch(() => {});
        };
        await visit({ page, viewport: viewportName, name, path, open });
        await page.close();
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}
