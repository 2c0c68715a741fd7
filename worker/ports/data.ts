/**
 * The embedded services' data, out of the Worker bundle: `build.mjs` writes the
 * seed as API-shaped JSON documents under `dist/public/_data/`, deployed with the Worker's
 * static assets, and the embedded adapters read only the documents a request needs through
 * the ASSETS binding. Parsed documents are memoised per isolate (they never change within
 * a deploy) in a least-recently-used map bounded by size, so a catalog 100× larger cannot
 * fill an isolate's memory.
 */
import { ProviderError, untilAborted } from './errors';

/** Where the documents live under the assets directory (`run_worker_first` keeps them private). */
export const DATA_PREFIX = '/_data';

export interface DataSource {
  /** A parsed document; rejects with a ProviderError when it is missing or unreadable. */
  json<T>(path: string, signal?: AbortSignal): Promise<T>;
}

/** Roughly how many bytes of JSON text an isolate keeps parsed (the isolate has 128 MB). */
export const DEFAULT_MEMO_BYTES = 48 * 1024 * 1024;

interface Entry {
  value: unknown;
  bytes: number;
}

/**
 * A size-bounded memo of settled documents: the newest entries stay, the least recently used
 * go first. It never holds a read in flight: I/O belongs to the request that started it, and
 * a read whose request ended (a HEAD, a visitor who hung up) may never settle, so a second
 * request awaiting it would wait for ever. A cold document is read by each request
 * that needs it; reads of one request (one signal) for the same document are shared, and the
 * first to settle fills the memo.
 */
export class DocumentMemo {
  private readonly entries = new Map<string, Entry>();
  private readonly reading = new WeakMap<AbortSignal, Map<string, Promise<unknown>>>();
  private bytes = 0;

  constructor(private readonly limit = DEFAULT_MEMO_BYTES) {}

  get size(): { documents: number; bytes: number } {
    return { documents: this.entries.size, bytes: this.bytes };
  }

  /** The settled document when the memo holds it (now the most recently used), else undefined. */
  peek<T>(path: string): { value: T } | undefined {
    const hit = this.entries.get(path);
    if (!hit) return undefined;
    // Re-insert: Map keeps insertion order, so the first key is always the least recently used.
    this.entries.delete(path);
    this.entries.set(path, hit);
    return { value: hit.value as T };
  }

  /** The settled document, or `read()` run for this request (and shared by its other callers). */
  load<T>(path: string, read: () => Promise<{ value: T; bytes: number }>, signal?: AbortSignal): Promise<T> {
    const hit = this.peek<T>(path);
    if (hit) return Promise.resolve(hit.value);
    let own = signal ? this.reading.get(signal) : undefined;
    const pending = own?.get(path);
    if (pending) return pending as Promise<T>;
    const value = read().then(({ value, bytes }) => {
      this.remember(path, { value, bytes });
      return value;
    });
    if (signal) {
      if (!own) this.reading.set(signal, (own = new Map()));
      const mine = own;
      mine.set(path, value);
      // Settled either way: the memo (or the next read) takes over from here.
      void value.then(
        () => mine.delete(path),
        () => mine.delete(path),
      );
    }
    return value;
  }

  private remember(path: string, entry: Entry): void {
    const old = this.entries.get(path);
    if (old) {
      this.entries.delete(path);
      this.bytes -= old.bytes;
    }
    this.entries.set(path, entry);
    this.bytes += entry.bytes;
    for (const [key, stored] of this.entries) {
      if (this.bytes <= this.limit) return;
      if (key === path) continue;
      this.entries.delete(key);
      this.bytes -= stored.bytes;
    }
  }
}

/** Documents are shared by every request of the isolate: frozen, so none can change them. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** One memo per isolate for the deployed documents: every request of the isolate shares it. */
const isolateMemo = new DocumentMemo();

/** One read of a document through ASSETS: when it started and ended (ms since the isolate's first read) and its size. */
export interface DocumentRead {
  path: string;
  bytes: number;
  startMs: number;
  endMs: number;
}

/**
 * The isolate's first reads (a bounded list, settled values only): which documents a cold
 * request waits for and in how many rounds (test/bench/cold-profile.mjs reads them through
 * `/healthz?data`). Workers' clocks stand still while code runs, so the times are of the I/O.
 */
const firstReads: DocumentRead[] = [];
const FIRST_READS = 64;
let firstReadAt: number | undefined;

/** Memory the isolate's document memo holds and its first reads (the bench prints them). */
export function dataMemoSize(): { documents: number; bytes: number; reads: readonly DocumentRead[] } {
  return { ...isolateMemo.size, reads: firstReads };
}

/** Documents from the Worker's static assets (`env.ASSETS`). */
export function assetsSource(assets: Fetcher, memo: DocumentMemo = isolateMemo): DataSource {
  return {
    json<T>(path: string, signal?: AbortSignal) {
      const read = async () => {
        const started = Date.now();
        firstReadAt ??= started;
        const response = await assets
          .fetch(`https://assets.local${DATA_PREFIX}/${path}`, signal ? { signal } : {})
          .catch((cause: unknown) => {
            throw new ProviderError(signal?.aborted ? 'timeout' : 'upstream', `data ${path}: ${String(cause)}`, { service: 'data', cause });
          });
        if (!response.ok)
          throw new ProviderError('upstream', `data ${path}: status ${response.status}`, { service: 'data', status: response.status });
        const text = await response.text();
        if (firstReads.length < FIRST_READS)
          firstReads.push({ path, bytes: text.length, startMs: started - firstReadAt, endMs: Date.now() - firstReadAt });
        try {
          return { value: deepFreeze(JSON.parse(text) as T), bytes: text.length };
        } catch (cause) {
          throw new ProviderError('bad_response', `data ${path}: not JSON`, { service: 'data', cause });
        }
      };
      // A settled document answers at once: no read, so no deadline to watch.
      const known = memo.peek<T>(path);
      if (known) return Promise.resolve(known.value);
      const document = memo.load<T>(path, read, signal);
      // The wait ends with the request's own deadline, whatever the read does.
      return signal ? untilAborted(document, signal, 'data') : document;
    },
  };
}

/** One document from the Worker's static assets, memoised per isolate (search indexes and the like). */
export function loadJSON<T>(assets: Fetcher, path: string, signal?: AbortSignal): Promise<T> {
  return assetsSource(assets).json<T>(path, signal);
}

/** Documents held in memory (unit tests, and the build that writes them). */
export function memorySource(documents: ReadonlyMap<string, unknown>): DataSource {
  return {
    async json<T>(path: string) {
      if (!documents.has(path)) throw new ProviderError('upstream', `data ${path}: no such document`, { service: 'data', status: 404 });
      return deepFreeze(documents.get(path) as T);
    },
  };
}
