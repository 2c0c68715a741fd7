/**
 * The product half of the embedded content adapter: content products, categories and
 * product configuration entries from worker/data/catalog, localized per content locale
 * and indexed once per isolate.
 */
import type { ContentLocale } from '../../rules/locale';
import * as catalog from '../catalog/index';
import type {
  AutomatedRelatedProductsConfig,
  CategoryGroup,
  CategoryProductAddOnConfig,
  ColorGroup,
  ContentProduct,
  HideProductAttributes,
  ManageProductAttributes,
  ProductCategory,
} from '../../ports/content/catalog-entries';
import type { ContentProductCopy, ProductCategoryCopy } from '../catalog/types';
import { localize } from '../../ports/content/localize';
import { categoryLineage, inRegion } from '../../ports/content/select';
import type { ContentProvider, LocalizedProductCategory } from '../../ports/content/types';
import { contentListingEntry } from '../../ports/content/listing';

/** What the reader needs from the catalog (the module's exports, or a fixture in tests). */
export interface CatalogSource {
  contentProducts: readonly ContentProduct[];
  productTranslations: Partial<Record<string, Record<string, ContentProductCopy>>>;
  productCategories: readonly ProductCategory[];
  categoryTranslations: Partial<Record<string, Record<string, ProductCategoryCopy>>>;
  categoryGroups: readonly CategoryGroup[];
  colorGroups: readonly ColorGroup[];
  colorGroupTranslations: Partial<Record<string, Record<string, { color_name?: string }>>>;
  hideProductAttributes: readonly HideProductAttributes[];
  manageProductAttributes: readonly ManageProductAttributes[];
  automatedRelatedProductsConfig: readonly AutomatedRelatedProductsConfig[];
  categoryProductAddOnConfig: readonly CategoryProductAddOnConfig[];
}

type CatalogMethods = Pick<
  ContentProvider,
  | 'getProduct'
  | 'getProductByUrl'
  | 'getProducts'
  | 'getCategoryListing'
  | 'getProductCategory'
  | 'getProductCategories'
  | 'getCategoryGroups'
  | 'getColorGroups'
  | 'getHideProductAttributes'
  | 'getManageProductAttributes'
  | 'getAutomatedRelatedProductsConfig'
  | 'getCategoryProductAddOnConfig'
>;

interface LocaleIndex {
  products: ContentProduct[];
  byUid: Map<string, ContentProduct>;
  byUrl: Map<string, ContentProduct>;
  categories: LocalizedProductCategory[];
  categoryByUrl: Map<string, LocalizedProductCategory>;
  categoryGroups: CategoryGroup[];
  colorGroups: ColorGroup[];
}

function buildIndex(source: CatalogSource, locale: ContentLocale): LocaleIndex {
  const copies = locale === 'en-us' ? undefined : source.productTranslations[locale];
  const categoryCopies = locale === 'en-us' ? undefined : source.categoryTranslations[locale];
  const colorCopies = locale === 'en-us' ? undefined : source.colorGroupTranslations[locale];
  const products = source.contentProducts.map((p) => localize(p, copies?.[p.uid]));
  const categories: LocalizedProductCategory[] = source.productCategories.map((c) =>
    localize<LocalizedProductCategory>(c, categoryCopies?.[c.uid]),
  );
  const titleOf = new Map(categories.map((c) => [c.uid, c]));
  // Category groups repeat category titles; they follow the translated categories.
  const retitle = <T extends { uid: string; title: string; display_title: string }>(ref: T): T => {
    const c = titleOf.get(ref.uid);
    return c ? { ...ref, title: c.title, display_title: c.display_title } : ref;
  };
  const categoryGroups = source.categoryGroups.map((g) => ({
    ...g,
    parent_category: retitle(g.parent_category),
    categories: g.categories.map((entry) => ({ ...entry, category: entry.category.map(retitle) })),
  }));
  return {
    products,
    byUid: new Map(products.map((p) => [p.uid, p])),
    byUrl: new Map(products.map((p) => [p.url, p])),
    categories,
    categoryByUrl: new Map(categories.map((c) => [c.url, c])),
    categoryGroups,
    colorGroups: source.colorGroups.map((g) => localize(g, colorCopies?.[g.uid])),
  };
}

let sharedIndexes: Map<ContentLocale, LocaleIndex> | undefined;

/** Strips the slashes a route may leave around a slug: `/skis/classic/` → `skis/classic`. */
const slug = (url: string) => url.replace(/^\/+|\/+$/g, '');

export function createCatalogReader(source?: CatalogSource): CatalogMethods {
  const data: CatalogSource = source ?? catalog;
  const indexes = source ? new Map<ContentLocale, LocaleIndex>() : (sharedIndexes ??= new Map());
  const index = (locale: ContentLocale): LocaleIndex => {
    let found = indexes.get(locale);
    if (!found) indexes.set(locale, (found = buildIndex(data, locale)));
    return found;
  };
  const parentOf = new Map(data.productCategories.map((c) => [c.uid, c.parent]));

  return {
    async getProduct({ locale }, uid) {
      return index(locale).byUid.get(uid) ?? null;
    },
    async getProductByUrl({ locale }, url) {
      return index(locale).byUrl.get(slug(url)) ?? null;
    },
    async getProducts({ locale }, query = {}) {
      const idx = index(locale);
      // Asked-for uids keep the caller's order (manual picks come first, spec §9).
      const pool = query.uids ? query.uids.flatMap((uid) => idx.byUid.get(uid) ?? []) : idx.products;
      return pool.filter(
        (p) =>
          (query.includeDiscontinued || !p.discontinued) &&
          (!query.region || inRegion(p.regions, query.region)) &&
          (!query.categoryUid || categoryLineage(p.category, parentOf).includes(query.categoryUid)),
      );
    },
    async getCategoryListing({ locale }, { categoryUid, region }) {
      if (!parentOf.has(categoryUid)) return [];
      return index(locale)
        .products.filter(
          (p) => !p.discontinued && inRegion(p.regions, region) && categoryLineage(p.category, parentOf).includes(categoryUid),
        )
        .map(contentListingEntry);
    },
    async getProductCategory({ locale }, url) {
      return index(locale).categoryByUrl.get(slug(url)) ?? null;
    },
    async getProductCategories({ locale }) {
      return index(locale).categories;
    },
    async getCategoryGroups({ locale }) {
      return index(locale).categoryGroups;
    },
    async getColorGroups({ locale }) {
      return index(locale).colorGroups;
    },
    async getHideProductAttributes(_cx) {
      return [...data.hideProductAttributes];
    },
    async getManageProductAttributes(_cx) {
      return [...data.manageProductAttributes];
    },
    async getAutomatedRelatedProductsConfig(_cx) {
      return [...data.automatedRelatedProductsConfig];
    },
    async getCategoryProductAddOnConfig(_cx, region) {
      return data.categoryProductAddOnConfig.filter((c) => !region || inRegion(c.regions, region));
    },
  };
}
