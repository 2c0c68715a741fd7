/**
 * A category listing as the content service answers it: for every product a
 * category page lists, only what its filters, sort and pagination need and the key to the
 * product's commerce record. The page then reads its own dozen products in full for their
 * cards, so a category of thousands costs one listing, not every product of the category.
 * A hosted service answers this with a field projection (Contentstack: `only[BASE][]`).
 */
import type { CommerceRegion, ContentRegion } from '../../rules/regions';
import type { ContentProduct } from './catalog-entries';

export interface ContentListingEntry {
  uid: string;
  /** The title a card shows: `display_title`, else `title`. */
  title: string;
  url: string;
  regions: ContentRegion[];
  /** The editor's "new" flag (`is_new.value`). */
  isNew: boolean;
  /** The product's record id in each store (`bc_products`). */
  commerceIds: Partial<Record<CommerceRegion, number>>;
  /** Selling price per catalogue country in minor units (`prices[country].calculated`): the price outside shopping regions. */
  prices: Record<string, number>;
}

export interface CategoryListingQuery {
  /** The category; products of its sub-categories belong to it too. */
  categoryUid: string;
  /** Only products shown in this content region. */
  region: ContentRegion;
}

export function contentListingEntry(product: ContentProduct): ContentListingEntry {
  const commerceIds: Partial<Record<CommerceRegion, number>> = {};
  for (const [region, ref] of Object.entries(product.bc_products) as [CommerceRegion, { id: number } | undefined][])
    if (typeof ref?.id === 'number') commerceIds[region] = ref.id;
  return {
    uid: product.uid,
    title: product.display_title || product.title,
    url: product.url,
    regions: product.regions,
    isNew: product.is_new.value,
    commerceIds,
    prices: Object.fromEntries(Object.entries(product.prices).flatMap(([country, price]) => (price ? [[country, price.calculated]] : []))),
  };
}
