/**
 * Customer group prices (spec §3 customerDiscount = the group's `discount_rules`; spec §5
 * and §6: pros buy at their group's price, never at a sale price with a tag, never with an
 * RRP label). Percentages by category, as the commerce platform keeps them:
 * - a category rule applies when the product is in that category (its own or a parent);
 *   of several, the largest discount wins (wax 25 % beats accessories 20 %);
 * - without a category rule, an `all` rule applies; without either, no discount;
 * - the group price is the retail (list) price less the discount, and never above the
 *   price everyone else pays (a deeper sale stays the price).
 * Amounts are integer minor units.
 */
import type { DiscountRule } from './customer-groups';

/** A rule's percentage, or null for a rule this shop does not apply (malformed, out of range). */
export function rulePercent(rule: DiscountRule): number | null {
  if (rule.method !== 'percent') return null;
  const amount = Number(rule.amount);
  return Number.isFinite(amount) && amount > 0 && amount <= 100 ? amount : null;
}

/** The discount in percent a group's rules give a product in these categories (0 when none applies). */
export function discountPercent(rules: readonly DiscountRule[], categoryIds: readonly number[]): number {
  // Guests and the retail group have no rules: every card and variant of their pages asks.
  if (rules.length === 0) return 0;
  const inCategories = new Set(categoryIds);
  let category: number | null = null;
  let all: number | null = null;
  for (const rule of rules) {
    const percent = rulePercent(rule);
    if (percent === null) continue;
    if (rule.type === 'category' && rule.category_id !== undefined && inCategories.has(rule.category_id))
      category = Math.max(category ?? 0, percent);
    if (rule.type === 'all') all = Math.max(all ?? 0, percent);
  }
  return category ?? all ?? 0;
}

/** The group price of one unit: retail less the percent, rounded to the minor unit, at most `calculated`. */
export function groupPrice(calculated: number, retail: number, percent: number): number {
  if (!(percent > 0)) return calculated;
  const discounted = Math.round((retail * (100 - percent)) / 100);
  return Math.min(calculated, discounted);
}

export interface PricingRules {
  /** Spec §6: pros never see sale tags. */
  isPro: boolean;
  /** The customer's group's discount_rules ([] for guests and the retail group). */
  rules: readonly DiscountRule[];
}

export const RETAIL_PRICING: PricingRules = { isPro: false, rules: [] };

export interface CustomerPrice {
  calculated: number;
  retail: number;
  /** The price is the group's: shown plainly, never as a sale (no tag, no struck-through price, no RRP). */
  groupPriced: boolean;
}

/** What a customer pays for a product with these prices and categories, and how it shows. */
export function customerPrice(
  prices: { calculated: number; retail: number },
  categoryIds: readonly number[],
  pricing: PricingRules,
): CustomerPrice {
  const percent = discountPercent(pricing.rules, categoryIds);
  if (percent === 0) return { ...prices, groupPriced: pricing.isPro };
  return { calculated: groupPrice(prices.calculated, prices.retail, percent), retail: prices.retail, groupPriced: true };
}

/** Whether sale display (tag, struck-through original, RRP) is off for this customer and price. */
export function hidesSale(price: Pick<CustomerPrice, 'groupPriced'>): boolean {
  return price.groupPriced;
}
