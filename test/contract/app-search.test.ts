/**
 * The search contract against the App Search adapter talking HTTP to the fake
 * engine (fake-app-search.ts), which holds the catalog as `npm run search:sync` pushes it;
 * then what the engine refuses and how the adapter reports it (spec §8 `[status] errors`),
 * the request body of spec §7, and the short Cache API read-through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestCalls } from '../../worker/ports/context';
import { memoryCache } from '../../worker/ports/http/cache';
import { createSearchProvider } from '../../worker/ports/search/index';
import { syncDocuments } from '../../worker/ports/search/app-search/sync';
import { catalogSearchDocuments } from '../../worker/data/build/search-catalog';
import type { SearchProvider } from '../../worker/ports/search/types';
import { testCommerce, testContent } from '../support/data';
import { createFakeAppSearch, type FakeAppSearch } from './fake-app-search';
import { serve, type Served } from './fake-app-search-server';
import { searchContract } from './search.contract';

export const KEYS = { engine: 'loipe', searchKey: 'search-fake-key', privateKey: 'private-fake-key' };

let fake: FakeAppSearch;
let served: Served;

beforeAll(async () => {
  fake = createFakeAppSearch(KEYS);
  served = await serve(fake.handle);
  const documents = await catalogSearchDocuments(
    { content: testContent(), commerce: testCommerce() },
    { stack: 'embedded', environment: 'embedded' },
  );
  await syncDocuments(documents, { endpoint: served.url, engine: KEYS.engine, privateKey: KEYS.privateKey });
}, 60_000);
afterAll(() => served.close());

const hosted = (env: Record<string, string> = {}, cache = memoryCache()): SearchProvider =>
  createSearchProvider(
    { SEARCH_PROVIDER: 'app-search', SEARCH_ENGINE: KEYS.engine, SEARCH_ENDPOINT_BASE: served.url, SEARCH_KEY: KEYS.searchKey, ...env },
    { cache },
  )!;

// Every answer fresh from the engine: the contract is about what it answers, not about the cache.
searchContract('app-search (fake App Search over HTTP)', () => hosted());

describe('app-search adapter against the fake engine', () => {
  const sx = () => requestCalls().search('en-us', 'us');

  it('sends the body of spec §7: query, search fields, result_fields, page, sort, and the locale, stack and environment filters', async () => {
    const before = fake.log.length;
    await hosted().search(sx(), { query: 'skate', filters: { all: [{ regions: 'us' }] }, page: { size: 5, current: 2 } });
    const sent = fake.log.slice(before).find((entry) => entry.path.endsWith('/search.json'))!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      query: 'skate',
      page: { size: 5, current: 2 },
      filters: { all: [{ locales: 'en-us' }, { stack: 'embedded' }, { environment: 'embedded' }, { regions: 'us' }] },
    });
    expect(Object.keys(sent.result_fields as object)).toEqual(expect.arrayContaining(['title', 'url', 'price_us', 'sale', 'flags']));
    expect(sent).not.toHaveProperty('facets');
  });

  it('reads a short-cached answer per query, locale and region from the Cache API', async () => {
    const search = hosted();
    const count = () => fake.log.filter((entry) => entry.path.endsWith('/search.json')).length;
    const before = count();
    const request = { query: 'classic', filters: { all: [{ regions: 'us' }] } };
    const background: Promise<unknown>[] = [];
    const call = () => requestCalls({ waitUntil: (p) => void background.push(p) }).search('en-us', 'us', 'cache-else-network');
    const first = await search.search(call(), request);
    await Promise.all(background);
    const again = await search.search(call(), request);
    expect(again).toEqual(first);
    expect(count()).toBe(before + 1);
    await search.search(sx(), { ...request, filters: { all: [{ regions: 'eu' }] } });
    await search.search(requestCalls().search('de', 'de', 'cache-else-network'), request);
    expect(count()).toBe(before + 3);
  });

  it('reports an engine failure as `[status] errors` (spec §8), status kept for the 502', async () => {
    // Twice: a search is a read, and one 5xx alone is tried once more.
    fake.failNext(500, 'Internal server error', 2);
    await expect(hosted().search(sx(), { query: 'ski' })).rejects.toMatchObject({
      name: 'ProviderError',
      kind: 'upstream',
      status: 500,
      message: '[500] Internal server error',
    });
  });

  it('tries a search once more after a 5xx, but never sends a click twice (it may have counted)', async () => {
    const searches = () => fake.log.filter((entry) => entry.path.endsWith('/search.json')).length;
    const before = searches();
    fake.failNext(503, 'Service Unavailable');
    await expect(hosted().search(sx(), { query: 'ski' })).resolves.toMatchObject({ results: expect.any(Array) });
    expect(searches()).toBe(before + 2);
    const clicks = () => fake.log.filter((entry) => entry.path.endsWith('/click.json')).length;
    const clicked = clicks();
    fake.failNext(503, 'Service Unavailable');
    await expect(hosted().click(sx(), { query: 'ski', document_id: 'product:a' })).rejects.toMatchObject({ kind: 'upstream', status: 503 });
    expect(clicks()).toBe(clicked + 1);
    fake.clearFailures();
  });

  it('is refused with 401 for a wrong key', async () => {
    await expect(hosted({ SEARCH_KEY: 'search-wrong' }).search(sx(), { query: 'ski' })).rejects.toMatchObject({
      status: 401,
      message: '[401] You need to sign in or sign up before continuing.',
    });
  });

  it('is refused what App Search refuses: page.current over 100, page.size over 1000', async () => {
    await expect(hosted().search(sx(), { query: 'ski', page: { current: 101 } })).rejects.toMatchObject({
      status: 400,
      message: '[400] Page current must be less than or equal to 100',
    });
    await expect(hosted().search(sx(), { query: 'ski', page: { size: 1001 } })).rejects.toMatchObject({ status: 400 });
  });

  it('takes price ranges because the sync typed every price field a number, and refuses a range on a text field', async () => {
    expect(Object.entries(fake.schema).filter(([field]) => field.startsWith('price_'))).toEqual(
      expect.arrayContaining([
        ['price_us', 'number'],
        ['price_jp', 'number'],
      ]),
    );
    expect(Object.entries(fake.schema).filter(([field, type]) => field.startsWith('price_') && type !== 'number')).toEqual([]);
    const cheap = await hosted().search(sx(), { query: '', filters: { all: [{ price: { from: 0, to: 100 } }] } });
    expect(cheap.meta.page.total_results).toBeGreaterThan(0);
    await expect(hosted().search(sx(), { query: '', filters: { all: [{ title: { from: 1 } }] } })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('range on title'),
    });
    await expect(hosted().search(sx(), { query: '', facets: { level: { type: 'range', ranges: [{ to: 1 }] } } })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('range facet on level'),
    });
  });

  it('reports a click with the engine id of the locale and the answer it came from', async () => {
    await hosted().click(requestCalls().search('de', 'de'), {
      query: 'Klassik',
      document_id: 'product:aurora-classic',
      request_id: 'abc123',
      tags: ['search-page'],
    });
    expect(fake.clicks.at(-1)).toEqual({
      query: 'Klassik',
      document_id: 'de:product:aurora-classic',
      request_id: 'abc123',
      tags: ['search-page'],
    });
  });

  it('derives the endpoint from a host identifier as Elastic documents it', async () => {
    const seen: string[] = [];
    const provider = createSearchProvider(
      { SEARCH_PROVIDER: 'app-search', SEARCH_ENGINE: 'loipe', SEARCH_HOST_ID: 'host-2376rb', SEARCH_KEY: 'search-x' },
      {
        fetch: (async (input: RequestInfo | URL) => {
          seen.push(String(input));
          return new Response(null, { status: 200 });
        }) as typeof fetch,
      },
    )!;
    await provider.click(sx(), { query: 'q', document_id: 'product:a' });
    expect(seen).toEqual(['https://host-2376rb.api.swiftype.com/api/as/v1/engines/loipe/click.json']);
  });

  it('refuses to start without its search key', () => {
    expect(() => hosted({ SEARCH_KEY: '' })).toThrow(/SEARCH_KEY/);
  });
});
