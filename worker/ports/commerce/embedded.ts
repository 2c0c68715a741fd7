/**
 * The embedded commerce adapter: the online-store platform of DESIGN §7 as documents read
 * through a DataSource (the Worker's static assets; memory in unit tests). Lookups go
 * through the store's product summaries to the one shard that holds a record, so a catalog
 * of thousands costs a product page one shard. `deferDelayMs` slows the deferred calls
 * (related products, stock) so the bench can show that pages stream without them.
 */
import type { DataSource } from '../data';
import type { CommerceContext } from '../context';
import {
  commercePaths,
  type CommerceCatalogDocument,
  type CommerceListingDocument,
  type CommerceShard,
  type CommerceSummary,
  type StoreDocument,
} from './documents';
import { createEmbeddedSettings } from './embedded-settings';
import { paginate } from './paginate';
import { pickRelated } from './related';
import type { CommerceProduct } from './records';
import { createD1Accounts } from './d1-accounts';
import { createD1Checkout, createD1Stock } from './d1-checkout';
import { inventoryEntryOf, withLiveStock } from './live-stock';
import { batchedStockReads } from './stock-batch';
import { createD1StockAdmin } from './stock-admin';
import { isolateStockMemo, type StockMemo } from './stock-memo';
import type { CartLineInfo, CommerceProvider, OutOfStockEntry, ProductReadOptions } from './types';

export interface EmbeddedCommerceOptions {
  source: DataSource;
  /** The platform's database (customers, addresses, orders); account calls fail as `unsupported` without it. */
  db?: D1Database;
  /** Delay added to deferred calls, in milliseconds (bench only; 0 by default). */
  deferDelayMs?: number;
  /** The live levels read lately (stock-memo.ts); the isolate's by default. */
  stockMemo?: StockMemo;
}

interface CatalogIndex {
  byId: Map<number, CommerceSummary>;
  /** Products per category id, in catalog order (related picks draw from these). */
  byCategory: Map<number, CommerceSummary[]>;
  byUid: Map<string, CommerceSummary>;
  byUrl: Map<string, CommerceSummary>;
  bySku: Map<string, CommerceSummary>;
}

const indexes = new WeakMap<CommerceCatalogDocument, CatalogIndex>();

function indexOf(doc: CommerceCatalogDocument): CatalogIndex {
  let index = indexes.get(doc);
  if (!index) {
    const byCategory = new Map<number, CommerceSummary[]>();
    for (const p of doc.products)
      for (const id of p.categories) {
        const list = byCategory.get(id);
        if (list) list.push(p);
        else byCategory.set(id, [p]);
      }
    index = {
      byId: new Map(doc.products.map((p) => [p.id, p])),
      byCategory,
      byUid: new Map(doc.products.map((p) => [p.uid, p])),
      byUrl: new Map(doc.products.map((p) => [p.url, p])),
      bySku: new Map(doc.products.flatMap((p) => p.skus.map((sku) => [sku, p] as const))),
    };
    indexes.set(doc, index);
  }
  return index;
}

