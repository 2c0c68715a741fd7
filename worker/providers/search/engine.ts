/**
 * The embedded search engine: one MiniSearch index per content locale, answering App
 * Search's request shape (types.ts). Pure: the index is built at build time
 * (worker/data/build/search-index.ts) and loaded by the adapter (embedded.ts); this module
 * only indexes, queries, filters, counts facets, sorts and pages.
 */
import MiniSearch, { type Options, type Query, type SearchResult } from 'minisearch';
import type { ContentLocale } from '../../domain/locale';
import { compoundSplits, fold, indexTerms, queryTerms, TAIL_MARK } from './text';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MAX_PAGES,
  type FacetAnswer,
  type FieldCondition,
  type FieldFilter,
  type FieldValue,
  type SearchHit,
  type SearchRequest,
  type SearchResponse,
  type SortClause,
  type SuggestResponse,
} from './types';

/** What one indexed document holds: searchable text and the stored fields results, filters and facets read. */
export interface SearchDocument {
  /** `product:aurora-classic`, `blog:waxing-basics`, `support:size-guide`. */
  id: string;
  type: 'product' | 'article';
  uid: string;
  title: string;
  tagline: string;
  description: string;
  /** Names of the product's categories (and parents) in the locale. */
  category_names: string;
  /** Colour names (groups in the locale, and the store's colour labels). */
  color_names: string;
  /** Spec values and titles in the locale. */
  spec_values: string;
  /** Path after the locale prefix: `/p/aurora-classic`, `/blog/p/…`, `/support/…`. */
  url: string;
  image: string | null;
  /** Category uids, the product's and its parents'. */
  category: string[];
  /** Colour group uids. */
  color: string[];
  level: string | null;
  /** `new`, `redesigned` (the `sale` tag depends on the price list). */
  flags: string[];
  /** Price list (commerce region or country) → selling price in minor units. */
  prices: Record<string, number>;
  /** Price lists in which the product is on sale. */
  sale: string[];
  regions: string[];
  is_new: number;
  /** Articles: ISO date; products: empty. */
  date: string;
  /** Catalogue order: the tie-breaker of every sort. */
  order: number;
}

export const SEARCH_FIELDS = ['title', 'category_names', 'color_names', 'tagline', 'spec_values', 'description'] as const;
export const STORED_FIELDS = [
  'type',
  'uid',
  'title',
  'tagline',
  'url',
  'image',
  'category',
  'color',
  'level',
  'flags',
  'prices',
  'sale',
  'regions',
  'is_new',
  'date',
  'order',
] as const;
/** Field boosts: a word in the title counts most, one deep in the description least. */
export const BOOSTS: Record<(typeof SEARCH_FIELDS)[number], number> = {
  title: 6,
  category_names: 4,
  color_names: 2,
  tagline: 1.5,
  spec_values: 1,
  description: 0.5,
};

export type StoredDocument = Pick<SearchDocument, (typeof STORED_FIELDS)[number]>;

/** The index as build.mjs writes it to `search/{locale}.json`. */
export interface SearchIndexDocument {
  locale: ContentLocale;
  /** Every whole word of the index, folded (compound tails are index terms, not words). */
  words: string[];
  /** Folded word → the word as shoppers write it (`bla` → `blå`), where the two differ. */
  surface: Record<string, string>;
  index: ReturnType<MiniSearch['toJSON']>;
}

/** A loaded index: MiniSearch and the locale's vocabulary. */
export interface LoadedIndex {
  locale: ContentLocale;
  mini: MiniSearch<SearchDocument>;
  words: ReadonlySet<string>;
  surface: Readonly<Record<string, string>>;
}

export const searchIndexPath = (locale: ContentLocale) => `search/${locale}.json`;

export function miniSearchOptions(locale: ContentLocale): Options<SearchDocument> {
  const { tokenize, processTerm } = indexTerms(locale);
  return {
    idField: 'id',
    fields: [...SEARCH_FIELDS],
    storeFields: [...STORED_FIELDS],
    tokenize,
    processTerm,
    // Queries are folded by queryTerms(); tails are tried explicitly, never added blindly.
    searchOptions: { processTerm: (term) => term, tokenize: (text) => [text] },
  };
}

