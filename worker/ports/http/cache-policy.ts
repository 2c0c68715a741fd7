/**
 * The five cache policies of spec §9, as one function over three steps (read the cache,
 * ask the network, write the cache). The outbound client supplies the steps; this module
 * only decides their order, so each policy is table-tested without a cache or a network.
 *
 * | policy               | reads cache | asks network                       | writes cache |
 * | ignore-cache (-1)    | never       | always                             | never        |
 * | network-only (0)     | never       | always                             | yes          |
 * | cache-else-network   | first       | on a miss                          | on a miss    |
 * | network-else-cache   | on failure  | first                              | yes          |
 * | cache-then-network   | first       | on a miss, or after a hit (waitUntil) | yes       |
 */
import type { CachePolicy } from '../context';

export interface PolicySteps<T> {
  /** The cached value; undefined on a miss. */
  read(): Promise<T | undefined>;
  network(): Promise<T>;
  /** The background refresh of cache-then-network; it outlives the request, so it needs its own deadline. */
  refresh?(): Promise<T>;
  write(value: T): Promise<void>;
  /** Keeps background work alive after the answer (the call context's waitUntil). */
  waitUntil(promise: Promise<unknown>): void;
}

export type Answer<T> = { value: T; from: 'cache' | 'network' };

/** A broken or missing cache is a miss, never a failed call. */
async function readQuietly<T>(steps: PolicySteps<T>): Promise<T | undefined> {
  try {
    return await steps.read();
  } catch {
    return undefined;
  }
}

/** Writes run in the background: the caller has its answer already, and a failed write only costs a later miss. */
function writeLater<T>(steps: PolicySteps<T>, value: T): void {
  steps.waitUntil(steps.write(value).catch(() => {}));
}

async function fromNetwork<T>(steps: PolicySteps<T>, store: boolean): Promise<Answer<T>> {
  const value = await steps.network();
  if (store) writeLater(steps, value);
  return { value, from: 'network' };
}

export async function withCachePolicy<T>(policy: CachePolicy, steps: PolicySteps<T>): Promise<Answer<T>> {
  switch (policy) {
    case 'ignore-cache':
      return fromNetwork(steps, false);
    case 'network-only':
      return fromNetwork(steps, true);
    case 'cache-else-network': {
      const cached = await readQuietly(steps);
      return cached === undefined ? fromNetwork(steps, true) : { value: cached, from: 'cache' };
    }
    case 'network-else-cache':
      try {
        return await fromNetwork(steps, true);
      } catch (error) {
        const cached = await readQuietly(steps);
        if (cached === undefined) throw error;
        return { value: cached, from: 'cache' };
      }
    case 'cache-then-network': {
      const cached = await readQuietly(steps);
      if (cached === undefined) return fromNetwork(steps, true);
      // The shopper gets the cached copy now; the next one gets what the service says today.
      steps.waitUntil(
        (steps.refresh ?? steps.network)()
          .then((fresh) => steps.write(fresh))
          .catch(() => {}),
      );
      return { value: cached, from: 'cache' };
    }
    default:
      throw new Error(`Unknown cache policy ${String(policy satisfies never)}`);
  }
}
