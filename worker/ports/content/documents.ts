/**
 * The embedded content service's documents (built by worker/data/build/documents.ts, read
 * by embedded.ts): everything one locale shows, already localized, split so a request reads
 * only what it needs. Products are in shards of a few dozen, found through the catalog's
 * summaries, so a catalog of thousands costs a product page one shard.
 */
import type { ContentLocale } from '../../rules/locale';
import type { ContentRegion } from '../../rules/regions';
import type {
  Athlete,
  BlogCategory,
  BlogPost,
  DisplayTextEntry,
  DuplicateDisplayText,
  EmailSignupSettings,
  ErrorPageContent,
  Page,
  RegionEntry,
  SearchSettings,
  Store,
  SupportPage,
} from './editorial-entries';
import type { Banner, BrandSettings, Footer, Header } from './entries';
import type {
  AutomatedRelatedProductsConfig,
  CategoryGroup,
  CategoryProductAddOnConfig,
  ColorGroup,
  ContentProduct,
  HideProductAttributes,
  ManageProductAttributes,
} from './catalog-entries';
import type { LocalizedProductCategory } from './types';
import type { DisplayText } from '../../../shared/display-text';
import type { ContentListingEntry } from './listing';

/** What every page of a locale needs: brand, frame, texts and settings. */
export interface SiteDocument {
  brand: BrandSettings;
  footer: Footer;
  /** Every header entry; the adapter picks the region's (spec §8 logs when none fits). */
  headers: Header[];
  displayText: DisplayText;
  /** All lists; the adapter filters them to a region. */
  emailSignup: EmailSignupSettings;
  searchSettings: SearchSettings;
  errorPage: ErrorPageContent;
  regions: RegionEntry[];
}

/**
 * The locale's display text as entries (the interstack API asks for them): half the bytes of
 * the site document, which every page reads, so apart from it (a lighter cold start).
 */
export interface DisplayTextEntriesDocument {
  entries: DisplayTextEntry[];
}

export interface EditorialDocument {
  pages: Page[];
  banners: Banner[];
  blogCategories: BlogCategory[];
  /** Newest first. */
  blogPosts: BlogPost[];
  athletes: Athlete[];
  supportPages: SupportPage[];
}

/** Enough of a product to find it and to filter lists, without loading its shard. */
export interface ProductSummary {
  uid: string;
  url: string;
  category: string;
  regions: ContentRegion[];
  discontinued: boolean;
  shard: number;
}

export interface CatalogDocument {
  categories: LocalizedProductCategory[];
  categoryGroups: CategoryGroup[];
  colorGroups: ColorGroup[];
  /** Every product, in catalogue order. */
  products: ProductSummary[];
}

/** Entries the same in every locale. */
export interface SharedDocument {
  stores: Store[];
  duplicates: DuplicateDisplayText[];
  hideProductAttributes: HideProductAttributes[];
  manageProductAttributes: ManageProductAttributes[];
  automatedRelatedProductsConfig: AutomatedRelatedProductsConfig[];
  categoryProductAddOnConfig: CategoryProductAddOnConfig[];
}

export type ProductShard = ContentProduct[];

/** One category's listing (products of its sub-categories included, discontinued ones left out), in catalogue order. */
export interface CategoryListingDocument {
  products: ContentListingEntry[];
}

export const contentPaths = {
  site: (locale: ContentLocale) => `content/${locale}/site.json`,
  displayTextEntries: (locale: ContentLocale) => `content/${locale}/display-text-entries.json`,
  editorial: (locale: ContentLocale) => `content/${locale}/editorial.json`,
  catalog: (locale: ContentLocale) => `content/${locale}/catalog.json`,
  products: (locale: ContentLocale, shard: number) => `content/${locale}/products-${shard}.json`,
  listing: (locale: ContentLocale, categoryUid: string) => `content/${locale}/listings/${categoryUid}.json`,
  shared: () => 'content/shared.json',
};
