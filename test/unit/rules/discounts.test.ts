import { describe, expect, it } from 'vitest';
import { customerPrice, discountPercent, groupPrice, RETAIL_PRICING, rulePercent } from '../../../worker/rules/discounts';
import { priceView } from '../../../shared/price';
import { productTag } from '../../../shared/tags';
import { customerGroups } from '../../../worker/data/catalog/index';
import type { DiscountRule } from '../../../worker/ports/commerce/settings';

const all = (amount: string): DiscountRule => ({ type: 'all', method: 'percent', amount });
const cat = (amount: string, category_id: number): DiscountRule => ({ type: 'category', method: 'percent', amount, category_id });
const rulesOf = (id: number) => customerGroups.us.find((g) => g.id === id)!.discount_rules;

// Category ids: skis 20 (classic 21), boots 30, bindings 40, poles 50, accessories 60 (wax 61, gloves 62).
describe('discount rules: percentage by category (group discount_rules)', () => {
  it.each([
    ['Pro: classic skis (skis 40 %)', 3, [21, 20], 40],
    ['Pro: wax (wax 25 % beats accessories 20 %)', 3, [61, 60], 25],
    ['Pro: gloves (accessories 20 %)', 3, [62, 60], 20],
    ['Pro: boots (all 30 %)', 3, [31, 30], 30],
    ['Pro: bindings (all 30 %)', 3, [41, 40], 30],
    ['Pro Coach: skis 45 %', 4, [22, 20], 45],
    ['Pro Coach: boots 35 %', 4, [32, 30], 35],
    ['Pro Coach: wax 30 %', 4, [61, 60], 30],
    ['Pro Coach: poles (all 40 %)', 4, [51, 50], 40],
    ['Employee: everything 50 %', 5, [21, 20], 50],
    ['Employee: wax 50 %', 5, [61, 60], 50],
    ['Retail: none', 2, [21, 20], 0],
    ['Guests: none', 1, [61, 60], 0],
  ] as const)('%s', (_name, group, categories, percent) => {
    expect(discountPercent(rulesOf(group), categories)).toBe(percent);
  });

  it.each([
    ['no rules', [], [20], 0],
    ['a category rule of another category', [cat('40', 20)], [30], 0],
    ['a category rule only', [cat('40', 20)], [21, 20], 40],
    ['category beats all, even when smaller', [all('30'), cat('20', 60)], [60], 20],
    ['the largest matching category', [cat('20', 60), cat('25', 61)], [61, 60], 25],
    ['a malformed amount is skipped', [all('abc'), cat('x', 20)], [20], 0],
    ['a negative or zero amount is skipped', [all('-10'), cat('0', 20)], [20], 0],
    ['over 100 % is skipped', [all('150'), cat('35.5', 20)], [20], 35.5],
  ] as [string, DiscountRule[], number[], number][])('%s', (_name, rules, categories, percent) => {
    expect(discountPercent(rules, categories)).toBe(percent);
  });

  it.each([
    [all('40.0000'), 40],
    [all('12.5'), 12.5],
    [{ ...all('10'), method: 'fixed' } as unknown as DiscountRule, null],
  ])('rule %j is %s %%', (rule, percent) => expect(rulePercent(rule)).toBe(percent));
});

describe('group price: retail less the discount, never above what others pay', () => {
  it.each([
    // calculated, retail, percent, group price
    [59995, 59995, 40, 35997],
    [4995, 4995, 25, 3746],
    [1999, 1999, 20, 1599],
    [45000, 59995, 30, 41997],
    [29995, 59995, 40, 29995],
    [59995, 59995, 0, 59995],
    [1, 1, 50, 1],
    [0, 0, 50, 0],
  ])('%d (retail %d) at %d %% → %d', (calculated, retail, percent, price) => expect(groupPrice(calculated, retail, percent)).toBe(price));
});

describe('price display for pros (spec §5, §6): group price, never a sale tag, never RRP', () => {
  const usd = (value: number) => ({ value, currencyCode: 'USD' });
  const shown = (
    calculated: number,
    retail: number,
    categories: number[],
    pricing: { isPro: boolean; rules: readonly DiscountRule[] },
    eu = false,
  ) => {
    const price = customerPrice({ calculated, retail }, categories, pricing);
    return {
      view: priceView(usd(price.calculated), usd(price.retail), { shopping: true, eu, isPro: price.groupPriced }),
      tag: productTag({
        calculated: price.calculated,
        retail: price.retail,
        isNew: false,
        isRedesigned: false,
        shopping: true,
        isPro: price.groupPriced,
      }),
    };
  };
  const pro = { isPro: true, rules: rulesOf(3) };

  it.each([
    ['a pro, skis at list price', 59995, 59995, [21, 20], pro, false, { view: { kind: 'regular', price: usd(35997) }, tag: null }],
    [
      'a pro, skis on sale: the group price, no sale',
      49995,
      59995,
      [21, 20],
      pro,
      false,
      { view: { kind: 'regular', price: usd(35997) }, tag: null },
    ],
    ['a pro in Europe: no RRP', 49995, 59995, [21, 20], pro, true, { view: { kind: 'regular', price: usd(35997) }, tag: null }],
    [
      'a pro, a deep sale below the group price: the sale price, shown plainly',
      19995,
      59995,
      [21, 20],
      pro,
      false,
      { view: { kind: 'regular', price: usd(19995) }, tag: null },
    ],
    [
      'a pro whose group has no rule for the product: the price, no sale',
      49995,
      59995,
      [21, 20],
      { isPro: true, rules: [] },
      false,
      { view: { kind: 'regular', price: usd(49995) }, tag: null },
    ],
    [
      'an employee (not pro by region): the group price, no sale',
      49995,
      59995,
      [21, 20],
      { isPro: false, rules: rulesOf(5) },
      false,
      { view: { kind: 'regular', price: usd(29998) }, tag: null },
    ],
    [
      'a retail customer, on sale: sale tag, struck-through original',
      49995,
      59995,
      [21, 20],
      RETAIL_PRICING,
      false,
      { view: { kind: 'sale', price: usd(49995), original: usd(59995), discount: usd(10000), rrp: false }, tag: 'sale' },
    ],
    [
      'a retail customer in Europe: RRP label',
      49995,
      59995,
      [21, 20],
      RETAIL_PRICING,
      true,
      { view: { kind: 'sale', price: usd(49995), original: usd(59995), discount: usd(10000), rrp: true }, tag: 'sale' },
    ],
    [
      'a retail customer at list price',
      59995,
      59995,
      [21, 20],
      RETAIL_PRICING,
      false,
      { view: { kind: 'regular', price: usd(59995) }, tag: null },
    ],
  ] as const)('%s', (_name, calculated, retail, categories, pricing, eu, expected) => {
    expect(shown(calculated, retail, [...categories], pricing, eu)).toEqual(expected);
  });
});