/** Builds a locale's index (build time). */
export function buildSearchIndex(locale: ContentLocale, documents: readonly SearchDocument[]): SearchIndexDocument {
  const mini = new MiniSearch<SearchDocument>(miniSearchOptions(locale));
  mini.addAll(documents);
  const surface: Record<string, string> = {};
  const all = new Set<string>();
  const { tokenize } = indexTerms(locale);
  for (const doc of documents) {
    for (const field of SEARCH_FIELDS) {
      for (const word of tokenize(doc[field])) {
        const lower = word.toLowerCase();
        const folded = fold(word);
        all.add(folded);
        if (folded !== lower && !surface[folded]) surface[folded] = lower;
      }
    }
  }
  return { locale, words: [...all].sort(), surface, index: mini.toJSON() };
}

export function loadSearchIndex(document: SearchIndexDocument): LoadedIndex {
  return {
    locale: document.locale,
    mini: MiniSearch.loadJS<SearchDocument>(document.index, miniSearchOptions(document.locale)),
    words: new Set(document.words),
    surface: document.surface,
  };
}

/** A term's typo allowance: none for short words and Japanese, one edit from 5 letters, two from 10. */
function fuzziness(term: string, locale: ContentLocale): number | false {
  if (locale === 'ja' || term.length < 5) return false;
  return term.length >= 10 ? 2 : 1;
}

/** A word as a whole word (prefix, typo-tolerant) or as the tail of a compound (`voks` in "Festevoks"). */
const termQuery = (term: string, locale: ContentLocale): Query => ({
  queries: [
    { queries: [term], prefix: term.length >= 2, fuzzy: fuzziness(term, locale) },
    { queries: [TAIL_MARK + term], prefix: term.length >= 3, fuzzy: false },
  ],
  combineWith: 'OR',
});

/** A tail match counts a little over half of a whole-word match. */
const TAIL_WEIGHT = 0.6;

/**
 * One query word: itself, and in a compounding language also the tail of its best split into
 * two words of the index (longest tail first): `skischuhe` → `schuhe`, so "Skischuhe" finds
 * what the shop files under "Schuhe" without finding "Handschuhe" (a tail, not a word).
 */
function wordQuery(index: LoadedIndex, term: string): Query {
  const own = termQuery(term, index.locale);
  for (const { head, tail } of compoundSplits(term, index.locale)) {
    if (!index.words.has(tail) || !index.words.has(head)) continue;
    return { queries: [own, { queries: [tail], prefix: true, fuzzy: false }], combineWith: 'OR' };
  }
  return own;
}

export function buildQuery(index: LoadedIndex, text: string, combineWith: 'AND' | 'OR'): Query | null {
  const terms = queryTerms(text, index.locale);
  if (!terms.length) return null;
  return { queries: terms.map((t) => wordQuery(index, t)), combineWith };
}

export interface EngineOptions {
  locale: ContentLocale;
  priceList: string;
  engine: string;
  requestId: string;
}

/** A stored document's value for a field as App Search would hold it (`price` and `tags` read the price list). */
export function fieldValue(doc: StoredDocument, field: string, priceList: string): FieldValue | FieldValue[] | null {
  switch (field) {
    case 'price':
      return doc.prices[priceList] ?? null;
    case 'tags':
      return [...(doc.sale.includes(priceList) ? ['sale'] : []), ...doc.flags];
    case 'id':
      return null;
    default: {
      const value = (doc as unknown as Record<string, unknown>)[field];
      if (value === undefined || value === null) return null;
      if (Array.isArray(value)) return value as FieldValue[];
      return typeof value === 'string' || typeof value === 'number' ? value : null;
    }
  }
}

