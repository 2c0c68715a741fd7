/**
 * Cold start: a product page requests every document it reads (its own, the
 * add-ons', the related products') before its live stock answers, so none of its rounds of
 * reads waits for the stock read, the shell or the head: the streamed tail is read in the
 * same rounds as the critical data. The stock read (D1) is held until the test lets it go.
 */
import { createExecutionContext, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../worker/app';
import { buildDocuments } from '../../../worker/data/build/documents';
import { memorySource, type DataSource } from '../../../worker/ports/data';
import { createEmbeddedContentProvider } from '../../../worker/ports/content/embedded';
import { createEmbeddedCommerce } from '../../../worker/ports/commerce/embedded';
import { StockMemo } from '../../../worker/ports/commerce/stock-memo';
import { islandProps } from '../support/shop-html';

const PRODUCT = '/en-us/p/aurora-classic';
let documents: Map<string, unknown>;

beforeAll(async () => {
  documents = await buildDocuments({ searchIndexes: false });
}, 120_000);

/** The built documents, each path read written down. */
const recording = (reads: Set<string>): DataSource => ({
  json<T>(path: string, signal?: AbortSignal) {
    reads.add(path);
    return memorySource(documents).json<T>(path, signal);
  },
});

/** The D1 binding whose statements run only once `gate` settles; `asked` is called at the first. */
function heldDb(db: D1Database, gate: Promise<void>, asked: () => void): D1Database {
  const held = (statement: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(statement, {
      get(target, key) {
        const value = Reflect.get(target, key, target);
        if (key === 'bind') return (...args: unknown[]) => held(target.bind(...args));
        if (key === 'raw' || key === 'all' || key === 'first' || key === 'run')
          return async (...args: unknown[]) => {
            asked();
            await gate;
            return (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          };
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  return new Proxy(db, {
    get(target, key) {
      const value = Reflect.get(target, key, target);
      if (key === 'prepare') return (sql: string) => held(target.prepare(sql));
      if (key === 'batch')
        return async (statements: D1PreparedStatement[]) => {
          asked();
          await gate;
          return target.batch(statements);
        };
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function productApp(reads: Set<string>, db: D1Database) {
  return createApp({
    providers: {
      content: () => createEmbeddedContentProvider({ source: recording(reads), log: () => {} }),
      // A cold isolate's: no live levels read yet (each app its own memo).
      commerce: () => createEmbeddedCommerce({ source: recording(reads), db, stockMemo: new StockMemo() }),
    },
  });
}

const request = (app: ReturnType<typeof createApp>) =>
  app.request(
    `https://loipe.test${PRODUCT}`,
    { headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 Chrome/156.0' } },
    // Renders, not page cache hits: the test watches a render's reads.
    { ...env, PAGE_CACHE: 'off' },
    createExecutionContext(),
  );

describe('the product page reads without waiting for its live stock', () => {
  it('requests every document of the page, related products and add-ons included, before the stock read answers', async () => {
    const all = new Set<string>();
    const whole = await request(productApp(all, env.COMMERCE_DB));
    expect(whole.status).toBe(200);
    const html = await whole.text();
    // The page has a tail to read: related products and add-ons, each with documents of their own.
    expect(islandProps<{ cards: unknown[] }>(html, 'product-grid')[0]?.cards.length ?? 0, 'related product cards').toBeGreaterThan(0);
    expect(html).toContain('data-island="product-add-ons"');
    expect([...all].filter((p) => /\/products-\d+\.json$/.test(p)).length).toBeGreaterThan(4);

    const reads = new Set<string>();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let asked = () => {};
    const stockAsked = new Promise<void>((resolve) => (asked = resolve));
    const pending = request(productApp(reads, heldDb(env.COMMERCE_DB, gate, asked)));
    await stockAsked;
    // The reads that do not need the stock settle in a few turns; wait for them (bounded).
    for (let turn = 0; turn < 100 && [...all].some((p) => !reads.has(p)); turn++) await new Promise((r) => setTimeout(r, 5));
    const beforeStock = new Set(reads);
    release();
    const res = await pending;
    expect(res.status).toBe(200);
    await res.text();
    expect([...all].filter((p) => !beforeStock.has(p))).toEqual([]);
  });
});
