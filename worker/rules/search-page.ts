/**
 * The search page's rules, pure: its state from GET parameters (bad values are
 * dropped, never an error: a shared URL still searches), the App Search request for that
 * state, URLs for each change (filters and sort keep the query), price ranges in the
 * shopper's currency and the page links of a listing up to 100 pages long.
 */
import * as v from 'valibot';
import type { FieldFilter, SearchRequest, SortClause } from './search-request';

/** Spec §7: App Search answers at most 100 pages. */
export const MAX_PAGES = 100;

export const SEARCH_SORTS = ['relevance', 'price-asc', 'price-desc', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_FACETS = ['category', 'color', 'price', 'tags', 'level'] as const;
export type SearchFacet = (typeof SEARCH_FACETS)[number];
export const SEARCH_PAGE_SIZE = 24;
export const MAX_QUERY = 200;

export interface SearchState {
  q: string;
  sort: SearchSort;
  page: number;
  filters: Partial<Record<SearchFacet, string[]>>;
}

const VALUE = /^[\p{L}\p{N}_-]{1,40}$/u;
/**
 * A price range as the URL holds it: `from-to` in the price list's decimal amounts (the
 * engine's `price`, spec §7 and §9), either end open: `-100`, `100-250`, `250-`, `19.95-49.5`.
 */
const PRICE = /^(\d{0,9}(?:\.\d{1,4})?)-(\d{0,9}(?:\.\d{1,4})?)$/;

const Schema = v.object({
  q: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_QUERY)), ''), ''),
  sort: v.fallback(v.optional(v.picklist(SEARCH_SORTS), 'relevance'), 'relevance'),
  page: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/), v.transform(Number), v.minValue(1)), '1'), 1),
  ...Object.fromEntries(SEARCH_FACETS.map((id) => [id, v.fallback(v.optional(v.pipe(v.string(), v.maxLength(400))), undefined)])),
});

/** The page's state from its query string; the page number is capped at 100 (spec §9). */
export function parseSearchState(query: Record<string, string | undefined>): SearchState {
  const parsed = v.parse(Schema, query) as Record<string, unknown> & { q: string; sort: SearchSort; page: number | string };
  const filters: SearchState['filters'] = {};
  for (const id of SEARCH_FACETS) {
    const raw = parsed[id];
    if (typeof raw !== 'string' || !raw) continue;
    const pattern = id === 'price' ? PRICE : VALUE;
    const values = [
      ...new Set(
        raw
          .split(',')
          .map((s) => s.trim())
          .filter((s) => pattern.test(s) && s !== '-'),
      ),
    ].slice(0, 20);
    if (values.length) filters[id] = values;
  }
  return { q: parsed.q, sort: parsed.sort, page: Math.min(MAX_PAGES, Number(parsed.page)), filters };
}

/** `100-250` → { from: 100, to: 250 } (decimal amounts, as the engine's `price`; either end may be open). */
export function priceRange(value: string): { from?: number; to?: number } {
  const [, from, to] = PRICE.exec(value) ?? [];
  return { ...(from ? { from: Number(from) } : {}), ...(to ? { to: Number(to) } : {}) };
}

/** App Search filters for the state: one per facet, its values any-of (a list, or ranges under `any`). */
export function stateFilters(state: SearchState, skip?: SearchFacet): { all: FieldFilter[]; any: FieldFilter[] } {
  const all: FieldFilter[] = [{ type: 'product' }];
  const any: FieldFilter[] = [];
  for (const id of SEARCH_FACETS) {
    const values = state.filters[id];
    if (!values?.length || id === skip) continue;
    if (id === 'price') any.push(...values.map((value) => ({ price: priceRange(value) })));
    else all.push({ [id]: values });
  }
  return { all, any };
}

const SORT_CLAUSES: Record<SearchSort, SortClause[] | undefined> = {
  relevance: undefined,
  'price-asc': [{ price: 'asc' }, { _score: 'desc' }],
  'price-desc': [{ price: 'desc' }, { _score: 'desc' }],
  newest: [{ is_new: 'desc' }, { _score: 'desc' }],
};

/** The products request of a state. */
export function productRequest(state: SearchState, page = state.page): SearchRequest {
  const sort = SORT_CLAUSES[state.sort];
  return {
    query: state.q,
    filters: stateFilters(state),
    facets: {
      category: { type: 'value', size: 50 },
      color: { type: 'value', size: 50 },
      tags: { type: 'value', size: 3 },
      level: { type: 'value', size: 10 },
    },
    page: { size: SEARCH_PAGE_SIZE, current: Math.min(MAX_PAGES, Math.max(1, page)) },
    ...(sort ? { sort } : {}),
  };
}

/** Query parameters of a state: defaults left out so URLs stay short; the query always kept. */
export function searchParams(state: SearchState, change: Partial<SearchState> = {}): Record<string, string | undefined> {
  const next = { ...state, ...change };
  const params: Record<string, string | undefined> = { q: next.q || undefined };
  for (const id of SEARCH_FACETS) {
    const values = next.filters[id];
    if (values?.length) params[id] = values.join(',');
  }
  if (next.sort !== 'relevance') params.sort = next.sort;
  if (next.page > 1) params.page = String(next.page);
  return params;
}

/** The state with one facet value switched on or off (back to page 1). */
export function toggleValue(state: SearchState, facet: SearchFacet, value: string): SearchState {
  const current = state.filters[facet] ?? [];
  const values = current.includes(value) ? current.filter((x) => x !== value) : [...current, value];
  const filters = { ...state.filters, [facet]: values };
  if (!values.length) delete filters[facet];
  return { ...state, filters, page: 1 };
}

/** Price steps in decimal amounts (major units): the shop's price levels in each currency it sells in. */
const PRICE_STEPS: Record<string, number[]> = {
  NOK: [500, 1000, 2500, 5000],
  SEK: [500, 1000, 2500, 5000],
  DKK: [500, 1000, 2500, 5000],
  JPY: [5000, 10000, 30000, 60000],
  CZK: [1000, 2500, 6000, 12000],
  PLN: [200, 500, 1000, 2000],
};
const DEFAULT_STEPS = [50, 100, 250, 500];

/**
 * Price ranges for a currency in decimal amounts, as the engine's `price` holds them: under the
 * first step, between steps, over the last. The name is the range as the URL holds it (`-50`,
 * `50-100`, `500-`): the steps are whole amounts, so bounds and names are exact in any currency.
 */
export function priceRanges(currency: string): { from?: number; to?: number; name: string }[] {
  const steps = PRICE_STEPS[currency] ?? DEFAULT_STEPS;
  const ranges: { from?: number; to?: number; name: string }[] = [{ to: steps[0]!, name: `-${steps[0]}` }];
  for (let i = 1; i < steps.length; i++) ranges.push({ from: steps[i - 1]!, to: steps[i]!, name: `${steps[i - 1]}-${steps[i]}` });
  ranges.push({ from: steps[steps.length - 1]!, name: `${steps[steps.length - 1]}-` });
  return ranges;
}

/** Page numbers to link: the first, the last, and two either side of the current one; null marks a gap of two or more. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, pages, ...[-2, -1, 0, 1, 2].map((d) => page + d)])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  const out: (number | null)[] = [];
  shown.forEach((n, i) => {
    const previous = shown[i - 1];
    // A gap of one page shows that page: "…" would take as much room.
    if (previous !== undefined && n - previous === 2) out.push(n - 1);
    else if (previous !== undefined && n - previous > 2) out.push(null);
    out.push(n);
  });
  return out;
}