function conditionHolds(value: FieldValue | FieldValue[] | null, condition: FieldCondition): boolean {
  if (value === null) return false;
  const values = Array.isArray(value) ? value : [value];
  if (typeof condition === 'object' && !Array.isArray(condition)) {
    return values.some(
      (v) =>
        typeof v === 'number' && (condition.from === undefined || v >= condition.from) && (condition.to === undefined || v < condition.to),
    );
  }
  const wanted = Array.isArray(condition) ? condition : [condition];
  return wanted.some((w) => values.includes(w));
}

function filterHolds(doc: StoredDocument, filter: FieldFilter, priceList: string): boolean {
  return Object.entries(filter).every(([field, condition]) => conditionHolds(fieldValue(doc, field, priceList), condition));
}

export function matchesFilters(doc: StoredDocument, filters: SearchRequest['filters'], priceList: string): boolean {
  if (!filters) return true;
  const all = filters.all ?? [];
  const any = filters.any ?? [];
  const none = filters.none ?? [];
  return (
    all.every((f) => filterHolds(doc, f, priceList)) &&
    (any.length === 0 || any.some((f) => filterHolds(doc, f, priceList))) &&
    !none.some((f) => filterHolds(doc, f, priceList))
  );
}

type Match = { doc: StoredDocument; id: string; score: number };

function facetAnswers(matches: readonly Match[], request: SearchRequest, priceList: string): Record<string, FacetAnswer[]> {
  const out: Record<string, FacetAnswer[]> = {};
  for (const [field, facet] of Object.entries(request.facets ?? {})) {
    if (facet.type === 'range') {
      out[field] = [
        {
          type: 'range',
          data: facet.ranges.map((range) => ({
            ...range,
            count: matches.filter((m) => conditionHolds(fieldValue(m.doc, field, priceList), { from: range.from, to: range.to })).length,
          })),
        },
      ];
      continue;
    }
    const counts = new Map<FieldValue, number>();
    for (const m of matches) {
      const value = fieldValue(m.doc, field, priceList);
      if (value === null) continue;
      for (const v of new Set(Array.isArray(value) ? value : [value])) counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    const sort = facet.sort ?? { count: 'desc' };
    const data = [...counts].map(([value, count]) => ({ value, count }));
    data.sort(
      'count' in sort
        ? (a, b) => (sort.count === 'asc' ? a.count - b.count : b.count - a.count) || String(a.value).localeCompare(String(b.value))
        : (a, b) => (sort.value === 'asc' ? 1 : -1) * String(a.value).localeCompare(String(b.value)),
    );
    out[field] = [{ type: 'value', data: data.slice(0, Math.min(250, facet.size ?? 10)) }];
  }
  return out;
}

function sortMatches(matches: Match[], sort: SearchRequest['sort'], priceList: string): Match[] {
  const clauses: SortClause[] = sort ? (Array.isArray(sort) ? sort : [sort]) : [];
  const keys = [...clauses.flatMap((c) => Object.entries(c)), ['_score', 'desc'] as [string, 'asc' | 'desc']];
  const valueAt = (m: Match, field: string): FieldValue | null => {
    if (field === '_score') return m.score;
    const value = fieldValue(m.doc, field, priceList);
    return Array.isArray(value) ? (value[0] ?? null) : value;
  };
  return [...matches].sort((a, b) => {
    for (const [field, direction] of keys) {
      const x = valueAt(a, field);
      const y = valueAt(b, field);
      // Documents without the field go last in either direction, as in App Search.
      if (x === null || y === null) {
        if (x !== y) return x === null ? 1 : -1;
        continue;
      }
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      if (order !== 0) return direction === 'asc' ? order : -order;
    }
    return a.doc.order - b.doc.order;
  });
}

function hitOf(m: Match, request: SearchRequest, options: EngineOptions): SearchHit {
  const fields = request.result_fields
    ? Object.keys(request.result_fields)
    : ['type', 'uid', 'title', 'tagline', 'url', 'image', 'category', 'color', 'level', 'tags', 'price', 'regions', 'is_new', 'date'];
  const hit: Record<string, unknown> = {
    id: { raw: m.id },
    _meta: { id: m.id, score: Number(m.score.toFixed(4)), engine: options.engine },
  };
  for (const field of fields) if (field !== 'id') hit[field] = { raw: fieldValue(m.doc, field, options.priceList) };
  return hit as SearchHit;
}

/** Articles weigh a little less than products for the same words: a shop search is mostly for things to buy. */
const ARTICLE_WEIGHT = 0.8;

/** Answers one App Search request against a locale's index. */
export function runSearch(index: LoadedIndex, request: SearchRequest, options: EngineOptions): SearchResponse {
  const { mini } = index;
  const filter = (result: SearchResult) => matchesFilters(result as unknown as StoredDocument, request.filters, options.priceList);
  const boostDocument = (_id: unknown, _term: string, stored?: Record<string, unknown>) =>
    stored?.type === 'article' ? ARTICLE_WEIGHT : 1;
  const boostTerm = (term: string) => (term.startsWith(TAIL_MARK) ? TAIL_WEIGHT : 1);
  const searchOptions = { fields: [...SEARCH_FIELDS], boost: BOOSTS, filter, boostDocument, boostTerm };
  let results: SearchResult[];
  const all = buildQuery(index, request.query, 'AND');
  if (!all) {
    results = mini.search(MiniSearch.wildcard, searchOptions);
  } else {
    results = mini.search(all, searchOptions);
    // Every word must match first; when none does, any word may (App Search's partial matching).
    if (!results.length) results = mini.search(buildQuery(index, request.query, 'OR')!, searchOptions);
  }
  const matches: Match[] = results.map((r) => ({ doc: r as unknown as StoredDocument, id: String(r.id), score: r.score }));
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, request.page?.size ?? DEFAULT_PAGE_SIZE));
  const current = Math.max(1, request.page?.current ?? 1);
  const sorted = sortMatches(matches, request.sort, options.priceList);
  const start = (current - 1) * size;
  return {
    meta: {
      request_id: options.requestId,
      page: { current, size, total_pages: Math.min(MAX_PAGES, Math.ceil(sorted.length / size)), total_results: sorted.length },
      alerts: [],
      warnings: [],
    },
    facets: facetAnswers(matches, request, options.priceList),
    results: current > MAX_PAGES ? [] : sorted.slice(start, start + size).map((m) => hitOf(m, request, options)),
  };
}

