/**
 * The page cache middleware on a small app with a clock and a storage of its own: stale copies
 * are served while one refresh runs in the waitUntil of the request that found them, a failing
 * renderer is covered by a stale copy, and personal answers are never kept. Inside workerd for
 * HTMLRewriter.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../../worker/edge/app-env';
import { pageCache } from '../../../worker/page-cache/middleware';
import { requestLog } from '../../../worker/edge/request-log';
import { securityHeaders } from '../../../worker/edge/security-headers';
import type { PageStorage, PageToKeep } from '../../../worker/page-cache/page-storage';
import { HotPages } from '../../../worker/page-cache/hot-pages';

function memoryStorage(): PageStorage & { pages: Map<string, PageToKeep> } {
  const pages = new Map<string, PageToKeep>();
  return {
    pages,
    async match(key) {
      const page = pages.get(key);
      if (!page) return null;
      return { ...page, headers: new Headers(page.headers), body: new Response(page.body.slice(0)).body };
    },
    async put(key, page) {
      pages.set(key, page);
    },
    async purge(tags) {
      let n = 0;
      for (const [key, page] of pages) {
        if (!page.tags.some((t) => tags.includes(t))) continue;
        pages.delete(key);
        n++;
      }
      return n;
    },
  };
}

function harness() {
  let clock = 1_000_000;
  let renders = 0;
  let failing = false;
  const lines: string[] = [];
  const storage = memoryStorage();
  const app = new Hono<AppEnv>();
  app.use(requestLog({ write: (line) => lines.push(line) }));
  app.use(securityHeaders());
  // Each harness has its own isolate copies (worker/page-cache/hot-pages.ts), on its own clock.
  const hot = new HotPages();
  app.use(pageCache({ storage: () => storage, now: () => clock, refetch: (req, e, ctx) => app.fetch(req, e, ctx), buildId: 't', hot }));
  app.get('/en-us/p/:uid', (c) => {
    renders++;
    if (failing) return c.text('down', 503);
    c.get('pageTags').add('product:7');
    const nonce = c.get('nonce');
    return c.html(
      `<html><head><script nonce="${nonce}">run()</script><script>inert()</script></head><body>render ${renders}</body></html>`,
    );
  });
  app.get('/en-us/personal', (c) => {
    setCookie(c, 'x', '1');
    return c.html('<p>yours</p>');
  });
  app.get('/en-us/private', (c) => c.html('<p>yours</p>', 200, { 'cache-control': 'private, no-store' }));
  const fetch = async (path: string) => {
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request(`https://shop.test${path}`, { headers: { 'user-agent': 'Mozilla/5.0' } }), env, ctx);
    const body = await res.text();
    await waitOnExecutionContext(ctx);
    return { res, body, status: res.headers.get('cache-status') ?? '' };
  };
  return {
    storage,
    hot,
    lines,
    fetch,
    advance: (seconds: number) => void (clock += seconds * 1000),
    renders: () => renders,
    fail: (on: boolean) => void (failing = on),
  };
}

describe('page cache freshness', () => {
  it('serves a stale copy while one request refreshes it in its own waitUntil', async () => {
    const h = harness();
    expect((await h.fetch('/en-us/p/a')).status).toBe('loipe; fwd=miss; stored');
    expect((await h.fetch('/en-us/p/a')).status).toBe('loipe; hit; ttl=60');
    h.advance(61);
    const stale = await h.fetch('/en-us/p/a');
    expect(stale.status).toBe('loipe; fwd=stale; ttl=-1');
    expect(stale.body).toContain('render 1');
    // The refresh ran in that request's waitUntil: the next view is fresh from render 2.
    expect(h.renders()).toBe(2);
    const fresh = await h.fetch('/en-us/p/a');
    expect(fresh.status).toMatch(/^loipe; hit; /);
    expect(fresh.body).toContain('render 2');
  });

  it('renders in line once the copy is past stale-while-revalidate, and serves it when the renderer fails', async () => {
    const h = harness();
    await h.fetch('/en-us/p/a');
    h.advance(60 + 600 + 5);
    h.fail(true);
    const covered = await h.fetch('/en-us/p/a');
    expect(covered.res.status).toBe(200);
    expect(covered.status).toBe('loipe; fwd=stale; ttl=-605; fwd-status=503');
    expect(covered.body).toContain('render 1');
    h.fail(false);
    const rendered = await h.fetch('/en-us/p/a');
    expect(rendered.status).toBe('loipe; fwd=stale; stored');
    expect(rendered.body).toContain('render 3');
  });

  it('keeps serving the stale copy when its refresh fails, and stores the first render that succeeds', async () => {
    const h = harness();
    await h.fetch('/en-us/p/a');
    h.advance(61);
    h.fail(true);
    // The refresh runs in this request's waitUntil and answers 503: nothing is stored over the copy.
    expect((await h.fetch('/en-us/p/a')).status).toBe('loipe; fwd=stale; ttl=-1');
    expect(h.renders()).toBe(2);
    const again = await h.fetch('/en-us/p/a');
    expect(again.res.status).toBe(200);
    expect(again.status).toBe('loipe; fwd=stale; ttl=-1');
    expect(again.body).toContain('render 1');
    h.fail(false);
    await h.fetch('/en-us/p/a');
    const fresh = await h.fetch('/en-us/p/a');
    expect(fresh.status).toMatch(/^loipe; hit; /);
    expect(fresh.body).toContain('render 4');
  });

  it('answers a failing first view with the renderer’s 503 and stores nothing, so the next view renders and warms the copy', async () => {
    const h = harness();
    h.fail(true);
    const failed = await h.fetch('/en-us/p/a');
    expect(failed.res.status).toBe(503);
    expect(failed.status).toBe('loipe; fwd=miss');
    expect(h.storage.pages.size).toBe(0);
    h.fail(false);
    expect((await h.fetch('/en-us/p/a')).status).toBe('loipe; fwd=miss; stored');
    h.advance(60 + 600 + 5);
    h.fail(true);
    const covered = await h.fetch('/en-us/p/a');
    expect(covered.res.status).toBe(200);
    expect(covered.body).toContain('render 2');
  });

  it('does not store 5xx answers, cookies or answers marked private', async () => {
    const h = harness();
    h.fail(true);
    expect((await h.fetch('/en-us/p/a')).status).toBe('loipe; fwd=miss');
    expect((await h.fetch('/en-us/personal')).status).toBe('loipe; fwd=miss');
    const own = await h.fetch('/en-us/private');
    expect(own.status).toBe('loipe; fwd=miss');
    expect(own.res.headers.get('cache-control')).toBe('private, no-store');
    expect(h.storage.pages.size).toBe(0);
  });

  it('rewrites only the nonce attributes that carry the stored nonce', async () => {
    const h = harness();
    await h.fetch('/en-us/p/a');
    const stored = [...h.storage.pages.values()][0]!;
    const storedHtml = new TextDecoder().decode(stored.body);
    expect(storedHtml).toContain(`<script nonce="${stored.nonce}">run()</script>`);
    const hit = await h.fetch('/en-us/p/a');
    const nonce = /'nonce-([^']+)'/.exec(hit.res.headers.get('content-security-policy') ?? '')![1]!;
    expect(nonce).not.toBe(stored.nonce);
    expect(hit.body).toContain(`<script nonce="${nonce}">run()</script><script>inert()</script>`);
    expect(hit.body).not.toContain(stored.nonce);
    expect(stored.tags).toEqual(expect.arrayContaining(['product:7', 'locale:en-us', 'content:product']));
  });

  it('logs one JSON line per request with its id, route, status, cache outcome and timings', async () => {
    const h = harness();
    await h.fetch('/en-us/p/a');
    const line = JSON.parse(h.lines.at(-1)!) as Record<string, unknown>;
    expect(line).toMatchObject({ method: 'GET', path: '/en-us/p/a', route: '/en-us/p/:uid', status: 200, cache: 'miss' });
    expect(line.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(line.timings as object)).toEqual(['cache', 'render', 'total']);
  });
});
