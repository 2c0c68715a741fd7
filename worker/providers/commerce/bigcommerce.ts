/**
 * The hosted commerce adapter, read side: the commerce port over BigCommerce's REST APIs
 * (catalog v3; currencies, shipping, customer groups, geography and store v2), one store per
 * commerce region (DESIGN §7). Shapes and conventions: bigcommerce-records.ts. Customers,
 * addresses and orders: bigcommerce-accounts.ts (uncached, the only writes here).
 *
 *   {host}/stores/{store_hash}/v3/catalog/products?include=variants,images,custom_fields,options
 *   header X-Auth-Token: the store's API account token
 *
 * Catalog reads and their page sizes: bigcommerce-catalog.ts. v2 lists are read page by page
 * (at most 250 each) until a short page; a 429's X-Rate-Limit-Time-Reset-Ms is honoured by the
 * outbound client inside the call's deadline.
 */
import type * as v from 'valibot';
import type { CommerceRegion } from '../../domain/regions';
import { proCodeStore, type ProCode } from '../../domain/pro';
import type { CommerceContext } from '../context';
import { ProviderError } from '../errors';
import type { ResponseCache } from '../http/cache';
import { createHttpClient, type HttpClient, type QueryParams } from '../http/client';
import { pickRelated } from './related';
import { catalogReads, type Find, type Get } from './bigcommerce-catalog';
import { MAX_LIMIT } from './bigcommerce-paging';
import { unsupportedCheckout } from './unsupported-accounts';
import { bigcommerceAccounts } from './bigcommerce-accounts';
import { unsupportedStockAdmin } from './stock-admin';
import * as bc from './bigcommerce-records';
import type { CartLineInfo, CommerceProvider, InventoryEntry, OutOfStockEntry } from './types';
import type { ShippingSettings } from './settings';

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
  /** Pro codes (issue 12); the platform has no such resource, so they come from configuration. */
  proCodes?: ProCode[];
}

export interface BigCommerceOptions {
  cache?: ResponseCache;
  fetch?: typeof fetch;
}

const NO_SHIPPING_SETTINGS: ShippingSettings = { is_enabled: false, hide_free_shipping_groups: '', free_shipping_banner: false };

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
  const money = new Map<CommerceRegion, bc.StoreMoney>();
  async function storeMoney(mx: CommerceContext): Promise<bc.StoreMoney> {
    const known = money.get(mx.region);
    if (known) return known;
    const store = await get(mx, '/v2/store', bc.StoreSchema);
    const found = { currency: store.currency, places: store.decimal_places };
    money.set(mx.region, found);
    return found;
  }

  const catalog = catalogReads(get, find, storeMoney);

  /** Every page of a v2 list (v2 lists come in pages of at most 250 and say nothing of their length). */
  async function everyV2<S extends v.GenericSchema>(mx: CommerceContext, path: string, item: S, query: QueryParams = {}) {
    const all: v.InferOutput<S>[] = [];
    for (let page = 1; ; page++) {
      const items = (await get(mx, path, bc.list(item), { ...query, page, limit: MAX_LIMIT })) as v.InferOutput<S>[];
      all.push(...items);
      if (items.length < MAX_LIMIT) return all;
    }
  }

  async function zones(mx: CommerceContext) {
    const [list, currency] = await Promise.all([get(mx, '/v2/shipping/zones', bc.list(bc.ZoneSchema)), storeMoney(mx)]);
    return list.map((z) => bc.toZone(z, currency));
  }

  const groups = async (mx: CommerceContext, query?: QueryParams) =>
    (await everyV2(mx, '/v2/customer_groups', bc.GroupSchema, query)).map(bc.toGroup);

  return {
    name: 'bigcommerce',
    ...bigcommerceAccounts({ host, stores: config.stores, fetch: options.fetch }),
    ...unsupportedCheckout('bigcommerce'),
    ...unsupportedStockAdmin('bigcommerce'),

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

    async getCurrencies(mx) {
      const list = (await everyV2(mx, '/v2/currencies', bc.CurrencySchema)).map(bc.toCurrency);
      // Spec §3: the first entry is the active currency.
      return [...list.filter((c) => c.is_default), ...list.filter((c) => !c.is_default)];
    },

    async getCurrency(mx, id) {
      const found = await find(mx, `/v2/currencies/${id}`, bc.CurrencySchema);
      return found ? bc.toCurrency(found) : null;
    },

    getShippingZones: zones,

    async getShippingZone(mx, zoneId) {
      const [found, currency] = await Promise.all([find(mx, `/v2/shipping/zones/${zoneId}`, bc.ZoneSchema), storeMoney(mx)]);
      return found ? bc.toZone(found, currency) : null;
    },

    // The free-shipping threshold is the zone's: the zone is read with its methods.
    async getShippingMethods(mx, zoneId) {
      const [zone, methods, currency] = await Promise.all([
        find(mx, `/v2/shipping/zones/${zoneId}`, bc.ZoneSchema),
        find(mx, `/v2/shipping/zones/${zoneId}/methods`, bc.list(bc.MethodSchema)),
        storeMoney(mx),
      ]);
      return zone && methods ? bc.toMethods(zoneId, methods, bc.zoneThreshold(zone, currency), currency) : null;
    },

    async getShippingSettings(mx) {
      return config.shippingSettings?.[mx.region] ?? NO_SHIPPING_SETTINGS;
    },

    getCustomerGroups: (mx, filter = {}) => groups(mx, { is_group_for_guests: filter.isGroupForGuests }),

    async getCustomerGroup(mx, id) {
      const found = await find(mx, `/v2/customer_groups/${id}`, bc.GroupSchema);
      return found ? bc.toGroup(found) : null;
    },

    async getDefaultCustomerGroup(mx) {
      const [group] = await groups(mx, { is_default: true });
      if (!group)
        throw new ProviderError('bad_response', `commerce store ${mx.region} has no default customer group`, { service: 'commerce' });
      return group;
    },

    async getProCode(mx, code) {
      return config.proCodes?.find((c) => c.code === code && proCodeStore(c.region) === mx.region) ?? null;
    },

    async getCountries(mx) {
      const [list, states] = await Promise.all([
        everyV2(mx, '/v2/countries', bc.CountrySchema),
        everyV2(mx, '/v2/countries/states', bc.StateSchema),
      ]);
      const withStates = new Set(states.map((s) => s.country_id));
      return list.map((c) => bc.toCountry(c, withStates.has(c.id)));
    },

    async getStates(mx, countryId) {
      // An unknown country answers 404 on the first page.
      const first = await find(mx, `/v2/countries/${countryId}/states`, bc.list(bc.StateSchema), { page: 1, limit: MAX_LIMIT });
      if (!first) return null;
      const rest =
        first.length < MAX_LIMIT ? [] : (await everyV2(mx, `/v2/countries/${countryId}/states`, bc.StateSchema)).slice(MAX_LIMIT);
      return [...first, ...rest].map(bc.toState);
    },

    async getStore(mx) {
      return bc.toStore(await get(mx, '/v2/store', bc.StoreSchema));
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
      return (await catalog.byIds(mx, productIds)).map(
        (p): InventoryEntry => ({
          product_id: p.id,
          inventory_level: p.inventoryLevel,
          is_in_stock: p.isInStock,
          variants: p.variants.map((v) => ({
            id: v.id,
            sku: v.sku,
            inventory_level: v.inventoryLevel,
            is_in_stock: v.isInStock,
            is_purchasable: v.isPurchasable,
          })),
        }),
      );
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
