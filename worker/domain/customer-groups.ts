/**
 * Customer groups and their discount rules as the commerce platform keeps them (spec §3
 * customerDiscount = the group's `discount_rules`). The pricing rules (discounts.ts, pro.ts)
 * own this vocabulary; the commerce port (providers/commerce/settings.ts) re-exports it.
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
  category_access: { type: 'all' };
  discount_rules: DiscountRule[];
}
