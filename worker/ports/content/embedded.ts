/**
 * The embedded content adapter: the content service of DESIGN §7 as documents read through
 * a DataSource (the Worker's static assets; memory in unit tests). Each method reads only
 * the documents it needs: the locale's site or editorial document, the catalog summaries,
 * and product shards by the summaries. Documents are already localized (spec §7 fallback
 * applied at build time), so a request only looks things up.
 */
import type { ContentRegion } from '../../rules/regions';
import type { ContentContext } from '../context';
import type { DataSource } from '../data';
import type { ContentProduct } from './catalog-entries';
import {
  contentPaths,
  type CatalogDocument,
  type CategoryListingDocument,
  type DisplayTextEntriesDocument,
  type EditorialDocument,
  type ProductShard,
  type ProductSummary,
  type SharedDocument,
  type SiteDocument,
} from './documents';
import { categoryLineage, chooseHeader, fallbackHeader, headerForRegion, inRegion, paginate } from './select';
import type { ContentLogger, ContentProvider, LocalizedProductCategory } from './types';
import type { DisplayText } from '../../../shared/display-text';
import { enUs } from '../../data/content/display-text/en-us';

/**
 * The built-in English display text (the seed's base dictionary): what a hosted stack falls back
 * to for keys it lacks, and what an error page shows when the content service itself failed.
 */
export const builtInDisplayText: DisplayText = enUs;

export interface EmbeddedContentOptions {
  source: DataSource;
  log?: ContentLogger;
}

const defaultLog: ContentLogger = (message, detail) => console.warn(message, detail ?? {});

/** Strips the slashes a route may leave around a slug: `/skis/classic/` → `skis/classic`. */
const slug = (url: string) => url.replace(/^\/+|\/+$/g, '');

/** Lookup tables over a catalog document, built once per document (the memo keeps the document). */
interface CatalogIndex {
  byUid: Map<string, ProductSummary>;
  byUrl: Map<string, ProductSummary>;
  categoryByUrl: Map<string, LocalizedProductCategory>;
  parentOf: Map<string, string | null>;
}

const catalogIndexes = new WeakMap<CatalogDocument, CatalogIndex>();

function indexOf(doc: CatalogDocument): CatalogIndex {
  let index = catalogIndexes.get(doc);
  if (!index) {
    index = {
      byUid: new Map(doc.products.map((p) => [p.uid, p])),
      byUrl: new Map(doc.products.map((p) => [p.url, p])),
      categoryByUrl: new Map(doc.categories.map((c) => [c.url, c])),
      parentOf: new Map(doc.categories.map((c) => [c.uid, c.parent])),
    };
    catalogIndexes.set(doc, index);
  }
  return index;
}

