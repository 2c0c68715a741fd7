/**
 * Seed → the embedded services' documents: content per locale, commerce per store,
 * the media service's product table. `build.mjs` runs this once and writes the documents
 * under dist/public/_data; unit tests build them in memory. `scale` repeats the catalog
 * (LOIPE_CATALOG_SCALE, bench only).
 */
import { CONTENT_LOCALES, type ContentLocale } from '../../rules/locale';
import { COMMERCE_REGIONS, type CommerceRegion } from '../../rules/regions';
import * as catalog from '../catalog/index';
import { buildCommerceProduct } from '../catalog/build-commerce';
import { buildContentProduct } from '../catalog/build-content';
import { scaleSeeds } from '../catalog/scale';
import { productTranslationsFor } from '../catalog/translations';
import type { ProductSeed } from '../catalog/seed';
import {
  contentPaths,
  type CatalogDocument,
  type CategoryListingDocument,
  type DisplayTextEntriesDocument,
  type EditorialDocument,
  type SharedDocument,
  type SiteDocument,
} from '../../ports/content/documents';
import { taxTables } from '../catalog/settings/tax';
import {
  commercePaths,
  type CommerceCatalogDocument,
  type CommerceListingDocument,
  type CountriesDocument,
  type StoreDocument,
} from '../../ports/commerce/documents';
import { mediaPaths, type MediaProductsDocument } from '../../ports/media/documents';
import type { ContentProduct } from '../../ports/content/catalog-entries';
import type { CommerceProduct } from '../../ports/commerce/types';
import { commerceCategories } from './commerce-index';
import { contentListingEntry } from '../../ports/content/listing';
import { commerceListingEntry } from '../../ports/commerce/listing';
import { categoryLineage } from '../../ports/content/select';
import { createSeedContent, createState, type EmbeddedContentOptions } from './seed-content';
import { requestCalls } from '../../ports/context';
import { buildSearchIndex, searchIndexPath } from '../../ports/search/index-document';
import { searchDocuments } from './search-index';

/**
 * Products per shard: a product page reads one shard of this many (per locale and per store).
 * One: a page reads the products it shows and no others (with 25 per shard, a fresh isolate's
 * product page read 973 KB of JSON for the dozen products it shows, 422 KB with one; a product's
 * commerce record is 3–40 KB). The summaries still find every product without reading any.
 */
export const SHARD_SIZE = 1;

export interface DocumentOptions extends Omit<EmbeddedContentOptions, 'catalog'> {
  /** The catalog repeated this many times (1 = the shop as shipped). */
  scale?: number;
  /** Build the search engine's indexes too (default; unit tests that do not search leave them out for speed). */
  searchIndexes?: boolean;
}

const shardOf = (index: number) => Math.floor(index / SHARD_SIZE);

function shards<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  items.forEach((item, i) => (out[shardOf(i)] ??= []).push(item));
  return out;
}

