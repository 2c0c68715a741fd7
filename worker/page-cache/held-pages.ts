/**
 * Held hits before the app's routing (so a hit serves at least 0.8× the requests of
 * `/healthz`). A page this isolate holds a fresh copy of (hot-pages.ts) is answered by a
 * small stage in front of the app: the same middleware instances a hit runs in the app (request
 * log, block list, security headers, utm, consent banner: index.ts passes them), then the copy with this
 * response's nonce. Everything else, and any page whose copy is not held and fresh (a stale copy
 * is refreshed by the app's page cache), goes to the app as before.
 *
 * Which requests are held hits is the page cache's own decision (key.ts): the stage
 * keys the request as the page cache middleware does and looks only at the isolate's copies,
 * never at the Cache API. A request for a path with no held copy costs one Map lookup here.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../edge/app-env';
import { phaseOf } from './rules';
import type { HotPages } from './hot-pages';
import { pageCacheKey, refreshRequests } from './key';
import { answerFromCopy } from './answer';
import { cookieParts } from './personal';
import { executionContextOf } from '../edge/execution-context';

type Fetch = Hono<AppEnv>['fetch'];

export interface HeldPagesOptions {
  /** The middleware a hit runs in the app before the page cache, in the app's order: the same instances. */
  edge: readonly MiddlewareHandler<AppEnv>[];
  /** The copies the app's page cache keeps (its `hot` option). */
  hot: HotPages;
  /** The build id the app's page cache keys with (its `buildId` option). */
  buildId: string;
  now?: () => number;
}

/** The path of a request URL without parsing it (the URL is already normalised by the Request). */
export function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start < 0) return '/';
  let end = url.length;
  const query = url.indexOf('?', start);
  if (query >= 0) end = query;
  const hash = url.indexOf('#', start);
  if (hash >= 0 && hash < end) end = hash;
  return url.slice(start, end);
}

/**
 * Puts the held-page stage in front of `app.fetch`, so every way in (the Worker's export, the
 * page cache's own refreshes, `app.request` in tests, the bench's entry) takes the same path.
 */
export function heldPagesFirst(app: Hono<AppEnv>, options: HeldPagesOptions): void {
  const routed: Fetch = app.fetch;
  const now = options.now ?? Date.now;
  const { hot, buildId } = options;
  const toApp = (request: Request, env: unknown, ctx: ExecutionContext | undefined) => routed(request, env as AppEnv['Bindings'], ctx);

  // Without its middleware run yet: a request that is not a held hit leaves for the app untouched.
  const gate = createMiddleware<AppEnv>(async function heldPageGate(c, next) {
    const started = performance.now();
    const decision = c.env?.PAGE_CACHE === 'off' ? null : pageCacheKey(c, new URL(c.req.url), buildId);
    const copy = decision && typeof decision !== 'string' ? hot.get(decision.key, now()) : null;
    if (!copy || phaseOf((now() - copy.storedAt) / 1000, copy.freshness) !== 'fresh') return toApp(c.req.raw, c.env, executionContextOf(c));
    c.set('heldPage', { copy, lookupMs: performance.now() - started });
    await next();
  });

  const answer = createMiddleware<AppEnv>(async function heldPageAnswer(c) {
    const { copy, lookupMs } = c.get('heldPage');
    // Server-Timing's `cache` is this lookup, as the app's page cache reports its read.
    c.get('timing')?.add('cache', lookupMs);
    if (copy.route) c.set('route', copy.route);
    const ttl = Math.floor(copy.freshness.fresh - (now() - copy.storedAt) / 1000);
    // No session here (a session cookie is keyed by the app's page cache): only a cart count cookie to fill.
    return answerFromCopy(c, copy, c.get('nonce'), { kind: 'hit', ttl }, cookieParts(c));
  });

  const held = new Hono<AppEnv>();
  held.use(gate);
  for (const middleware of options.edge) held.use(middleware);
  held.use(answer);
  // A failure while answering a held copy is answered by the app, as the request would have been
  // without this stage (its log line may then be written twice). A failure of the app itself,
  // reached through the gate, is not run a second time.
  held.onError((error, c) => {
    if (!c.get('heldPage')) throw error;
    console.error('held page failed', error);
    return toApp(c.req.raw, c.env, executionContextOf(c));
  });

  app.fetch = (request, env, ctx) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && hot.holdsPath(pathOf(request.url)) && !refreshRequests.has(request))
      return held.fetch(request, env, ctx);
    return routed(request, env, ctx);
  };
}
