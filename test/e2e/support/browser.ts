import { existsSync, mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium (or CHROME_PATH); null when the machine has none. */
export function chromePath(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  return candidates.find((path) => existsSync(path)) ?? null;
}

const path = chromePath();
if (!path) {
  const message = 'END-TO-END TESTS SKIPPED: no Chromium found (set CHROME_PATH or `apt-get install -y chromium`).';
  if (process.env.CI === 'true') throw new Error(`${message} Under CI a missing browser is a failure.`);
  console.warn(`\n${'!'.repeat(message.length)}\n${message}\n${'!'.repeat(message.length)}\n`);
}

/** True when the e2e suites must be skipped (no browser, outside CI). */
export const noBrowser = !path;

export function baseURL(): string {
  return inject('baseURL');
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: path!,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** Collects console errors and page errors so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || (message.type() === 'warning' && /hydrat/i.test(message.text()))) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Waits until React has revealed every streamed Suspense part. React 19 throttles reveals,
 * so a fallback (and the hidden content beside it) can outlive the load event by a few
 * hundred milliseconds; counting elements before then counts skeletons too.
 */
export async function streamed(page: Page, timeoutMs?: number): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('template[id^="B:"], div[hidden][id^="S:"]'), null, { timeout: timeoutMs });
}

/**
 * Waits until an island has hydrated. Islands below the fold hydrate as they come into
 * reach (`data-hydrate="visible"`), so the first one is scrolled into view, as a shopper would;
 * the header's islands (`data-hydrate="focus"`) when the shopper comes to them, so the pointer
 * is moved over the first one that has not started yet. Gives up after `timeoutMs` (under the
 * test's 60 s, so a failure says which island did not hydrate and how it stood, not only
 * "Test timed out").
 */
export async function hydrated(page: Page, island: string, timeoutMs = 40_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  await streamed(page, timeoutMs);
  // Markers are `display: contents`: scroll their first element into view.
  await page.evaluate((name) => document.querySelector(`[data-island="${name}"] > *`)?.scrollIntoView({ block: 'center' }), island);
  const done = `[data-island="${island}"][data-hydrated="true"]`;
  const waiting = page.locator(`[data-island="${island}"][data-hydrate="focus"]:not([data-hydrated]) > *`).first();
  // Pointing may come before the page's script listens (it loads after first paint), or while
  // the island is already starting: point again until it has hydrated, as a shopper would.
  while ((await page.locator(done).count()) === 0) {
    if (Date.now() >= deadline) {
      const state = await page
        .evaluate((name) => {
          const marker = document.querySelector<HTMLElement>(`[data-island="${name}"]`);
          if (!marker) return 'no marker in the page';
          const entry = document.querySelector('script[type="module"][src*="/assets/entry-"]');
          return `marker ${marker.outerHTML.slice(0, 160)}…; in a hidden part: ${Boolean(marker.closest('[hidden]'))}; entry script added: ${Boolean(entry)}; readyState ${document.readyState}`;
        }, island)
        .catch((error: unknown) => `page unreadable: ${String(error).split('\n')[0]}`);
      throw new Error(`island "${island}" did not hydrate within ${timeoutMs} ms (${state})`);
    }
    if (await waiting.isVisible()) {
      await page.mouse.move(0, 0);
      await waiting.hover({ timeout: 1000 }).catch(() => {});
    }
    await page.waitForSelector(done, { state: 'attached', timeout: 500 }).catch(() => {});
  }
}

/** Saves a screenshot for review under test/e2e/screenshots (not committed). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync('test/e2e/screenshots', { recursive: true });
  await streamed(page);
  await page.screenshot({ path: `test/e2e/screenshots/${name}.png`, fullPage: true });
}
