/**
 * The embedded services' data, out of the Worker bundle (issue 9): `build.mjs` writes the
 * seed as API-shaped JSON documents under `dist/public/_data/`, deployed with the Worker's
 * static assets, and the embedded adapters read only the documents a request needs through
 * the ASSETS binding. Parsed documents are memoised per isolate (they never change within
 * a deploy) in a least-recently-used map bounded by size, so a catalog 100× larger cannot
 * fill an isolate's memory.
 */
import { ProviderError } from './errors';

/** Where the documents live under the assets directory (`run_worker_first` keeps them private). */
export const DATA_PREFIX = '/_data';

export interface DataSource {
  /** A parsed document; rejects with a ProviderError when it is missing or unreadable. */
  json<T>(path: string, signal?: AbortSignal): Promise<T>;
}

/** Roughly how many bytes of JSON text an isolate keeps parsed (the isolate has 128 MB). */
export const DEFAULT_MEMO_BYTES = 48 * 1024 * 1024;

interface Entry {
  value: Promise<unknown>;
  bytes: number;
}

/** A size-bounded memo: the newest entries stay, the least recently used go first. */
export class DocumentMemo {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly limit = DEFAULT_MEMO_BYTES) {}

  get size(): { documents: number; bytes: number } {
    return { documents: this.entries.size, bytes: this.bytes };
  }

  load<T>(path: string, read: () => Promise<{ value: T; bytes: number }>): Promise<T> {
    const hit = this.entries.get(path);
    if (hit) {
      // Re-insert: Map keeps insertion order, so the first key is always the least recently used.
      this.entries.delete(path);
      this.entries.set(path, hit);
      return hit.value as Promise<T>;
    }
    const entry: Entry = { value: Promise.resolve(), bytes: 0 };
    entry.value = read().then(
      ({ value, bytes }) => {
        entry.bytes = bytes;
        this.bytes += bytes;
        this.evict(path);
        return value;
      },
      (error: unknown) => {
        // A failed read is not remembered: the next request tries again.
        if (this.entries.get(path) === entry) this.entries.delete(path);
        throw error;
      },
    );
    this.entries.set(path, entry);
    return entry.value as Promise<T>;
  }

  private evict(keep: string): void {
    for (const [path, entry] of this.entries) {
      if (this.bytes <= this.limit) return;
      if (path === keep) continue;
      this.entries.delete(path);
      this.bytes -= entry.bytes;
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

/** Memory the isolate's document memo holds (the bench prints it). */
export function dataMemoSize(): { documents: number; bytes: number } {
  return isolateMemo.size;
}

/** Documents from the Worker's static assets (`env.ASSETS`). */
export function assetsSource(assets: Fetcher, memo: DocumentMemo = isolateMemo): DataSource {
  return {
    json<T>(path: string, signal?: AbortSignal) {
      return memo.load<T>(path, async () => {
        const response = await assets
          .fetch(`https://assets.local${DATA_PREFIX}/${path}`, signal ? { signal } : {})
          .catch((cause: unknown) => {
            throw new ProviderError(signal?.aborted ? 'timeout' : 'upstream', `data ${path}: ${String(cause)}`, { service: 'data', cause });
          });
        if (!response.ok)
          throw new ProviderError('upstream', `data ${path}: status ${response.status}`, { service: 'data', status: response.status });
        const text = await response.text();
        try {
          return { value: deepFreeze(JSON.parse(text) as T), bytes: text.length };
        } catch (cause) {
          throw new ProviderError('bad_response', `data ${path}: not JSON`, { service: 'data', cause });
        }
      });
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
