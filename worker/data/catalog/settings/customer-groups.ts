/** Customer groups per store: guests, retail (the default for new accounts), pro, pro coach, employee. */
import type { CommerceRegion } from '../../../domain/regions';
import type { CustomerGroup, DiscountRule } from '../../../providers/commerce/settings';

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

// Accessories (category 60) carry a smaller pro discount than hard goods.
const GROUPS: CustomerGroup[] = [
  group(1, 'Guests', [], { is_group_for_guests: true }),
  group(2, 'Retail', [], { is_default: true }),
  group(3, 'Pro', [percent(30), percent(20, 60)]),
  group(4, 'Pro Coach', [percent(40), percent(25, 60)]),
  group(5, 'Employee', [percent(50)]),
];

export const customerGroups: Record<CommerceRegion, CustomerGroup[]> = {
  us: GROUPS,
  ca: GROUPS,
  no: GROUPS.filter((g) => g.id !== 4),
  eu_region_1: GROUPS.filter((g) => g.id !== 4),
};
