/** The search page's pure rules (worker/domain/search-page.ts): URL state, the engine request, links that keep the query, price ranges, page links. */
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
} from '../../worker/domain/search-page';

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
    [{ price: '-10000,10000-25000,abc,-' }, { q: '', sort: 'relevance', page: 1, filters: { price: ['-10000', '10000-25000'] } }],
    [{ q: 'a'.repeat(300) }, { q: '', sort: 'relevance', page: 1, filters: {} }],
  ])('%j → %j', (query, state) => expect(parseSearchState(query)).toEqual(state));
});

describe('the engine request of a state', () => {
  const state = parseSearchState({ q: 'ski', color: 'color-black,color-red', price: '-10000,25000-', sort: 'price-desc', page: '2' });

  it('filters products, a facet’s values any-of, price ranges under any', () => {
    expect(stateFilters(state)).toEqual({
      all: [{ type: 'product' }, { color: ['color-black', 'color-red'] }],
      any: [{ price: { to: 10000 } }, { price: { from: 25000 } }],
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
    expect(priceRange('-10000')).toEqual({ to: 10000 });
    expect(priceRange('10000-25000')).toEqual({ from: 10000, to: 25000 });
    expect(priceRange('25000-')).toEqual({ from: 25000 });
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
    ['USD', 2, ['-5000', '5000-10000', '10000-25000', '25000-50000', '50000-']],
    ['NOK', 2, ['-50000', '50000-100000', '100000-250000', '250000-500000', '500000-']],
    ['JPY', 0, ['-5000', '5000-10000', '10000-30000', '30000-60000', '60000-']],
  ])('%s', (currency, digits, names) => expect(priceRanges(currency, digits).map((r) => r.name)).toEqual(names));
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