export function createEmbeddedCommerce(options: EmbeddedCommerceOptions): CommerceProvider {
  const { source } = options;
  const delay = Math.max(0, options.deferDelayMs ?? 0);
  const deferred = async <T>(work: () => Promise<T>): Promise<T> => {
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    return work();
  };
  const store = (mx: CommerceContext) => source.json<StoreDocument>(commercePaths.store(mx.region), mx.signal);
  const catalog = (mx: CommerceContext) => source.json<CommerceCatalogDocument>(commercePaths.catalog(mx.region), mx.signal);

  const d1Stock = options.db ? createD1Stock(options.db) : null;
  const memo = options.stockMemo ?? isolateStockMemo;
  // The buy box's and the add-ons' levels of one page view are one statement (stock-batch.ts),
  // and none when the isolate read them all within the last two seconds (stock-memo.ts).
  const batched = d1Stock
    ? batchedStockReads(async (region, ids) => {
        const found = await d1Stock.levels(region, ids);
        memo.remember(region, ids, found);
        return found;
      })
    : null;
  const stock = batched
    ? {
        levels: (mx: CommerceContext, ids: readonly number[]) => {
          const known = memo.fresh(mx.region, ids);
          return known ? Promise.resolve(known) : batched(mx, ids);
        },
      }
    : null;
  /**
   * Pages degrade rather than fail when the database does not answer (or has no schema yet):
   * they show the catalog's levels, and placing an order still checks the live ones.
   */
  let warned = false;
  const catalogLevelsInstead = (error: unknown) => {
    if (!warned) console.warn('live stock unavailable, showing catalog levels:', (error as Error)?.message ?? error);
    warned = true;
    return null;
  };

  /**
   * Full records for summaries, in their order, reading each needed shard once. With the
   * database, each variant's stock is the live level, read in the same round.
   */
  async function records(
    mx: CommerceContext,
    summaries: readonly CommerceSummary[],
    options: ProductReadOptions = {},
  ): Promise<CommerceProduct[]> {
    const shardNumbers = [...new Set(summaries.map((s) => s.shard))];
    const variantIds = stock && options.stock !== 'catalog' ? summaries.flatMap((s) => s.variantIds ?? []) : [];
    const [loaded, levels] = await Promise.all([
      Promise.all(shardNumbers.map((n) => source.json<CommerceShard>(commercePaths.products(mx.region, n), mx.signal))),
      stock && variantIds.length ? stock.levels(mx, variantIds).catch(catalogLevelsInstead) : Promise.resolve(null),
    ]);
    const byId = new Map(loaded.flat().map((p) => [p.id, p]));
    const found = summaries.flatMap((s) => byId.get(s.id) ?? []);
    return levels ? found.map((p) => withLiveStock(p, levels)) : found;
  }
  const one = async (mx: CommerceContext, summary: CommerceSummary | undefined) =>
    summary ? ((await records(mx, [summary]))[0] ?? null) : null;
  const getProduct = async (mx: CommerceContext, id: number) => one(mx, indexOf(await catalog(mx)).byId.get(id));
  const known = async (mx: CommerceContext, ids: readonly number[], options?: ProductReadOptions) => {
    const index = indexOf(await catalog(mx));
    return records(
      mx,
      ids.flatMap((id) => index.byId.get(id) ?? []),
      options,
    );
  };

  const accounts = createD1Accounts(options.db);
  const checkout = createD1Checkout(options.db, accounts, async (mx) => (await store(mx)).taxTable);
  const stockAdmin = createD1StockAdmin(
    options.db,
    async (mx, variantId) => (await provider.listVariants(mx, { page: 1, limit: 1, ids: [variantId] })).items[0] ?? null,
  );

  const provider: CommerceProvider = {
    name: 'embedded',
    ...accounts,
    ...checkout,
    // An order changes its lines' levels: this isolate's next page reads them live.
    async placeOrder(mx, placing) {
      try {
        return await checkout.placeOrder(mx, placing);
      } finally {
        memo.forget(
          mx.region,
          placing.stock.map((s) => s.variant_id),
        );
      }
    },
    ...createEmbeddedSettings(source),
    // A restock reads the level it replaces live (the back-in-stock mail goes out on 0 → more).
    async setStockLevel(mx, variantId, level) {
      memo.forget(mx.region, [variantId]);
      try {
        return await stockAdmin.setStockLevel(mx, variantId, level);
      } finally {
        memo.forget(mx.region, [variantId]);
      }
    },

    async listProducts(mx, { page, limit, categoryIds, ids, visible }) {
      let list = (await catalog(mx)).products;
      if (categoryIds?.length) {
        const wanted = new Set(categoryIds);
        list = list.filter((p) => p.categories.some((id) => wanted.has(id)));
      }
      if (ids?.length) {
        const wanted = new Set(ids);
        list = list.filter((p) => wanted.has(p.id));
      }
      if (visible !== undefined) list = list.filter((p) => p.is_visible === visible);
      const pageOf = paginate(list, page, limit);
      return { items: await records(mx, pageOf.items), pagination: pageOf.pagination };
    },
    async getCategoryListing(mx, categoryId) {
      // One document per category, written at build time: no product shard is read.
      if (!(await store(mx)).categories.some((c) => c.id === categoryId)) return [];
      return (await source.json<CommerceListingDocument>(commercePaths.listing(mx.region, categoryId), mx.signal)).products;
    },
    getProduct,
    async getProductByUid(mx, uid) {
      return one(mx, indexOf(await catalog(mx)).byUid.get(uid));
    },
    async getProductByUrl(mx, slug) {
      return one(mx, indexOf(await catalog(mx)).byUrl.get(`/${slug.replace(/^\/+|\/+$/g, '')}/`));
    },
    async getProductsByIds(mx, ids, options) {
      return known(mx, ids, options);
    },
    async getProductOptions(mx, productId) {
      return (await getProduct(mx, productId))?.product_options ?? null;
    },
    async getVariants(mx, productId) {
      return (await getProduct(mx, productId))?.variants ?? null;
    },
    async getVariant(mx, productId, variantId) {
      return (await getProduct(mx, productId))?.variants.find((v) => v.id === variantId) ?? null;
    },
    async getVariantBySku(mx, sku) {
      const product = await one(mx, indexOf(await catalog(mx)).bySku.get(sku));
      return product?.variants.find((v) => v.sku === sku) ?? null;
    },
    async listVariants(mx, { page, limit, productIds, ids, skus }) {
      const doc = await catalog(mx);
      const index = indexOf(doc);
      // Only the shards of the products that can match are read.
      let candidates = productIds?.length ? productIds.flatMap((id) => index.byId.get(id) ?? []) : doc.products;
      if (skus?.length) {
        const owners = new Set(skus.flatMap((sku) => index.bySku.get(sku)?.id ?? []));
        candidates = candidates.filter((p) => owners.has(p.id));
      }
      if (ids?.length) {
        const owners = new Set(ids.map((id) => Math.floor(id / 100)));
        candidates = candidates.filter((p) => owners.has(p.id));
      }
      let list = (await records(mx, candidates)).flatMap((p) => p.variants);
      if (ids?.length) {
        const wanted = new Set(ids);
        list = list.filter((v) => wanted.has(v.id));
      }
      if (skus?.length) {
        const wanted = new Set(skus);
        list = list.filter((v) => wanted.has(v.sku));
      }
      return paginate(list, page, limit);
    },
    async getCartLine(mx, productId, variantId) {
      const product = await getProduct(mx, productId);
      const variant = variantId === undefined ? product?.variants[0] : product?.variants.find((v) => v.id === variantId);
      if (!product || !variant) return null;
      const line: CartLineInfo = {
        productId: product.id,
        variantId: variant.id,
        uid: product.uid,
        name: product.name,
        sku: variant.sku,
        image: variant.thumbnail,
        url: product.uid,
        price: variant.calculatedPrice,
        retailPrice: variant.retailPrice,
        inventoryLevel: variant.inventoryLevel,
        isInStock: variant.isInStock,
        isPurchasable: variant.isPurchasable && product.is_visible,
        options: variant.option_values.map((o) => ({ name: o.option_display_name, value: o.label })),
      };
      return line;
    },
    getOutOfStock(mx, productIds) {
      return deferred(async () =>
        (await known(mx, productIds)).map(
          (p): OutOfStockEntry => ({
            product_id: p.id,
            out_of_stock: !p.variants.some((v) => v.isPurchasable),
            variant_ids: p.variants.filter((v) => !(v.inventoryLevel >= 1)).map((v) => v.id),
          }),
        ),
      );
    },
    getInventory(mx, productIds) {
      return deferred(async () => (await known(mx, productIds)).map(inventoryEntryOf));
    },
    getAutomatedRelatedProductIds(mx, query) {
      // Picks need only the summaries (visibility, categories, custom fields): no shard is read.
      return deferred(async () => {
        const doc = await catalog(mx);
        const { byCategory } = indexOf(doc);
        return pickRelated(query, (categoryIds) => {
          if (categoryIds.length === 1) return byCategory.get(categoryIds[0]!) ?? [];
          const wanted = new Set(categoryIds);
          return doc.products.filter((p) => p.categories.some((id) => wanted.has(id)));
        });
      });
    },
  };
  return provider;
}
