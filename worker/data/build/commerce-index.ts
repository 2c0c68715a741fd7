/** A store's commerce categories, from the product_category entries (their `cat_ids_bc`). */
import type { CommerceRegion } from '../../rules/regions';
import { productCategories } from '../catalog';
import type { CategoryNode, CommerceCategory } from '../../ports/commerce/types';

export function commerceCategories(region: CommerceRegion): { list: CommerceCategory[]; tree: CategoryNode[] } {
  const idOf = new Map(productCategories.map((c) => [c.uid, c.cat_ids_bc[region]]));
  const list: CommerceCategory[] = productCategories
    .map((c, i) => ({
      id: c.cat_ids_bc[region],
      parent_id: c.parent ? (idOf.get(c.parent) ?? 0) : 0,
      uid: c.uid,
      name: c.title,
      sort_order: i,
      is_visible: true,
      custom_url: { url: `/${c.url}/` },
    }))
    .sort((a, b) => a.id - b.id);
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
  return { list, tree: list.filter((c) => c.parent_id === 0).map((c) => node(c, [])) };
}