export function createEmbeddedContentProvider(options: EmbeddedContentOptions): ContentProvider {
  const { source } = options;
  const log = options.log ?? defaultLog;
  const site = (cx: ContentContext) => source.json<SiteDocument>(contentPaths.site(cx.locale), cx.signal);
  const editorial = (cx: ContentContext) => source.json<EditorialDocument>(contentPaths.editorial(cx.locale), cx.signal);
  const catalog = (cx: ContentContext) => source.json<CatalogDocument>(contentPaths.catalog(cx.locale), cx.signal);
  const shared = (cx: ContentContext) => source.json<SharedDocument>(contentPaths.shared(), cx.signal);
  const displayTextEntries = async (cx: ContentContext) =>
    (await source.json<DisplayTextEntriesDocument>(contentPaths.displayTextEntries(cx.locale), cx.signal)).entries;

  /** Full products for summaries, in the summaries' order, reading each needed shard once. */
  async function productsOf(cx: ContentContext, summaries: readonly ProductSummary[]): Promise<ContentProduct[]> {
    const shardNumbers = [...new Set(summaries.map((s) => s.shard))];
    const loaded = await Promise.all(shardNumbers.map((n) => source.json<ProductShard>(contentPaths.products(cx.locale, n), cx.signal)));
    const byUid = new Map(loaded.flat().map((p) => [p.uid, p]));
    return summaries.flatMap((s) => byUid.get(s.uid) ?? []);
  }

  const byUid = <T extends { uid: string }>(items: readonly T[], uid: string): T | null => items.find((item) => item.uid === uid) ?? null;

  return {
    async getBrandSettings(cx) {
      return (await site(cx)).brand;
    },
    async getHeader(cx, region: ContentRegion) {
      const doc = await site(cx);
      const choice = chooseHeader(doc.headers, region);
      if (choice.problem) log(choice.problem, { locale: cx.locale, region });
      return choice.header ? headerForRegion(choice.header, region) : fallbackHeader(doc.displayText);
    },
    async getFooter(cx) {
      return (await site(cx)).footer;
    },
    async getDisplayText(cx) {
      return (await site(cx)).displayText;
    },
    async getDisplayTextEntries(cx, uids) {
      const entries = await displayTextEntries(cx);
      return uids ? uids.flatMap((uid) => byUid(entries, uid) ?? []) : entries;
    },
    async getDuplicateDisplayTextEntries(cx) {
      return (await shared(cx)).duplicates;
    },
    async getDuplicateDisplayText(cx, entryUids) {
      const entries = await displayTextEntries(cx);
      return [...new Set(entryUids)].flatMap((uid) => byUid(entries, uid) ?? []);
    },
    async getBanner(cx, uid) {
      return byUid((await editorial(cx)).banners, uid);
    },
    async getPage(cx, uid) {
      return byUid((await editorial(cx)).pages, uid);
    },
    async getPageByUrl(cx, url) {
      const path = url === '' ? '/' : url.startsWith('/') ? url : `/${url}`;
      return (await editorial(cx)).pages.find((p) => p.url === path) ?? null;
    },
    async getHomePage(cx) {
      const home = byUid((await editorial(cx)).pages, 'home');
      if (!home) throw new Error('The content has no home page (uid "home").');
      return home;
    },
    async getErrorPage(cx) {
      return (await site(cx)).errorPage;
    },
    async getEmailSignupSettings(cx, region) {
      const settings = (await site(cx)).emailSignup;
      return region ? { ...settings, lists: settings.lists.filter((l) => inRegion(l.regions, region)) } : settings;
    },
    async getSearchSettings(cx) {
      return (await site(cx)).searchSettings;
    },
    async getBlogCategories(cx) {
      return (await editorial(cx)).blogCategories;
    },
    async getBlogCategory(cx, uid) {
      return byUid((await editorial(cx)).blogCategories, uid);
    },
    async getBlogPosts(cx, query = {}) {
      const all = (await editorial(cx)).blogPosts;
      const posts = query.category ? all.filter((p) => p.category === query.category) : all;
      return paginate(posts, query.page, query.perPage ?? 6);
    },
    async getBlogPost(cx, uid) {
      return byUid((await editorial(cx)).blogPosts, uid);
    },
    async getAthletes(cx) {
      return (await editorial(cx)).athletes;
    },
    async getAthlete(cx, uid) {
      return byUid((await editorial(cx)).athletes, uid);
    },
    async getSupportPages(cx) {
      return (await editorial(cx)).supportPages;
    },
    async getSupportPage(cx, uid) {
      return byUid((await editorial(cx)).supportPages, uid);
    },
    async getStores(cx, query = {}) {
      return (await shared(cx)).stores.filter(
        (s) =>
          (!query.country || s.country === query.country) &&
          (!query.region || s.region === query.region) &&
          (!query.type || s.type === query.type),
      );
    },
    async getRegions(cx) {
      return (await site(cx)).regions;
    },

    async getProduct(cx, uid) {
      const summary = indexOf(await catalog(cx)).byUid.get(uid);
      return summary ? ((await productsOf(cx, [summary]))[0] ?? null) : null;
    },
    async getProductByUrl(cx, url) {
      const summary = indexOf(await catalog(cx)).byUrl.get(slug(url));
      return summary ? ((await productsOf(cx, [summary]))[0] ?? null) : null;
    },
    async getProducts(cx, query = {}) {
      const doc = await catalog(cx);
      const index = indexOf(doc);
      // Asked-for uids keep the caller's order (manual picks come first, spec §9).
      const pool = query.uids ? query.uids.flatMap((uid) => index.byUid.get(uid) ?? []) : doc.products;
      const wanted = pool.filter(
        (p) =>
          (query.includeDiscontinued || !p.discontinued) &&
          (!query.region || inRegion(p.regions, query.region)) &&
          (!query.categoryUid || categoryLineage(p.category, index.parentOf).includes(query.categoryUid)),
      );
      return productsOf(cx, wanted);
    },
    async getCategoryListing(cx, { categoryUid, region }) {
      // One document per category, written at build time: no product shard is read.
      if (!indexOf(await catalog(cx)).parentOf.has(categoryUid)) return [];
      const doc = await source.json<CategoryListingDocument>(contentPaths.listing(cx.locale, categoryUid), cx.signal);
      return doc.products.filter((p) => inRegion(p.regions, region));
    },
    async getProductCategory(cx, url) {
      return indexOf(await catalog(cx)).categoryByUrl.get(slug(url)) ?? null;
    },
    async getProductCategories(cx) {
      return (await catalog(cx)).categories;
    },
    async getCategoryGroups(cx) {
      return (await catalog(cx)).categoryGroups;
    },
    async getColorGroups(cx) {
      return (await catalog(cx)).colorGroups;
    },
    async getHideProductAttributes(cx) {
      return (await shared(cx)).hideProductAttributes;
    },
    async getManageProductAttributes(cx) {
      return (await shared(cx)).manageProductAttributes;
    },
    async getAutomatedRelatedProductsConfig(cx) {
      return (await shared(cx)).automatedRelatedProductsConfig;
    },
    async getCategoryProductAddOnConfig(cx, region) {
      return (await shared(cx)).categoryProductAddOnConfig.filter((c) => !region || inRegion(c.regions, region));
    },
    // The embedded content is published content only: it has no drafts to preview.
    async checkPreview() {
      return 'unavailable' as const;
    },
  };
}
