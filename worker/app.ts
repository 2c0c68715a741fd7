import { Hono } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import type { AppEnv } from './edge/app-env';
import { blockList } from './edge/block-list';
import { securityHeaders } from './edge/security-headers';
import { hotPages, pageCache } from './page-cache';
import { heldPagesFirst } from './page-cache';
import { assetManifest } from './render/manifest';
import { requestLog } from './edge/request-log';
import { geo } from './edge/geo';
import { utm } from './edge/utm';
import { consentBanner } from './edge/consent-banner';
import { locale } from './edge/locale';
import { providers, type ProvidersOptions } from './edge/providers';
import { session } from './edge/session';
import { csrf } from './edge/csrf';
import { shopper } from './edge/shopper';
import { sessionExpiredPage } from './cart';
import { api } from './api';
import { mediaRoutes } from './media';
import { homePage, notFoundPage, pages } from './pages';
import { livePreview, seoFiles } from './content';
import { devOutbox } from './dev';
import { fallbackPageRequest, pageRequest, renderErrorPage } from './render/render-page';
import { isProviderError } from './ports/errors';
import { dataMemoSize } from './ports/data';
import { apiError, providerErrorJson } from './edge/errors';
import { sweepRestocked } from './alerts';
import type { Env } from './env';
import { NO_STORE } from './rules/cache-control';

/** Apps built with their own providers, numbered so their cached pages never mix (a counter: no randomness at load). */
let customApps = 0;

/**
 * Hooks of the bench (test/bench/worker.ts passes them; production and tests never do), so
 * no Worker var can switch them on in a deploy.
 */
export interface BenchOptions {
  /** GET /healthz?data answers the isolate's document memo size (test/bench/memory.mjs). */
  stats?: boolean;
  /** Delay (ms) added to deferred commerce calls: pages must stream without them. */
  deferDelayMs?: number;
  /** Delay (ms) added to every port call, as a remote service would. */
  portDelayMs?: number;
}

export interface AppOptions {
  providers?: ProvidersOptions;
  bench?: BenchOptions;
}

/** The Worker: one Hono app, middleware in the order of DESIGN §3. */
export function createApp(options: AppOptions = {}) {
  // TrieRouter named, not Hono's default SmartRouter: RegExpRouter refuses our routes (a
  // `/:locale{…}` pattern beside literal segments at the root, and `/media/:type{[isv]}`), so
  // SmartRouter's first match paid a failed RegExpRouter build before falling back to this
  // same router. Routes now go into the trie as they are added, at module init (docs/cold-start.md).
  const app = new Hono<AppEnv>({ router: new TrieRouter() });

  // The middleware a hit runs, one instance each: the held-page stage in front of the app runs the same (see the end).
  const edge = {
    requestLog: requestLog(),
    blockList: blockList(),
    securityHeaders: securityHeaders(),
    utm: utm(),
    consentBanner: consentBanner(),
  };
  // One JSON log line and a Server-Timing header per request, blocked ones included.
  app.use(edge.requestLog);
  app.use(edge.blockList);
  app.use(edge.securityHeaders);
  // Uptime checks and the bench's throughput baseline: no locale, session or providers.
  // Under the bench only (`bench.stats`), `?data` answers what the isolate's document memo holds.
  const stats = options.bench?.stats === true;
  app.get('/healthz', (c) =>
    stats && c.req.query('data') !== undefined
      ? c.json(dataMemoSize(), 200, { 'cache-control': NO_STORE })
      : c.text('ok', 200, { 'cache-control': NO_STORE }),
  );
  // The embedded image service (DESIGN §7): immutable pictures, no locale or session needed.
  app.route('/media', mediaRoutes);
  app.use(edge.utm);
  // A shopper who has chosen gets every HTML answer, hit or render, without the consent banner (on its way out).
  app.use(edge.consentBanner);
  // An app with providers of its own (tests, tools) renders other pages: it keeps them apart.
  const buildId = options.providers ? `${assetManifest.buildId}.app${++customApps}` : assetManifest.buildId;
  // After utm (a hit still sets the campaign cookie on its way out, never on the stored copy),
  // before geo, providers and session (a hit costs none of them: the cache reads the country
  // itself for `/` only); a stale copy is refreshed by running the app again.
  app.use(pageCache({ refetch: (request, env, ctx) => app.fetch(request, env, ctx), buildId, hot: hotPages }));
  app.use(geo());
  const { deferDelayMs, portDelayMs } = options.bench ?? {};
  app.use(providers({ ...options.providers, deferDelayMs, portDelayMs }));
  app.use(session());
  app.use(csrf({ pageFailure: sessionExpiredPage }));
  // Who is shopping, once per request (the regions, the signed-in customer and their store
  // state); the page routes get theirs after the locale, whose regions a pro's state changes.
  app.use('/api/*', shopper());
  app.route('/api', api);
  // robots.txt and the sitemaps live outside the locale prefixes (worker/content/sitemap.tsx).
  app.route('/', seoFiles);
  // Development only (404 otherwise): the embedded email adapter's outbox.
  app.route('/', devOutbox);
  app.use(locale());
  // An editor's live preview: content from the preview service, never cached, framed by the CMS only.
  app.use(livePreview());
  app.use(shopper());
  app.get('/', homePage);
  app.route('/:locale{[a-z]{2}-(?:[a-z]{2}|global)}', pages);

  app.notFound(notFoundPage);
  // Failures reach here once: a port's ProviderError is an upstream problem (502/504 for
  // /api, the 503 error page for pages whose critical data is missing), anything else a 500.
  app.onError(async (error, c) => {
    const isApi = new URL(c.req.url).pathname.startsWith('/api/');
    if (isProviderError(error)) {
      console.warn('provider failure', error.service, error.kind, error.message);
      if (isApi) return providerErrorJson(c, error);
      return renderErrorPage(c, await pageRequest(c).catch(() => fallbackPageRequest(c)), 503, error);
    }
    console.error('unhandled', error);
    if (isApi) return apiError(c, 500, 'internal', 'Something went wrong on our side');
    return renderErrorPage(c, await pageRequest(c).catch(() => fallbackPageRequest(c)), 500, error);
  });
  // A page this isolate holds a fresh copy of is answered before the routing above (the page cache's
  // throughput budget), through the same middleware a hit runs here: worker/page-cache/held-pages.ts.
  heldPagesFirst(app, {
    edge: [edge.requestLog, edge.blockList, edge.securityHeaders, edge.utm, edge.consentBanner],
    hot: hotPages,
    buildId,
  });
  return app;
}

export const app = createApp();

export { CartDurableObject } from './cart';
export { LoginThrottleDurableObject } from './account';
export { CustomerSessionsDurableObject } from './edge/customer-sessions';

/** HTTP requests go to the app; the cron trigger runs the back-in-stock sweep (worker/alerts/sweep.ts). */
export default {
  fetch: (request: Request, env: Env, ctx: ExecutionContext) => app.fetch(request, env, ctx),
  async scheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    const sent = await sweepRestocked(env, ctx);
    if (sent > 0) console.log(`back-in-stock sweep: ${sent} mails`);
  },
};
