/**
 * What every port call carries (STYLE 14): the request's abort signal or deadline, the
 * cache policy chosen at the call site (spec §9's content policies), `waitUntil` for work
 * that may outlive the response, and the locale or region the call is about. Embedded
 * adapters honour the signal; hosted adapters also the cache policy and `waitUntil`.
 */
import type { ContentLocale } from '../rules/locale';
import type { CommerceRegion } from '../rules/regions';

/**
 * Spec §9 "cache policies -1 ignore cache, 0 network only, 1 cache else network, 2 network
 * else cache, 3 cache then network; default ignore cache".
 */
export const CACHE_POLICIES = {
  'ignore-cache': -1,
  'network-only': 0,
  'cache-else-network': 1,
  'network-else-cache': 2,
  'cache-then-network': 3,
} as const;

export type CachePolicy = keyof typeof CACHE_POLICIES;

export const DEFAULT_CACHE_POLICY: CachePolicy = 'ignore-cache';

/** Spec §9: the content SDK gives up after 30 seconds. */
export const DEFAULT_DEADLINE_MS = 30_000;

export interface CallContext {
  /** Aborted when the visitor goes away or the deadline passes; adapters stop their work then. */
  signal: AbortSignal;
  cache: CachePolicy;
  /** Keeps background work (a cache write, click tracking) alive after the response. */
  waitUntil(promise: Promise<unknown>): void;
}

/** A live preview this request renders (worker/content/live-preview.ts): content reads go to the preview service with its hash. */
export interface PreviewSession {
  hash: string;
  /** A timeline preview's moment (`preview_timestamp`), sent on as the vendor's header. */
  timestamp?: string;
  /**
   * Set by the hosted adapter when a read under this preview failed after the check accepted it
   * (the hash expired mid-page, a draft the page cannot show): that read and the rest of the
   * request's are the published content, and the page says so.
   */
  refused?: boolean;
}

export interface ContentContext extends CallContext {
  locale: ContentLocale;
  /** Set only while an editor's preview renders: hosted content is then read from the preview service, never from a cache. */
  preview?: PreviewSession;
}

export interface CommerceContext extends CallContext {
  region: CommerceRegion;
}

/** A search call: the locale's engine, and the price list its `price` field reads (worker/ports/search/types.ts). */
export interface SearchCallContext extends CallContext {
  locale: ContentLocale;
  priceList: string;
}

/** The request's calls: a base context and the per-port contexts built from it. */
export interface RequestCalls extends CallContext {
  content(locale: ContentLocale, cache?: CachePolicy): ContentContext;
  commerce(region: CommerceRegion, cache?: CachePolicy): CommerceContext;
  search(locale: ContentLocale, priceList: string, cache?: CachePolicy): SearchCallContext;
}

export interface CallOptions {
  /** The request's own signal (aborted when the client disconnects). */
  signal?: AbortSignal;
  deadlineMs?: number;
  cache?: CachePolicy;
  waitUntil?: (promise: Promise<unknown>) => void;
}

/** Builds the request's call contexts; without a `waitUntil` the promise is only kept from rejecting unhandled. */
export function requestCalls(options: CallOptions = {}): RequestCalls {
  const deadline = AbortSignal.timeout(options.deadlineMs ?? DEFAULT_DEADLINE_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  const waitUntil = options.waitUntil ?? ((promise: Promise<unknown>) => void promise.catch(() => {}));
  const base: CallContext = { signal, cache: options.cache ?? DEFAULT_CACHE_POLICY, waitUntil };
  return {
    ...base,
    content: (locale, cache = base.cache) => ({ ...base, cache, locale }),
    commerce: (region, cache = base.cache) => ({ ...base, cache, region }),
    search: (locale, priceList, cache = base.cache) => ({ ...base, cache, locale, priceList }),
  };
}
