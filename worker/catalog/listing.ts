/**
 * Category listing rules: filters from query parameters (facet id → comma-separated
 * values), sort and pagination, all plain GET parameters so they work as links without
 * JavaScript. Bad values are ignored, never an error: a shared or hand-edited URL still
 * shows products.
 */
import * as v from 'valibot';

export const SORTS = ['featured', 'price-asc', 'price-desc', 'newest', 'name'] as const;
export type Sort = (typeof SORTS)[number];
export const PAGE_SIZE = 12;
/** Facets read from products' custom fields; `Color` comes from colour groups. */
export const ATTRIBUTE_FACETS = ['Style', 'Level', 'Terrain'] as const;
export const COLOR_FACET = 'Color';
export type FacetId = (typeof ATTRIBUTE_FACETS)[number] | typeof COLOR_FACET;
export const FACET_IDS: readonly FacetId[] = [...ATTRIBUTE_FACETS, COLOR_FACET];

export interface ListingItem {
  uid: string;
  title: string;
  /** Lowest selling price in minor units, for price sorting. */
  price: number;
  isNew: boolean;
  attributes: Readonly<Record<string, string>>;
  colors: readonly string[];
}

export interface ColorGroupRef {
  color_name: string;
  option_swatch_hex: string;
  child_colors: readonly string[];
}

export interface ListingQuery {
  sort: Sort;
  page: number;
  filters: Partial<Record<FacetId, string[]>>;
}

const text = v.pipe(v.string(), v.trim(), v.maxLength(200));
const QuerySchema = v.object({
  sort: v.fallback(v.optional(v.picklist(SORTS), 'featured'), 'featured'),
  page: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/), v.transform(Number), v.minValue(1)), '1'), 1),
  ...Object.fromEntries(FACET_IDS.map((id) => [id, v.fallback(v.optional(text), undefined)])),
});

/** Reads sort, page and filters from a query; unknown facets and malformed values are dropped. */
export function parseListingQuery(query: Record<string, string | undefined>): ListingQuery {
  const parsed = v.parse(QuerySchema, query) as Record<string, unknown> & { sort: Sort; page: number | string };
  const filters: ListingQuery['filters'] = {};
  for (const id of FACET_IDS) {
    const raw = parsed[id];
    if (typeof raw !== 'string' || raw === '') continue;
    const values = [
      ...new Set(
        raw
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s.length > 0 && s.length <= 40),
      ),
    ].slice(0, 20);
    if (values.length) filters[id] = values;
  }
  return { sort: parsed.sort, page: typeof parsed.page === 'number' ? parsed.page : Number(parsed.page), filters };
}

/**
 * Each item's values per facet, worked out once per listing (a category of thousands is
 * filtered, counted and sorted on every request): `values[i][f]` are the values item i has
 * for FACET_IDS[f]; a colour counts as its colour group.
 */
function facetValues(items: readonly ListingItem[], groups: readonly ColorGroupRef[]): string[][][] {
  const groupOf = new Map<string, string | null>();
  const colorGroupOf = (color: string): string | null => {
    let group = groupOf.get(color);
    if (group === undefined) {
      group = groups.find((g) => g.child_colors.includes(color))?.color_name ?? null;
      groupOf.set(color, group);
    }
    return group;
  };
  return items.map((item) =>
    FACET_IDS.map((facet) => {
      if (facet === COLOR_FACET) return [...new Set(item.colors.flatMap((c) => colorGroupOf(c) ?? []))];
      const value = item.attributes[facet];
      return value ? [value] : [];
    }),
  );
}

/** Whether an item (by its facet values) passes the filters, leaving out the facet `skip`. */
function matches(values: readonly string[][], filters: ListingQuery['filters'], skip?: FacetId): boolean {
  return FACET_IDS.every((facet, f) => {
    const wanted = filters[facet];
    if (facet === skip || !wanted?.length) return true;
    return wanted.some((w) => values[f]!.includes(w));
  });
}

export interface FacetOption {
  value: string;
  count: number;
  selected: boolean;
  /** Swatch colour of a colour group. */
  hex?: string;
}

export interface Facet {
  id: FacetId;
  options: FacetOption[];
}

/**
 * Facets with counts: an option counts the items it would show given the other facets'
 * selections (so choosing a second value of the same facet widens, never empties).
 */
export function buildFacets(items: readonly ListingItem[], query: ListingQuery, groups: readonly ColorGroupRef[]): Facet[] {
  return facetsOf(facetValues(items, groups), query, groups);
}

