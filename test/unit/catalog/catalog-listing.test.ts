import { describe, expect, it } from 'vitest';
import { applyListing, listingParams, parseListingQuery, toggleFilter, type ListingItem } from '../../../worker/catalog/listing';

const groups = [
  { color_name: 'Red', option_swatch_hex: '#c8102e', child_colors: ['Red', 'Crimson'] },
  { color_name: 'Blue', option_swatch_hex: '#1f5fbf', child_colors: ['Blue', 'Navy'] },
  { color_name: 'White', option_swatch_hex: '#f4f6f8', child_colors: ['White'] },
];

const item = (uid: string, price: number, style: string, colors: string[], isNew = false): ListingItem => ({
  uid,
  title: uid[0]!.toUpperCase() + uid.slice(1),
  price,
  isNew,
  attributes: { Style: style, Level: 'Sport' },
  colors,
});

const items = [
  item('aurora', 39995, 'Classic', ['Red', 'White'], true),
  item('rime', 49995, 'Skate', ['Navy']),
  item('vidde', 34995, 'Classic', ['Navy', 'Crimson']),
  item('isbre', 59995, 'Skate', ['White']),
  item('spor', 22995, 'Classic', ['White']),
];

describe('listing query from GET parameters', () => {
  it('reads filters as comma-separated values, sort and page', () => {
    expect(parseListingQuery({ Style: 'Classic, Skate', Color: 'Red', sort: 'price-asc', page: '2' })).toEqual({
      sort: 'price-asc',
      page: 2,
      filters: { Style: ['Classic', 'Skate'], Color: ['Red'] },
    });
  });
  it.each([
    [{ sort: 'cheapest' }, { sort: 'featured', page: 1, filters: {} }],
    [{ page: '0' }, { sort: 'featured', page: 1, filters: {} }],
    [{ page: '-3' }, { sort: 'featured', page: 1, filters: {} }],
    [{ page: '1e9' }, { sort: 'featured', page: 1, filters: {} }],
    [
      { page: 'two', Unknown: 'x', utm_source: 'mail' },
      { sort: 'featured', page: 1, filters: {} },
    ],
    [{ Style: ',,,' }, { sort: 'featured', page: 1, filters: {} }],
    [{ Style: 'x'.repeat(500) }, { sort: 'featured', page: 1, filters: {} }],
  ])('ignores bad values in %o', (query, parsed) => {
    expect(parseListingQuery(query)).toEqual(parsed);
  });
});

describe('filters narrow the listing', () => {
  it('ORs values within a facet and ANDs across facets', () => {
    const one = applyListing(items, parseListingQuery({ Style: 'Classic' }), groups);
    expect(one.items.map((i) => i.uid)).toEqual(['aurora', 'vidde', 'spor']);
    const both = applyListing(items, parseListingQuery({ Style: 'Classic', Color: 'Blue' }), groups);
    expect(both.items.map((i) => i.uid)).toEqual(['vidde']);
    const either = applyListing(items, parseListingQuery({ Color: 'Red,Blue' }), groups);
    expect(either.items.map((i) => i.uid)).toEqual(['aurora', 'rime', 'vidde']);
  });
  it('matches colours by colour group (Crimson is Red)', () => {
    expect(applyListing(items, parseListingQuery({ Color: 'Red' }), groups).items.map((i) => i.uid)).toEqual(['aurora', 'vidde']);
  });
  it('drops filter values no product has instead of showing nothing', () => {
    const listing = applyListing(items, parseListingQuery({ Style: 'Telemark' }), groups);
    expect(listing.total).toBe(5);
    expect(listing.query.filters).toEqual({});
  });
  it('counts each option as if chosen with the other facets’ selections', () => {
    const listing = applyListing(items, parseListingQuery({ Style: 'Classic' }), groups);
    const style = listing.facets.find((f) => f.id === 'Style')!;
    expect(style.options).toEqual([
      { value: 'Classic', count: 3, selected: true },
      { value: 'Skate', count: 2, selected: false },
    ]);
    const color = listing.facets.find((f) => f.id === 'Color')!;
    expect(color.options.map((o) => [o.value, o.count, o.hex])).toEqual([
      ['Red', 2, '#c8102e'],
      ['Blue', 1, '#1f5fbf'],
      ['White', 2, '#f4f6f8'],
    ]);
  });
  it('hides facets with a single value', () => {
    expect(applyListing(items, parseListingQuery({}), groups).facets.map((f) => f.id)).toEqual(['Style', 'Color']);
  });
});

describe('sort and pagination', () => {
  it.each([
    ['featured', ['aurora', 'rime', 'vidde', 'isbre', 'spor']],
    ['price-asc', ['spor', 'vidde', 'aurora', 'rime', 'isbre']],
    ['price-desc', ['isbre', 'rime', 'aurora', 'vidde', 'spor']],
    ['newest', ['aurora', 'rime', 'vidde', 'isbre', 'spor']],
    ['name', ['aurora', 'isbre', 'rime', 'spor', 'vidde']],
  ])('sort %s', (sort, order) => {
    expect(applyListing(items, parseListingQuery({ sort }), groups).items.map((i) => i.uid)).toEqual(order);
  });
  it('pages by the page size and shows the last page for a page past the end', () => {
    const second = applyListing(items, parseListingQuery({ page: '2' }), groups, { pageSize: 2 });
    expect(second).toMatchObject({ page: 2, pages: 3, total: 5 });
    expect(second.items.map((i) => i.uid)).toEqual(['vidde', 'isbre']);
    expect(applyListing(items, parseListingQuery({ page: '99' }), groups, { pageSize: 2 }).page).toBe(3);
  });
});

describe('listing links', () => {
  const query = parseListingQuery({ Style: 'Classic', sort: 'name', page: '3' });
  it('toggles a filter value and goes back to page 1', () => {
    expect(listingParams(toggleFilter(query, 'Style', 'Skate'))).toEqual({ Style: 'Classic,Skate', sort: 'name' });
    expect(listingParams(toggleFilter(query, 'Style', 'Classic'))).toEqual({ sort: 'name' });
  });
  it("writes a facet's values in one order, whichever order they were chosen in", () => {
    const skateFirst = toggleFilter(parseListingQuery({ Style: 'Skate' }), 'Style', 'Classic');
    expect(listingParams(skateFirst)).toEqual({ Style: 'Classic,Skate' });
    expect(listingParams(parseListingQuery({ Color: 'Red,Blue,Green' }))).toEqual({ Color: 'Blue,Green,Red' });
  });
  it('leaves defaults out of the URL', () => {
    expect(listingParams(parseListingQuery({}))).toEqual({});
    expect(listingParams(query, { page: 4 })).toEqual({ Style: 'Classic', sort: 'name', page: '4' });
  });
});
