/**
 * Category pages (/{lang}/c/{uid...}): the category and its products are the page, so they
 * are awaited (unknown category → 404). Filters, sort and pagination are GET parameters
 * read with valibot; bad values are ignored, so every URL answers with products.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { localePath } from '../domain/locale';
import {
  applyListing,
  listingParams,
  parseListingQuery,
  SORTS,
  toggleFilter,
  type FacetId,
  type ListingItem,
  type ListingQuery,
} from '../domain/catalog-listing';
import { pageRequest, renderPage } from '../render/render-page';
import { CategoryPage } from '../../client/pages/CategoryPage';
import type { CategoryView } from '../../client/components/category-types';
import type { Crumb, ProductCardData } from '../../client/components/shop-types';
import { categoryHref } from '../../client/lib/links';
import { colorSlug } from '../../client/lib/swatches';
import type { ContentProduct } from '../providers/content/catalog-entries';
import type { CommerceProduct } from '../providers/commerce/types';
import { isShowable } from '../../client/lib/grid';
import type { LocalizedProductCategory } from '../providers/content/types';
import { buildCard } from './cards';
import { customerPrice } from '../domain/discounts';
import { notFoundRoute } from './error-pages';
import { gridLabels } from './page-blocks';
import { breadcrumbs, organization, shopHead } from './seo-head';
import { buildShopContext, loadShopData, type ShopContext } from './shop-context';

const SORT_KEYS: Record<(typeof SORTS)[number], 'sort.featured' | 'sort.priceAsc' | 'sort.priceDesc' | 'sort.newest' | 'sort.name'> = {
  featured: 'sort.featured',
  'price-asc': 'sort.priceAsc',
  'price-desc': 'sort.priceDesc',
  newest: 'sort.newest',
  name: 'sort.name',
};

/** A product of the listing: its filter and sort facts, and what its card is built from. */
type Entry = { item: ListingItem; product: ContentProduct; record: CommerceProduct };

/**
 * Listing facts for every product of the category, from one batched commerce call. They are
 * cheap on purpose: a category of thousands is filtered, sorted and counted on these, and
 * only the page's own products become cards (see `view`).
 */
function entries(shop: ShopContext, products: readonly ContentProduct[], inCategory: readonly CommerceProduct[]): Entry[] {
  const records = new Map(inCategory.map((r) => [r.id, r]));
  return products.flatMap((product) => {
    const record = records.get(product.bc_products[shop.regions.commerce]?.id ?? -1);
    const title = product.display_title || product.title;
    // Spec §2: a product without title, url or commerce record is not shown.
    if (!record?.is_visible || !isShowable({ title, url: product.url, commerce: record })) return [];
    const local = shop.regions.shopping ? null : product.prices[shop.locale.country];
    const item: ListingItem = {
      uid: product.uid,
      title,
      price: customerPrice(
        local
          ? { calculated: local.calculated, retail: local.retail }
          : { calculated: record.calculatedPrice.value, retail: record.retailPrice.value },
        record.categories.map((x) => x.id),
        shop.pricing,
      ).calculated,
      isNew: product.is_new.value || record.isNew,
      attributes: Object.fromEntries(record.customFields.map((f) => [f.name, f.value])),
      colors: record.product_options.find((o) => o.displayName === 'Color')?.values.map((v) => v.label) ?? [],
    };
    return [{ item, product, record }];
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

function view(
  shop: ShopContext,
  category: LocalizedProductCategory,
  all: LocalizedProductCategory[],
  list: Entry[],
  query: ListingQuery,
  crumbs: Crumb[],
): CategoryView {
  const href = (q: ListingQuery) => categoryHref(shop.locale.prefix, category.url, listingParams(q));
  const listing = applyListing(
    list.map((e) => e.item),
    query,
    shop.colorGroups,
    { language: shop.locale.language },
  );
  const byUid = new Map(list.map((e) => [e.item.uid, e]));
  const cardOf = (uid: string) => {
    const entry = byUid.get(uid);
    return entry ? buildCard(shop, entry.product, entry.record, { categoryName: category.title, crumbs: category.uid }) : null;
  };
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
    title: category.display_title || category.title,
    description: category.description ?? null,
    crumbs,
    subcategories: family.map((c) => ({
      label: c.display_title || c.title,
      href: categoryHref(shop.locale.prefix, c.url),
      current: c.uid === category.uid,
    })),
    cards: listing.items.flatMap((item) => {
      const card = cardOf(item.uid);
      return card ? [withFilteredColor(card, q.filters.Color ?? [], shop.colorGroups)] : [];
    }),
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

/** Every product of a category is one listing; the store answers them in one call. */
const ALL_IN_CATEGORY = 100_000;

export async function categoryRoute(c: Context<AppEnv>): Promise<Response> {
  const path = new URL(c.req.url).pathname;
  const rest = path.slice(path.indexOf('/c/') + 3).replace(/\/+$/, '');
  if (!/^[a-z0-9-]+(?:\/[a-z0-9-]+){0,3}$/.test(rest)) return notFoundRoute(c);
  const call = c.get('call');
  const cx = call.content(c.get('locale').contentLocale);
  // Round one: the frame, the shop's reads and the category tree; round two: the category's
  // products from the content service and their records from the store, side by side.
  const [request, data, all] = await Promise.all([pageRequest(c), loadShopData(c), c.get('content').getProductCategories(cx)]);
  const shop = buildShopContext(c, request, data);
  const category = all.find((x) => x.url === rest) ?? null;
  if (!category?.regions.includes(shop.regions.content)) return notFoundRoute(c, request);
  const parent = category.parent ? (all.find((x) => x.uid === category.parent) ?? null) : null;
  const [products, inCategory] = await Promise.all([
    shop.content.getProducts(shop.cx, { categoryUid: category.uid, region: shop.regions.content }),
    shop.commerce.listProducts(shop.mx, {
      categoryIds: [category.cat_ids_bc[shop.regions.commerce]],
      visible: true,
      page: 1,
      limit: ALL_IN_CATEGORY,
    }),
  ]);
  const list = entries(shop, products, inCategory.items);
  const org = await organization(shop);
  const query = parseListingQuery(c.req.query());
  const crumbs: Crumb[] = [
    { label: shop.t('nav.home'), href: localePath(shop.locale) },
    ...(parent ? [{ label: parent.display_title || parent.title, href: categoryHref(shop.locale.prefix, parent.url) }] : []),
    { label: category.display_title || category.title },
  ];
  const page = view(shop, category, all, list, query, crumbs);
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
