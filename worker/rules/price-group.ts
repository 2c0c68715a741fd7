/**
 * The price group a page is rendered for (pro prices are cached per group): what of the
 * customer's store state changes a shop page. Visitors and customers who pay retail share one
 * copy (`retail`); a pro, a staff member or a customer whose group has discount rules gets the
 * copy of their commerce store's group, with their pro content region (spec §4).
 */
import type { CustomerStoreState } from './pro';

export const RETAIL_GROUP = 'retail';

/** A group label as keys and session records carry it: `retail`, or `<store>.g<id>[.pro][.staff]`. */
export const PRICE_GROUP = /^(retail|[a-z_0-9]{2,12}\.g[0-9]{1,10}(\.pro)?(\.staff)?)$/;

export function priceGroupOf(state: CustomerStoreState | undefined, commerceRegion: string): string {
  if (!state?.customer) return RETAIL_GROUP;
  if (!state.isPro && !state.isEmployee && state.customerDiscount.length === 0) return RETAIL_GROUP;
  return `${commerceRegion}.g${state.customerGroup?.id ?? 0}${state.isPro ? '.pro' : ''}${state.isEmployee ? '.staff' : ''}`;
}