export async function buildDocuments(options: DocumentOptions = {}): Promise<Map<string, unknown>> {
  const seeds: ProductSeed[] = scaleSeeds(catalog.productSeeds, options.scale ?? 1);
  const documents = new Map<string, unknown>();
  const calls = requestCalls({ deadlineMs: 600_000 });
  const source = { ...catalog, contentProducts: seeds.map(buildContentProduct), productTranslations: productTranslationsFor(seeds) };
  const seedOptions: EmbeddedContentOptions = { ...options, catalog: source, log: () => {} };
  const content = createSeedContent(seedOptions);
  const state = createState(seedOptions);
  const recordsByRegion = Object.fromEntries(
    COMMERCE_REGIONS.map((region) => [region, seeds.map((seed) => buildCommerceProduct(seed, region))]),
  ) as Record<CommerceRegion, CommerceProduct[]>;

  for (const locale of CONTENT_LOCALES as readonly ContentLocale[]) {
    const cx = calls.content(locale);
    const site: SiteDocument = {
      brand: await content.getBrandSettings(cx),
      footer: await content.getFooter(cx),
      headers: state.headers(locale).items,
      displayText: await content.getDisplayText(cx),
      emailSignup: await content.getEmailSignupSettings(cx),
      searchSettings: await content.getSearchSettings(cx),
      errorPage: await content.getErrorPage(cx),
      regions: await content.getRegions(cx),
    };
    const editorial: EditorialDocument = {
      pages: state.pages(locale).items,
      banners: state.banners(locale).items,
      blogCategories: await content.getBlogCategories(cx),
      blogPosts: state.blogPosts(locale).items,
      athletes: await content.getAthletes(cx),
      supportPages: await content.getSupportPages(cx),
    };
    const products: ContentProduct[] = await content.getProducts(cx, { includeDiscontinued: true });
    const catalogDocument: CatalogDocument = {
      categories: await content.getProductCategories(cx),
      categoryGroups: await content.getCategoryGroups(cx),
      colorGroups: await content.getColorGroups(cx),
      products: products.map((p, i) => ({
        uid: p.uid,
        url: p.url,
        category: p.category,
        regions: p.regions,
        discontinued: p.discontinued,
        shard: shardOf(i),
      })),
    };
    documents.set(contentPaths.site(locale), site);
    const entries: DisplayTextEntriesDocument = { entries: await content.getDisplayTextEntries(cx) };
    documents.set(contentPaths.displayTextEntries(locale), entries);
    documents.set(contentPaths.editorial(locale), editorial);
    documents.set(contentPaths.catalog(locale), catalogDocument);
    shards(products).forEach((shard, n) => documents.set(contentPaths.products(locale, n), shard));
    // A listing per category, so a category page reads one document and then only its own page's shards.
    const parentOf = new Map(catalogDocument.categories.map((c) => [c.uid, c.parent]));
    const sold = products.filter((p) => !p.discontinued);
    for (const category of catalogDocument.categories) {
      const listing: CategoryListingDocument = {
        products: sold.filter((p) => categoryLineage(p.category, parentOf).includes(category.uid)).map(contentListingEntry),
      };
      documents.set(contentPaths.listing(locale, category.uid), listing);
    }
    // The search engine's index of the locale: loaded by the embedded search adapter, never rebuilt at run time.
    if (options.searchIndexes !== false)
      documents.set(
        searchIndexPath(locale),
        buildSearchIndex(
          locale,
          searchDocuments({
            locale,
            products,
            categories: catalogDocument.categories,
            colorGroups: catalogDocument.colorGroups,
            records: recordsByRegion,
            blogPosts: editorial.blogPosts,
            blogCategories: editorial.blogCategories,
            supportPages: editorial.supportPages,
          }),
        ),
      );
  }
  const cx = calls.content('en-us');
  const shared: SharedDocument = {
    stores: await content.getStores(cx),
    duplicates: await content.getDuplicateDisplayTextEntries(cx),
    hideProductAttributes: await content.getHideProductAttributes(cx),
    manageProductAttributes: await content.getManageProductAttributes(cx),
    automatedRelatedProductsConfig: await content.getAutomatedRelatedProductsConfig(cx),
    categoryProductAddOnConfig: await content.getCategoryProductAddOnConfig(cx),
  };
  documents.set(contentPaths.shared(), shared);

  for (const region of COMMERCE_REGIONS as readonly CommerceRegion[]) {
    // By id, as the platform lists them (listProducts pages, related picks draw from this order).
    const records = [...recordsByRegion[region]].sort((a, b) => a.id - b.id);
    const categories = commerceCategories(region);
    const store: StoreDocument = {
      currencies: catalog.currencies[region],
      shippingZones: catalog.shippingZones[region],
      shippingMethods: catalog.shippingMethods.filter((m) => catalog.shippingZones[region].some((z) => z.id === m.zone_id)),
      shippingSettings: catalog.shippingSettings[region],
      customerGroups: catalog.customerGroups[region],
      proCodes: catalog.proCodesOf(region),
      store: catalog.stores[region],
      categories: categories.list,
      categoryTree: categories.tree,
      taxTable: taxTables[region],
    };
    const summaries: CommerceCatalogDocument = {
      products: records.map((p, i) => ({
        id: p.id,
        uid: p.uid,
        url: p.custom_url.url,
        is_visible: p.is_visible,
        categories: p.categories.map((c) => c.id),
        customFields: p.customFields,
        skus: p.variants.map((v) => v.sku),
        variantIds: p.variants.map((v) => v.id),
        shard: shardOf(i),
      })),
    };
    documents.set(commercePaths.store(region), store);
    documents.set(commercePaths.catalog(region), summaries);
    shards(records).forEach((shard, n) => documents.set(commercePaths.products(region, n), shard));
    for (const category of categories.list) {
      const listing: CommerceListingDocument = {
        products: records.filter((p) => p.is_visible && p.categories.some((c) => c.id === category.id)).map(commerceListingEntry),
      };
      documents.set(commercePaths.listing(region, category.id), listing);
    }
  }
  const countries: CountriesDocument = { countries: catalog.countries, states: catalog.states };
  documents.set(commercePaths.countries(), countries);

  const media: MediaProductsDocument = {
    products: source.contentProducts.map((p) => ({
      uid: p.uid,
      title: p.display_title,
      kind: p.kind,
      colors: p.color_images.map((c) => c.color),
    })),
  };
  documents.set(mediaPaths.products(), media);
  return documents;
}
