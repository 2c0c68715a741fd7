/**
 * The page cache's rules (DESIGN §1.3 "the edge is the cache"): which requests may
 * be answered from the cache, the key a page is stored under, how long it stays fresh, and
 * the RFC 9211 `Cache-Status` value that says what happened. Pure: no Request, no env.
 */
import { asksForPreview } from '../rules/live-preview';
import { looksLikePrefix, parseLocalePrefix } from '../rules/locale';

/** What kind of page a path is; the kind fixes the query parameters that matter and the freshness. */
export type PageKind = 'home' | 'product' | 'category' | 'blog' | 'content';

/** Why a request goes past the cache (the `detail` of `fwd=bypass`). */
export type BypassReason = 'method' | 'not-page' | 'personal-path' | 'session' | 'preview' | 'query' | 'geo' | 'disabled';

/**
 * Pages whose answer depends on who asks or what they just did: never cached. The stores
 * page sorts by the visitor's position; the country picker reads its return path.
 */
const PERSONAL_SEGMENTS = new Set(['account', 'back-in-stock', 'cart', 'checkout', 'country', 'dev', 'pro', 'search', 'stores']);

/** Query parameters that only track campaigns: left out of the key (the utm cookie is still set on the way out). */
const TRACKING = /^(utm_[a-z_]{1,30}|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|twclid|ttclid|igshid|mc_cid|mc_eid|_ga|_gl)$/;

/** The parameters that change each kind of page (spec §2: colour, variant, crumbs, paging, sort, facets). */
export const PAGE_PARAMS: Record<PageKind, readonly string[]> = {
  home: [],
  content: [],
  blog: ['page'],
  product: ['variant', 'color', 'crumbs'],
  category: ['page', 'sort', 'Style', 'Level', 'Terrain', 'Color'],
};

export interface PagePath {
  kind: PageKind;
  /** The locale prefix (`en-us` for `/`). */
  locale: string;
}

/** The kind of a locale page path, or a bypass reason for any other path. */
export function classifyPath(pathname: string): PagePath | BypassReason {
  if (pathname === '/') return { kind: 'home', locale: 'en-us' };
  const [, first = '', second = ''] = pathname.split('/');
  if (!looksLikePrefix(first)) return 'not-page';
  const locale = parseLocalePrefix(first);
  if (!locale) return 'not-page';
  if (second === '' && pathname === `/${first}`) return { kind: 'home', locale: locale.prefix };
  if (PERSONAL_SEGMENTS.has(second)) return 'personal-path';
  if (pathname.endsWith('/')) return 'not-page';
  if (second === 'p') return { kind: 'product', locale: locale.prefix };
  if (second === 'c') return { kind: 'category', locale: locale.prefix };
  if (second === 'blog') return { kind: 'blog', locale: locale.prefix };
  if (second === 'support' && pathname.split('/')[3] === 'contact') return 'personal-path';
  return { kind: 'content', locale: locale.prefix };
}

/** The price group of visitors and of every shopper who pays retail: one copy, the anonymous key. */
export { RETAIL_GROUP } from '../rules/price-group';
import { RETAIL_GROUP } from '../rules/price-group';

/** Facts about a request that the cache decision needs (read by the middleware). */
export interface RequestFacts {
  method: string;
  url: URL;
  /** The request carries a session cookie (a shopper with a cart, a signed-in customer). */
  hasSession: boolean;
  /** `/` is the home page only for visitors whose locale is en-us; others are redirected. */
  visitorIsDefaultLocale: boolean;
  /** The connection bucket the pictures' densities depend on (spec §4, the ECT hint). */
  fastConnection: boolean;
  /** Crawlers get the whole document at once: a body of its own. */
  crawler: boolean;
  /** The build's id: a deploy never serves HTML that names another build's files. */
  buildId: string;
  /**
   * The price group whose copy the request may get (personal.ts): `retail` (every visitor,
   * and a session whose prices are retail) shares the anonymous key; a pro group gets its own.
   */
  priceGroup?: string;
}

/** A query parameter as the request spelled it: name and value, decoded. */
export type QueryPair = readonly [name: string, value: string];

export interface Cacheable {
  page: PagePath;
  /** The cache key, an absolute URL (the Cache API keys on URLs). */
  key: string;
  /** The parameters the key holds (tracking ones left out), sorted: what the page must know before it is stored. */
  query: readonly QueryPair[];
}

