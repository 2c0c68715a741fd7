/**
 * Product categories (spec §3 "Product category") and category groups. The commerce
 * category id is the same in every store; `cat_ids_bc` still names it per region so a
 * hosted store with its own ids fits the same shape.
 */
import { COMMERCE_REGIONS, type CommerceRegion } from '../../rules/regions';
import { ALL_CONTENT_REGIONS } from './seed';
import type { CategoryGroup, ProductCategory } from '../../ports/content/catalog-entries';

// uid, parent uid, commerce id, title, display title
const ROWS: [string, string | null, number, string, string][] = [
  ['skis', null, 20, 'Skis', 'Nordic Skis'],
  ['skis-classic', 'skis', 21, 'Classic Skis', 'Classic'],
  ['skis-skate', 'skis', 22, 'Skate Skis', 'Skate'],
  ['skis-backcountry', 'skis', 23, 'Backcountry Skis', 'Backcountry'],
  ['skis-touring', 'skis', 24, 'Touring Skis', 'Touring'],
  ['skis-junior', 'skis', 25, 'Junior Skis', 'Junior'],
  ['skis-race', 'skis', 26, 'Race Skis', 'Race'],
  ['boots', null, 30, 'Boots', 'Nordic Boots'],
  ['boots-classic', 'boots', 31, 'Classic Boots', 'Classic'],
  ['boots-skate', 'boots', 32, 'Skate Boots', 'Skate'],
  ['boots-combi', 'boots', 33, 'Combi Boots', 'Combi'],
  ['boots-backcountry', 'boots', 34, 'Backcountry Boots', 'Backcountry'],
  ['boots-junior', 'boots', 35, 'Junior Boots', 'Junior'],
  ['bindings', null, 40, 'Bindings', 'Bindings'],
  ['bindings-nordic', 'bindings', 41, 'Nordic Bindings', 'Track'],
  ['bindings-backcountry', 'bindings', 42, 'Backcountry Bindings', 'Backcountry'],
  ['poles', null, 50, 'Poles', 'Nordic Poles'],
  ['poles-race', 'poles', 51, 'Race Poles', 'Race'],
  ['poles-touring', 'poles', 52, 'Touring Poles', 'Touring'],
  ['poles-junior', 'poles', 53, 'Junior Poles', 'Junior'],
  ['accessories', null, 60, 'Accessories', 'Accessories'],
  ['accessories-wax', 'accessories', 61, 'Wax and Tuning', 'Wax & Tuning'],
  ['accessories-gloves', 'accessories', 62, 'Gloves', 'Gloves'],
  ['accessories-hats', 'accessories', 63, 'Hats and Headbands', 'Hats'],
  ['accessories-bags', 'accessories', 64, 'Bags and Packs', 'Bags'],
  ['accessories-essentials', 'accessories', 65, 'Trail Essentials', 'Essentials'],
];

/** Same commerce id in every region. */
export function idsPerRegion(id: number): Record<CommerceRegion, number> {
  return Object.fromEntries(COMMERCE_REGIONS.map((r) => [r, id])) as Record<CommerceRegion, number>;
}

const urlOf = (uid: string) => uid.replace('-', '/');

export const productCategories: ProductCategory[] = ROWS.map(([uid, parent, id, title, display]) => ({
  uid,
  title,
  display_title: display,
  url: urlOf(uid),
  cat_ids_bc: idsPerRegion(id),
  regions: ALL_CONTENT_REGIONS,
  parent,
  // Related picks for a category come from the category itself and its siblings.
  automated_related_products: {
    category: ROWS.filter((r) => r[0] === uid || (parent !== null && r[1] === parent))
      .slice(0, 4)
      .map((r) => ({ uid: r[0], cat_ids_bc: idsPerRegion(r[2]) })),
  },
}));

const CATEGORY_BY_UID = new Map(productCategories.map((c) => [c.uid, c]));

export function categoryByUid(uid: string): ProductCategory {
  const found = CATEGORY_BY_UID.get(uid);
  if (!found) throw new Error(`Unknown product category ${uid}`);
  return found;
}

/** Commerce id of a category uid. */
export function categoryId(uid: string): number {
  return categoryByUid(uid).cat_ids_bc.us;
}

const ref = (c: ProductCategory) => ({ uid: c.uid, cat_ids_bc: c.cat_ids_bc, display_title: c.display_title, title: c.title, url: c.url });

const LAYOUT_TAGS: Record<string, string[]> = {
  skis: ['hero-banner', 'subcategory-tiles', 'product-grid'],
  boots: ['hero-banner', 'subcategory-tiles', 'product-grid'],
  bindings: ['product-grid'],
  poles: ['subcategory-tiles', 'product-grid'],
  accessories: ['subcategory-tiles', 'product-grid'],
};

/** One group per top category: its landing page lists the child categories. */
export const categoryGroups: CategoryGroup[] = productCategories
  .filter((c) => c.parent === null)
  .map((parent) => ({
    uid: `group-${parent.uid}`,
    title: parent.title,
    clp_display_title: parent.display_title,
    parent_category: ref(parent),
    categories: productCategories.filter((c) => c.parent === parent.uid).map((c) => ({ category: [ref(c)] })),
    clp_layout_tags: LAYOUT_TAGS[parent.uid] ?? ['product-grid'],
  }));
