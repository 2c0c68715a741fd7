/**
 * Customer groups and their discount rules as the commerce platform keeps them (spec §3
 * customerDiscount = the group's `discount_rules`). The pricing rules (discounts.ts, pro.ts)
 * own this vocabulary; the commerce port (worker/ports/commerce/settings.ts) re-exports it.
 */
export interface DiscountRule {
  type: 'all' | 'category';
  method: 'percent';
  /** Percent as a decimal string, the way the commerce platform sends it. */
  amount: string;
  category_id?: number;
}

export interface CustomerGroup {
  id: number;
  name: string;
  is_default: boolean;
  is_group_for_guests: boolean;
  /** Which categories the group's customers may see (spec §3 customer groups). */
  category_access: { type: 'all' } | { type: 'none' } | { type: 'specific'; categories: number[] };
  discount_rules: DiscountRule[];
  /** The price list that prices the group's customers instead of discount rules (hosted commerce only). */
  price_list_id?: number;
}
