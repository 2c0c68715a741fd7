/**
 * The search page (/{lang}/search?q=…): the engine's answer for the state in the
 * URL as product cards, articles, facets with counts, sort and pagination, all plain links
 * and a GET form. Counts of a facet with a selection come from the same search without that
 * facet's own filter, so choosing a second colour widens, never empties (disjunctive facets).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../edge/app-env';
import { SearchPage } from '../../client/pages/SearchPage';
import type { SearchView } from '../../client/components/search-types';
import type { FacetView } from '../../client/components/category-types';
import { buildQuery, resolveLink } from '../../shared/links';
import { fill } from '../../shared/fill';
import { localePath } from '../../shared/locale';
import {
  SEARCH_FACETS,
  SEARCH_SORTS,
  pageWindow,
  parseSearchState,
  priceRanges,
  productRequest,
  searchParams,
  toggleValue,
  type SearchFacet,
  type SearchSort,
  type SearchState,
} from '../rules/search-page';
import { searchConnector } from '../ports/search/connector';
import { MAX_PAGES, rawOf } from '../ports/search/types';
import { searchPriceMinor } from '../ports/search/prices';
import { pageRequest, renderPage } from '../render/render-page';
import { inRegion, searchAccess, type SearchAccess } from './service';
import { cardsForUids } from '../render/product-cards';
import { didYouMean, facetCounts } from './answers';
import { gridLabels } from '../render/page-blocks';
import { shopHead } from '../render/seo-head';
import { buildShopContext, loadShopData, type ShopContext } from '../render/shop-context';
import type { LocalizedProductCategory } from '../ports/content/types';
import type { DisplayTextKey } from '../../shared/display-text';
import { isProviderError } from '../ports/errors';
import { searchClickUrl } from '../../shared/search-click';

const SORT_KEYS: Record<SearchSort, DisplayTextKey> = {
  relevance: 'search.sort.relevance',
  'price-asc': 'sort.priceAsc',
  'price-desc': 'sort.priceDesc',
  newest: 'sort.newest',
};
const FACET_KEYS: Record<SearchFacet, DisplayTextKey> = {
  category: 'search.facet.category',
  color: 'facet.color',
  price: 'search.facet.price',
  tags: 'search.facet.tags',
  level: 'facet.level',
};
const TAGS = ['sale', 'new', 'redesigned'] as const;
const ARTICLES = 6;

interface Labels {
  value(facet: SearchFacet, value: string): string;
}

function labelsFor(shop: ShopContext, categories: readonly LocalizedProductCategory[], currency: string): Labels {
  const text = shop.text as Record<string, string>;
  // A range's bounds are the engine's decimal amounts; the store's currency format takes minor units.
  const money = (amount: number) => shop.money({ value: searchPriceMinor(amount, currency), currencyCode: currency });
  return {
    value(facet, value) {
      switch (facet) {
        case 'category': {
          const category = categories.find((c) => c.uid === value);
          return category ? category.display_title || category.title : value;
        }
        case 'color':
          return shop.colorGroups.find((g) => g.uid === value)?.color_name ?? value;
        case 'tags':
          return text[`tag.${value}`] ?? value;
        case 'level':
          return text[`facet.value.${value.toLowerCase()}`] ?? value;
        case 'price': {
          const [from, to] = value.split('-').map((n) => (n ? Number(n) : null));
          if (from == null && to != null) return fill(shop.t('search.price.under'), { amount: money(to) });
          if (to == null && from != null) return fill(shop.t('search.price.over'), { amount: money(from) });
          return fill(shop.t('search.price.between'), { low: money(from ?? 0), high: money(to ?? 0) });
        }
        default:
          throw new Error(`unknown facet ${String(facet satisfies never)}`);
      }
    },
  };
}

function facetViews(
  shop: ShopContext,
  state: SearchState,
  counts: Record<SearchFacet, { value: string; count: number }[]>,
  labels: Labels,
  href: (s: SearchState) => string,
  categories: readonly LocalizedProductCategory[],
): FacetView[] {
  const order: Record<SearchFacet, (values: string[]) => string[]> = {
    category: (values) => categories.map((c) => c.uid).filter((uid) => values.includes(uid)),
    color: (values) => shop.colorGroups.map((g) => g.uid).filter((uid) => values.includes(uid)),
    price: (values) => values,
    tags: (values) => TAGS.filter((tag) => values.includes(tag)),
    level: (values) => ['Beginner', 'Recreational', 'Sport', 'Performance', 'Race'].filter((l) => values.includes(l)),
  };
  return SEARCH_FACETS.map((facet) => {
    const byValue = new Map(counts[facet].map((d) => [d.value, d.count]));
    const selected = state.filters[facet] ?? [];
    const values = order[facet]([...new Set([...counts[facet].filter((d) => d.count > 0).map((d) => d.value), ...selected])]);
    return {
      id: facet,
      label: shop.t(FACET_KEYS[facet]),
      options: values.map((value) => ({
        label: labels.value(facet, value),
        count: byValue.get(value) ?? 0,
        selected: selected.includes(value),
        href: href(toggleValue(state, facet, value)),
        ...(facet === 'color' ? { hex: shop.colorGroups.find((g) => g.uid === value)?.option_swatch_hex } : {}),
      })),
    };
  }).filter((facet) => facet.options.length > 0);
}

export async function searchRoute(c: Context<AppEnv>): Promise<Response> {
  const [request, data] = await Promise.all([pageRequest(c), loadShopData(c)]);
  const shop = buildShopContext(c, request, data);
  const state = parseSearchState(c.req.query());
  const action = localePath(shop.locale, '/search');
  const href = (s: SearchState) => action + buildQuery(searchParams(s));
  const [access, settings, categories] = await Promise.all([
    searchAccess(c.var, searchConnector(c.env), shop.locale, shop.regions),
    shop.content.getSearchSettings(shop.cx),
    shop.content.getProductCategories(shop.cx),
  ]);
  const menus = [settings.main_menu, settings.sidebar_menu].map((menu) => ({
    title: menu.title,
    links: menu.links.flatMap((link) => {
      const resolved = resolveLink(link, shop.locale.prefix);
      return resolved ? [{ label: resolved.title, href: resolved.href }] : [];
    }),
  }));
  const hasFilters = Object.keys(state.filters).length > 0;
  const base: SearchView = {
    status: 'start',
    query: state.q,
    action,
    title: shop.t('route.search.title'),
    total: 0,
    cards: [],
    articles: [],
    facets: [],
    active: [],
    clearHref: null,
    sort: { current: shop.t(SORT_KEYS[state.sort]), options: [] },
    pages: { page: 1, pages: 1, prev: null, next: null, links: [] },
    didYouMean: null,
    clicks: null,
    menus,
    labels: gridLabels(shop),
    events: [],
  };
  let view: SearchView;
  if (!access) {
    view = { ...base, status: 'unavailable', title: shop.t('search.unavailable') };
  } else if (!state.q && !hasFilters) {
    view = base;
  } else {
    try {
      view = await results(access, shop, state, base, href, categories);
    } catch (error) {
      // Spec §8: an engine failure (`[status] errors`) degrades the page, which still answers 200 with a message;
      // the cards' content or commerce failing stays what it is everywhere else (the error page).
      if (!isProviderError(error) || error.service !== 'search') throw error;
      console.warn('search failed', error.service, error.kind, error.message);
      view = { ...base, status: 'failed', title: shop.t('search.failed') };
    }
  }
  const head = shopHead(shop, {
    title: view.title,
    description: shop.t('route.search.description'),
    rest: '/search',
    // Result pages are for shoppers, not for the index.
    robots: 'noindex, follow',
  });
  // The header's search box keeps the query too.
  const kept = { ...request, frame: { ...request.frame, searchQuery: state.q } };
  return renderPage(c, kept, { head, body: <SearchPage page={view} /> });
}

async function results(
  access: SearchAccess,
  shop: ShopContext,
  state: SearchState,
  base: SearchView,
  href: (s: SearchState) => string,
  categories: readonly LocalizedProductCategory[],
): Promise<SearchView> {
  const [first, articles] = await Promise.all([
    access.provider.search(access.sx, inRegion(productRequest(state), shop.regions)),
    state.page === 1 && state.q
      ? access.provider.search(
          access.sx,
          inRegion({ query: state.q, filters: { all: [{ type: 'article' }] }, page: { size: ARTICLES } }, shop.regions),
        )
      : null,
  ]);
  // A page past the end shows the last page (at most 100, spec §9).
  const pages = Math.max(1, Math.min(MAX_PAGES, first.meta.page.total_pages));
  const page = Math.min(state.page, pages);
  const main = page === state.page ? first : await access.provider.search(access.sx, inRegion(productRequest(state, page), shop.regions));
  const uids = main.results.map((hit) => String(rawOf(hit, 'uid')));
  const cards = await cardsForUids(shop, uids, { categoryName: shop.t('search.products') });
  const currency = cards[0]?.analytics.currency ?? 'USD';
  const ranges = priceRanges(currency);
  const labels = labelsFor(shop, categories, currency);
  const counts = await facetCounts(access, shop, state, main, ranges);
  const now = { ...state, page };
  const total = main.meta.page.total_results;
  const clickUrl = searchClickUrl(shop.locale.prefix);
  const articleList = (articles?.results ?? []).map((hit) => ({
    ping: `${clickUrl}&${new URLSearchParams({ query: state.q, document_id: hit.id.raw, request_id: articles!.meta.request_id, tags: 'search-page' })}`,
    title: String(rawOf(hit, 'title')),
    summary: String(rawOf(hit, 'tagline') ?? ''),
    href: `/${shop.locale.prefix}${String(rawOf(hit, 'url'))}`,
  }));
  const active = SEARCH_FACETS.flatMap((facet) =>
    (state.filters[facet] ?? []).map((value) => ({
      label: `${shop.t(FACET_KEYS[facet])}: ${labels.value(facet, value)}`,
      href: href(toggleValue(now, facet, value)),
    })),
  );
  const found = total > 0 || articleList.length > 0;
  const suggestion = !found && state.q ? await didYouMean(access, shop, state.q) : null;
  const pageHref = (n: number) => href({ ...now, page: n });
  return {
    ...base,
    status: found ? 'results' : 'none',
    title: state.q ? fill(shop.t('search.resultsFor'), { query: state.q }) : shop.t('route.search.title'),
    total,
    cards,
    articles: articleList,
    facets: facetViews(shop, now, counts, labels, href, categories),
    active,
    clearHref: active.length ? href({ ...now, filters: {}, page: 1 }) : null,
    sort: {
      current: shop.t(SORT_KEYS[state.sort]),
      options: SEARCH_SORTS.map((sort) => ({
        label: shop.t(SORT_KEYS[sort]),
        href: href({ ...now, sort, page: 1 }),
        selected: sort === state.sort,
      })),
    },
    pages: {
      page,
      pages,
      prev: page > 1 ? pageHref(page - 1) : null,
      next: page < pages ? pageHref(page + 1) : null,
      links: pageWindow(page, pages).map((n) => (n === null ? null : { page: n, href: pageHref(n) })),
    },
    clicks: {
      url: clickUrl,
      query: state.q,
      requestId: main.meta.request_id,
      tag: 'search-page',
      cardIds: cards.map((card) => `product:${card.uid}`),
    },
    didYouMean: suggestion ? { label: suggestion, href: href({ q: suggestion, sort: 'relevance', page: 1, filters: {} }) } : null,
    events: [{ event: 'view_search_results', search_term: state.q, search_results: total, search_request_id: main.meta.request_id }],
  };
}