/**
 * Query suggestions (App Search `query_suggestion`): completions of what was typed, as
 * shoppers write the words (`bla` → `blå`). Typos are forgiven more than in search.
 */
export function runSuggest(index: LoadedIndex, query: string, size: number, options: EngineOptions): SuggestResponse {
  const { mini, surface } = index;
  const terms = queryTerms(query, options.locale);
  const documents: { suggestion: string }[] = [];
  if (terms.length) {
    const text = terms.join(' ');
    const suggestions = mini.autoSuggest(text, {
      fields: ['title', 'category_names', 'color_names'],
      boost: BOOSTS,
      prefix: (_term, i, all) => i === all.length - 1,
      fuzzy: (term) => (options.locale === 'ja' || term.length < 4 ? false : 0.34),
      combineWith: 'AND',
      processTerm: (term) => term,
      tokenize: (t) => t.split(' '),
    });
    const seen = new Set<string>();
    // Each completion of the last word after the words typed before it; compound tails are index terms, not words.
    const before = terms.slice(0, -1);
    const lead = before.map((w) => surface[w] ?? w);
    for (const s of suggestions) {
      for (const term of s.terms) {
        if (before.includes(term) || !index.words.has(term)) continue;
        const suggestion = [...lead, surface[term] ?? term].join(' ');
        if (seen.has(suggestion)) continue;
        seen.add(suggestion);
        documents.push({ suggestion });
      }
      if (documents.length >= size) break;
    }
    documents.splice(size);
  }
  return { meta: { request_id: options.requestId }, results: { documents } };
}
