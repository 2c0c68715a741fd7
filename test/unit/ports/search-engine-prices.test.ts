/**
 * The embedded engine holds prices as the platform's decimal amounts (a `number`
 * field, as App Search would): `price` answers 249.95, ranges in decimals select by their
 * bounds (`from` inclusive, `to` exclusive) at the cent, facets count and sort orders them,
 * in a 2-decimal currency and in yen alike.
 */
import { describe, expect, it } from 'vitest';
import { runSearch } from '../../../worker/ports/search/engine';
import { buildSearchIndex, loadSearchIndex, type SearchDocument } from '../../../worker/ports/search/index-document';
import { rawOf, type SearchRequest } from '../../../worker/ports/search/types';

const product = (uid: string, us: number, jp: number, order: number): SearchDocument => ({
  id: `product:${uid}`,
  type: 'product',
  uid,
  title: `${uid} ski`,
  tagline: '',
  description: '',
  category_names: '',
  color_names: '',
  spec_values: '',
  url: `/p/${uid}`,
  image: null,
  category: [],
  color: [],
  level: null,
  flags: [],
  prices: { us, jp },
  sale: [],
  regions: ['us', 'jp'],
  is_new: 0,
  date: '',
  order,
});

const index = loadSearchIndex(
  buildSearchIndex('en-us', [
    product('cheap', 99.99, 9980, 0),
    product('hundred', 100, 10000, 1),
    product('mid', 249.95, 29999, 2),
    product('dear', 1999.99, 249900, 3),
    product('top', 2000, 250000, 4),
  ]),
);
const ask = (priceList: string, request: Omit<SearchRequest, 'query'>) =>
  runSearch(index, { query: '', page: { size: 20 }, ...request }, { locale: 'en-us', priceList, engine: 't', requestId: 'r' });
const uids = (answer: ReturnType<typeof ask>) => answer.results.map((hit) => rawOf(hit, 'uid'));

describe('decimal prices in the embedded engine', () => {
  it('answers each hit’s price as the price list’s decimal amount', () => {
    const answer = ask('us', { filters: { all: [{ uid: 'mid' }] } });
    expect(rawOf(answer.results[0]!, 'price')).toBe(249.95);
    expect(rawOf(ask('jp', { filters: { all: [{ uid: 'dear' }] } }).results[0]!, 'price')).toBe(249900);
  });

  it.each([
    ['us', { to: 100 }, ['cheap']],
    ['us', { from: 100 }, ['hundred', 'mid', 'dear', 'top']],
    ['us', { from: 99.99, to: 100 }, ['cheap']],
    ['us', { from: 100, to: 249.95 }, ['hundred']],
    ['us', { from: 249.95, to: 249.96 }, ['mid']],
    ['us', { from: 1000, to: 2000 }, ['dear']],
    ['us', { from: 2000 }, ['top']],
    ['jp', { to: 10000 }, ['cheap']],
    ['jp', { from: 10000, to: 30000 }, ['hundred', 'mid']],
    ['jp', { from: 249900, to: 250000 }, ['dear']],
  ])('%s price %j selects %j', (priceList, range, expected) =>
    expect(uids(ask(priceList, { filters: { all: [{ price: range }] } }))).toEqual(expected),
  );

  it('counts decimal ranges in a range facet and echoes them', () => {
    const ranges = [
      { to: 100, name: '-100' },
      { from: 100, to: 2000, name: '100-2000' },
      { from: 2000, name: '2000-' },
    ];
    const answer = ask('us', { facets: { price: { type: 'range', ranges } } });
    expect(answer.facets?.price?.[0]).toEqual({
      type: 'range',
      data: [
        { to: 100, name: '-100', count: 1 },
        { from: 100, to: 2000, name: '100-2000', count: 3 },
        { from: 2000, name: '2000-', count: 1 },
      ],
    });
  });

  it('sorts by the decimal price both ways', () => {
    expect(uids(ask('us', { sort: { price: 'asc' } }))).toEqual(['cheap', 'hundred', 'mid', 'dear', 'top']);
    expect(uids(ask('us', { sort: { price: 'desc' } }))).toEqual(['top', 'dear', 'mid', 'hundred', 'cheap']);
  });

  it('matches an exact price as the engine holds it', () => {
    expect(uids(ask('us', { filters: { all: [{ price: 249.95 }] } }))).toEqual(['mid']);
  });
});
