/**
 * Customer groups per store: guests, retail (the default for new accounts), pro, pro coach
 * and employee. Pro groups discount by category (worker/rules/discounts.ts: the largest
 * matching category rule, else the `all` rule): skis 40 %, wax 25 %, other accessories 20 %,
 * everything else 30 % for pros.
 */
import type { CommerceRegion } from '../../../rules/regions';
import type { CustomerGroup, DiscountRule } from '../../../ports/commerce/settings';

const percent = (amount: number, category_id?: number): DiscountRule => ({
  type: category_id === undefined ? 'all' : 'category',
  method: 'percent',
  amount: amount.toFixed(4),
  ...(category_id === undefined ? {} : { category_id }),
});

const group = (id: number, name: string, discount_rules: DiscountRule[], extra: Partial<CustomerGroup> = {}): CustomerGroup => ({
  id,
  name,
  is_default: false,
  is_group_for_guests: false,
  category_access: { type: 'all' },
  discount_rules,
  ...extra,
});

// Category ids (worker/data/catalog/categories.ts): skis 20, boots 30, accessories 60, wax 61.
const SKIS = 20;
const BOOTS = 30;
const ACCESSORIES = 60;
const WAX = 61;

/** The employee group's id in every store (staff pro codes join it). */
export const EMPLOYEE_GROUP_ID = 5;

const GROUPS: CustomerGroup[] = [
  group(1, 'Guests', [], { is_group_for_guests: true }),
  group(2, 'Retail', [], { is_default: true }),
  group(3, 'Pro', [percent(30), percent(20, ACCESSORIES), percent(40, SKIS), percent(25, WAX)]),
  group(4, 'Pro Coach', [percent(40), percent(25, ACCESSORIES), percent(45, SKIS), percent(35, BOOTS), percent(30, WAX)]),
  group(EMPLOYEE_GROUP_ID, 'Employee', [percent(50)]),
];

export const customerGroups: Record<CommerceRegion, CustomerGroup[]> = {
  us: GROUPS,
  ca: GROUPS,
  no: GROUPS.filter((g) => g.id !== 4),
  eu_region_1: GROUPS.filter((g) => g.id !== 4),
};
