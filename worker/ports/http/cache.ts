/**
 * Where the outbound client keeps answers: workerd's `caches.default` in production (the
 * Cache API, per data centre), an in-memory store in Node tests. Both honour the stored
 * copy's `Cache-Control: max-age`.
 */

/** The part of the Cache API the client uses; `caches.default` satisfies it. */
export interface ResponseCache {
  match(request: Request | string): Promise<Response | undefined>;
  put(request: Request | string, response: Response): Promise<void>;
}

/** The Cache API of the runtime when there is one (workerd), else none: the client then always asks the network. */
export function runtimeCache(): ResponseCache | undefined {
  const storage = (globalThis as { caches?: { default?: ResponseCache } }).caches;
  return storage?.default;
}

interface Stored {
  expires: number;
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

export interface MemoryCache extends ResponseCache {
  readonly size: number;
  clear(): void;
}

const keyOf = (request: Request | string) => (typeof request === 'string' ? request : request.url);

function maxAgeSeconds(response: Response): number {
  const match = /(?:^|,)\s*(?:s-maxage|max-age)=(\d+)/i.exec(response.headers.get('cache-control') ?? '');
  return match ? Number(match[1]) : 0;
}

/** An in-memory ResponseCache for Node (tests); `now` is injectable so expiry is testable. */
export function memoryCache(now: () => number = Date.now): MemoryCache {
  const entries = new Map<string, Stored>();
  return {
    get size() {
      return entries.size;
    },
    clear: () => entries.clear(),
    async match(request) {
      const key = keyOf(request);
      const stored = entries.get(key);
      if (!stored) return undefined;
      if (stored.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return new Response(stored.body.slice(0), { status: stored.status, headers: stored.headers });
    },
    async put(request, response) {
      // Like the Cache API: only what may be kept, and only for as long as it says.
      const ttl = maxAgeSeconds(response);
      if (ttl <= 0 || response.status === 206 || response.headers.has('set-cookie')) return;
      entries.set(keyOf(request), {
        expires: now() + ttl * 1000,
        status: response.status,
        headers: [...response.headers],
        body: await response.arrayBuffer(),
      });
    },
  };
}
