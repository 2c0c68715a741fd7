/** The search page's pure rules (worker/rules/search-page.ts): URL state, the engine request, links that keep the query, price ranges, page links. */
import { describe, expect, it } from 'vitest';
import {
  pageWindow,
  parseSearchState,
  priceRange,
  priceRanges,
  productRequest,
  searchParams,
  stateFilters,
  toggleValue,
} from '../../../worker/rules/search-page';

describe('parseSearchState', () => {
  it.each([
    [{}, { q: '', sort: 'relevance', page: 1, filters: {} }],
    [
      { q: '  skate ski ', sort: 'price-asc', page: '3' },
      { q: 'skate ski', sort: 'price-asc', page: 3, filters: {} },
    ],
    [
      { q: 'x', sort: 'cheapest', page: '-2' },
      { q: 'x', sort: 'relevance', page: 1, filters: {} },
    ],
    [
      { q: 'x', page: '500' },
      { q: 'x', sort: 'relevance', page: 100, filters: {} },
    ],
    [
      { color: 'color-black,color-red,color-black', category: 'skis,<script>' },
      { q: '', sort: 'relevance', page: 1, filters: { color: ['color-black', 'color-red'], category: ['skis'] } },
    ],
    [{ price: '-100,100-250,abc,-' }, { q: '', sort: 'relevance', page: 1, filters: { price: ['-100', '100-250'] } }],
    [{ q: 'a'.repeat(300) }, { q: '', sort: 'relevance', page: 1, filters: {} }],
  ])('%j → %j', (query, state) => expect(parseSearchState(query)).toEqual(state));
});

describe('the engine request of a state', () => {
  const state = parseSearchState({ q: 'ski', color: 'color-black,color-red', price: '-100,250-', sort: 'price-desc', page: '2' });

  it('filters products, a facet’s values any-of, price ranges under any', () => {
    expect(stateFilters(state)).toEqual({
      all: [{ type: 'product' }, { color: ['color-black', 'color-red'] }],
      any: [{ price: { to: 100 } }, { price: { from: 250 } }],
    });
    expect(stateFilters(state, 'color').all).toEqual([{ type: 'product' }]);
  });

  it('sorts by price, then relevance, and asks for the page (at most 100)', () => {
    const request = productRequest(state);
    expect(request.sort).toEqual([{ price: 'desc' }, { _score: 'desc' }]);
    expect(request.page).toEqual({ size: 24, current: 2 });
    expect(productRequest(state, 400).page?.current).toBe(100);
    expect(productRequest({ ...state, sort: 'relevance' }).sort).toBeUndefined();
  });

  it('reads price ranges', () => {
    expect(priceRange('-100')).toEqual({ to: 100 });
    expect(priceRange('100-250')).toEqual({ from: 100, to: 250 });
    expect(priceRange('250-')).toEqual({ from: 250 });
  });
});

describe('links keep the query', () => {
  const state = parseSearchState({ q: 'skate ski', sort: 'price-asc' });
  it('adds and removes a filter value, back to page 1', () => {
    const black = toggleValue({ ...state, page: 3 }, 'color', 'color-black');
    expect(searchParams(black)).toEqual({ q: 'skate ski', color: 'color-black', sort: 'price-asc' });
    expect(searchParams(toggleValue(black, 'color', 'color-black'))).toEqual({ q: 'skate ski', sort: 'price-asc' });
  });
});

describe('price ranges in the shopper’s currency', () => {
  it.each([
    ['USD', ['-50', '50-100', '100-250', '250-500', '500-']],
    ['NOK', ['-500', '500-1000', '1000-2500', '2500-5000', '5000-']],
    ['JPY', ['-5000', '5000-10000', '10000-30000', '30000-60000', '60000-']],
  ])('%s', (currency, names) => expect(priceRanges(currency).map((r) => r.name)).toEqual(names));
});

describe('price ranges are decimal amounts (the engine’s `price` is the platform’s decimal amount)', () => {
  it.each([
    ['-99.99', { to: 99.99 }],
    ['19.95-49.5', { from: 19.95, to: 49.5 }],
    ['69700-', { from: 69700 }],
    ['0-0.01', { from: 0, to: 0.01 }],
  ])('%s → %j', (value, range) => expect(priceRange(value)).toEqual(range));

  it.each([
    ['1.23456-', []],
    ['1.-2', []],
    ['-100.5,abc', ['-100.5']],
  ])('the URL keeps %s as %j', (price, kept) => expect(parseSearchState({ price }).filters.price ?? []).toEqual(kept));

  it.each([
    ['USD', [{ to: 50 }, { from: 50, to: 100 }, { from: 100, to: 250 }, { from: 250, to: 500 }, { from: 500 }]],
    ['JPY', [{ to: 5000 }, { from: 5000, to: 10000 }, { from: 10000, to: 30000 }, { from: 30000, to: 60000 }, { from: 60000 }]],
  ])('%s bounds', (currency, bounds) =>
    expect(priceRanges(currency).map(({ from, to }) => ({ from, to }))).toEqual(
      bounds.map((b) => ({ from: undefined, to: undefined, ...b })),
    ),
  );
});

describe('page links', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [50, 100, [1, null, 48, 49, 50, 51, 52, null, 100]],
    [4, 9, [1, 2, 3, 4, 5, 6, null, 9]],
    [100, 100, [1, null, 98, 99, 100]],
  ])('page %i of %i', (page, pages, links) => expect(pageWindow(page, pages)).toEqual(links));
});
