/**
 * Category pages (/{lang}/c/{uid...}): the category and its products are the page, so they
 * are awaited (unknown category → 404). Filters, sort and pagination are GET parameters
 * read with valibot; bad values are ignored, so every URL answers with products. They work
 * on the category's listings (facts of every product, one document each in the embedded
 * services); only the page's own products are read in full (so a catalog 100× larger costs no more).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../edge/app-env';
import { localePath } from '../../shared/locale';
import {
  applyListing,
  listingParams,
  parseListingQuery,
  SORTS,
  toggleFilter,
  type FacetId,
  type Listing,
  type ListingItem,
  type ListingQuery,
} from './listing';
import { pageRequest, renderPage } from '../render/render-page';
import { CategoryPage } from '../../client/pages/CategoryPage';
import type { CategoryView } from '../../client/components/category-types';
import type { Crumb, ProductCardData } from '../../client/components/shop-types';
import { categoryHref } from '../../shared/links';
import { colorSlug } from '../../shared/swatches';
import type { ContentListingEntry } from '../ports/content/listing';
import type { CommerceListingEntry } from '../ports/commerce/listing';
import { isShowable } from '../../shared/grid';
import type { LocalizedProductCategory } from '../ports/content/types';
import { buildCard } from '../render/product-cards';
import { customerPrice } from '../rules/discounts';
import { notFoundRoute } from '../content';
import { gridLabels } from '../render/page-blocks';
import { breadcrumbs, organization, shopHead } from '../render/seo-head';
import { buildShopContext, loadShopData, type ShopContext } from '../render/shop-context';

const SORT_KEYS: Record<(typeof SORTS)[number], 'sort.featured' | 'sort.priceAsc' | 'sort.priceDesc' | 'sort.newest' | 'sort.name'> = {
  featured: 'sort.featured',
  'price-asc': 'sort.priceAsc',
  'price-desc': 'sort.priceDesc',
  newest: 'sort.newest',
  name: 'sort.name',
};

/** A product of the listing: its filter and sort facts, and its record's id in the page's store. */
type Item = ListingItem & { recordId: number };

/**
 * The listing's facts of every product of the category: the content service's and the
 * store's category listings joined by record id. They are cheap on purpose: a category of
 * thousands is filtered, sorted and counted on these, and only the page's own products are
 * read in full to become cards (see `cardsOf`).
 */
function listingItems(shop: ShopContext, products: readonly ContentListingEntry[], records: readonly CommerceListingEntry[]): Item[] {
  const byId = new Map(records.map((r) => [r.id, r]));
  return products.flatMap((product) => {
    const record = byId.get(product.commerceIds[shop.regions.commerce] ?? -1);
    // Spec §2: a product without title, url or commerce record is not shown (the store's listing holds visible records only).
    if (!record || !isShowable({ title: product.title, url: product.url, commerce: record })) return [];
    const local = shop.regions.shopping ? undefined : product.prices[shop.locale.country];
    const item: Item = {
      recordId: record.id,
      uid: product.uid,
      title: product.title,
      // A pro group's price; outside shopping regions the catalogue country's price.
      price: customerPrice(
        local === undefined ? { calculated: record.price, retail: record.retail } : { calculated: local, retail: local },
        record.categoryIds,
        shop.pricing,
      ).calculated,
      isNew: product.isNew || record.isNew,
      attributes: Object.fromEntries(record.customFields.map((f) => [f.name, f.value])),
      colors: record.colors,
    };
    return [item];
  });
}

/** With a colour filter on, a card opens on its first colour in the chosen colour groups. */
function withFilteredColor(card: ProductCardData, wanted: readonly string[], groups: ShopContext['colorGroups']): ProductCardData {
  if (!wanted.length) return card;
  const children = new Set(groups.filter((g) => wanted.includes(g.color_name)).flatMap((g) => g.child_colors));
  const index = card.colors.findIndex((c) => children.has(c.name));
  return index > 0 ? { ...card, initial: index } : card;
}

