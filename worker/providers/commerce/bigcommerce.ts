/**
 * The hosted commerce adapter, read side: the commerce port over BigCommerce's REST APIs
 * (catalog v3; currencies, shipping, customer groups, geography and store v2), one store per
 * commerce region (DESIGN §7). Shapes and conventions: bigcommerce-records.ts. Carts,
 * customers and orders are not read through this port (they live in worker/cart and the
 * embedded platform), so nothing here writes.
 *
 *   {host}/stores/{store_hash}/v3/catalog/products?include=variants,images,custom_fields,options
 *   header X-Auth-Token: the store's API account token
 */
import type * as v from 'valibot';
import type { CommerceRegion } from '../../domain/regions';
import { proCodeStore, type ProCode } from '../../domain/pro';
import type { CommerceContext } from '../context';
import { ProviderError } from '../errors';
import type { ResponseCache } from '../http/cache';
import { createHttpClient, type HttpClient, type QueryParams } from '../http/client';
import { pickRelated } from './related';
import { commerceListingEntry } from './listing';
import { unsupportedAccounts, unsupportedCheckout } from './unsupported-accounts';
import { unsupportedStockAdmin } from './stock-admin';
import * as bc from './bigcommerce-records';
import type { CartLineInfo, CommerceProvider, InventoryEntry, OutOfStockEntry, Page } from './types';
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

const INCLUDE = 'variants,images,custom_fields,options';
/** The platform's largest page. */
const MAX_LIMIT = 250;
const NO_SHIPPING_SETTINGS: ShippingSettings = { is_enabled: false, hide_free_shipping_groups: '', free_shipping_banner: false };

