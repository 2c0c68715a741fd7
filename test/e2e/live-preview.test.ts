/**
 * Live preview as an editor tries it (docs/live-preview.md): `npm run fake:contentstack --
 * --port N --draft page/about` starts the Contentstack double and prints the `wrangler dev`
 * line and a preview URL; the shop is started with the printed vars; Chromium opens the printed
 * URL. The draft title shows, with edit tags, and the Live Preview Utils SDK's chunk loads and
 * runs without an error; the same page without the parameters is the published, cacheable page.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { contentSeed } from '../../worker/data/content/index';
import { freePort, startDevServer, type DevServer } from './support/dev-server';
import { launch, noBrowser, watchErrors } from './support/browser';

const ABOUT = contentSeed.pages.find((p) => p.uid === 'about')!;

interface Printed {
  vars: Record<string, string>;
  previewUrl: string;
}

/** The double as a user starts it; resolves with what it printed once the preview URL is out. */
function startDouble(port: number, shopPort: number): Promise<{ child: ChildProcess; printed: Printed }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npm',
      ['run', '--silent', 'fake:contentstack', '--', '--port', String(port), '--shop-port', String(shopPort), '--draft', 'page/about'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      },
    );
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the double printed no preview URL:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      const line = /wrangler dev [^\n]*/.exec(output)?.[0];
      const url = /^\s+(http:\/\/127\.0\.0\.1:\d+\/\S+live_preview=\S+)$/m.exec(output)?.[1];
      if (!line || !url) return;
      clearTimeout(timer);
      const vars = Object.fromEntries(
        [...line.matchAll(/--var ([A-Z_]+):('(?:[^']|'\\'')*'|\S+)/g)].map(([, name, value]) => [
          name!,
          value!.startsWith("'") ? value!.slice(1, -1).replaceAll("'\\''", "'") : value!,
        ]),
      );
      resolve({ child, printed: { vars, previewUrl: url } });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => reject(new Error(`the double exited with ${code}:\n${output}`)));
  });
}

describe.skipIf(noBrowser)('live preview with the Contentstack double, as docs/live-preview.md says', () => {
  let double: ChildProcess;
  let printed: Printed;
  let shop: DevServer;
  let browser: Browser;

  beforeAll(async () => {
    const shopPort = await freePort();
    ({ child: double, printed } = await startDouble(await freePort(), shopPort));
    shop = await startDevServer({ port: shopPort, vars: printed.vars, name: 'preview' });
    browser = await launch();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
    if (double?.pid) process.kill(-double.pid, 'SIGTERM');
  });

  it('prints a line that points the shop at the delivery API and the preview service', () => {
    expect(printed.vars).toMatchObject({
      CONTENT_PROVIDER: 'contentstack',
      CONTENTSTACK_API_KEY: expect.any(String),
      CONTENTSTACK_DELIVERY_TOKEN: expect.any(String),
      CONTENTSTACK_ENVIRONMENT: expect.any(String),
      CONTENTSTACK_HOST: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      CONTENTSTACK_PREVIEW_HOST: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/preview$/),
      CONTENTSTACK_PREVIEW_TOKEN: expect.any(String),
    });
    expect(printed.previewUrl).toMatch(/\/en-us\/about\?live_preview=[\w-]+&content_type_uid=page&entry_uid=about&locale=en-us$/);
  });

  it('opens the printed preview URL with the draft title, its edit tags and the SDK running', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const sdk = page.waitForResponse((res) => /\/assets\/live-preview-[\w-]+\.js$/.test(res.url()));
    const res = await page.goto(printed.previewUrl);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['cache-control']).toBe('private, no-store');
    expect(res?.headers()['x-robots-tag']).toBe('noindex');
    expect(res?.headers()['content-security-policy']).toContain('frame-ancestors https://app.contentstack.com');
    await expect(page.locator('h1').textContent()).resolves.toBe(`Draft: ${ABOUT.title}`);
    expect(await page.locator('h1').getAttribute('data-cslp')).toBe('page.about.en-us.title');
    expect((await sdk).status()).toBe(200);
    // The SDK started (client/live-preview.ts marks the document once init resolves) and nothing on the page failed.
    await page.waitForFunction(() => document.documentElement.dataset.livePreview !== undefined);
    expect(await page.evaluate(() => document.documentElement.dataset.livePreview)).toBe('started');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('serves the same page without the parameters as the published, cacheable page with no SDK', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    const res = await page.goto(new URL('/en-us/about', printed.previewUrl).href);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['cache-status']).toMatch(/fwd=miss; stored|; hit/);
    expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.locator('h1').textContent()).resolves.toBe(ABOUT.title);
    expect(await page.locator('[data-cslp]').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((url) => url.includes('/assets/live-preview-'))).toBe(false);
    await page.close();
    // Stored for everyone: the next view is a hit, still the published page.
    const again = await fetch(new URL('/en-us/about', printed.previewUrl));
    expect(again.headers.get('cache-status')).toMatch(/; hit/);
    expect(await again.text()).not.toContain('Draft: ');
  });

  it('answers a made-up hash with the published page and the notice, never a 500', async () => {
    const page = await browser.newPage();
    const url = new URL(printed.previewUrl);
    url.searchParams.set('live_preview', '0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b');
    const res = await page.goto(url.href);
    expect(res?.status()).toBe(200);
    await expect(page.locator('h1').textContent()).resolves.toBe(ABOUT.title);
    expect(await page.getByRole('status').filter({ hasText: 'This preview has expired' }).isVisible()).toBe(true);
    await page.close();
  });
});
