/**
 * Held hits answered before the app's routing (worker/page-cache/held-pages.ts): on a small app
 * that counts what its routing runs, a held fresh copy is answered by the stage in front of it
 * with the same middleware (log line, block list, CSP nonce, utm cookie, Server-Timing, HEAD);
 * anything else goes to the app. Then through the Worker itself (SELF), as traffic comes.
 */
import { createExecutionContext, env, reset, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../../worker/edge/app-env';
import { pageCache, hotPages } from '../../../worker/page-cache/middleware';
import { heldPagesFirst, pathOf } from '../../../worker/page-cache/held-pages';
import { requestLog } from '../../../worker/edge/request-log';
import { blockList } from '../../../worker/edge/block-list';
import { securityHeaders } from '../../../worker/edge/security-headers';
import { utm } from '../../../worker/edge/utm';
import type { PageStorage, PageToKeep } from '../../../worker/page-cache/page-storage';
import { HotPages } from '../../../worker/page-cache/hot-pages';
import { get } from '../support/helpers';

const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';

function harness() {
  let clock = 1_000_000;
  let routed = 0;
  const lines: Record<string, unknown>[] = [];
  const pages = new Map<string, PageToKeep>();
  const storage: PageStorage = {
    async match(key) {
      const page = pages.get(key);
      return page ? { ...page, headers: new Headers(page.headers), body: new Response(page.body.slice(0)).body } : null;
    },
    async put(key, page) {
      pages.set(key, page);
    },
    async purge() {
      return 0;
    },
  };
  const hot = new HotPages();
  const edge = {
    requestLog: requestLog({ write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) }),
    blockList: blockList({ list: { ips: [], urlFragments: [], userAgentFragments: ['badbot'], neverBlockIps: [] } }),
    securityHeaders: securityHeaders(),
    utm: utm(),
  };
  const app = new Hono<AppEnv>();
  app.use(edge.requestLog, edge.blockList, edge.securityHeaders, edge.utm);
  // Counts the requests that reached the app's own pipeline past the edge middleware.
  app.use(async (_c, next) => {
    routed++;
    await next();
  });
  app.use(pageCache({ storage: () => storage, now: () => clock, refetch: (req, e, ctx) => app.fetch(req, e, ctx), buildId: 't', hot }));
  app.get('/en-us/p/:uid', (c) =>
    c.html(`<html><script nonce="${c.get('nonce')}">run()</script><body>${c.req.param('uid')}</body></html>`),
  );
  heldPagesFirst(app, { edge: Object.values(edge), hot, buildId: 't', now: () => clock });

  const fetch = async (path: string, init: RequestInit = {}) => {
    const ctx = createExecutionContext();
    const headers = { 'user-agent': 'Mozilla/5.0', ...(init.headers as Record<string, string>) };
    const res = await app.fetch(new Request(`https://shop.test${path}`, { ...init, headers }), env, ctx);
    const body = await res.text();
    await waitOnExecutionContext(ctx);
    return { res, body, status: res.headers.get('cache-status') ?? '' };
  };
  return { fetch, pages, lines, routed: () => routed, advance: (s: number) => void (clock += s * 1000) };
}