const csv = (values: readonly (number | string)[] | undefined) => (values?.length ? values.join(',') : undefined);
const notFound = (status: number) => status === 404;

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

  const get = <S extends v.GenericSchema>(mx: CommerceContext, path: string, schema: S, query?: QueryParams) =>
    client(mx.region).get(mx, path, { schema, query });
  const find = <S extends v.GenericSchema>(mx: CommerceContext, path: string, schema: S, query?: QueryParams) =>
    client(mx.region).find(mx, path, { schema, query, missing: (f) => notFound(f.status) });

  // The store's currency rarely changes: kept once read, per adapter and region. Only the
  // settled value is shared: a read in flight belongs to its own request (issue 21).
  const money = new Map<CommerceRegion, bc.StoreMoney>();
  async function storeMoney(mx: CommerceContext): Promise<bc.StoreMoney> {
    const known = money.get(mx.region);
    if (known) return known;
    const s = await get(mx, '/v2/store', bc.StoreSchema);
    const found = { currency: s.currency, places: s.decimal_places };
    money.set(mx.region, found);
    return found;
  }

  async function productPage(mx: CommerceContext, query: QueryParams): Promise<Page<ReturnType<typeof bc.toProduct>>> {
    const [answer, currency] = await Promise.all([
      get(mx, '/v3/catalog/products', bc.page(bc.ProductSchema), { include: INCLUDE, sort: 'id', direction: 'asc', ...query }),
      storeMoney(mx),
    ]);
    const { total, count, per_page, current_page, total_pages } = answer.meta.pagination;
    return { items: answer.data.map((p) => bc.toProduct(p, currency)), pagination: { total, count, per_page, current_page, total_pages } };
  }

  /** Every page of a product query (ids and categories can name more than one page holds). */
  async function allProducts(mx: CommerceContext, query: QueryParams) {
    const first = await productPage(mx, { ...query, page: 1, limit: MAX_LIMIT });
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, first.pagination.total_pages - 1) }, (_, i) =>
        productPage(mx, { ...query, page: i + 2, limit: MAX_LIMIT }),
      ),
    );
    return [first, ...rest].flatMap((p) => p.items);
  }

  async function product(mx: CommerceContext, id: number) {
    const [answer, currency] = await Promise.all([
      find(mx, `/v3/catalog/products/${id}`, bc.one(bc.ProductSchema), { include: INCLUDE }),
      storeMoney(mx),
    ]);
    return answer ? bc.toProduct(answer.data, currency) : null;
  }

  async function byIds(mx: CommerceContext, ids: readonly number[]) {
    const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0);
    if (unique.length === 0) return [];
    const found = new Map((await allProducts(mx, { 'id:in': csv(unique) })).map((p) => [p.id, p]));
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  async function zones(mx: CommerceContext) {
    const [list, currency] = await Promise.all([get(mx, '/v2/shipping/zones', bc.list(bc.ZoneSchema)), storeMoney(mx)]);
    return list.map((z) => bc.toZone(z, currency));
  }

  async function groups(mx: CommerceContext, query?: QueryParams) {
    return (await get(mx, '/v2/customer_groups', bc.list(bc.GroupSchema), { limit: MAX_LIMIT, ...query })).map(bc.toGroup);
  }

  return {
    name: 'bigcommerce',
    ...unsupportedAccounts('bigcommerce'),
    ...unsupportedCheckout('bigcommerce'),
    ...unsupportedStockAdmin('bigcommerce'),

    listProducts(mx, { page, limit, categoryIds, ids, visible }) {
      return productPage(mx, { page, limit, 'categories:in': csv(categoryIds), 'id:in': csv(ids), is_visible: visible });
    },

    // The category's visible records, cut to the listing's fields here (`include_fields` on
    // the request would cut the transfer too; the answer is the same).
    async getCategoryListing(mx, categoryId) {
      return (await allProducts(mx, { 'categories:in': String(categoryId), is_visible: true })).map(commerceListingEntry);
    },

    getProduct: product,

    async getProductByUid(mx, uid) {
      const found = await productPage(mx, { mpn: uid, page: 1, limit: 1 });
      return found.items[0] ?? null;
    },

    // The catalog API has no filter by custom URL. In this store a product's URL slug is its
    // content uid, which is its mpn; a record whose custom URL is not the slug is not it, and
    // the product page then asks by id instead.
    async getProductByUrl(mx, slug) {
      const path = `/${slug.replace(/^\/+|\/+$/g, '')}/`;
      const found = await productPage(mx, { mpn: path.slice(1, -1), page: 1, limit: 1 });
      const product = found.items[0] ?? null;
      return product?.custom_url.url === path ? product : null;
    },

    getProductsByIds: byIds,

    async getProductOptions(mx, productId) {
      const answer = await find(mx, `/v3/catalog/products/${productId}/options`, bc.page(bc.OptionSchema), { limit: MAX_LIMIT });
      return answer ? answer.data.map(bc.toOption) : null;
    },

    async getVariants(mx, productId) {
      return (await product(mx, productId))?.variants ?? null;
    },

    async getVariant(mx, productId, variantId) {
      return (await product(mx, productId))?.variants.find((v) => v.id === variantId) ?? null;
    },

    async getVariantBySku(mx, sku) {
      const answer = await get(mx, '/v3/catalog/variants', bc.page(bc.VariantSchema), { sku, limit: 1 });
      const variant = answer.data[0];
      if (!variant) return null;
      return (await product(mx, variant.product_id))?.variants.find((v) => v.id === variant.id) ?? null;
    },

    async listVariants(mx, { page, limit, productIds, ids, skus }) {
      const [answer, currency] = await Promise.all([
        get(mx, '/v3/catalog/variants', bc.page(bc.VariantSchema), {
          page,
          limit,
          'product_id:in': csv(productIds),
          'id:in': csv(ids),
          'sku:in': csv(skus),
        }),
        storeMoney(mx),
      ]);
      // A variant's thumbnail falls back to its product's uid: read those products once.
      const parents = new Map((await byIds(mx, [...new Set(answer.data.map((v) => v.product_id))])).map((p) => [p.id, p.uid]));
      const { total, count, per_page, current_page, total_pages } = answer.meta.pagination;
      return {
        items: answer.data.map((v) => bc.toVariant(v, currency, parents.get(v.product_id) ?? '')),
        pagination: { total, count, per_page, current_page, total_pages },
      };
    },

    async getCartLine(mx, productId, variantId) {
      const found = await product(mx, productId);
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
      const list = (await get(mx, '/v2/currencies', bc.list(bc.CurrencySchema))).map(bc.toCurrency);
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

    async getShippingMethods(mx, zoneId) {
      const [methods, currency] = await Promise.all([
        find(mx, `/v2/shipping/zones/${zoneId}/methods`, bc.list(bc.MethodSchema)),
        storeMoney(mx),
      ]);
      return methods ? bc.toMethods(zoneId, methods, currency) : null;
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
        get(mx, '/v2/countries', bc.list(bc.CountrySchema), { limit: MAX_LIMIT }),
        get(mx, '/v2/countries/states', bc.list(bc.StateSchema), { limit: MAX_LIMIT }),
      ]);
      const withStates = new Set(states.map((s) => s.country_id));
      return list.map((c) => bc.toCountry(c, withStates.has(c.id)));
    },

    async getStates(mx, countryId) {
      const found = await find(mx, `/v2/countries/${countryId}/states`, bc.list(bc.StateSchema), { limit: MAX_LIMIT });
      return found ? found.map(bc.toState) : null;
    },

    async getStore(mx) {
      return bc.toStore(await get(mx, '/v2/store', bc.StoreSchema));
    },

    async getOutOfStock(mx, productIds) {
      return (await byIds(mx, productIds)).map(
        (p): OutOfStockEntry => ({
          product_id: p.id,
          out_of_stock: !p.variants.some((v) => v.isPurchasable),
          variant_ids: p.variants.filter((v) => !(v.inventoryLevel >= 1)).map((v) => v.id),
        }),
      );
    },

    async getInventory(mx, productIds) {
      return (await byIds(mx, productIds)).map(
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
      const lists = await Promise.all(keys.map((key) => allProducts(mx, { 'categories:in': key })));
      const byKey = new Map(keys.map((key, i) => [key, lists[i]!]));
      return pickRelated(query, (categoryIds) => byKey.get(csv(categoryIds) ?? '') ?? []);
    },
  };
}
