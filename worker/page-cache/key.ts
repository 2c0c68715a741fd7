/**
 * The page cache's reading of a request: the facts rules.ts decides on,
 * taken from the request and the Worker's vars. One home for both places that key a request:
 * the page cache middleware (middleware.ts) and the held-page stage in front of the app
 * (held-pages.ts), so the two can never key the same request differently.
 */
import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import type { AppEnv } from '../edge/app-env';
import type { Env } from '../env';
import { cacheDecision, type BypassReason, type Cacheable } from './rules';
import { isCrawler } from '../render/crawler';
import { isFastConnection } from '../../shared/connection';
import { visitorLocale } from '../edge/region';
import { visitorCountry } from '../edge/geo';
import { SESSION_COOKIE } from '../edge/session';

/** The vars a page's HTML depends on: a change of any of them (a new deploy's config) is a new key. */
const RENDER_VARS = [
  'ENVIRONMENT',
  'GTM_ID',
  'CONTENT_PROVIDER',
  'COMMERCE_PROVIDER',
  'MEDIA_PROVIDER',
  'SEARCH_PROVIDER',
  'SEARCH_ENGINE',
  'STORE_LOCATOR_URL',
  'BOTCHECK_PROVIDER',
] as const;

function configTag(env: Env): string {
  let tag = '';
  for (const name of RENDER_VARS) {
    const value = env?.[name];
    if (value) tag += `.${value}`;
  }
  return tag;
}

/** The locale `/` would redirect to: geo runs after the cache (a hit needs no country), so `/` reads it here. */
function rootLocale(c: Context<AppEnv>): string {
  if (c.get('geoCountry') === undefined) c.set('geoCountry', visitorCountry(c));
  return visitorLocale(c).prefix;
}

/**
 * The request's cache key, or why the cache does not answer it (`buildId`: the app's build, pageCache's option;
 * `served`: the session's price group, once the page cache has read the session it fills for).
 */
export function pageCacheKey(c: Context<AppEnv>, url: URL, buildId: string, served?: { priceGroup: string }): Cacheable | BypassReason {
  return cacheDecision({
    method: c.req.method,
    url,
    // A session the page cache read and can fill for (personal.ts) is keyed by its price group.
    hasSession: served === undefined && getCookie(c, SESSION_COOKIE, 'host') !== undefined,
    ...(served ? { priceGroup: served.priceGroup } : {}),
    visitorIsDefaultLocale: url.pathname !== '/' || rootLocale(c) === 'en-us',
    fastConnection: isFastConnection(c.req.header('ect')),
    crawler: isCrawler(c.req.header('user-agent')),
    buildId: `${buildId}${configTag(c.env)}`,
  });
}

/** Requests this isolate made to refresh a page: they render and store, never read the cache or a held copy. */
export const refreshRequests = new WeakSet<Request>();
