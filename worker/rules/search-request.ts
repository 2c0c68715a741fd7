/**
 * The search request vocabulary (Elastic App Search's own request shape) that the search
 * page's pure rules (search-page.ts) build; the search port (worker/ports/search/types.ts)
 * re-exports it, so rules/ takes no types from a port.
 */
export type FieldValue = string | number;

/**
 * The fields of the site's search documents, as each engine answers them: what a request may
 * filter, facet, sort or return besides `id`, and what a hit carries when the request names no
 * `result_fields`. `price` is the price list's price as the platform's decimal amount
 * (249.95 USD, 4299 NOK, 69700 JPY), never minor units; `tags` is `sale` of the price list and
 * the product's flags.
 */
export const RESULT_FIELDS = [
  'type',
  'uid',
  'title',
  'tagline',
  'url',
  'image',
  'category',
  'color',
  'level',
  'tags',
  'price',
  'regions',
  'is_new',
  'date',
] as const;

/** One field condition: a value, any of several values, or a number range (`from` inclusive, `to` exclusive). */
export type FieldCondition = FieldValue | FieldValue[] | { from?: number; to?: number };
/** `{ color: 'red' }`, `{ category: ['skis', 'boots'] }`, `{ price: { from: 0, to: 100 } }` (decimal amounts). */
export type FieldFilter = Record<string, FieldCondition>;

export interface SearchFilters {
  all?: FieldFilter[];
  any?: FieldFilter[];
  none?: FieldFilter[];
}

export interface ValueFacetRequest {
  type: 'value';
  /** Most values to return (App Search default 10, max 250). */
  size?: number;
  sort?: { count: 'desc' | 'asc' } | { value: 'asc' | 'desc' };
}

export interface RangeFacetRequest {
  type: 'range';
  ranges: { from?: number; to?: number; name?: string }[];
}

export type FacetRequest = ValueFacetRequest | RangeFacetRequest;

export type SortDirection = 'asc' | 'desc';
/** `{ price: 'asc' }`; `_score` is relevance. */
export type SortClause = Record<string, SortDirection>;

/** The request body of App Search's search call. */
export interface SearchRequest {
  query: string;
  facets?: Record<string, FacetRequest>;
  filters?: SearchFilters;
  page?: { size?: number; current?: number };
  sort?: SortClause | SortClause[];
  /** Which fields the results carry; every field when left out. */
  result_fields?: Record<string, { raw?: Record<string, never> | { size?: number } }>;
  /** Click analytics tags (App Search `analytics.tags`). */
  analytics?: { tags?: string[] };
}
