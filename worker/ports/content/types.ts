/**
 * The content port (spec §7 "Content service"): everything the shop reads from the
 * headless content service. The embedded adapter serves the seed in worker/data; a
 * hosted adapter (Contentstack Delivery API) implements the same interface.
 *
 * Conventions every adapter keeps:
 * - Context: every method takes the call's ContentContext first (locale, signal, cache
 *   policy, waitUntil; worker/ports/context.ts) and fails with a ProviderError.
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
import type { ContentContext, PreviewSession } from '../context';
import type { EditableEntry } from '../../../shared/live-preview';
import type { ContentRegion } from '../../rules/regions';
import type { DisplayText } from '../../../shared/display-text';
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
  StoreType,
  SupportPage,
} from './editorial-entries';
import type { Banner, BrandSettings, Footer, Header } from './entries';
import type { CategoryListingQuery, ContentListingEntry } from './listing';
import type {
  AutomatedRelatedProductsConfig,
  CategoryGroup,
  CategoryProductAddOnConfig,
  ColorGroup,
  ContentProduct,
  HideProductAttributes,
  ManageProductAttributes,
  ProductCategory,
} from './catalog-entries';

export type * from './entries';
export type * from './catalog-entries';

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
  getBrandSettings(cx: ContentContext): Promise<BrandSettings>;
  /** The header for a region, its nav items and top alerts filtered to that region. Never null: falls back to the retail header and logs why. */
  getHeader(cx: ContentContext, region: ContentRegion): Promise<Header>;
  getFooter(cx: ContentContext): Promise<Footer>;
  /** Every UI string; keys a locale does not translate come from en-us. */
  getDisplayText(cx: ContentContext): Promise<DisplayText>;
  /** Display text entries (grouped UI strings), all of them or those with the given uids. */
  getDisplayTextEntries(cx: ContentContext, uids?: readonly string[]): Promise<DisplayTextEntry[]>;
  /** Duplicate display text entries: lists of references to display text entries. */
  getDuplicateDisplayTextEntries(cx: ContentContext): Promise<DuplicateDisplayText[]>;
  /** The referenced display text entries, for /api/interstack/references; unknown uids are skipped. */
  getDuplicateDisplayText(cx: ContentContext, entryUids: readonly string[]): Promise<DisplayTextEntry[]>;

  getBanner(cx: ContentContext, uid: string): Promise<Banner | null>;
  getPage(cx: ContentContext, uid: string): Promise<Page | null>;
  /** A page by its path after the locale prefix, e.g. `/about`. */
  getPageByUrl(cx: ContentContext, url: string): Promise<Page | null>;
  getHomePage(cx: ContentContext): Promise<Page>;
  getErrorPage(cx: ContentContext): Promise<ErrorPageContent>;
  /** Email lists are filtered to the region when one is given. */
  getEmailSignupSettings(cx: ContentContext, region?: ContentRegion): Promise<EmailSignupSettings>;
  getSearchSettings(cx: ContentContext): Promise<SearchSettings>;

  getBlogCategories(cx: ContentContext): Promise<BlogCategory[]>;
  getBlogCategory(cx: ContentContext, uid: string): Promise<BlogCategory | null>;
  /** Newest first. */
  getBlogPosts(cx: ContentContext, query?: BlogQuery): Promise<Paged<BlogPost>>;
  getBlogPost(cx: ContentContext, uid: string): Promise<BlogPost | null>;
  getAthletes(cx: ContentContext): Promise<Athlete[]>;
  getAthlete(cx: ContentContext, uid: string): Promise<Athlete | null>;
  getSupportPages(cx: ContentContext): Promise<SupportPage[]>;
  getSupportPage(cx: ContentContext, uid: string): Promise<SupportPage | null>;
  getStores(cx: ContentContext, query?: StoreQuery): Promise<Store[]>;
  /** The content regions (spec: regions with region_id); titles in the locale, en-us by default. */
  getRegions(cx: ContentContext): Promise<RegionEntry[]>;

  getProduct(cx: ContentContext, uid: string): Promise<ContentProduct | null>;
  /** By the product's url slug (the part after /p/). */
  getProductByUrl(cx: ContentContext, url: string): Promise<ContentProduct | null>;
  getProducts(cx: ContentContext, query?: ProductQuery): Promise<ContentProduct[]>;
  /**
   * A category page's listing: the products of the category and its sub-categories shown in
   * the region, discontinued ones left out, in catalogue order (the order of `getProducts`),
   * as the facts filters and sort need (listing.ts); [] for an unknown category.
   */
  getCategoryListing(cx: ContentContext, query: CategoryListingQuery): Promise<ContentListingEntry[]>;
  /** By the category path after /c/, e.g. `skis/classic`. */
  getProductCategory(cx: ContentContext, url: string): Promise<LocalizedProductCategory | null>;
  getProductCategories(cx: ContentContext): Promise<LocalizedProductCategory[]>;
  getCategoryGroups(cx: ContentContext): Promise<CategoryGroup[]>;
  getColorGroups(cx: ContentContext): Promise<ColorGroup[]>;
  getHideProductAttributes(cx: ContentContext): Promise<HideProductAttributes[]>;
  getManageProductAttributes(cx: ContentContext): Promise<ManageProductAttributes[]>;
  getAutomatedRelatedProductsConfig(cx: ContentContext): Promise<AutomatedRelatedProductsConfig[]>;
  /** Add-on configurations, filtered to the region when one is given. */
  getCategoryProductAddOnConfig(cx: ContentContext, region?: ContentRegion): Promise<CategoryProductAddOnConfig[]>;
  /**
   * Live preview (spec §7; worker/content/live-preview.ts): whether this service shows the
   * editor's draft for the preview hash on `cx`. `unavailable` where the adapter has no preview
   * service (the embedded content, a stack without a preview token); `refused` for a hash
   * the preview service does not accept (unknown, expired).
   */
  checkPreview(cx: ContentContext & { preview: PreviewSession }, entry: EditableEntry | null): Promise<PreviewCheck>;
}

export type PreviewCheck = 'accepted' | 'refused' | 'unavailable';