function facetLabel(shop: ShopContext, id: FacetId): string {
  return (shop.text as Record<string, string>)[`facet.${id.toLowerCase()}`] ?? id;
}

function valueLabel(shop: ShopContext, id: FacetId, value: string): string {
  const key = id === 'Color' ? `color.${colorSlug(value)}` : `facet.value.${colorSlug(value)}`;
  return (shop.text as Record<string, string>)[key] ?? value;
}

/**
 * Cards of the page's own products, in the listing's order: their content entries and store
 * records in full, read side by side (only the shards that hold them).
 */
async function cardsOf(shop: ShopContext, category: LocalizedProductCategory, items: readonly Item[]): Promise<ProductCardData[]> {
  if (!items.length) return [];
  const [products, records] = await Promise.all([
    shop.content.getProducts(shop.cx, { uids: items.map((item) => item.uid), region: shop.regions.content }),
    // Cards show no stock: the catalog's levels do, without the live-stock read.
    shop.commerce.getProductsByIds(
      shop.mx,
      items.map((item) => item.recordId),
      { stock: 'catalog' },
    ),
  ]);
  const productOf = new Map(products.map((p) => [p.uid, p]));
  const recordOf = new Map(records.map((r) => [r.id, r]));
  return items.flatMap((item) => {
    const product = productOf.get(item.uid);
    const record = recordOf.get(item.recordId);
    if (!product || !record?.is_visible) return [];
    return buildCard(shop, product, record, { categoryName: category.title, crumbs: category.uid }) ?? [];
  });
}

function view(
  shop: ShopContext,
  category: LocalizedProductCategory,
  all: LocalizedProductCategory[],
  listing: Listing<Item>,
  cards: readonly ProductCardData[],
  crumbs: Crumb[],
): CategoryView {
  const href = (q: ListingQuery) => categoryHref(shop.locale.prefix, category.url, listingParams(q));
  const parentUid = category.parent ?? category.uid;
  const family = all.filter((c) => c.parent === parentUid);
  const q = listing.query;
  const active = Object.entries(q.filters).flatMap(([id, values]) =>
    (values ?? []).map((value) => ({
      label: `${facetLabel(shop, id as FacetId)}: ${valueLabel(shop, id as FacetId, value)}`,
      href: href(toggleFilter(q, id as FacetId, value)),
    })),
  );
  const pageHref = (page: number) => href({ ...q, page });
  return {
    edit: { contentType: 'product_category', uid: category.uid, titleField: category.display_title ? 'display_title' : 'title' },
    title: category.display_title || category.title,
    description: category.description ?? null,
    crumbs,
    subcategories: family.map((c) => ({
      label: c.display_title || c.title,
      href: categoryHref(shop.locale.prefix, c.url),
      current: c.uid === category.uid,
    })),
    cards: cards.map((card) => withFilteredColor(card, q.filters.Color ?? [], shop.colorGroups)),
    total: listing.total,
    facets: listing.facets.map((facet) => ({
      id: facet.id,
      label: facetLabel(shop, facet.id),
      options: facet.options.map((o) => ({
        label: valueLabel(shop, facet.id, o.value),
        count: o.count,
        selected: o.selected,
        href: href(toggleFilter(q, facet.id, o.value)),
        ...(o.hex ? { hex: o.hex } : {}),
      })),
    })),
    active,
    clearHref: active.length ? href({ ...q, filters: {}, page: 1 }) : null,
    sort: {
      current: shop.t(SORT_KEYS[q.sort]),
      options: SORTS.map((sort) => ({ label: shop.t(SORT_KEYS[sort]), href: href({ ...q, sort, page: 1 }), selected: sort === q.sort })),
    },
    pages: {
      page: listing.page,
      pages: listing.pages,
      prev: listing.page > 1 ? pageHref(listing.page - 1) : null,
      next: listing.page < listing.pages ? pageHref(listing.page + 1) : null,
      links: Array.from({ length: listing.pages }, (_, i) => ({ page: i + 1, href: pageHref(i + 1) })),
    },
    suggestions: all
      .filter((c) => c.parent === null && c.uid !== parentUid)
      .map((c) => ({ label: c.display_title || c.title, href: categoryHref(shop.locale.prefix, c.url) })),
    labels: gridLabels(shop),
  };
}