/**
 * The key of a cacheable request, or why it is not: host + path + the sorted parameters
 * that change the page + connection and crawler buckets + build. Tracking parameters are
 * left out; any other unknown parameter makes the request a bypass (the page would ignore it,
 * and a key per random parameter would let anyone fill the cache).
 */
export function cacheDecision(facts: RequestFacts): Cacheable | BypassReason {
  if (facts.method !== 'GET' && facts.method !== 'HEAD') return 'method';
  const page = classifyPath(facts.url.pathname);
  if (typeof page === 'string') return page;
  // An editor's live preview shows drafts: neither read from nor stored in the cache (rules/live-preview.ts).
  if (facts.url.search && asksForPreview(facts.url.searchParams)) return 'preview';
  if (facts.hasSession) return 'session';
  if (facts.url.pathname === '/' && !facts.visitorIsDefaultLocale) return 'geo';
  const allowed = PAGE_PARAMS[page.kind];
  const kept: [string, string][] = [];
  // Most page requests have no query: no URLSearchParams is made for them.
  if (facts.url.search) {
    for (const [name, value] of facts.url.searchParams) {
      if (TRACKING.test(name)) continue;
      if (!allowed.includes(name)) return 'query';
      kept.push([name, value]);
    }
  }
  kept.sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  // The URL `new URL` would write, without building one: this runs on every page request and
  // every hit (a URL object and its re-serialisation were 6% of a held hit's CPU profile).
  let query = '';
  for (const [name, value] of kept) query += `${formEncode(name)}=${formEncode(value)}&`;
  // Buckets go in the path's own query under names no page reads, so the key stays one URL.
  query += `%7Eect=${facts.fastConnection ? 'fast' : 'slow'}${facts.crawler ? '&%7Ebot=1' : ''}&%7Ebuild=${formEncode(facts.buildId)}`;
  if (facts.priceGroup && facts.priceGroup !== RETAIL_GROUP) query += `&%7Egroup=${formEncode(facts.priceGroup)}`;
  return { page, key: `https://${facts.url.host}${facts.url.pathname}?${query}`, query: kept };
}

/**
 * The parameters a page knows, as its own links write them (`{ variant: '110102' }`); a
 * parameter it does not know or does not read is left out (or undefined). Routes say this
 * after their critical data, and the page cache stores only answers to requests that asked
 * exactly this: a made-up variant, colour, crumb, page number or filter renders without
 * being stored, so the stored pages (and their index) stay within what the catalog has.
 */
export type KnownQuery = Readonly<Record<string, string | undefined>>;

/**
 * Whether the request's parameters are exactly the page's known ones: each named once, with
 * the value the page's links write. `?variant=007` is not `?variant=7`, `?color=Red` is not
 * `?color=red`, and `?page=1` is not the first page's own URL.
 */
export function asksKnownQuery(asked: readonly QueryPair[], known: KnownQuery): boolean {
  let count = 0;
  for (const name in known) if (known[name] !== undefined) count++;
  if (asked.length !== count) return false;
  // As many pairs as known names, each matching a known value, no name twice: the same set.
  const seen = new Set<string>();
  for (const [name, value] of asked) {
    if (seen.has(name) || !Object.hasOwn(known, name) || known[name] !== value) return false;
    seen.add(name);
  }
  return true;
}

/** A query name or value as URLSearchParams writes it (application/x-www-form-urlencoded). */
export function formEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()~]|%20/g, (c) => (c === '%20' ? '+' : `%${c.charCodeAt(0).toString(16).toUpperCase()}`));
}

/** Seconds a stored page is fresh, then served stale while one request refreshes it, then kept for renderer failures. */
export interface Freshness {
  fresh: number;
  staleWhileRevalidate: number;
  staleIfError: number;
}

const DAY = 86_400;

/** How long a page stays fresh: product and category 60 s + 10 min, other pages 5 min + 1 h, 404 1 min, 410 5 min; a day on error. */
export function freshnessFor(kind: PageKind, status: number): Freshness | null {
  if (status === 404) return { fresh: 60, staleWhileRevalidate: 0, staleIfError: DAY };
  if (status === 410) return { fresh: 300, staleWhileRevalidate: 0, staleIfError: DAY };
  if (status !== 200) return null;
  if (kind === 'product' || kind === 'category') return { fresh: 60, staleWhileRevalidate: 600, staleIfError: DAY };
  return { fresh: 300, staleWhileRevalidate: 3600, staleIfError: DAY };
}

