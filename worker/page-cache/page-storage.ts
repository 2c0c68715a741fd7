/**
 * Where anonymous pages are kept: the Cache API (`caches.default` by default,
 * which Miniflare and workerd both have), with each stored page indexed in KV (`PAGE_INDEX`:
 * one record per page, its key and tags in the metadata, so a fill costs one KV write and no
 * record is written twice a second; a purge lists the records, 1,000 a call, and matches tags).
 * The Cache API is per data centre, so a purge deletes in the data centre that runs it; the
 * freshness of the copies bounds what other data centres serve (docs/page-cache.md). Stored
 * pages also carry a `Cache-Tag` header, for a zone purge by tag if Cloudflare applies it to them.
 */
import type { Freshness } from './rules';
import { ALL_PAGES, isIndexed, storedLifetime } from './rules';
import { sha256Hex } from '../rules/digest';
import { publicFor } from '../rules/cache-control';

/** A page as stored: its answer, when it was made, the nonce its scripts carry, its tags and policy. */
export interface StoredPage {
  status: number;
  headers: Headers;
  body: ReadableStream<Uint8Array> | null;
  storedAt: number;
  nonce: string;
  tags: string[];
  freshness: Freshness;
  /** A hosted bot check's origin the page's forms load (Turnstile): every answer's CSP must allow it. */
  botcheckOrigin?: string;
}

export interface PageToKeep {
  status: number;
  headers: Headers;
  body: ArrayBuffer;
  storedAt: number;
  nonce: string;
  tags: string[];
  freshness: Freshness;
  botcheckOrigin?: string;
}

/** The small port the page cache middleware talks to; tests and the bench can swap it. */
export interface PageStorage {
  match(key: string): Promise<StoredPage | null>;
  put(key: string, page: PageToKeep): Promise<void>;
  /** Deletes every stored page carrying one of the tags (`*`: every page); answers how many it deleted. */
  purge(tags: readonly string[]): Promise<number>;
}

/** Our own bookkeeping headers on stored entries; never sent to a browser. */
const META = {
  storedAt: 'x-loipe-stored-at',
  nonce: 'x-loipe-nonce',
  tags: 'x-loipe-tags',
  freshness: 'x-loipe-freshness',
  vary: 'x-loipe-vary',
  botcheck: 'x-loipe-botcheck-origin',
} as const;

/** Only an https origin is ever written into a CSP from a stored page. */
const ORIGIN = /^https:\/\/[a-z0-9.-]{1,200}$/;

export const INTERNAL_HEADERS: readonly string[] = [...Object.values(META), 'cache-tag'];

/** An index record's name: the first 128 bits of the key's SHA-256, in hex. */
const keyHash = async (key: string): Promise<string> => (await sha256Hex(key)).slice(0, 32);

/** One index record per stored page: its key and tags ride in the record's metadata (KV allows 1,024 bytes). */
const PAGE_PREFIX = 'p:';
interface IndexMetadata {
  k: string;
  t: string[];
}

/**
 * The page's index metadata; a page showing so many products that its tags do not fit keeps
 * `product:*` instead of their ids, which any product's purge matches.
 */
export function indexMetadata(key: string, tags: readonly string[]): IndexMetadata | null {
  const full = { k: key, t: [...tags] };
  if (JSON.stringify(full).length <= 1000) return full;
  const coarse = { k: key, t: [...tags.filter((t) => !t.startsWith('product:')), 'product:*'] };
  return JSON.stringify(coarse).length <= 1000 ? coarse : null;
}

/** Whether a page with these tags goes in a purge of `wanted` (`*`: everything). */
export function matchesPurge(pageTags: readonly string[], wanted: ReadonlySet<string>): boolean {
  if (wanted.has(ALL_PAGES)) return true;
  return pageTags.some((t) => wanted.has(t) || (t === 'product:*' && [...wanted].some((w) => w.startsWith('product:'))));
}

function parseFreshness(value: string | null): Freshness | null {
  const [fresh, swr, sie] = (value ?? '').split(',').map(Number);
  if (![fresh, swr, sie].every((n) => Number.isInteger(n) && n! >= 0)) return null;
  return { fresh: fresh!, staleWhileRevalidate: swr!, staleIfError: sie! };
}