export async function categoryRoute(c: Context<AppEnv>): Promise<Response> {
  const path = new URL(c.req.url).pathname;
  const rest = path.slice(path.indexOf('/c/') + 3).replace(/\/+$/, '');
  if (!/^[a-z0-9-]+(?:\/[a-z0-9-]+){0,3}$/.test(rest)) return notFoundRoute(c);
  const call = c.get('call');
  const regions = c.get('regions');
  const cx = call.content(c.get('locale').contentLocale);
  const mx = call.commerce(regions.commerce);
  // Round one: the frame, the shop's reads and the category tree. As soon as the tree is in,
  // round two: the category's listings from the content service and the store, side by side
  // (facts of every product of the category, no product read in full); round three: the
  // page's own products in full, for their cards.
  const categories = c.get('content').getProductCategories(cx);
  const listings = categories.then((all): Promise<[ContentListingEntry[], CommerceListingEntry[]]> | null => {
    const found = all.find((x) => x.url === rest);
    if (!found?.regions.includes(regions.content)) return null;
    return Promise.all([
      c.get('content').getCategoryListing(cx, { categoryUid: found.uid, region: regions.content }),
      c.get('commerce').getCategoryListing(mx, found.cat_ids_bc[regions.commerce]),
    ]);
  });
  const [request, data, all, listed] = await Promise.all([pageRequest(c), loadShopData(c), categories, listings]);
  const shop = buildShopContext(c, request, data);
  const category = all.find((x) => x.url === rest) ?? null;
  if (!listed || !category?.regions.includes(shop.regions.content)) return notFoundRoute(c, request);
  // The page cache purges this listing when its category changes; its cards add their products.
  const storeCategory = category.cat_ids_bc?.[shop.regions.commerce];
  if (storeCategory !== undefined) shop.tags?.add(`category:${storeCategory}`);
  const parent = category.parent ? (all.find((x) => x.uid === category.parent) ?? null) : null;
  const query = parseListingQuery(c.req.query());
  const listing = applyListing(listingItems(shop, listed[0], listed[1]), query, shop.colorGroups, { language: shop.locale.language });
  // What the listing made of the query (known filter values, a page in range, in one order) is
  // the only query the page cache stores this page under.
  c.set('pageQuery', listingParams(listing.query));
  const cards = await cardsOf(shop, category, listing.items);
  const org = await organization(shop);
  const crumbs: Crumb[] = [
    { label: shop.t('nav.home'), href: localePath(shop.locale) },
    ...(parent ? [{ label: parent.display_title || parent.title, href: categoryHref(shop.locale.prefix, parent.url) }] : []),
    { label: category.display_title || category.title },
  ];
  const page = view(shop, category, all, listing, cards, crumbs);
  const filtered = page.active.length > 0 || query.sort !== 'featured';
  const head = shopHead(shop, {
    title: page.pages.page > 1 ? `${page.title} (${page.pages.page}/${page.pages.pages})` : page.title,
    description: category.description ?? `${page.title}: ${shop.t('route.category.description')}`,
    rest: `/c/${category.url}${page.pages.page > 1 ? `?page=${page.pages.page}` : ''}`,
    image: page.cards[0]?.colors[0]?.image ?? null,
    jsonLd: [
      breadcrumbs(
        shop,
        crumbs.map((crumb, i) => (i === crumbs.length - 1 ? { ...crumb, href: `/${shop.locale.prefix}/c/${category.url}` } : crumb)),
      ),
      org,
    ],
    // Filtered and sorted variants of a listing are for shoppers, not for the index.
    ...(filtered ? { robots: 'noindex, follow' } : {}),
  });
  return renderPage(c, request, { head, body: <CategoryPage page={page} /> });
}
