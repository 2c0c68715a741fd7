/**
 * The page cache (DESIGN §3 step 3): anonymous GET/HEAD requests for locale pages
 * are answered from the Cache API when a stored copy is fresh; a stale copy is served while
 * one request of this isolate refreshes it in its own `waitUntil`; a renderer failure serves
 * a copy up to a day old. Every answer gets a fresh CSP nonce written into the stored HTML
 * and says what happened in `Cache-Status` (RFC 9211). The rules are in rules.ts.
 */
import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import type { Context } from 'hono';
import type { AppEnv } from '../edge/app-env';
import { setHeaders } from '../edge/response-headers';
import type { Env } from '../env';
import {
  asksKnownQuery,
  cacheStatus,
  freshnessFor,
  pathTags,
  phaseOf,
  type BypassReason,
  type CacheOutcome,
  type Cacheable,
  RETAIL_GROUP,
} from './rules';
import { priceGroupOf } from '../rules/price-group';
import { createCachePageStorage, defaultCache, type PageStorage, type PageToKeep } from './page-storage';
import { rewriteNonce } from '../render/nonce-rewrite';
import { HotPages, hotCopy, lookup, withHotCopies, type HotPage } from './hot-pages';
import { randomNonce } from '../edge/security-headers';
import { assetManifest } from '../render/manifest';
import { pageCacheKey, refreshRequests } from './key';
import { answerFromCopy as serve } from './answer';
import { executionContextOf } from '../edge/execution-context';
import { forbidsSharedCopy, NO_STORE, PRIVATE_REVALIDATE } from '../rules/cache-control';
import { getCookie } from 'hono/cookie';
import { SESSION_COOKIE } from '../edge/session';
import { cookieParts, fillPersonal, hasPersonalParts, servedSession, type PersonalParts, type ServedSession } from './personal';

