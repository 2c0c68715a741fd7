/**
 * One request's live-stock reads that start in the same turn of the event loop become one
 * read. The product page asks for its buy box's levels and, a few microtasks
 * later, for its add-ons'; with the embedded commerce that was two D1 statements per page
 * view, now it is one. A read waits for nothing but the end of the current turn: work that
 * awaits real I/O first simply starts a batch of its own.
 *
 * Batches are kept per request (by its call signal) and region: in Workers a request may
 * not await I/O begun by another request, and a region is one store's stock.
 */
import type { CommerceContext } from '../context';

export type StockLevels = ReadonlyMap<number, number>;
type Read = (region: string, variantIds: readonly number[]) => Promise<StockLevels>;

interface Batch {
  ids: Set<number>;
  result: Promise<StockLevels>;
}

/**
 * Runs `run` once the microtasks queued before it, and those they queue in turn, have run (up to
 * `MICROTASK_HOPS` deep): the end of the current turn, without waiting behind the I/O callbacks
 * already queued (a zero timer does: a fresh isolate's buy box then waited for its add-ons'
 * documents, docs/cold-start.md). Each hop costs a microtask on every page that reads stock: 256
 * hops were 8% of a product render's CPU (profile.mjs); the product page's add-ons ask between 17
 * and 32 hops after its buy box (test/worker/catalog/stock-reads.test.ts fails at 16), so 64 leaves room.
 */
const MICROTASK_HOPS = 64;
function afterMicrotasks(run: () => void): void {
  let hops = 0;
  const hop = () => (++hops >= MICROTASK_HOPS ? run() : queueMicrotask(hop));
  queueMicrotask(hop);
}

/**
 * Wraps a stock read. Each caller gets the levels of the whole batch (a superset of what it
 * asked for, which it looks its own variants up in), or the batch's error.
 * `defer` runs the read once the current turn's microtasks are done (`afterMicrotasks`).
 */
export function batchedStockReads(read: Read, defer: (run: () => void) => void = afterMicrotasks) {
  const open = new WeakMap<AbortSignal, Map<string, Batch>>();
  return function levels(mx: Pick<CommerceContext, 'signal' | 'region'>, variantIds: readonly number[]): Promise<StockLevels> {
    let batches = open.get(mx.signal);
    if (!batches) {
      batches = new Map();
      open.set(mx.signal, batches);
    }
    let batch = batches.get(mx.region);
    if (!batch) {
      const ids = new Set<number>();
      const owner = batches;
      const result = new Promise<StockLevels>((resolve, reject) => {
        defer(() => {
          owner.delete(mx.region);
          // A read that throws at once still answers every caller (with its error).
          Promise.resolve()
            .then(() => read(mx.region, [...ids]))
            .then(resolve, reject);
        });
      });
      batch = { ids, result };
      batches.set(mx.region, batch);
    }
    for (const id of variantIds) batch.ids.add(id);
    return batch.result;
  };
}
