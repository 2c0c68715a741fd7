/**
 * The search port (DESIGN §7 "hosted search engine", spec §3 "Search result"/"Search input",
 * §7 "Search engine"): requests and answers in Elastic App Search's own shape, so the hosted
 * adapter is a `fetch` of `POST /api/as/v1/engines/{engine}/search.json` and the embedded
 * adapter (MiniSearch over indexes built with the catalog) answers the same calls.
 *
 * Conventions every adapter keeps:
 * - Context: every method takes the call's SearchContext first (content locale: one engine
 *   per locale; the price list the `price` field reads; signal, cache policy, waitUntil) and
 *   fails with a ProviderError (service `search`).
 * - `meta.page.total_pages` is capped at 100 (spec §9), as App Search does; a request for a
 *   page beyond 100 is the caller's error (the API answers 400 before calling).
 * - Field values come as `{ raw }`, as App Search answers them.
 */
import type { SearchCallContext } from '../context';
import type { FieldValue, SearchRequest } from '../../rules/search-request';

/**
 * One engine (index) per content locale; `priceList` says which prices the `price` field and
 * the `sale` tag read: a commerce region in shopping regions (`us`, `no`, ...), else the
 * country whose content prices are shown (`de`, `jp`, ...).
 */
export type SearchContext = SearchCallContext;

/** Spec §9: App Search never pages past 100. */
export { MAX_PAGES } from '../../rules/search-page';
/** App Search's largest page. */
export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 10;

export { RESULT_FIELDS } from '../../rules/search-request';
export type {
  FacetRequest,
  FieldCondition,
  FieldFilter,
  FieldValue,
  RangeFacetRequest,
  SearchFilters,
  SearchRequest,
  SortClause,
  SortDirection,
  ValueFacetRequest,
} from '../../rules/search-request';

export interface ValueFacetAnswer {
  type: 'value';
  data: { value: FieldValue; count: number }[];
}

export interface RangeFacetAnswer {
  type: 'range';
  data: { from?: number; to?: number; name?: string; count: number }[];
}

export type FacetAnswer = ValueFacetAnswer | RangeFacetAnswer;

export type ResultField = { raw: FieldValue | FieldValue[] | null };

/** A hit: its fields as `{ raw }` plus `_meta` (the document id, relevance score, engine). */
export type SearchHit = { id: { raw: string }; _meta: { id: string; score: number; engine: string } } & Record<
  string,
  ResultField | { raw: string } | { id: string; score: number; engine: string }
>;

export interface SearchResponse {
  meta: {
    request_id: string;
    page: { current: number; size: number; total_pages: number; total_results: number };
    /** The engine leaves these out when it has nothing to say (recorded answers have `warnings` only). */
    alerts?: string[];
    warnings?: string[];
  };
  /** One entry per requested facet, in App Search's list form; the engine leaves the key out when no facet was asked for. */
  facets?: Record<string, FacetAnswer[]>;
  results: SearchHit[];
}

/** App Search's multi search takes at most 10 queries in one call. */
export const MAX_MULTI_QUERIES = 10;

/** App Search's query suggestion call. */
export interface SuggestRequest {
  query: string;
  /** How many suggestions (App Search default 5, max 20). */
  size?: number;
}

export interface SuggestResponse {
  meta: { request_id: string };
  results: { documents: { suggestion: string }[] };
}

/** App Search's click call (spec §7 click tracking). */
export interface ClickRequest {
  query: string;
  document_id: string;
  request_id?: string;
  tags?: string[];
}

export interface SearchProvider {
  readonly name: string;
  search(sx: SearchContext, request: SearchRequest): Promise<SearchResponse>;
  /** Several searches in one call (App Search `multi_search`): one answer per request, in order; at most MAX_MULTI_QUERIES. */
  multiSearch(sx: SearchContext, requests: readonly SearchRequest[]): Promise<SearchResponse[]>;
  suggest(sx: SearchContext, request: SuggestRequest): Promise<SuggestResponse>;
  /** Records a click on a result; resolves when the engine has it. */
  click(sx: SearchContext, request: ClickRequest): Promise<void>;
}

/** The raw value of a hit's field, or undefined. */
export function rawOf(hit: SearchHit, field: string): FieldValue | FieldValue[] | null | undefined {
  const value = hit[field] as ResultField | undefined;
  return value && typeof value === 'object' && 'raw' in value ? value.raw : undefined;
}