export interface PageCacheOptions {
  storage?: (env: Env) => PageStorage;
  now?: () => number;
  nonce?: () => string;
  /** Runs the app again for a background refresh (index.ts passes `app.fetch`). */
  refetch?: (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>;
  buildId?: string;
  /** The isolate's recent copies (hot-pages.ts); the app's own by default. */
  hot?: HotPages;
}

/** The app's copies of recent pages: one per isolate (tests clear it between cases, `hotPages.clear()`). */
export const hotPages = new HotPages();

/** Keys being refreshed in this isolate: strings only, so no request ever waits on another's promise. */
const refreshing = new Set<string>();

export function defaultPageStorage(env: Env): PageStorage {
  return createCachePageStorage(defaultCache(), env.PAGE_INDEX);
}

function waitUntil(c: Context<AppEnv>, promise: Promise<unknown>): void {
  const settled = promise.catch((error: unknown) => console.error('page cache background work failed', error));
  // app.request() in unit tests has no execution context: the promise runs on its own.
  executionContextOf(c)?.waitUntil(settled);
}

/**
 * Whether a rendered answer may be kept for everyone of its group: no cookie, nothing marked
 * private, no session made (a session read for a shared render, `servedSession`, rendered nothing of its own).
 */
function storable(c: Context<AppEnv>, res: Response, sessionServed: boolean): boolean {
  if (c.req.method !== 'GET' || !res.body) return false;
  if (res.headers.has('set-cookie')) return false;
  if (forbidsSharedCopy(res.headers.get('cache-control'))) return false;
  if (!/^text\/html\b/.test(res.headers.get('content-type') ?? '')) return false;
  const current = c.get('session')?.current();
  return !current || (sessionServed && current.id === c.get('sessionRead')?.id);
}

/** The headers a stored page keeps: what the route said, without per-response ones. */
function headersToKeep(res: Response): Headers {
  const headers = new Headers(res.headers);
  for (const name of ['cache-control', 'set-cookie', 'server-timing', 'cache-status', 'content-length']) headers.delete(name);
  return headers;
}

export function pageCache(options: PageCacheOptions = {}) {
  const makeStorage = options.storage ?? defaultPageStorage;
  const now = options.now ?? Date.now;
  const makeNonce = options.nonce ?? randomNonce;
  const buildId = options.buildId ?? assetManifest.buildId;
  const hot = options.hot ?? hotPages;

  return createMiddleware<AppEnv>(async function pageCacheMiddleware(c, next) {
    const storage = withHotCopies(makeStorage(c.env), hot);
    c.set('pageStorage', storage);
    const url = new URL(c.req.url);
    const refresh = refreshRequests.has(c.req.raw);
    let decision = pageCacheKey(c, url, buildId);
    // The operators' switch (and the bench's render figures): PAGE_CACHE=off answers every page by rendering it.
    if (c.env.PAGE_CACHE === 'off') return bypass(c, next, typeof decision === 'string' ? decision : 'disabled');
    // A session cookie: the session is read once (the session middleware reuses it), and a
    // shopper whose parts the edge can fill gets their price group's copy (personal.ts).
    let served: ServedSession | null = null;
    if (decision === 'session' && !refresh) {
      const started = performance.now();
      const id = getCookie(c, SESSION_COOKIE, 'host');
      served = id === undefined ? null : await servedSession(c, id, url, now()).catch(() => null);
      c.get('timing')?.add('session', performance.now() - started);
      if (served) decision = pageCacheKey(c, url, buildId, { priceGroup: served.priceGroup });
    }
    if (typeof decision === 'string') return bypass(c, next, decision);
    const parts = served?.parts ?? cookieParts(c);

    c.set('pageTags', new Set(pathTags(decision.page)));
    const timing = c.get('timing');
    let stored: HotPage | null = null;
    // The page's route, for the request log of the hits that the held-page stage answers without routing.
    const route = routePath(c, -1);
    if (!refresh) {
      const started = performance.now();
      stored = await lookup(storage, hot, decision.key, now(), route).catch((error: unknown) => {
        console.error('page cache read failed', error);
        return null;
      });
      timing?.add('cache', performance.now() - started);
    }
    const responseNonce = c.get('nonce');
    if (stored) {
      const age = (now() - stored.storedAt) / 1000;
      const phase = phaseOf(age, stored.freshness);
      const ttl = Math.floor(stored.freshness.fresh - age);
      if (phase === 'fresh') return serve(c, stored, responseNonce, { kind: 'hit', ttl }, parts);
      // A group's copy is refreshed by its own shoppers' renders (a refresh renders as a visitor, for retail).
      if (phase === 'stale' && (served?.priceGroup ?? RETAIL_GROUP) === RETAIL_GROUP) {
        startRefresh(c, decision.key, options.refetch);
        return serve(c, stored, responseNonce, { kind: 'stale', ttl }, parts);
      }
    }

    // Render with a nonce of the fill's own: the stored copy never carries a nonce any answer sends.
    const fillNonce = makeNonce();
    c.set('nonce', fillNonce);
    // The render is everyone's of the group: its personal parts empty and marked, filled per answer.
    c.set('sharedPage', true);
    const rendering = performance.now();
    await next();
    timing?.add('render', performance.now() - rendering);
    const res = c.res;
    if (stored && res.status >= 500) {
      await res.body?.cancel();
      // After next() Hono keeps c.res, not a returned Response; cleared first so none of the failure's headers carry over.
      c.res = undefined;
      c.res = serve(
        c,
        stored,
        responseNonce,
        {
          kind: 'stale',
          ttl: Math.floor(stored.freshness.fresh - (now() - stored.storedAt) / 1000),
          fwdStatus: res.status,
        },
        parts,
      );
      return;
    }
    const freshness = freshnessFor(decision.page.kind, res.status);
    // Only a query the page knows is stored under its own key: made-up values never fill the cache or its index.
    const knownQuery = decision.query.length === 0 || asksKnownQuery(decision.query, c.get('pageQuery') ?? {});
    // Stored under the group it was keyed by only if it rendered that group's prices (a note may be out of date).
    const renderedGroup = priceGroupOf(c.get('customerState'), c.get('regions')?.commerce ?? '');
    const keep =
      freshness !== null && knownQuery && renderedGroup === (served?.priceGroup ?? RETAIL_GROUP) && storable(c, res, served !== null);
    const outcome: CacheOutcome = { kind: 'miss', stored: keep, stale: stored !== null, ...(knownQuery ? {} : { unknownQuery: true }) };
    c.set('cacheOutcome', outcome);
    if (keep && res.body) {
      const tags = [...c.get('pageTags')];
      const kept = headersToKeep(res);
      const fill = async (body: ReadableStream<Uint8Array>) => {
        const bytes = await new Response(body).arrayBuffer();
        const page: PageToKeep = { status: res.status, headers: kept, body: bytes, storedAt: now(), nonce: fillNonce, tags, freshness };
        // Read once the body is whole: a form with the bot check may be in a part streamed after the headers.
        const botcheckOrigin = c.get('botcheckOrigin');
        if (botcheckOrigin) page.botcheckOrigin = botcheckOrigin;
        await storage.put(decision.key, page);
        hot.set(decision.key, await hotCopy(page, bytes, now(), route));
      };
      if (refresh) {
        // A background refresh stores before it settles, so its key leaves `refreshing` only once the new copy is in.
        await fill(res.body);
        c.res = new Response(null, { status: 204, headers: { 'cache-status': cacheStatus(outcome) } });
        return;
      }
      const [toClient, toCache] = res.body.tee();
      waitUntil(c, fill(toCache));
      c.res = new Response(toClient, { status: res.status, headers: res.headers });
    }
    finish(c, fillNonce, responseNonce, outcome, freshness !== null, parts);
  });
}

/** A request the cache does not answer: it says so, and an answer without caching rules gets `no-store`. */
async function bypass(c: Context<AppEnv>, next: () => Promise<void>, reason: BypassReason): Promise<void> {
  const outcome: CacheOutcome = { kind: 'bypass', reason };
  c.set('cacheOutcome', outcome);
  await next();
  setHeaders(c, { 'cache-status': cacheStatus(outcome), 'cache-control': NO_STORE }, ['cache-control']);
}

/** A rendered answer on its way out: the fill's nonce becomes this response's, and browsers revalidate pages. */
function finish(
  c: Context<AppEnv>,
  fillNonce: string,
  responseNonce: string,
  outcome: CacheOutcome,
  cacheablePage: boolean,
  parts: PersonalParts | null,
): void {
  const res = c.res;
  const nonced = c.req.method === 'HEAD' ? res : rewriteNonce(res, fillNonce, responseNonce);
  const rewritten = hasPersonalParts(parts) ? fillPersonal(nonced, parts) : nonced;
  c.res = new Response(rewritten.body, { status: res.status, statusText: res.statusText, headers: new Headers(res.headers) });
  const cc = res.headers.get('cache-control');
  const browser = cacheablePage && !forbidsSharedCopy(cc) ? PRIVATE_REVALIDATE : (cc ?? NO_STORE);
  setHeaders(c, { 'cache-status': cacheStatus(outcome), 'cache-control': browser });
}

/** One refresh per key per isolate, in the `waitUntil` of the request that found the copy stale. */
function startRefresh(c: Context<AppEnv>, key: Cacheable['key'], refetch: PageCacheOptions['refetch']): void {
  if (!refetch || refreshing.has(key)) return;
  const ctx = executionContextOf(c);
  if (!ctx) return;
  refreshing.add(key);
  const headers = new Headers();
  for (const name of ['accept', 'user-agent', 'ect']) if (c.req.header(name)) headers.set(name, c.req.header(name)!);
  const request = new Request(c.req.url, { headers });
  refreshRequests.add(request);
  // Started inside a promise, so even a synchronous throw releases the key.
  const work = Promise.resolve()
    .then(() => refetch(request, c.env, ctx))
    .then((res) => res.body?.cancel())
    .finally(() => refreshing.delete(key));
  waitUntil(c, work);
}

/**
 * Deletes the stored pages carrying any of the tags. `wait: true` answers after the
 * deletes (an operator's call, so the very next view is fresh); otherwise they run in the
 * request's `waitUntil` (webhooks and checkout answer at once).
 */
export async function purgePages(c: Context<AppEnv>, tags: readonly string[], options: { wait: boolean }): Promise<number> {
  const storage = c.get('pageStorage');
  if (!storage || tags.length === 0) return 0;
  const work = storage.purge(tags).then((deleted) => {
    console.log(JSON.stringify({ request_id: c.get('requestId'), event: 'page-cache-purge', tags, deleted }));
    return deleted;
  });
  if (options.wait) return work;
  waitUntil(c, work);
  return 0;
}
