import { describe, expect, it } from 'vitest';
import { PRICE_GROUP, priceGroupOf, RETAIL_GROUP } from '../../../worker/rules/price-group';
import { defaultCustomerState, type CustomerStoreState } from '../../../worker/rules/pro';

const customer = { id: 7 };
const state = (over: Partial<CustomerStoreState>): CustomerStoreState => ({ ...defaultCustomerState(), customer, ...over });
const group = (id: number) => ({ id, name: `group ${id}`, discount_rules: [] }) as unknown as CustomerStoreState['customerGroup'];
const rule = { type: 'all', method: 'percent', amount: '40.0000' } as unknown as CustomerStoreState['customerDiscount'][number];

describe('the price group a page is rendered for (worker/rules/price-group.ts)', () => {
  it.each([
    ['a visitor', undefined, RETAIL_GROUP],
    ['a visitor with default state', defaultCustomerState(), RETAIL_GROUP],
    ['a customer of the default group without rules', state({ customerGroup: group(1) }), RETAIL_GROUP],
    ['a pro', state({ isPro: true, customerGroup: group(3), customerDiscount: [rule] }), 'us.g3.pro'],
    ['a customer whose group has rules', state({ customerGroup: group(5), customerDiscount: [rule] }), 'us.g5'],
    ['staff', state({ isEmployee: true, customerGroup: group(9) }), 'us.g9.staff'],
    ['a pro whose group lookup failed', state({ isPro: true }), 'us.g0.pro'],
  ])('%s', (_, given, expected) => {
    expect(priceGroupOf(given, 'us')).toBe(expected);
    expect(PRICE_GROUP.test(expected)).toBe(true);
  });

  it('refuses labels no render writes', () => {
    for (const label of ['', 'RETAIL', 'us.g3.pro.x', 'us.gx', '../g3', 'us.g3&~build=1'])
      expect(PRICE_GROUP.test(label), label).toBe(false);
  });
});
