/**
 * Embedded commerce adapter: the seed catalog and store settings, served from memory.
 * `deferDelayMs` slows the deferred calls (related products, stock) so benchmarks can
 * show that pages stream without waiting for them.
 */
import type { CommerceRegion } from '../../domain/regions';
import { countries, currencies, customerGroups, shippingMethods, shippingSettings, shippingZones, states, stores } from '../../data/catalog';
import type { CommerceProduct } from './records';
import { categoryIndex, regionIndex } from './catalog-index';
import { paginate } from './paginate';
import { pickRelated } from './related';
import type { CartLineInfo, CommerceProvider, InventoryEntry, OutOfStockEntry } from './types';

export interface EmbeddedCommerceOptions {
  /** Delay added to deferred calls, in milliseconds (bench only; 0 by default). */
  deferDelayMs?: number;
}

const inAny = (p: CommerceProduct, ids: ReadonlySet<number>) => p.categories.some((c) => ids.has(c.id));

export function createEmbeddedCommerce(options: EmbeddedCommerceOptions = {}): CommerceProvider {
  const delay = Math.max(0, options.deferDelayMs ?? 0);
  const deferred = async <T>(work: () => T): Promise<T> => {
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    return work();
  };
  const known = (region: CommerceRegion, ids: readonly number[]) =>
    ids.flatMap((id) => regionIndex(region).byId.get(id) ?? []);

  return {
    name: 'embedded',

    async listProducts({ region }, { page, limit, categoryIds, ids, visible }) {
      let list = regionIndex(region).products;
      if (categoryIds?.length) {
        const wanted = new Set(categoryIds);
        list = list.filter((p) => inAny(p, wanted));
      }
      if (ids?.length) {
        const wanted = new Set(ids);
        list = list.filter((p) => wanted.has(p.id));
      }
      if (visible !== undefined) list = list.filter((p) => p.is_visible === visible);
      return paginate(list, page, limit);
    },

    async getProduct({ region }, id) {
      return regionIndex(region).byId.get(id) ?? null;
    },

    async getProductByUid({ region }, uid) {
      return regionIndex(region).byUid.get(uid) ?? null;
    },

    async getProductsByIds({ region }, ids) {
      return known(region, ids);
    },

    async getProductOptions({ region }, productId) {
      return regionIndex(region).byId.get(productId)?.product_options ?? null;
    },

    async getVariants({ region }, productId) {
      return regionIndex(region).byId.get(productId)?.variants ?? null;
    },

    async getVariant({ region }, productId, variantId) {
      return regionIndex(region).byId.get(productId)?.variants.find((v) => v.id === variantId) ?? null;
    },

    async getVariantBySku({ region }, sku) {
      return regionIndex(region).variantBySku.get(sku) ?? null;
    },

    async listVariants({ region }, { page, limit, productIds, ids, skus }) {
      const index = regionIndex(region);
      let list = productIds?.length ? known(region, productIds).flatMap((p) => p.variants) : index.variants;
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

    async getCartLine({ region }, productId, variantId) {
      const product = regionIndex(region).byId.get(productId);
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

    async listCategories({ region }, { page, limit }) {
      return paginate(categoryIndex(region).list, page, limit);
    },

    async getCategory({ region }, id) {
      return categoryIndex(region).byId.get(id) ?? null;
    },

    async getCategoryTree({ region }) {
      return [...categoryIndex(region).tree];
    },

    async getCurrencies({ region }) {
      return currencies[region];
    },

    async getCurrency({ region }, id) {
      return currencies[region].find((c) => c.id === id) ?? null;
    },

    async getShippingZones({ region }) {
      return shippingZones[region];
    },

    async getShippingZone({ region }, zoneId) {
      return shippingZones[region].find((z) => z.id === zoneId) ?? null;
    },

    async getShippingMethods({ region }, zoneId) {
      if (!shippingZones[region].some((z) => z.id === zoneId)) return null;
      return shippingMethods.filter((m) => m.zone_id === zoneId);
    },

    async getShippingSettings({ region }) {
      return shippingSettings[region];
    },

    async getCustomerGroups({ region }, filter = {}) {
      const groups = customerGroups[region];
      return filter.isGroupForGuests === undefined ? groups : groups.filter((g) => g.is_group_for_guests === filter.isGroupForGuests);
    },

    async getCustomerGroup({ region }, id) {
      return customerGroups[region].find((g) => g.id === id) ?? null;
    },

    async getDefaultCustomerGroup({ region }) {
      const group = customerGroups[region].find((g) => g.is_default);
      if (!group) throw new Error(`Store ${region} has no default customer group`);
      return group;
    },

    async getCountries(_mx) {
      return countries;
    },

    async getStates(_mx, countryId) {
      if (!countries.some((c) => c.id === countryId)) return null;
      return states.filter((s) => s.country_id === countryId);
    },

    async getStore({ region }) {
      return stores[region];
    },

    getOutOfStock({ region }, productIds) {
      return deferred(() => known(region, productIds).map((p): OutOfStockEntry => ({
        product_id: p.id,
        out_of_stock: !p.variants.some((v) => v.isPurchasable),
        variant_ids: p.variants.filter((v) => !(v.inventoryLevel >= 1)).map((v) => v.id),
      })));
    },

    getInventory({ region }, productIds) {
      return deferred(() => known(region, productIds).map((p): InventoryEntry => ({
        product_id: p.id,
        inventory_level: p.inventoryLevel,
        is_in_stock: p.isInStock,
        variants: p.variants.map((v) => ({
          id: v.id, sku: v.sku, inventory_level: v.inventoryLevel, is_in_stock: v.isInStock, is_purchasable: v.isPurchasable,
        })),
      })));
    },

    getAutomatedRelatedProductIds({ region }, query) {
      return deferred(() => {
        const index = regionIndex(region);
        return pickRelated(query, (categoryIds) => {
          const wanted = new Set(categoryIds);
          return index.products.filter((p) => inAny(p, wanted));
        });
      });
    },
  };
}