/**
 * Whether a stored answer gets a record in the purge index. A 404 answers any path the
 * catalog does not have, so a record per 404 would let made-up paths fill the index and
 * slow every purge; a stored 404 is fresh for a minute only, and then renders again.
 */
export function isIndexed(status: number): boolean {
  return status !== 404;
}

/** The seconds the Cache API keeps an entry: every phase above. */
export function storedLifetime(f: Freshness): number {
  return f.fresh + f.staleWhileRevalidate + f.staleIfError;
}

/** Where a stored page of a given age stands. */
export type Phase = 'fresh' | 'stale' | 'expired';

export function phaseOf(ageSeconds: number, f: Freshness): Phase {
  if (ageSeconds < f.fresh) return 'fresh';
  if (ageSeconds < f.fresh + f.staleWhileRevalidate) return 'stale';
  return 'expired';
}

/** RFC 9211 `Cache-Status` values under our cache's name. */
export const CACHE_NAME = 'loipe';

export type CacheOutcome =
  | { kind: 'hit'; ttl: number }
  | { kind: 'stale'; ttl: number; fwdStatus?: number }
  // `unknownQuery`: rendered but not stored, the page did not know a value of the query (asksKnownQuery).
  | { kind: 'miss'; stored: boolean; stale?: boolean; unknownQuery?: boolean }
  | { kind: 'bypass'; reason: BypassReason };

export function cacheStatus(outcome: CacheOutcome): string {
  switch (outcome.kind) {
    case 'hit':
      return `${CACHE_NAME}; hit; ttl=${outcome.ttl}`;
    case 'stale':
      // Served from the cache past its freshness: a refresh runs behind it, or the renderer failed (fwd-status).
      return `${CACHE_NAME}; fwd=stale; ttl=${outcome.ttl}${outcome.fwdStatus ? `; fwd-status=${outcome.fwdStatus}` : ''}`;
    case 'miss':
      return `${CACHE_NAME}; fwd=${outcome.stale ? 'stale' : 'miss'}${outcome.stored ? '; stored' : ''}${outcome.unknownQuery ? '; detail=query' : ''}`;
    case 'bypass':
      return `${CACHE_NAME}; fwd=bypass; detail=${outcome.reason}`;
    default:
      throw new Error(`unknown cache outcome ${(outcome satisfies never as { kind: string }).kind}`);
  }
}

/** A short name for logs: hit, stale, miss, bypass. */
export function outcomeName(outcome: CacheOutcome): string {
  return outcome.kind;
}

/** Tags are `kind:id` with a small alphabet, so they can be KV key parts and Cache-Tag values. */
export const TAG_PATTERN = /^(product|category|content|locale):[A-Za-z0-9_.-]{1,80}$/;

export function isTag(value: string): boolean {
  return TAG_PATTERN.test(value);
}

/** The tags every stored page gets from its path: its locale and its kind of content. */
export function pathTags(page: PagePath): string[] {
  return [`locale:${page.locale}`, `content:${page.kind}`];
}

/** A purge of every stored page (ops after a deploy, a change to what every page shows). */
export const ALL_PAGES = '*';

/**
 * The tags a content publish purges, by content type: the kinds of page that show it. The
 * frame's types (header, footer, brand settings, display text, error page...) are on every
 * page: everything goes.
 */
export function contentPurgeTags(contentType: string): string[] {
  const kinds = (list: PageKind[]) => list.map((k) => `content:${k}`);
  switch (contentType) {
    case 'product':
      return kinds(['product', 'category', 'home', 'content', 'blog']);
    case 'product_category':
      return kinds(['category', 'product', 'home']);
    case 'blog_post':
    case 'blog_category':
      return kinds(['blog', 'home']);
    case 'page':
      return kinds(['content', 'home']);
    case 'banner':
      return kinds(['home', 'category', 'content']);
    default:
      return [ALL_PAGES];
  }
}

/** BigCommerce scopes that change what a product page shows (price, options, stock, visibility). */
export const PRODUCT_SCOPES: readonly string[] = [
  'store/product/updated',
  'store/product/deleted',
  'store/product/inventory/updated',
  'store/product/inventory/order/updated',
  'store/sku/updated',
  'store/sku/inventory/updated',
  'store/sku/inventory/order/updated',
];
