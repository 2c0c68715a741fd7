import { createExecutionContext, env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../worker/app';
import { createContentProvider } from '../../../worker/ports/content';
import type { ContentProvider } from '../../../worker/ports/content/types';
import type { SearchResponse } from '../../../worker/ports/search/types';

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  SELF.fetch(`https://loipe.test${path}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
  });
const get = (path: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`https://loipe.test${path}`, { headers: { accept: 'application/json', ...headers } });
type ErrorBody = { error: { code: string; message: string; issues: { path: string; message: string }[] } };
const uids = (answer: SearchResponse) => answer.results.map((r) => (r as unknown as { uid: { raw: string } }).uid.raw);

describe('POST /api/search', () => {
  it("answers the engine's answer for the engine's body, without a session or token, cacheable per region", async () => {
    const res = await post(
      '/api/search?locale=en-us',
      {
        query: 'skate ski',
        filters: { all: [{ type: 'product' }] },
        facets: { category: { type: 'value' } },
        page: { size: 5, current: 1 },
      },
      { region: 'us' },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('vary')).toContain('region');
    expect(res.headers.get('set-cookie')).toBeNull();
    const answer = (await res.json()) as SearchResponse;
    expect(answer.meta.page).toMatchObject({ current: 1, size: 5 });
    expect(uids(answer)).toContain('rime-skate');
    expect(answer.facets?.category?.[0]?.data.length).toBeGreaterThan(0);
  });

  it('searches the engine of the locale asked for', async () => {
    const answer = (await (
      await post('/api/search?locale=de-de', { query: 'skischuhe', filters: { all: [{ type: 'product' }] } })
    ).json()) as SearchResponse;
    expect(uids(answer).some((uid) => uid.endsWith('-boot'))).toBe(true);
  });

  it("leaves out what the shopper's region does not sell", async () => {
    // Polar Race glide wax is not sold in Japan (worker/data/catalog/accessories.ts).
    const us = (await (await post('/api/search?locale=en-us', { query: 'polar race glide' }, { region: 'us' })).json()) as SearchResponse;
    const jp = (await (await post('/api/search?locale=ja-jp', { query: 'polar race glide' }, { region: 'jp' })).json()) as SearchResponse;
    expect(uids(us)).toContain('polar-race-glide');
    expect(uids(jp)).not.toContain('polar-race-glide');
  });

  it.each([
    ['page.current beyond 100', { query: 'ski', page: { current: 101 } }, 'page.current'],
    ['a page size of 0', { query: 'ski', page: { size: 0 } }, 'page.size'],
    ['no query', { page: { size: 5 } }, 'query'],
    ['an unknown field', { query: 'ski', filters: { all: [{ password: 'x' }] } }, 'filters.all.0.password'],
    ['an unknown sort direction', { query: 'ski', sort: { price: 'up' } }, 'sort'],
    ['an unknown top-level key', { query: 'ski', engine: 'other' }, 'engine'],
    ['a facet of unknown type', { query: 'ski', facets: { color: { type: 'cloud' } } }, 'facets.color'],
  ])('answers 400 with issues for %s', async (_name, body, path) => {
    const res = await post('/api/search', body);
    expect(res.status).toBe(400);
    const error = ((await res.json()) as ErrorBody).error;
    expect(error.code).toBe('invalid_body');
    expect(error.issues.some((issue) => issue.path.startsWith(path.split('.')[0]!))).toBe(true);
    expect(error.issues.map((i) => i.path).join(' ')).toContain(path.split('.')[0]);
  });

  it('answers 400 for a body that is not JSON, and for an unknown region or locale', async () => {
    expect((await post('/api/search', '{nope')).status).toBe(400);
    expect((await post('/api/search', { query: 'ski' }, { region: 'mars' })).status).toBe(400);
    expect((await post('/api/search?locale=xx', { query: 'ski' })).status).toBe(400);
  });

  it('refuses a cross-site post, like every other write', async () => {
    const res = await post('/api/search', { query: 'ski' }, { 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
  });
});

describe('GET /api/search/suggest', () => {
  it('suggests queries and up to five products for what was typed', async () => {
    const res = await get('/api/search/suggest?q=skat&locale=en-us');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const body = (await res.json()) as { suggestions: string[]; products: { uid: string; title: string; href: string }[] };
    expect(body.suggestions[0]).toMatch(/^skat/);
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(5);
    expect(body.products.some((p) => p.title.includes('Skate Ski') && p.href.startsWith('/en-us/p/'))).toBe(true);
  });

  it('answers 400 without q', async () => {
    const res = await get('/api/search/suggest');
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.issues[0]?.path).toBe('q');
  });
});

describe('POST /api/search/click', () => {
  it('answers 204 for a click on a result, without a session', async () => {
    const res = await post('/api/search/click', {
      query: 'skate',
      document_id: 'product:rime-skate',
      request_id: 'a1b2c3d4e5f6',
      tags: ['header'],
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('answers 400 for a click without a document', async () => {
    const res = await post('/api/search/click', { query: 'skate' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.issues.map((i) => i.path)).toContain('document_id');
  });
});

describe('search off (spec §5)', () => {
  const call = (app: ReturnType<typeof createApp>, path: string, init: RequestInit = {}) =>
    app.request(
      `https://loipe.test${path}`,
      {
        ...init,
        headers: {
          'user-agent': 'Mozilla/5.0 Chrome/156.0',
          accept: 'application/json',
          'content-type': 'application/json',
          ...(init.headers as Record<string, string>),
        },
      },
      env,
      createExecutionContext(),
    );

  it('answers 404 search_unavailable when no connector is configured', async () => {
    const app = createApp({ providers: { search: () => null } });
    const res = await call(app, '/api/search', { method: 'POST', body: JSON.stringify({ query: 'ski' }) });
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).error.code).toBe('search_unavailable');
  });

  it('answers 404 search_unavailable when the brand setting turns search off', async () => {
    const real = createContentProvider(env);
    const content: ContentProvider = {
      ...real,
      getBrandSettings: async (cx) => ({ ...(await real.getBrandSettings(cx)), site_search: false }),
    };
    const app = createApp({ providers: { content: () => content } });
    const res = await call(app, '/api/search/suggest?q=ski');
    expect(res.status).toBe(404);
  });
});
