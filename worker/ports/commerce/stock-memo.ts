/**
 * The live stock levels this isolate read in the last two seconds. A product page read its
 * buy box's levels from D1 on every render: one statement per page view, which under
 * `npm run bench` was 0.8 ms of the product render's 5 ms of workerd CPU (docs/benchmarks.md),
 * and in production a D1 round trip on every render. Pages now take levels read by
 * the isolate within `STOCK_MEMO_MS`; a level the Worker itself changes (an order, a restock)
 * is forgotten at once, so the shopper who ordered sees their order's stock on the next page.
 * Another isolate's change shows within `STOCK_MEMO_MS`, well inside the 10 s a sell-out has to
 * reach every data centre. Placing an order never reads from here: its statement checks the
 * live level (d1-checkout.ts).
 *
 * Only settled values are kept (a read in flight belongs to the request that started it).
 * Workers' clocks stand still while code runs and move on I/O, which is what ages an entry.
 */
export const STOCK_MEMO_MS = 2_000;

/** At most this many variants are remembered (the ×100 catalog has about 30,000 per store). */
const LIMIT = 50_000;

interface Entry {
  /** The live level, or null where the store has no row for the variant (the catalog's level stands). */
  level: number | null;
  at: number;
}

export class StockMemo {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = STOCK_MEMO_MS,
    private readonly limit = LIMIT,
  ) {}

  /** The levels of every one of these variants when each was read within the TTL; otherwise null. */
  fresh(region: string, variantIds: readonly number[], now = Date.now()): Map<number, number> | null {
    if (this.ttlMs <= 0 || variantIds.length === 0) return null;
    const found = new Map<number, number>();
    for (const id of variantIds) {
      const entry = this.entries.get(`${region}:${id}`);
      if (!entry || now - entry.at >= this.ttlMs) return null;
      if (entry.level !== null) found.set(id, entry.level);
    }
    return found;
  }

  /** What one read answered for the variants it asked for (absent ones are remembered as absent). */
  remember(region: string, asked: readonly number[], levels: ReadonlyMap<number, number>, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    for (const id of asked) {
      const key = `${region}:${id}`;
      // Re-inserted, so the oldest entries are the first keys and go first when the memo is full.
      this.entries.delete(key);
      this.entries.set(key, { level: levels.get(id) ?? null, at: now });
    }
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.limit) break;
      this.entries.delete(key);
    }
  }

  /** Forgets these variants of the store (the Worker changed their level), or everything. */
  forget(region?: string, variantIds?: readonly number[]): void {
    if (region === undefined || variantIds === undefined) {
      this.entries.clear();
      return;
    }
    for (const id of variantIds) this.entries.delete(`${region}:${id}`);
  }
}

/** The isolate's memo: every request of the isolate shares it, as it shares the document memo. */
export const isolateStockMemo = new StockMemo();
