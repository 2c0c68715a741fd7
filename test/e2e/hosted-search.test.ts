/**
 * Hosted search tried as a new user would: the App Search double on loopback (the same
 * fake the contract tests hold to the engine's recorded shapes), filled by the real
 * `npm run search:sync` command, and the shop under `wrangler dev` aimed at it with nothing but
 * `--var SEARCH_PROVIDER:app-search --var SEARCH_ENDPOINT_BASE:… --var SEARCH_ENGINE:… --var
 * SEARCH_KEY:…`. The search pages show the engine's results, facets and paging in en-us and de-de;
 * the header suggests as a shopper types and a chosen suggestion's click reaches the engine;
 * an engine answering 500 leaves the page at 200 with a message and /api/search at 502.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeAppSearch, type FakeAppSearch } from '../contract/fake-app-search';
import { serve, type Served } from '../contract/fake-app-search-server';
import { hydrated, launch, noBrowser, watchErrors } from './support/browser';
import { startDevServer, type DevServer } from './support/dev-server';

const KEYS = { engine: 'loipe-e2e', searchKey: 'search-e2e-key', privateKey: 'private-e2e-key' };
let fake: FakeAppSearch;
let engine: Served;
let shop: DevServer;
let sync: { stdout: string; stderr: string };

beforeAll(async () => {
  fake = createFakeAppSearch(KEYS);
  engine = await serve(fake.handle);
  // The command ops run after a catalog deploy, as they run it (docs/search.md).
  sync = await promisify(execFile)('node', ['scripts/search-sync.mjs'], {
    env: { ...process.env, SEARCH_ENDPOINT_BASE: engine.url, SEARCH_ENGINE: KEYS.engine, SEARCH_PRIVATE_KEY: KEYS.privateKey },
    timeout: 120_000,
  });
  shop = await startDevServer({
    name: 'search',
    vars: { SEARCH_PROVIDER: 'app-search', SEARCH_ENDPOINT_BASE: engine.url, SEARCH_ENGINE: KEYS.engine, SEARCH_KEY: KEYS.searchKey },
  });
}, 240_000);
afterAll(async () => {
  await shop?.stop();
  await engine?.close();
});

const COUNTRY = { 'en-us': 'US', 'de-de': 'DE' } as const;
async function page(locale: keyof typeof COUNTRY, query: string) {
  const res = await fetch(`${shop.baseURL}/${locale}/search?${new URLSearchParams(query)}`, {
    headers: { 'cf-ipcountry': COUNTRY[locale] },
  });
  return { status: res.status, html: await res.text() };
}
const h1 = (html: string) => /<h1[^>]*>([^<]*)</.exec(html)?.[1];
const engineSearches = (since: number) =>
  fake.log.slice(since).filter((entry) => /\/(search|multi_search)\.json$/.test(entry.path)) as {
    body: { query: string; filters: { all: unknown[] } };
  }[];

describe('the shop on a hosted App Search engine (wrangler dev, the engine’s double)', () => {
  it('npm run search:sync indexed the whole catalog in every content locale', () => {
    const done = /done: (\d+) indexed in (\d+) batches, 0 deleted/.exec(sync.stdout);
    expect(done, sync.stdout + sync.stderr).not.toBeNull();
    expect(Number(done![1])).toBe(fake.documents.size);
    expect(fake.documents.size).toBeGreaterThan(8 * 40);
    expect(new Set([...fake.documents.values()].map((d) => (d.locales as string[])[0])).size).toBe(8);
  });

  it('answers /en-us/search?q=skate with the engine’s results, facets and paging', async () => {
    const since = fake.log.length;
    const { status, html } = await page('en-us', 'q=skate');
    expect(status).toBe(200);
    expect(h1(html)).toBe('Results for “skate”');
    expect(html).toContain('/en-us/p/rime-skate');
    expect(html).toMatch(/class="facet__option" href="[^"]*category=/);
    const asked = engineSearches(since);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked[0]!.body.query).toBe('skate');
    expect(asked[0]!.body.filters.all).toEqual(expect.arrayContaining([{ locales: 'en-us' }, { regions: 'us' }]));
    // Paging: the engine's second page differs from its first.
    const first = await page('en-us', 'q=ski');
    expect(first.html).toMatch(/rel="next"/);
    const second = await page('en-us', 'q=ski&page=2');
    expect(second.status).toBe(200);
    expect(second.html).toMatch(/aria-current="page"[^>]*>2</);
  });

  it('answers /de-de/search from the engine’s German documents', async () => {
    const since = fake.log.length;
    const { status, html } = await page('de-de', 'q=Klassikski');
    expect(status).toBe(200);
    expect(h1(html)).toBe('Ergebnisse für „Klassikski“');
    expect(html).toMatch(/href="\/de-de\/p\/[a-z0-9-]+"/);
    expect(engineSearches(since)[0]!.body.filters.all).toEqual(expect.arrayContaining([{ locales: 'de' }]));
  });

  it.skipIf(noBrowser)('suggests as the shopper types, and reports the chosen result’s click to the engine', async () => {
    let browser: Browser | undefined;
    try {
      browser = await launch();
      const tab = await browser.newPage({ viewport: { width: 1440, height: 900 }, extraHTTPHeaders: { 'cf-ipcountry': 'US' } });
      const errors = watchErrors(tab);
      await tab.goto(`${shop.baseURL}/en-us`);
      const box = tab.locator('.site-search__input');
      await box.focus();
      await hydrated(tab, 'search-box');
      const since = fake.log.length;
      await box.pressSequentially('skat', { delay: 40 });
      const option = tab.locator('.site-search__list [role="option"]', { hasText: /Skate Ski/ }).first();
      await option.waitFor({ state: 'visible', timeout: 20_000 });
      const calls = fake.log.slice(since).map((entry) => entry.path.split('/').at(-1));
      expect(calls).toEqual(expect.arrayContaining(['multi_search.json', 'query_suggestion']));
      const clicks = fake.clicks.length;
      await option.click();
      await tab.waitForURL(/\/en-us\/p\//);
      // Forwarded after the answer (waitUntil): wait for it to land.
      const deadline = Date.now() + 15_000;
      while (fake.clicks.length === clicks && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(fake.clicks.at(-1)).toMatchObject({ query: 'skat', tags: ['header'], document_id: expect.stringMatching(/^en-us:product:/) });
      expect(errors).toEqual([]);
    } finally {
      await browser?.close();
    }
  });

  it('with the engine answering 500: the page answers 200 with a message, /api/search 502 in the error envelope', async () => {
    fake.failNext(500, 'Internal server error', 50);
    try {
      // Queries not asked before: answers are cached for a minute per body.
      const { status, html } = await page('en-us', 'q=telemark');
      expect(status).toBe(200);
      expect(html).toContain('Search is not answering right now');
      const api = await fetch(`${shop.baseURL}/api/search?locale=en-us`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'cf-ipcountry': 'US' },
        body: JSON.stringify({ query: 'telemark boots' }),
      });
      expect(api.status).toBe(502);
      // The engine's own `[500] …` goes to the log; the envelope names the failing service only.
      await expect(api.json()).resolves.toMatchObject({
        error: { code: 'upstream_error', message: expect.stringMatching(/search service failed/) },
      });
    } finally {
      fake.clearFailures();
    }
  });
});
