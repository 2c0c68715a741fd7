/**
 * Live stock is read where a page shows stock (the product's buy box and its
 * add-ons), never for cards, which show none. The embedded adapter leaves out its D1 read
 * when a caller asks for the catalog's levels.
 */
import { createExecutionContext, env, reset } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { unpackBuyVariant, type BuyVariant, type ProductBuyProps } from '../../../client/islands/ProductBuy';
import { canBuy } from '../../../shared/variants';
import { createApp } from '../../../worker/app';
import { createCommerceProvider } from '../../../worker/ports/commerce';
import { createD1Stock } from '../../../worker/ports/commerce/d1-checkout';
import { requestCalls } from '../../../worker/ports/context';
import { migrate } from '../checkout/order-support';
import { isolateStockMemo } from '../../../worker/ports/commerce/stock-memo';
import { shopperWithCart, variants } from '../cart/cart-support';

const mx = () => requestCalls().commerce('us');
const AURORA = 1101;

/** The D1 binding with every statement's SQL recorded. */
function countingDb(db: D1Database, seen: string[]): D1Database {
  return new Proxy(db, {
    get(target, key) {
      const value = Reflect.get(target, key, target);
      if (key === 'prepare')
        return (sql: string) => {
          seen.push(sql);
          return target.prepare(sql);
        };
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** A render (not a page cache hit: these tests count a render's statements), its HTML and every statement's SQL. */
async function statements(path: string, cookie?: string): Promise<{ status: number; html: string; sql: string[] }> {
  const seen: string[] = [];
  const res = await createApp().request(
    `https://loipe.test${path}`,
    { headers: { 'user-agent': 'Mozilla/5.0 Chrome/156.0', accept: 'text/html', ...(cookie ? { cookie } : {}) } },
    { ...env, COMMERCE_DB: countingDb(env.COMMERCE_DB, seen), PAGE_CACHE: 'off' },
    createExecutionContext(),
  );
  const html = await res.text();
  return { status: res.status, html, sql: seen };
}

async function page(path: string): Promise<{ status: number; html: string }> {
  const res = await createApp().request(
    `https://loipe.test${path}`,
    { headers: { 'user-agent': 'Mozilla/5.0 Chrome/156.0', accept: 'text/html' } },
    { ...env, PAGE_CACHE: 'off' },
    createExecutionContext(),
  );
  return { status: res.status, html: await res.text() };
}

/** An island's props, from the JSON data block its marker names (null when the page has no such island). */
function islandProps<T>(html: string, island: string): T | null {
  const id = new RegExp(`data-island="${island}" data-island-id="([^"]+)"`).exec(html)?.[1];
  const json = id
    ? new RegExp(`<script type="application/json" data-island-props="${id}"[^>]*>([\\s\\S]*?)</script>`).exec(html)?.[1]
    : null;
  return json ? (JSON.parse(json) as T) : null;
}

/** The add-ons the page offers, as the island's props say (product and variant each). */
function addOnVariants(html: string): { productId: number; variantId: number }[] {
  const props = islandProps<{ items?: { productId: number; variantId: number }[] }>(html, 'product-add-ons');
  return (props?.items ?? []).map(({ productId, variantId }) => ({ productId, variantId }));
}

/** The buy box's variants, as the island restores them from its props. */
function buyBoxVariants(html: string): BuyVariant[] {
  const props = islandProps<ProductBuyProps>(html, 'product-buy');
  return props ? props.variants.map((v) => unpackBuyVariant(v, props.options)) : [];
}

async function inventoryReads(path: string): Promise<{ status: number; reads: string[] }> {
  const { status, sql } = await statements(path);
  return { status, reads: sql.filter((text) => /\binventory\b/.test(text)) };
}

beforeEach(migrate);
afterEach(reset);

describe('live stock where stock shows', () => {
  it('answers live levels by default and the catalog levels when asked for them', async () => {
    const commerce = createCommerceProvider(env);
    const [catalog] = await commerce.getProductsByIds(mx(), [AURORA], { stock: 'catalog' });
    const variant = catalog!.variants.find((v) => v.inventoryLevel > 0)!;
    await env.COMMERCE_DB.prepare('UPDATE inventory SET level = 0 WHERE region = ? AND variant_id = ?').bind('us', variant.id).run();
    // Written behind the Worker's back (as another isolate would): the memo's two seconds are not what this test is about.
    isolateStockMemo.forget();

    const [live] = await commerce.getProductsByIds(mx(), [AURORA]);
    expect(live!.variants.find((v) => v.id === variant.id)).toMatchObject({ inventoryLevel: 0, isInStock: false, isPurchasable: false });
    const [again] = await commerce.getProductsByIds(mx(), [AURORA], { stock: 'catalog' });
    expect(again!.variants.find((v) => v.id === variant.id)?.inventoryLevel).toBe(variant.inventoryLevel);
  });

  it('reads the levels of more variants than one statement binds, in chunks, and leaves unknown ids out', async () => {
    const rows = await env.COMMERCE_DB.prepare('SELECT variant_id, level FROM inventory WHERE region = ? ORDER BY variant_id LIMIT 200')
      .bind('us')
      .all<{ variant_id: number; level: number }>();
    expect(rows.results.length).toBeGreaterThan(90);
    const levels = await createD1Stock(env.COMMERCE_DB).levels('us', [...rows.results.map((r) => r.variant_id), 987_654_321]);
    expect(levels).toEqual(new Map(rows.results.map((r) => [r.variant_id, r.level])));
  });

  it.each([
    ['home', '/'],
    ['category', '/en-us/c/skis/classic'],
  ])('renders the %s page without reading live stock (its cards show none)', async (_name, path) => {
    const { status, reads } = await inventoryReads(path);
    expect(status).toBe(200);
    expect(reads).toEqual([]);
  });

  it('reads live stock on the product page in one statement, for its buy box and its add-ons together', async () => {
    // The first view of an isolate loads its documents on the way; count a warm one.
    const { html: before } = await page('/en-us/p/aurora-classic');
    // A variant the buy box offers for sale is sold out in the database: the page must say so.
    const [catalog] = await createCommerceProvider(env).getProductsByIds(mx(), [AURORA], { stock: 'catalog' });
    const offered = new Set(
      buyBoxVariants(before)
        .filter(canBuy)
        .map((v) => v.id),
    );
    const soldOut = catalog?.variants.find((v) => v.inventoryLevel > 0 && offered.has(v.id));
    if (!soldOut) throw new Error('aurora-classic has no variant in stock and offered for sale to sell out');
    await env.COMMERCE_DB.prepare('UPDATE inventory SET level = 0 WHERE region = ? AND variant_id = ?').bind('us', soldOut.id).run();
    isolateStockMemo.forget();
    const { status, html, sql: seen } = await statements('/en-us/p/aurora-classic');
    expect(status).toBe(200);
    // Both parts that show live stock are on the page: the buy box and the add-ons.
    expect(html).toContain('data-island="product-buy"');
    expect(html).toContain('data-island="product-add-ons"');
    expect(seen.filter((text) => /\binventory\b/.test(text))).toHaveLength(1);
    // The buy box's levels are that one live read's: the variant is at 0 and cannot be bought.
    const buyBox = buyBoxVariants(html);
    expect(buyBox.find((v) => v.id === soldOut.id)).toMatchObject({ stock: 0, purchasable: false });
    expect(buyBox.filter(canBuy).map((v) => v.id)).not.toContain(soldOut.id);
  });

  it("shows an add-on's live stock: an add-on sold out in the database is offered in a variant still in stock, or not at all", async () => {
    const { html: before } = await page('/en-us/p/aurora-classic');
    const offered = addOnVariants(before);
    expect(offered.length).toBeGreaterThan(0);
    const [first] = offered;
    await env.COMMERCE_DB.prepare('UPDATE inventory SET level = 0 WHERE region = ? AND variant_id = ?').bind('us', first!.variantId).run();
    isolateStockMemo.forget();
    const { html: after } = await page('/en-us/p/aurora-classic');
    expect(addOnVariants(after).some((x) => x.variantId === first!.variantId)).toBe(false);
  });
});

describe("the isolate's live levels of the last two seconds", () => {
  it('renders the product page again without a stock read, and reads live again once a restock through the Worker changed a level', async () => {
    const { html: first } = await page('/en-us/p/aurora-classic');
    // Within two seconds of the first render: the levels it read answer, no statement.
    expect((await inventoryReads('/en-us/p/aurora-classic')).reads).toEqual([]);
    const variant = buyBoxVariants(first).find(canBuy);
    if (!variant) throw new Error('aurora-classic has no variant for sale to sell out');
    // A sell-out through the Worker (the operators' PUT /api/inventory takes this path) forgets that level at once.
    expect(await createCommerceProvider(env).setStockLevel(mx(), variant.id, 0)).toMatchObject({ variant_id: variant.id, level: 0 });
    const { html, sql: seen } = await statements('/en-us/p/aurora-classic');
    expect(seen.filter((text) => /\binventory\b/.test(text))).toHaveLength(1);
    expect(buyBoxVariants(html).find((v) => v.id === variant.id)).toMatchObject({ stock: 0, purchasable: false });
  });
});

describe('a cart no order was begun from is not looked up among the orders', () => {
  it('renders the product page of a shopper with a cart without asking the order store', async () => {
    const { shopper } = await shopperWithCart(variants('us')[0]!);
    const { status, sql } = await statements('/en-us/p/aurora-classic', shopper.cookie);
    expect(status).toBe(200);
    expect(sql.some((text) => /\bFROM orders\b/.test(text))).toBe(false);
    expect(sql.some((text) => /\binventory\b/.test(text))).toBe(true);
  });
});
