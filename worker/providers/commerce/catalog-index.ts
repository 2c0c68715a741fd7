/**
 * Lookup tables over the seed catalog, built once per isolate and per commerce region on
 * first use: the seed data is immutable, so no request ever rebuilds them.
 */
import type { CommerceRegion } from '../../domain/regions';
import { buildCommerceProduct, productCategories, productSeeds } from '../../data/catalog';
import type { CommerceProduct, Variant } from './records';
import type { CategoryNode, CommerceCategory } from './types';

export interface RegionIndex {
  products: readonly CommerceProduct[];
  byId: ReadonlyMap<number, CommerceProduct>;
  byUid: ReadonlyMap<string, CommerceProduct>;
  byUrl: ReadonlyMap<string, CommerceProduct>;
  variants: readonly Variant[];
  variantBySku: ReadonlyMap<string, Variant>;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const regionIndexes = new Map<CommerceRegion, RegionIndex>();

export function regionIndex(region: CommerceRegion): RegionIndex {
  const cached = regionIndexes.get(region);
  if (cached) return cached;
  // Frozen: every request shares these objects, so none may change them.
  const products = productSeeds.map((seed) => deepFreeze(buildCommerceProduct(seed, region))).sort((a, b) => a.id - b.id);
  const variants = products.flatMap((p) => p.variants);
  const index: RegionIndex = {
    products,
    byId: new Map(products.map((p) => [p.id, p])),
    byUid: new Map(products.map((p) => [p.uid, p])),
    byUrl: new Map(products.map((p) => [p.custom_url.url, p])),
    variants,
    variantBySku: new Map(variants.map((v) => [v.sku, v])),
  };
  regionIndexes.set(region, index);
  return index;
}

interface CategoryIndex {
  list: readonly CommerceCategory[];
  byId: ReadonlyMap<number, CommerceCategory>;
  tree: readonly CategoryNode[];
}

const categoryIndexes = new Map<CommerceRegion, CategoryIndex>();

/** Commerce categories of a store, from the product_category entries (their `cat_ids_bc`). */
export function categoryIndex(region: CommerceRegion): CategoryIndex {
  const cached = categoryIndexes.get(region);
  if (cached) return cached;
  const idOf = new Map(productCategories.map((c) => [c.uid, c.cat_ids_bc[region]]));
  const list: CommerceCategory[] = productCategories.map((c, i) => ({
    id: c.cat_ids_bc[region],
    parent_id: c.parent ? idOf.get(c.parent) ?? 0 : 0,
    uid: c.uid,
    name: c.title,
    sort_order: i,
    is_visible: true,
    custom_url: { url: `/${c.url}/` },
  })).sort((a, b) => a.id - b.id);
  const node = (c: CommerceCategory, path: number[]): CategoryNode => ({
    id: c.id,
    parent_id: c.parent_id,
    depth: path.length + 1,
    path: [...path, c.id],
    name: c.name,
    is_visible: c.is_visible,
    url: c.custom_url.url,
    children: list.filter((child) => child.parent_id === c.id).map((child) => node(child, [...path, c.id])),
  });
  const index: CategoryIndex = deepFreeze({
    list,
    byId: new Map(list.map((c) => [c.id, c])),
    tree: list.filter((c) => c.parent_id === 0).map((c) => node(c, [])),
  });
  categoryIndexes.set(region, index);
  return index;
}
