/**
 * The commerce port (DESIGN §7 "online-store platform"): catalog, prices, stock and store
 * settings of one commerce region. The embedded adapter serves the seed catalog; a hosted
 * adapter (BigCommerce) implements the same methods. Money is integer minor units.
 * Every method takes the call's CommerceContext first (region, signal, cache policy,
 * waitUntil; worker/ports/context.ts) and fails with a ProviderError.
 */
import type { CommerceContext } from '../context';
import type { ProCode } from '../../rules/pro';
import type { CommerceProduct, Money, ProductOption, Variant } from './records';
import type { Country, CountryState, Currency, CustomerGroup, ShippingMethod, ShippingSettings, ShippingZone, StoreInfo } from './settings';

import type { AccountsPort } from './accounts';
import type { CheckoutPort } from './checkout';
import type { CommerceListingEntry } from './listing';
import type { StockAdminPort } from './stock-admin';

export type * from './records';
export type * from './settings';
import type { Page, PageQuery } from './page';
export type * from './accounts';
export type * from './checkout';
export type * from './listing';
export type * from './stock-admin';

export type { Page, PageQuery, Pagination } from './page';

export interface ProductQuery extends PageQuery {
  /** Products in any of these categories. */
  categoryIds?: number[];
  ids?: number[];
  /** true: only products still sold (category pages); false: only discontinued ones. */
  visible?: boolean;
}

export interface VariantQuery extends PageQuery {
  productIds?: number[];
  ids?: number[];
  skus?: string[];
}

export interface CommerceCategory {
  id: number;
  /** 0 for a top category. */
  parent_id: number;
  /** Content uid of the category (product_category entry). */
  uid: string;
  name: string;
  sort_order: number;
  is_visible: boolean;
  custom_url: { url: string };
}

export interface CategoryNode {
  id: number;
  parent_id: number;
  depth: number;
  path: number[];
  name: string;
  is_visible: boolean;
  url: string;
  children: CategoryNode[];
}

/** What a cart line needs from the catalog: price, name, image and stock of one variant. */
export interface CartLineInfo {
  productId: number;
  variantId: number;
  uid: string;
  name: string;
  sku: string;
  /** Image id of the variant's colour. */
  image: string;
  url: string;
  price: Money;
  retailPrice: Money;
  inventoryLevel: number;
  isInStock: boolean;
  isPurchasable: boolean;
  options: { name: string; value: string }[];
}

export interface OutOfStockEntry {
  product_id: number;
  /** True when no variant can be bought. */
  out_of_stock: boolean;
  /** Variants with no stock (spec §5: inventoryLevel missing or below 1). */
  variant_ids: number[];
}

export interface InventoryEntry {
  product_id: number;
  inventory_level: number;
  is_in_stock: boolean;
  variants: { id: number; sku: string; inventory_level: number; is_in_stock: boolean; is_purchasable: boolean }[];
}

/** One source of automated picks: products of these categories sharing these attribute values. */
export interface RelatedSource {
  categoryIds: number[];
  /** Custom field name → accepted values; a product matches when each named field has one of them. */
  attributes: Record<string, string[]>;
}

export interface RelatedQuery {
  sources: RelatedSource[];
  /** Products never picked (the current product, products not sold in the content region). */
  excludeIds: number[];
  limit: number;
  /** Picks are random but stable per seed, so cached pages agree with each other. */
  seed: string;
}

/** The catalog side: products, categories, stock and store settings of one commerce region. */

