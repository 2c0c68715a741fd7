/**
 * The embedded commerce platform's documents (built by worker/data/build/documents.ts, read
 * by embedded.ts), per store: its settings, a summary of every product (enough for listings,
 * related picks and lookups by sku), and the full records in shards of a few dozen.
 */
import type { CommerceRegion } from '../../rules/regions';
import type { CommerceProduct } from './records';
import type { CommerceListingEntry } from './listing';
import type { Country, CountryState, Currency, CustomerGroup, ShippingMethod, ShippingSettings, ShippingZone, StoreInfo } from './settings';
import type { CategoryNode, CommerceCategory } from './types';
import type { TaxTable } from '../../rules/tax';
import type { ProCode } from '../../rules/pro';

export interface StoreDocument {
  currencies: Currency[];
  shippingZones: ShippingZone[];
  shippingMethods: ShippingMethod[];
  shippingSettings: ShippingSettings;
  customerGroups: CustomerGroup[];
  /** Pro codes issued for this store's region. */
  proCodes: ProCode[];
  store: StoreInfo;
  categories: CommerceCategory[];
  categoryTree: CategoryNode[];
  /** Sales tax or VAT of the store. */
  taxTable: TaxTable;
}

export interface CommerceSummary {
  id: number;
  uid: string;
  /** The custom URL, `/{slug}/`. */
  url: string;
  is_visible: boolean;
  categories: number[];
  customFields: { name: string; value: string }[];
  /** Variant skus, so a sku finds its product without loading every shard. */
  skus: string[];
  /** Variant ids, so live stock is read in the same round as the shard. */
  variantIds: number[];
  shard: number;
}

export interface CommerceCatalogDocument {
  /** Every product of the store, by id. */
  products: CommerceSummary[];
}

export interface CountriesDocument {
  countries: Country[];
  states: CountryState[];
}

export type CommerceShard = CommerceProduct[];

/** One category's listing: its visible products, by id. */
export interface CommerceListingDocument {
  products: CommerceListingEntry[];
}

export const commercePaths = {
  store: (region: CommerceRegion) => `commerce/${region}/store.json`,
  catalog: (region: CommerceRegion) => `commerce/${region}/catalog.json`,
  products: (region: CommerceRegion, shard: number) => `commerce/${region}/products-${shard}.json`,
  listing: (region: CommerceRegion, categoryId: number) => `commerce/${region}/listings/${categoryId}.json`,
  countries: () => 'commerce/countries.json',
};
