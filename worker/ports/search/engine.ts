/**
 * The embedded search engine: one MiniSearch index per content locale, answering App
 * Search's request shape (types.ts). Pure: the index is built at build time
 * (worker/data/build/search-index.ts) and loaded by the adapter (embedded.ts); this module
 * only queries and pages. The index (fields, boosts, build and load) is index-document.ts, the
 * filters, facets and sort filters.ts.
 */
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { ContentLocale } from '../../rules/locale';
import { compoundSplits, queryTerms, TAIL_MARK } from './text';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MAX_PAGES,
  RESULT_FIELDS,
  type SearchHit,
  type SearchRequest,
  type SearchResponse,
  type SuggestResponse,
} from './types';
import { BOOSTS, SEARCH_FIELDS, type LoadedIndex, type StoredDocument } from './index-document';
import { facetAnswers, fieldValue, matchesFilters, sortMatches, type Match } from './filters';

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

function hitOf(m: Match, request: SearchRequest, options: EngineOptions): SearchHit {
  const fields = request.result_fields ? Object.keys(request.result_fields) : RESULT_FIELDS;
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
