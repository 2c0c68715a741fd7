import type { CommerceRegion } from '../../../rules/regions';
import type { ProCode } from '../../../rules/pro';
import type { CommerceContext } from '../../context';
import type { ResponseCache } from '../../http/cache';
import { createHttpClient, type HttpClient } from '../../http/client';
import { pickRelated } from '../related';
import { catalogReads, type Find, type Get } from './catalog';
import { storeReads } from './store';
import { MAX_LIMIT } from './paging';
import { unsupportedCheckout } from '../unsupported-accounts';
import { bigcommerceAccounts } from './accounts';
import { unsupportedStockAdmin } from '../stock-admin';
import * as bc from './records';
import { StoreSchema, type StoreMoney } from './settings';
import { inventoryEntryOf } from '../live-stock';
import type { CartLineInfo, CommerceProvider, OutOfStockEntry } from '../types';
import type { ShippingSettings } from '../settings';

export interface BigCommerceStore {
  hash: string;
  token: string;
}

export interface BigCommerceConfig {
  stores: Record<CommerceRegion, BigCommerceStore>;
  /** `https://api.bigcommerce.com` unless replaced (tests point it at the fake service). */
  apiHost?: string;
  /** The category tree of the storefront channel (1 for a store's first channel). */
  categoryTreeId?: number;
  /** Free-shipping display settings per region; the platform has no such resource (spec §7 reads them from the shop's backend). */
  shippingSettings?: Partial<Record<CommerceRegion, ShippingSettings>>;
  /** Pro codes; the platform has no such resource, so they come from configuration. */
  proCodes?: ProCode[];
}

export interface BigCommerceOptions {
  cache?: ResponseCache;
  fetch?: typeof fetch;
}

const notFound = (status: number) => status === 404;
const csv = (values: readonly number[] | undefined) => (values?.length ? values.join(',') : undefined);

