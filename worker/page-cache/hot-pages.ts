/**
 * The isolate's copies of pages it stored or read from the Cache API a moment ago (so
 * a hit costs about what `/healthz` costs). A copy here is answered without a Cache API
 * read and without an HTML parse: its bytes are cut at the nonce attributes once, when it
 * arrives (render/nonce-rewrite.ts `nonceTemplate`).
 *
 * Only settled values are kept (bytes, headers, times), never a promise. A copy is held at
 * most `holdMs` (5 s by default) and then read again from the Cache API, so a purge made in
 * another isolate of the data centre reaches this one within that time; a purge made here
 * drops the matching copies at once (`purge`). The map is bounded by bytes, least recently
 * used first out.
 */
import { matchesPurge, type PageStorage, type PageToKeep, type StoredPage } from './page-storage';
import type { Freshness } from './rules';
import { nonceTemplate, type NonceTemplate } from '../render/nonce-rewrite';

export interface HotPage {
  status: number;
  /** The stored headers as pairs, without `cache-control` and `cache-status`: each answer's headers are built from them once. */
  headers: readonly (readonly [string, string])[];
  template: NonceTemplate;
  storedAt: number;
  tags: readonly string[];
  freshness: Freshness;
  /** The bot check's origin the page's CSP must allow (page-storage.ts). */
  botcheckOrigin?: string;
  /** When this isolate took the copy (its clock): the copy goes back to the Cache API `holdMs` later. */
  heldAt: number;
  /** The app's route for the page (`hono/route` routePath), for the request log of a hit answered before routing. */
  route?: string;
}

export const HOT_HOLD_MS = 5_000;
export const HOT_MAX_BYTES = 16 * 1024 * 1024;

/** The path of a key (an absolute URL with the page's query): what the held-page stage checks first. */
function pathOfKey(key: string): string {
  try {
    return new URL(key).pathname;
  } catch {
    return key;
  }
}

export class HotPages {
  private readonly pages = new Map<string, HotPage>();
  /** How many held copies each path has: a request for any other path never looks further (held-pages.ts). */
  private readonly paths = new Map<string, number>();
  private bytes = 0;

  constructor(
    readonly holdMs = HOT_HOLD_MS,
    private readonly maxBytes = HOT_MAX_BYTES,
  ) {}

  /** The copy of `key` taken less than `holdMs` before `now`, or null (and a copy past it is dropped). */
  get(key: string, now: number): HotPage | null {
    const page = this.pages.get(key);
    if (!page) return null;
    if (now - page.heldAt >= this.holdMs || now < page.heldAt) {
      this.drop(key);
      return null;
    }
    // Re-inserted: Map keeps insertion order, so the first key is the least recently used.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: HotPage): void {
    if (this.holdMs <= 0 || page.template.bytes > this.maxBytes) return;
    this.drop(key);
    this.pages.set(key, page);
    this.bytes += page.template.bytes;
    const path = pathOfKey(key);
    this.paths.set(path, (this.paths.get(path) ?? 0) + 1);
    for (const old of this.pages.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(old);
    }
  }

  /** Drops the copies carrying any of the tags (`*`: all); answers how many. */
  purge(tags: readonly string[]): number {
    const wanted = new Set(tags);
    let dropped = 0;
    for (const [key, page] of this.pages) {
      if (!matchesPurge(page.tags, wanted)) continue;
      this.drop(key);
      dropped++;
    }
    return dropped;
  }

  /** Whether a copy of some key with this path is held (held or past its time: `get` decides). */
  holdsPath(path: string): boolean {
    return this.paths.has(path);
  }

  clear(): void {
    this.pages.clear();
    this.paths.clear();
    this.bytes = 0;
  }

  get size(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.bytes };
  }

  private drop(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.template.bytes;
    const path = pathOfKey(key);
    const left = (this.paths.get(path) ?? 1) - 1;
    if (left > 0) this.paths.set(path, left);
    else this.paths.delete(path);
  }
}

/** The storage with the isolate's copies in front: a purge drops the matching copies at once, before the storage's own deletes. */
export function withHotCopies(storage: PageStorage, hot: HotPages): PageStorage {
  return {
    match: (key) => storage.match(key),
    put: (key, page) => storage.put(key, page),
    purge(tags) {
      hot.purge(tags);
      return storage.purge(tags);
    },
  };
}

/** A stored page as a hot copy: its bytes read once and cut at its nonce attributes. */
export async function hotCopy(page: StoredPage | PageToKeep, body: ArrayBuffer, heldAt: number, route?: string): Promise<HotPage> {
  return {
    status: page.status,
    // Without the two headers every answer from a copy sets (answer.ts), so an answer's list is these plus those.
    headers: [...page.headers].filter(([name]) => name !== 'cache-control' && name !== 'cache-status'),
    template: await nonceTemplate(body, page.nonce),
    storedAt: page.storedAt,
    tags: page.tags,
    freshness: page.freshness,
    ...(page.botcheckOrigin ? { botcheckOrigin: page.botcheckOrigin } : {}),
    heldAt,
    ...(route ? { route } : {}),
  };
}

/** The page from the isolate's copies, else from the storage (and then kept in the isolate `hot.holdMs`). */
export async function lookup(storage: PageStorage, hot: HotPages, key: string, now: number, route?: string): Promise<HotPage | null> {
  const held = hot.get(key, now);
  if (held) return held;
  const stored = await storage.match(key);
  if (!stored) return null;
  const body = stored.body ? await new Response(stored.body).arrayBuffer() : new ArrayBuffer(0);
  const copy = await hotCopy(stored, body, now, route);
  hot.set(key, copy);
  return copy;
}
