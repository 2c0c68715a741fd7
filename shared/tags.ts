/**
 * Product tags (spec §2, §4, §5): sale first, then new, then redesigned; none for add-on
 * products. A sale shows only where the shop sells (shopping regions) and never to pro
 * customers, who buy at their own discount.
 */
export type ProductTag = 'sale' | 'new' | 'redesigned';

export interface TagInput {
  /** Calculated (selling) price, minor units; null when the product has no price here. */
  calculated: number | null;
  /** Retail (list) price, minor units. */
  retail: number | null;
  isNew: boolean;
  isRedesigned: boolean;
  isAddOn?: boolean;
  shopping: boolean;
  isPro?: boolean;
}

/** Spec §5: calculated below retail, in a shopping region, and never for pro customers. */
export function isSale(input: Pick<TagInput, 'calculated' | 'retail' | 'shopping' | 'isPro'>): boolean {
  if (!input.shopping || input.isPro) return false;
  if (input.calculated === null || input.retail === null) return false;
  return input.calculated < input.retail;
}

/** The one tag a product card or page shows, or null. */
export function productTag(input: TagInput): ProductTag | null {
  if (input.isAddOn) return null;
  if (isSale(input)) return 'sale';
  if (input.isNew) return 'new';
  if (input.isRedesigned) return 'redesigned';
  return null;
}
