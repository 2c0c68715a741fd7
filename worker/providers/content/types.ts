/**
 * The content port (spec §7 "Content service"): everything the shop reads from the
 * headless content service. The embedded adapter serves the seed in worker/data; a
 * hosted adapter (Contentstack Delivery API) implements the same interface.
 *
 * Conventions every adapter keeps:
 * - Locale: every method that returns shopper-visible text takes a content locale.
 *   en-us reads only the base entries; other locales fall back to the base entry
 *   field by field (see localize.ts).
 * - Region: where the spec filters by content region (header, top alerts, email lists,
 *   products, add-on configs), the method takes the region and filters for it.
 * - Missing entries: a single-entry lookup that finds nothing resolves to `null`; it
 *   never throws. The hosted adapter maps the service's error 141 "The requested entry
 *   doesn't exist." (spec §8) to `null` too, so routes alone decide between 404 and 410.
 *   Lists resolve to `[]` when empty. Transport failures (timeouts, 5xx) do reject.
 * - Returned objects are shared between requests: treat them as read-only.
 */
import type { ContentLocale } from '../../domain/locale';
import type { ContentRegion } from '../../domain/regions';
import type { DisplayText } from '../../data/content/display-text/en-us';
import type { Athlete, BlogCategory, BlogPost, DisplayTextEntry, DuplicateDisplayText, EmailSignupSettings, ErrorPageContent, Page, RegionEntry, SearchSettings, Store, StoreType, SupportPage } from './editorial-entries';
import type { Banner, BrandSettings, Footer, Header } from './entries';
import type { AutomatedRelatedProductsConfig, CategoryGroup, CategoryProductAddOnConfig, ColorGroup, ContentProduct, HideProductAttributes, ManageProductAttributes, ProductCategory } from './catalog-entries';

export type * from './entries';
export type * from './catalog-entries';
export type { DisplayText, DisplayTextKey } from '../../data/content/display-text/en-us';

/** One page of a list, with totals for pagination links. */
export interface Paged<T> {
  items: T[];
  page: number;
  perPage: number;
  total: number;
  pages: number;
}

export interface BlogQuery {
  category?: string;
  /** 1-based; pages past the end are empty. */
  page?: number;
  perPage?: number;
}

export interface StoreQuery {
  /** Lowercase country code, e.g. `no`. */
  country?: string;
  region?: ContentRegion;
  type?: StoreType;
}

export interface ProductQuery {
  uids?: string[];
  /** A category uid; products of its sub-categories are included. */
  categoryUid?: string;
  region?: ContentRegion;
  /** Discontinued products are left out unless asked for (they answer 410). */
  includeDiscontinued?: boolean;
}

/** A product category with the translated intro text some locales add. */
export type LocalizedProductCategory = ProductCategory & { description?: string };

/** Receives the log lines of spec §8 ("Header - No Results", ...). */
export type ContentLogger = (message: string, detail?: Record<string, unknown>) => void;

export interface ContentProvider {
  getBrandSettings(locale: ContentLocale): Promise<BrandSettings>;
  /** The header for a region, its nav items and top alerts filtered to that region. Never null: falls back to the retail header and logs why. */
  getHeader(locale: ContentLocale, region: ContentRegion): Promise<Header>;
  getFooter(locale: ContentLocale): Promise<Footer>;
  /** Every UI string; keys a locale does not translate come from en-us. */
  getDisplayText(locale: ContentLocale): Promise<DisplayText>;
  /** Display text entries (grouped UI strings), all of them or those with the given uids. */
  getDisplayTextEntries(locale: ContentLocale, uids?: readonly string[]): Promise<DisplayTextEntry[]>;
  /** Duplicate display text entries: lists of references to display text entries. */
  getDuplicateDisplayTextEntries(): Promise<DuplicateDisplayText[]>;
  /** The referenced display text entries, for /api/interstack/references; unknown uids are skipped. */
  getDuplicateDisplayText(locale: ContentLocale, entryUids: readonly string[]): Promise<DisplayTextEntry[]>;

  getBanner(locale: ContentLocale, uid: string): Promise<Banner | null>;
  getPage(locale: ContentLocale, uid: string): Promise<Page | null>;
  /** A page by its path after the locale prefix, e.g. `/about`. */
  getPageByUrl(locale: ContentLocale, url: string): Promise<Page | null>;
  getHomePage(locale: ContentLocale): Promise<Page>;
  getErrorPage(locale: ContentLocale): Promise<ErrorPageContent>;
  /** Email lists are filtered to the region when one is given. */
  getEmailSignupSettings(locale: ContentLocale, region?: ContentRegion): Promise<EmailSignupSettings>;
  getSearchSettings(locale: ContentLocale): Promise<SearchSettings>;

  getBlogCategories(locale: ContentLocale): Promise<BlogCategory[]>;
  getBlogCategory(locale: ContentLocale, uid: string): Promise<BlogCategory | null>;
  /** Newest first. */
  getBlogPosts(locale: ContentLocale, query?: BlogQuery): Promise<Paged<BlogPost>>;
  getBlogPost(locale: ContentLocale, uid: string): Promise<BlogPost | null>;
  getAthletes(locale: ContentLocale): Promise<Athlete[]>;
  getAthlete(locale: ContentLocale, uid: string): Promise<Athlete | null>;
  getSupportPages(locale: ContentLocale): Promise<SupportPage[]>;
  getSupportPage(locale: ContentLocale, uid: string): Promise<SupportPage | null>;
  getStores(query?: StoreQuery): Promise<Store[]>;
  /** The content regions (spec: regions with region_id); titles in the locale, en-us by default. */
  getRegions(locale?: ContentLocale): Promise<RegionEntry[]>;

  getProduct(locale: ContentLocale, uid: string): Promise<ContentProduct | null>;
  /** By the product's url slug (the part after /p/). */
  getProductByUrl(locale: ContentLocale, url: string): Promise<ContentProduct | null>;
  getProducts(locale: ContentLocale, query?: ProductQuery): Promise<ContentProduct[]>;
  /** By the category path after /c/, e.g. `skis/classic`. */
  getProductCategory(locale: ContentLocale, url: string): Promise<LocalizedProductCategory | null>;
  getProductCategories(locale: ContentLocale): Promise<LocalizedProductCategory[]>;
  getCategoryGroups(locale: ContentLocale): Promise<CategoryGroup[]>;
  getColorGroups(locale: ContentLocale): Promise<ColorGroup[]>;
  getHideProductAttributes(): Promise<HideProductAttributes[]>;
  getManageProductAttributes(): Promise<ManageProductAttributes[]>;
  getAutomatedRelatedProductsConfig(): Promise<AutomatedRelatedProductsConfig[]>;
  /** Add-on configurations, filtered to the region when one is given. */
  getCategoryProductAddOnConfig(region?: ContentRegion): Promise<CategoryProductAddOnConfig[]>;
}
