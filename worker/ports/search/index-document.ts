/**
 * The embedded search engine's index (engine.ts answers queries on it): what one document
 * holds, which fields are searched (with their boosts) and stored, and the index as build.mjs
 * writes it (`search/{locale}.json`) and the adapter loads it.
 */
import MiniSearch, { type Options } from 'minisearch';
import type { ContentLocale } from '../../rules/locale';
import { fold, indexTerms } from './text';

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
  /**
   * Price list (commerce region or country) → selling price as the platform's decimal amount,
   * rounded to the currency's digits (prices.ts `searchPrice`): 249.95 USD, 4299 NOK, 69700 JPY.
   */
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
