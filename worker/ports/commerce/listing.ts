/**
 * A category listing as the store answers it: for every product of a category a
 * shopper can see, only what the category page filters, sorts and counts on. The page then
 * reads the full records of its own dozen products for their cards, so a category of
 * thousands costs one listing, not every record of the category. A hosted platform answers
 * this with a field projection (BigCommerce: `include_fields`).
 */
import type { CommerceProduct } from './records';

export interface CommerceListingEntry {
  id: number;
  /** Uid of the content product the record sells. */
  uid: string;
  /** The selling price in minor units of the store's currency (`calculatedPrice.value`). */
  price: number;
  /** The retail price (`retailPrice.value`) and the record's category ids: a pro group's price is worked out from them. */
  retail: number;
  categoryIds: number[];
  isNew: boolean;
  customFields: { name: string; value: string }[];
  /** Labels of the Color option's values, in the option's order (none without a Color option). */
  colors: string[];
}

export function commerceListingEntry(product: CommerceProduct): CommerceListingEntry {
  return {
    id: product.id,
    uid: product.uid,
    price: product.calculatedPrice.value,
    retail: product.retailPrice.value,
    categoryIds: product.categories.map((c) => c.id),
    isNew: product.isNew,
    customFields: product.customFields,
    colors: product.product_options.find((o) => o.displayName === 'Color')?.values.map((v) => v.label) ?? [],
  };
}
