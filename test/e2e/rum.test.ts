/**
 * Real-user Web Vitals in Chromium: where analytics storage is granted, a page view that is hidden
 * (the shopper goes to another page) sends one beacon that POST /api/rum accepts; where it is
 * denied nothing loads and nothing is sent, until the shopper accepts; a broken beacon gets 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { baseURL, launch, noBrowser, watchErrors } from './support/browser';

/**
 * Every beacon the context sends to /api/rum, with the status it got, and its body: a beacon's
 * Blob body is not in the browser's request record, so the page's sendBeacon keeps a copy of
 * each body it is given (the init script), read before the page is left.
 */
async function beacons(context: BrowserContext) {
  await context.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    const bodies: Promise<string>[] = [];
    (window as unknown as { beaconBodies: Promise<string>[] }).beaconBodies = bodies;
    navigator.sendBeacon = (url, data) => {
      bodies.push(data instanceof Blob ? data.text() : Promise.resolve(String(data)));
      return send(url, data);
    };
  });
  const sent: { status: Promise<number | null> }[] = [];
  context.on('request', (request: Request) => {
    if (request.url().endsWith('/api/rum')) sent.push({ status: request.response().then((r) => r?.status() ?? null) });
  });
  return sent;
}

const bodiesOf = (page: Page) =>
  page.evaluate(() =>
    Promise.all((window as unknown as { beaconBodies: Promise<string>[] }).beaconBodies).then((texts) =>
      texts.map((t) => JSON.parse(t) as Record<string, unknown>),
    ),
  );

/**
 * The page is hidden, as when the shopper switches tabs or apps: headless Chromium never hides a
 * page on its own, so its visibility is set and the event fired as the browser would; then the page
 * is left (pagehide), which must send nothing more.
 */
async function hideThenLeave(page: Page, next: string): Promise<Record<string, unknown>[]> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
  const bodies = await bodiesOf(page);
  await page.goto(next);
  return bodies;
}

describe.skipIf(noBrowser)('Web Vitals from real page views', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('granted (/en-us): one beacon when the page is hidden, accepted with 204', async () => {
    const context = await browser.newContext();
    const sent = await beacons(context);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const loaded = page.waitForResponse((r) => /\/assets\/rum-[^/]+\.js$/.test(r.url()), { timeout: 20_000 });
    await page.goto(`${baseURL()}/en-us/c/skis`);
    await loaded;
    // A press on the page ends LCP's observation (web-vitals finalizes it on trusted input, a synthetic hide is not).
    await page.locator('h1').click();
    await page.waitForTimeout(1200);
    const bodies = await hideThenLeave(page, `${baseURL()}/en-us/team`);
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBe(1);
    await page.waitForTimeout(300);
    expect(sent).toHaveLength(1);
    expect(bodies).toHaveLength(1);
    expect(await sent[0]!.status).toBe(204);
    const body = bodies[0]!;
    expect(body).toMatchObject({ page_type: 'category', locale: 'en-us', connection: expect.any(String) });
    expect(body.build).toMatch(/^[0-9a-f]{12}$/);
    const names = (body.metrics as { name: string }[]).map((m) => m.name);
    for (const name of ['TTFB', 'FCP', 'LCP', 'CLS']) expect(names).toContain(name);
    // Nothing of the shopper's: no URL, no id.
    expect(JSON.stringify(body)).not.toContain('/en-us/c/skis');
    expect(Object.keys(body).sort()).toEqual(['build', 'connection', 'locale', 'metrics', 'page_type']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('denied (/de-de): no reporter and no beacon, until the shopper accepts on the page', async () => {
    const context = await browser.newContext();
    const sent = await beacons(context);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(`${baseURL()}/de-de/c/skis`);
    // Past the reporter's start after load (3 s): still nothing.
    await page.waitForTimeout(4500);
    expect(scripts.filter((u) => /\/assets\/rum-/.test(u))).toEqual([]);
    expect(await hideThenLeave(page, `${baseURL()}/de-de/team`)).toEqual([]);
    await page.waitForTimeout(500);
    expect(sent).toHaveLength(0);
    // Accepting here starts it at once; leaving sends this page view's beacon.
    await page.locator('[data-consent-banner] h2').hover();
    await page.waitForSelector('[data-consent-banner][data-ready="true"]');
    const loaded = page.waitForResponse((r) => /\/assets\/rum-[^/]+\.js$/.test(r.url()));
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await loaded;
    const bodies = await hideThenLeave(page, `${baseURL()}/de-de`);
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBe(1);
    expect(await sent[0]!.status).toBe(204);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ page_type: 'page', locale: 'de-de' });
    await context.close();
  });

  it('a broken beacon gets 400, a big one 413', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseURL()}/en-us/team`);
    const status = (body: string) =>
      page.evaluate(
        (b) => fetch('/api/rum', { method: 'POST', headers: { 'content-type': 'application/json' }, body: b }).then((r) => r.status),
        body,
      );
    expect(await status('{"metrics":[{"name":"LCP"}]}')).toBe(400);
    expect(await status('not json')).toBe(400);
    expect(await status(JSON.stringify({ build: 'x'.repeat(5000) }))).toBe(413);
    await context.close();
  });
});