describe('held hits before the app', () => {
  it('answers a held fresh copy without the app, with the log line, Server-Timing and a fresh nonce matching the CSP', async () => {
    const h = harness();
    const miss = await h.fetch('/en-us/p/a');
    expect(miss.status).toBe('loipe; fwd=miss; stored');
    expect(h.routed()).toBe(1);
    const hit = await h.fetch('/en-us/p/a');
    expect(hit.status).toBe('loipe; hit; ttl=60');
    expect(h.routed()).toBe(1);
    expect(hit.res.headers.get('cache-control')).toBe('private, max-age=0');
    const nonce = nonceOf(hit.res);
    expect(nonce).not.toBe(nonceOf(miss.res));
    expect(hit.body).toBe(`<html><script nonce="${nonce}">run()</script><body>a</body></html>`);
    expect(hit.res.headers.get('server-timing')).toMatch(/^cache;dur=[\d.]+, total;dur=[\d.]+$/);
    expect(hit.res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(h.lines.at(-1)).toMatchObject({ method: 'GET', path: '/en-us/p/a', route: '/en-us/p/:uid', status: 200, cache: 'hit' });
    expect(h.lines.at(-1)!.cache_status).toBe('loipe; hit; ttl=60');
    expect(h.lines).toHaveLength(2);
  });

  it('sets the utm cookie on a held hit and never on the stored copy; answers HEAD without a body', async () => {
    const h = harness();
    await h.fetch('/en-us/p/a');
    const landing = await h.fetch('/en-us/p/a?utm_source=mail');
    expect(landing.status).toMatch(/^loipe; hit;/);
    expect(landing.res.headers.get('set-cookie')).toMatch(/^utm=utm_source%3Dmail;/);
    expect(h.routed()).toBe(1);
    expect([...h.pages.values()][0]!.headers.get('set-cookie')).toBeNull();
    const head = await h.fetch('/en-us/p/a', { method: 'HEAD' });
    expect(head.status).toMatch(/^loipe; hit;/);
    expect(head.body).toBe('');
    expect(h.routed()).toBe(1);
  });

  it('still blocks a listed client on a held page', async () => {
    const h = harness();
    await h.fetch('/en-us/p/a');
    const blocked = await h.fetch('/en-us/p/a', { headers: { 'user-agent': 'BadBot/1.0' } });
    expect(blocked.res.status).toBe(403);
    expect(blocked.res.headers.get('x-blocked-by')).toBe('user-agent');
    expect(blocked.body).toBe('Forbidden');
    expect(h.lines.at(-1)).toMatchObject({ status: 403 });
  });

  it.each<{ name: string; path: string; headers: Record<string, string>; method?: string; status: string }>([
    {
      name: 'a shopper with a session',
      path: '/en-us/p/a',
      headers: { cookie: '__Host-session=s1' },
      status: 'loipe; fwd=bypass; detail=session',
    },
    { name: 'a parameter no page reads', path: '/en-us/p/a?x=1', headers: {}, status: 'loipe; fwd=bypass; detail=query' },
    { name: 'a page with no held copy', path: '/en-us/p/b', headers: {}, status: 'loipe; fwd=miss; stored' },
    { name: 'a POST', path: '/en-us/p/a', headers: {}, method: 'POST', status: 'loipe; fwd=bypass; detail=method' },
  ])('leaves $name to the app', async ({ path, headers, method, status }) => {
    const h = harness();
    await h.fetch('/en-us/p/a');
    const res = await h.fetch(path, { headers, method: method ?? 'GET' });
    expect(res.status).toBe(status);
    expect(h.routed()).toBe(2);
    expect(h.lines).toHaveLength(2);
  });

  it('leaves a stale copy to the app, which serves it and refreshes it', async () => {
    const h = harness();
    await h.fetch('/en-us/p/a');
    h.advance(61);
    const stale = await h.fetch('/en-us/p/a');
    expect(stale.status).toBe('loipe; fwd=stale; ttl=-1');
    // The request itself and the refresh it started.
    expect(h.routed()).toBe(3);
  });

  it.each([
    ['https://shop.test/en-us/p/a', '/en-us/p/a'],
    ['https://shop.test/en-us/p/a?x=1#y', '/en-us/p/a'],
    ['https://shop.test/?utm_source=a', '/'],
    ['https://shop.test', '/'],
    ['http://localhost:8787/en-us/c/skis#top', '/en-us/c/skis'],
  ])('pathOf(%s) is %s, as URL reads it', (url, path) => {
    expect(pathOf(url)).toBe(path);
    expect(new URL(url).pathname).toBe(path);
  });
});

describe('held hits through the Worker', () => {
  afterEach(() => {
    hotPages.clear();
    return reset();
  });

  it('a blocked client is refused on a page this isolate holds', async () => {
    await (await get('/en-us/c/skis')).text();
    // The fill is stored in the first answer's waitUntil, after its body.
    await expect.poll(() => hotPages.holdsPath('/en-us/c/skis')).toBe(true);
    const hit = await get('/en-us/c/skis');
    expect(hit.headers.get('cache-status')).toMatch(/^loipe; hit;/);
    await hit.text();
    const blocked = await get('/en-us/c/skis', { headers: { 'cf-connecting-ip': '192.0.2.13' } });
    expect(blocked.status).toBe(403);
    expect(blocked.headers.get('x-blocked-by')).toBe('ip');
    await blocked.text();
  });
});