export function createBigCommerce(config: BigCommerceConfig, options: BigCommerceOptions = {}): CommerceProvider {
  const host = (config.apiHost ?? 'https://api.bigcommerce.com').replace(/\/+$/, '');
  const tree = config.categoryTreeId ?? 1;
  const clients = new Map<CommerceRegion, HttpClient>();
  const client = (region: CommerceRegion): HttpClient => {
    let found = clients.get(region);
    if (!found) {
      const store = config.stores[region];
      found = createHttpClient({
        service: 'commerce',
        baseUrl: `${host}/stores/${store.hash}`,
        headers: { 'x-auth-token': store.token },
        cachePartition: store.hash,
        cache: options.cache,
        fetch: options.fetch,
      });
      clients.set(region, found);
    }
    return found;
  };

  const get: Get = (mx, path, schema, query) => client(mx.region).get(mx, path, { schema, query });
  const find: Find = (mx, path, schema, query) => client(mx.region).find(mx, path, { schema, query, missing: (f) => notFound(f.status) });

  // The store's currency rarely changes: kept once known, per adapter and region. Only the
  // settled value is kept (a promise would tie one request's I/O to the next one's).
  const money = new Map<CommerceRegion, StoreMoney>();
  async function storeMoney(mx: CommerceContext): Promise<StoreMoney> {
    const known = money.get(mx.region);
    if (known) return known;
    const store = await get(mx, '/v2/store', StoreSchema);
    const found = { currency: store.currency, places: store.decimal_places };
    money.set(mx.region, found);
    return found;
  }

  const catalog = catalogReads(get, find, storeMoney);
  const settings = storeReads(get, find, storeMoney, config);

  return {
    name: 'bigcommerce',
    ...bigcommerceAccounts({ host, stores: config.stores, fetch: options.fetch }),
    ...unsupportedCheckout('bigcommerce'),
    ...unsupportedStockAdmin('bigcommerce'),
    ...settings,

    listProducts(mx, { page, limit, categoryIds, ids, visible }) {
      return catalog.productPage(mx, page, limit, { 'categories:in': csv(categoryIds), 'id:in': csv(ids), is_visible: visible });
    },

    getCategoryListing: catalog.listing,

    getProduct: catalog.product,

    getProductByUid: catalog.byMpn,

    // The catalog API has no filter by custom URL. In this store a product's URL slug is its
    // content uid, which is its mpn; a record whose custom URL is not the slug is not it, and
    // the product page then asks by id instead.
    async getProductByUrl(mx, slug) {
      const path = `/${slug.replace(/^\/+|\/+$/g, '')}/`;
      const product = await catalog.byMpn(mx, path.slice(1, -1));
      return product?.custom_url.url === path ? product : null;
    },

    getProductsByIds: catalog.byIds,

    async getProductOptions(mx, productId) {
      const answer = await find(mx, `/v3/catalog/products/${productId}/options`, bc.page(bc.OptionSchema), { limit: MAX_LIMIT });
      return answer ? answer.data.map(bc.toOption) : null;
    },

    async getVariants(mx, productId) {
      return (await catalog.product(mx, productId))?.variants ?? null;
    },

    async getVariant(mx, productId, variantId) {
      return (await catalog.product(mx, productId))?.variants.find((v) => v.id === variantId) ?? null;
    },

    getVariantBySku: catalog.variantBySku,

    listVariants: catalog.variantPage,

    async getCartLine(mx, productId, variantId) {
      const found = await catalog.product(mx, productId);
      const variant = variantId === undefined ? found?.variants[0] : found?.variants.find((v) => v.id === variantId);
      if (!found || !variant) return null;
      const line: CartLineInfo = {
        productId: found.id,
        variantId: variant.id,
        uid: found.uid,
        name: found.name,
        sku: variant.sku,
        image: variant.thumbnail,
        url: found.uid,
        price: variant.calculatedPrice,
        retailPrice: variant.retailPrice,
        inventoryLevel: variant.inventoryLevel,
        isInStock: variant.isInStock,
        isPurchasable: variant.isPurchasable && found.is_visible,
        options: variant.option_values.map((o) => ({ name: o.option_display_name, value: o.label })),
      };
      return line;
    },

    async listCategories(mx, { page, limit }) {
      const answer = await get(mx, '/v3/catalog/trees/categories', bc.page(bc.TreeCategorySchema), { 'tree_id:in': tree, page, limit });
      const { total, count, per_page, current_page, total_pages } = answer.meta.pagination;
      return { items: answer.data.map(bc.toCategory), pagination: { total, count, per_page, current_page, total_pages } };
    },

    async getCategory(mx, id) {
      const answer = await get(mx, '/v3/catalog/trees/categories', bc.page(bc.TreeCategorySchema), {
        'tree_id:in': tree,
        'category_id:in': id,
      });
      const found = answer.data[0];
      return found ? bc.toCategory(found) : null;
    },

    async getCategoryTree(mx) {
      return (await get(mx, `/v3/catalog/trees/${tree}/categories`, bc.CategoryTreeSchema)).data;
    },

    async getOutOfStock(mx, productIds) {
      return (await catalog.byIds(mx, productIds)).map(
        (p): OutOfStockEntry => ({
          product_id: p.id,
          out_of_stock: !p.variants.some((v) => v.isPurchasable),
          variant_ids: p.variants.filter((v) => !(v.inventoryLevel >= 1)).map((v) => v.id),
        }),
      );
    },

    async getInventory(mx, productIds) {
      return (await catalog.byIds(mx, productIds)).map(inventoryEntryOf);
    },

    async getAutomatedRelatedProductIds(mx, query) {
      // Each source's products in one query, read in parallel, then the same picking rule as every adapter.
      const keys = [...new Set(query.sources.map((s) => csv(s.categoryIds) ?? ''))].filter((k) => k !== '');
      const lists = await Promise.all(keys.map((key) => catalog.inCategories(mx, key)));
      const byKey = new Map(keys.map((key, i) => [key, lists[i]!]));
      return pickRelated(query, (categoryIds) => byKey.get(csv(categoryIds) ?? '') ?? []);
    },
  };
}