/** The part of the Cache API the storage uses; `caches.default` has it. */
export interface PageCacheApi {
  match(request: Request): Promise<Response | undefined>;
  put(request: Request, response: Response): Promise<void>;
  delete(request: Request): Promise<boolean>;
}

/** workerd's `caches.default` (Miniflare has it too). */
export function defaultCache(): PageCacheApi {
  const storage = (globalThis as { caches?: { default?: PageCacheApi } }).caches;
  if (!storage?.default) throw new Error('page cache: this runtime has no caches.default');
  return storage.default;
}

/** The default storage: a Cache API cache and an optional KV index of tags (without one, purges find nothing). */
export function createCachePageStorage(cache: PageCacheApi, index: KVNamespace | undefined): PageStorage {
  return {
    async match(key) {
      const found = await cache.match(new Request(key));
      if (!found) return null;
      const storedAt = Number(found.headers.get(META.storedAt));
      const nonce = found.headers.get(META.nonce) ?? '';
      const freshness = parseFreshness(found.headers.get(META.freshness));
      // An entry without our bookkeeping is not ours to serve.
      if (!Number.isFinite(storedAt) || !nonce || !freshness) return null;
      const headers = new Headers(found.headers);
      const vary = headers.get(META.vary);
      const tags = (headers.get(META.tags) ?? '').split(',').filter(Boolean);
      const botcheckOrigin = headers.get(META.botcheck) ?? '';
      for (const name of INTERNAL_HEADERS) headers.delete(name);
      headers.delete('cache-control');
      if (vary) headers.set('vary', vary);
      const page: StoredPage = { status: found.status, headers, body: found.body, storedAt, nonce, tags, freshness };
      if (ORIGIN.test(botcheckOrigin)) page.botcheckOrigin = botcheckOrigin;
      return page;
    },

    async put(key, page) {
      const lifetime = storedLifetime(page.freshness);
      const headers = new Headers(page.headers);
      // The Cache API would key on Vary's request headers too; our key holds the buckets already.
      const vary = headers.get('vary');
      headers.delete('vary');
      if (vary) headers.set(META.vary, vary);
      headers.set('cache-control', publicFor(lifetime));
      headers.set('cache-tag', page.tags.join(','));
      headers.set(META.storedAt, String(page.storedAt));
      headers.set(META.nonce, page.nonce);
      headers.set(META.tags, page.tags.join(','));
      const f = page.freshness;
      headers.set(META.freshness, `${f.fresh},${f.staleWhileRevalidate},${f.staleIfError}`);
      if (page.botcheckOrigin && ORIGIN.test(page.botcheckOrigin)) headers.set(META.botcheck, page.botcheckOrigin);
      await cache.put(new Request(key), new Response(page.body, { status: page.status, headers }));
      if (!index || !isIndexed(page.status)) return;
      // One KV write per stored page (a page of 24 cards has 30 tags): purges list the pages and match their tags.
      const metadata = indexMetadata(key, page.tags);
      if (!metadata) return;
      await index.put(`${PAGE_PREFIX}${await keyHash(key)}`, '', { expirationTtl: Math.max(60, lifetime), metadata });
    },

    async purge(tags) {
      if (!index || tags.length === 0) return 0;
      const wanted = new Set(tags);
      let deleted = 0;
      let cursor: string | undefined;
      do {
        const listed = await index.list<IndexMetadata>({ prefix: PAGE_PREFIX, ...(cursor ? { cursor } : {}) });
        const hits = listed.keys.filter((k) => k.metadata && matchesPurge(k.metadata.t, wanted));
        const results = await Promise.all(hits.map((k) => cache.delete(new Request(k.metadata!.k))));
        deleted += results.filter(Boolean).length;
        await Promise.all(hits.map((k) => index.delete(k.name)));
        cursor = listed.list_complete ? undefined : listed.cursor;
      } while (cursor);
      return deleted;
    },
  };
}