function facetsOf(values: readonly string[][][], query: ListingQuery, groups: readonly ColorGroupRef[]): Facet[] {
  return FACET_IDS.map((id, f) => {
    const counts = new Map<string, number>();
    const all = new Set<string>();
    for (const item of values) {
      for (const value of item[f]!) all.add(value);
      if (!matches(item, query.filters, id)) continue;
      for (const value of item[f]!) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    // Options every item has are shown too, but a facet with a single value narrows nothing.
    const order = id === COLOR_FACET ? groups.map((g) => g.color_name) : [...all].sort();
    const options = order
      .filter((value) => all.has(value))
      .map((value) => ({
        value,
        count: counts.get(value) ?? 0,
        selected: query.filters[id]?.includes(value) ?? false,
        ...(id === COLOR_FACET ? { hex: groups.find((g) => g.color_name === value)?.option_swatch_hex } : {}),
      }));
    return { id, options };
  }).filter((facet) => facet.options.length > 1);
}

const collators = new Map<string, Intl.Collator>();
/** One collator per language for the isolate (making one costs more than sorting a page's worth). */
function collatorFor(language: string): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) collators.set(language, (collator = new Intl.Collator(language)));
  return collator;
}

function sortItems(items: ListingItem[], sort: Sort, collator: Intl.Collator): ListingItem[] {
  const indexed = items.map((item, index) => ({ item, index }));
  const by: Record<Sort, (a: (typeof indexed)[number], b: (typeof indexed)[number]) => number> = {
    featured: (a, b) => a.index - b.index,
    'price-asc': (a, b) => a.item.price - b.item.price || a.index - b.index,
    'price-desc': (a, b) => b.item.price - a.item.price || a.index - b.index,
    newest: (a, b) => Number(b.item.isNew) - Number(a.item.isNew) || a.index - b.index,
    name: (a, b) => collator.compare(a.item.title, b.item.title) || a.index - b.index,
  };
  return indexed.sort(by[sort]).map((entry) => entry.item);
}

export interface Listing<T extends ListingItem> {
  items: T[];
  total: number;
  page: number;
  pages: number;
  facets: Facet[];
  query: ListingQuery;
}

/** Filters, sorts and pages items; a page past the end shows the last page. */
export function applyListing<T extends ListingItem>(
  items: readonly T[],
  query: ListingQuery,
  groups: readonly ColorGroupRef[],
  options: { pageSize?: number; language?: string } = {},
): Listing<T> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const values = facetValues(items, groups);
  // Filters naming values no item has would empty the page for nothing: keep only known values.
  const known: ListingQuery['filters'] = {};
  FACET_IDS.forEach((id, f) => {
    const kept = query.filters[id]?.filter((value) => values.some((item) => item[f]!.includes(value)));
    if (kept?.length) known[id] = kept;
  });
  const effective = { ...query, filters: known };
  const filtered = items.filter((_, i) => matches(values[i]!, known));
  const sorted = sortItems(filtered, query.sort, collatorFor(options.language ?? 'en')) as T[];
  const pages = Math.max(1, Math.ceil(sorted.length / pageSize));
  const page = Math.min(query.page, pages);
  return {
    items: sorted.slice((page - 1) * pageSize, page * pageSize),
    total: sorted.length,
    page,
    pages,
    facets: facetsOf(values, effective, groups),
    query: { ...effective, page },
  };
}

/**
 * Query parameters of a listing state: defaults are left out and a facet's values are in one
 * order (sorted), so each state has one URL and the page cache stores it once.
 */
export function listingParams(query: ListingQuery, change: Partial<ListingQuery> = {}): Record<string, string | undefined> {
  const next = { ...query, ...change };
  const params: Record<string, string | undefined> = {};
  for (const id of FACET_IDS) {
    const values = next.filters[id];
    if (values?.length) params[id] = [...values].sort().join(',');
  }
  if (next.sort !== 'featured') params.sort = next.sort;
  if (next.page > 1) params.page = String(next.page);
  return params;
}

/** The filters with one facet value switched on or off (the page goes back to 1). */
export function toggleFilter(query: ListingQuery, facet: FacetId, value: string): ListingQuery {
  const current = query.filters[facet] ?? [];
  const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const filters = { ...query.filters, [facet]: values };
  if (!values.length) delete filters[facet];
  return { ...query, filters, page: 1 };
}