/** How fresh a product read's stock must be (spec §5: the buy box and orders use live levels). */
export interface ProductReadOptions {
  /** 'live' (the default) or 'catalog' when the caller shows no stock at all. */
  stock?: 'live' | 'catalog';
}
export interface CatalogPort {
  readonly name: string;
  listProducts(mx: CommerceContext, query: ProductQuery): Promise<Page<CommerceProduct>>;
  getProduct(mx: CommerceContext, id: number): Promise<CommerceProduct | null>;
  /** By the content uid the record sells (spec §3 bc_products). */
  getProductByUid(mx: CommerceContext, uid: string): Promise<CommerceProduct | null>;
  /**
   * By the product's URL slug (its custom URL `/{slug}/`; BigCommerce: `custom_url`, or the
   * GraphQL `site.route(path)`), so a product page can ask for the record in the same round
   * trip as the content entry.
   */
  getProductByUrl(mx: CommerceContext, slug: string): Promise<CommerceProduct | null>;
  /**
   * A category page's listing: the visible products of a category, in id order (the order
   * of `listProducts`), as the facts filters and sort need (listing.ts); [] for an unknown
   * category.
   */
  getCategoryListing(mx: CommerceContext, categoryId: number): Promise<CommerceListingEntry[]>;
  /**
   * Known products in the order asked; unknown ids are skipped. `stock: 'catalog'` is for
   * callers that show no stock (cards, related picks): an adapter may then leave out its
   * live-stock read and answer the catalog's levels.
   */
  getProductsByIds(mx: CommerceContext, ids: readonly number[], options?: ProductReadOptions): Promise<CommerceProduct[]>;
  getProductOptions(mx: CommerceContext, productId: number): Promise<ProductOption[] | null>;
  getVariants(mx: CommerceContext, productId: number): Promise<Variant[] | null>;
  getVariant(mx: CommerceContext, productId: number, variantId: number): Promise<Variant | null>;
  getVariantBySku(mx: CommerceContext, sku: string): Promise<Variant | null>;
  listVariants(mx: CommerceContext, query: VariantQuery): Promise<Page<Variant>>;
  /** Price, name, image and stock of a variant; without a variant id the product's first variant. */
  getCartLine(mx: CommerceContext, productId: number, variantId?: number): Promise<CartLineInfo | null>;
  listCategories(mx: CommerceContext, query: PageQuery): Promise<Page<CommerceCategory>>;
  getCategory(mx: CommerceContext, id: number): Promise<CommerceCategory | null>;
  getCategoryTree(mx: CommerceContext): Promise<CategoryNode[]>;
  /** The store's currencies; the first is the active one (spec §3). */
  getCurrencies(mx: CommerceContext): Promise<Currency[]>;
  getCurrency(mx: CommerceContext, id: number): Promise<Currency | null>;
  getShippingZones(mx: CommerceContext): Promise<ShippingZone[]>;
  getShippingZone(mx: CommerceContext, zoneId: number): Promise<ShippingZone | null>;
  /** Methods of one zone of the store; null when the zone is not the store's. */
  getShippingMethods(mx: CommerceContext, zoneId: number): Promise<ShippingMethod[] | null>;
  getShippingSettings(mx: CommerceContext): Promise<ShippingSettings>;
  getCustomerGroups(mx: CommerceContext, filter?: { isGroupForGuests?: boolean }): Promise<CustomerGroup[]>;
  getCustomerGroup(mx: CommerceContext, id: number): Promise<CustomerGroup | null>;
  /** The group new customers get (its discount_rules apply to them). */
  getDefaultCustomerGroup(mx: CommerceContext): Promise<CustomerGroup>;
  /** A pro code kept by this store, by its normalised text; null when the store has none such. */
  getProCode(mx: CommerceContext, code: string): Promise<ProCode | null>;
  getCountries(mx: CommerceContext): Promise<Country[]>;
  /** States of a country; [] for a country without states, null for an unknown country. */
  getStates(mx: CommerceContext, countryId: number): Promise<CountryState[] | null>;
  getStore(mx: CommerceContext): Promise<StoreInfo>;
  /** Deferred: stock summary per product for grids (unknown ids are skipped). */
  getOutOfStock(mx: CommerceContext, productIds: readonly number[]): Promise<OutOfStockEntry[]>;
  /** Deferred: stock per variant for product and category pages (unknown ids are skipped). */
  getInventory(mx: CommerceContext, productIds: readonly number[]): Promise<InventoryEntry[]>;
  /** Deferred: automated related product ids (spec §9: random, across sources, no duplicates). */
  getAutomatedRelatedProductIds(mx: CommerceContext, query: RelatedQuery): Promise<number[]>;
}

/** The whole port: the catalog and the accounts (customers, addresses, orders; accounts.ts). */
export interface CommerceProvider extends CatalogPort, AccountsPort, CheckoutPort, StockAdminPort {}

/** The store's settings reads (currencies, shipping, customer groups, pro codes, countries, the store): every adapter answers them from one settings source. */
export type StoreSettingsReads = Pick<
  CommerceProvider,
  | 'getCurrencies'
  | 'getCurrency'
  | 'getShippingZones'
  | 'getShippingZone'
  | 'getShippingMethods'
  | 'getShippingSettings'
  | 'getCustomerGroups'
  | 'getCustomerGroup'
  | 'getDefaultCustomerGroup'
  | 'getProCode'
  | 'getCountries'
  | 'getStates'
  | 'getStore'
>;
