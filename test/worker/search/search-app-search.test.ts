/**
 * The shop in workerd with SEARCH_PROVIDER=app-search, its engine the
 * fake App Search (test/contract/fake-app-search.ts) reached through the Worker's own
 * outbound fetch, holding the catalog as `npm run search:sync` pushes it. The search page
 * shows the engine's results, facets and paging; the header's instant results come from one
 * multi search; a result click reaches the engine; an engine 500 leaves the page at 200 with
 * a message and gives /api/search 502 in the error envelope.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../../worker/app';
import { createContentProvider } from '../../../worker/ports/content/index';
import { createCommerceProvider } from '../../../worker/ports/commerce/index';
import { syncDocuments } from '../../../worker/ports/search/app-search/sync';
import { catalogSearchDocuments } from '../../../worker/data/build/search-catalog';
import { unpackCards, type WireCards } from '../../../client/components/card-wire';
import { createFakeAppSearch } from '../../contract/fake-app-search';
import { h1, islandProps } from '../support/shop-html';

const ENGINE = { engine: 'loipe', searchKey: 'search-workerd-key', privateKey: 'private-workerd-key' };
const ORIGIN = 'http://app-search.test';
const fake = createFakeAppSearch(ENGINE);
const hosted = {
  ...env,
  SEARCH_PROVIDER: 'app-search',
  SEARCH_ENGINE: ENGINE.engine,
  SEARCH_ENDPOINT_BASE: ORIGIN,
  SEARCH_KEY: ENGINE.searchKey,
};
const original = globalThis.fetch;

beforeAll(async () => {
  // The Worker's outbound fetch: the engine's origin goes to the fake, nothing else leaves.
  vi.spyOn(globalThis, 'fetch').mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    return new URL(request.url).origin === ORIGIN ? fake.handle(request) : original(input, init);
  });
  const ports = {
    content: createContentProvider({ CONTENT_PROVIDER: 'embedded', ASSETS: env.ASSETS }, { log: () => {} }),
    commerce: createCommerceProvider({ COMMERCE_PROVIDER: 'embedded', ASSETS: env.ASSETS }),
  };
  const documents = await catalogSearchDocuments(ports, { stack: 'embedded', environment: 'embedded' });
  await syncDocuments(documents, { endpoint: ORIGIN, engine: ENGINE.engine, privateKey: ENGINE.privateKey, fetch: fake.handle });
}, 60_000);
afterAll(() => vi.restoreAllMocks());

async function call(path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const headers = { 'user-agent': 'Mozilla/5.0 Chrome/156.0', accept: 'text/html', ...(init.headers as Record<string, string>) };
  const res = await createApp().request(`https://loipe.test${path}`, { ...init, headers }, hosted, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body };
}

const cardsOf = (html: string) => {
  const wire = islandProps<WireCards>(html, 'product-grid')[0];
  return wire ? (unpackCards(wire) as unknown as { uid: string; href: string }[]) : [];
};
const count = (html: string) => Number(/class="category__count">(\d+)/.exec(html)?.[1]);
const searches = () => fake.log.filter((entry) => /\/(search|multi_search)\.json$/.test(entry.path));

describe('the shop on the hosted engine (SEARCH_PROVIDER=app-search, fake App Search)', () => {
  it('answers /en-us/search?q=skate with the engine’s results, facets and paging', async () => {
    const before = searches().length;
    const { res, body } = await call('/en-us/search?q=skate');
    expect(res.status).toBe(200);
    expect(h1(body)).toBe('Results for “skate”');
    const cards = cardsOf(body);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.slice(0, 5).map((c) => c.uid)).toContain('rime-skate');
    expect(cards.every((c) => c.href.startsWith('/en-us/p/'))).toBe(true);
    expect(count(body)).toBeGreaterThanOrEqual(cards.length);
    expect(body).toMatch(/class="facet__option" href="[^"]*category=/);
    // The engine was asked, with the locale's filter.
    const sent = searches()
      .slice(before)
      .map((entry) => entry.body as { filters: { all: unknown[] } });
    expect(sent.length).toBeGreaterThan(0);
    expect(sent[0]!.filters.all).toEqual(expect.arrayContaining([{ locales: 'en-us' }, { regions: 'us' }]));
  });

  it('answers decimal prices from the engine’s number fields, and filters and facets the page by decimal ranges', async () => {
    const api = await call('/api/search?locale=en-us', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', region: 'us' },
      body: JSON.stringify({ query: '', filters: { all: [{ uid: 'aurora-classic' }, { price: { from: 399.95, to: 400 } }] } }),
    });
    expect(api.res.status).toBe(200);
    const hits = (JSON.parse(api.body) as { results: { uid: { raw: string }; price: { raw: number } }[] }).results;
    expect(hits.map((hit) => [hit.uid.raw, hit.price.raw])).toEqual([['aurora-classic', 399.95]]);
    const before = searches().length;
    const { body } = await call('/en-us/search?q=ski&price=100-250');
    expect(body).toContain('Price: $100.00 – $250.00');
    const sent = searches()
      .slice(before)
      .map((entry) => JSON.stringify(entry.body));
    expect(sent.some((text) => text.includes('{"price_us":{"from":100,"to":250}}'))).toBe(true);
  });

  it('pages through the engine’s answer', async () => {
    const first = await call('/en-us/search?q=ski');
    expect(first.body).toMatch(/rel="next"/);
    const second = await call('/en-us/search?q=ski&page=2');
    expect(second.res.status).toBe(200);
    expect(second.body).toMatch(/aria-current="page"[^>]*>2</);
    expect(cardsOf(second.body).map((c) => c.uid)).not.toEqual(cardsOf(first.body).map((c) => c.uid));
  });

  it('answers /de-de/search from the German documents', async () => {
    const { res, body } = await call('/de-de/search?q=Klassikski');
    expect(res.status).toBe(200);
    expect(h1(body)).toBe('Ergebnisse für „Klassikski“');
    const cards = cardsOf(body);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.href.startsWith('/de-de/p/'))).toBe(true);
  });

  it('suggests as you type: query suggestions, and products and content pages from one multi search', async () => {
    const before = fake.log.length;
    const { res, body } = await call('/api/search/suggest?q=wax&locale=en-us', { headers: { accept: 'application/json' } });
    expect(res.status).toBe(200);
    const answer = JSON.parse(body) as { suggestions: string[]; products: { id: string }[]; pages: { href: string }[] };
    expect(answer.suggestions.every((s) => s.startsWith('wax'))).toBe(true);
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.pages.length).toBeGreaterThan(0);
    const calls = fake.log.slice(before).map((entry) => entry.path.split('/').at(-1));
    expect(calls.sort()).toEqual(['multi_search.json', 'query_suggestion']);
  });

  it('reports a result click to the engine, the shopper answered at once', async () => {
    const click = { query: 'skate', document_id: 'product:rime-skate', request_id: 'abcdef0123456789', tags: ['search-page'] };
    const { res } = await call('/api/search/click?locale=en-us', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(click),
    });
    expect(res.status).toBe(204);
    expect(fake.clicks.at(-1)).toEqual({ ...click, document_id: 'en-us:product:rime-skate' });
    // The search page's article links report theirs by `ping`.
    const ping = await call(
      `/api/search/click?locale=de-de&query=wachs&document_id=${encodeURIComponent('blog:waxing-basics')}&tags=search-page`,
      { method: 'POST', headers: { 'content-type': 'text/ping' }, body: 'PING' },
    );
    expect(ping.res.status).toBe(204);
    expect(fake.clicks.at(-1)).toMatchObject({ query: 'wachs', document_id: 'de:blog:waxing-basics' });
  });

  it('with the engine answering 500: the page answers 200 with a message, /api/search 502 in the error envelope', async () => {
    fake.failNext(500, 'Internal server error', 20);
    const page = await call('/en-us/search?q=telemark');
    expect(page.res.status).toBe(200);
    expect(page.body).toContain('Search is not answering right now');
    const api = await call('/api/search?locale=en-us', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: 'telemark boots' }),
    });
    expect(api.res.status).toBe(502);
    expect(JSON.parse(api.body)).toMatchObject({ error: { code: 'upstream_error' } });
    fake.clearFailures();
  });
});
