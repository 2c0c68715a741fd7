import { describe, expect, it } from 'vitest';
import {
  freeShippingExists,
  freeShippingThreshold,
  isGroupExcluded,
  parseHiddenGroups,
  shippingCost,
  shippingSummary,
  type ShippingMethod,
  type ShippingRange,
  type ShippingSettings,
} from '../../../worker/rules/shipping';

const range = (lower_limit: number, upper_limit: number | null, shipping_cost: number): ShippingRange => ({
  lower_limit,
  upper_limit,
  shipping_cost,
});
const free = (minimum: number | null, enabled = true): ShippingMethod => ({
  id: 1,
  type: 'freeshipping',
  enabled,
  settings: { carrier_options: minimum === null ? null : { minimum_sub_total: minimum } },
});
const total = (ranges: ShippingRange[], enabled = true): ShippingMethod => ({ id: 2, type: 'total', enabled, settings: { range: ranges } });
const flat = (cost: number, enabled = true) => total([range(0, null, cost)], enabled);
const settings = (groups: number[], is_enabled = true): ShippingSettings => ({ is_enabled, hide_free_shipping_groups: groups });

/** A US-like table: $9.95 under $50, $14.95 from $50, free from $150 (as a zero-cost last range). */
const tiered = total([range(0, 4999, 995), range(5000, 14999, 1495), range(15000, null, 0)]);

describe('spec §5: free shipping exists', () => {
  it.each([
    ['an enabled freeshipping method', [free(15000)], true],
    ['a freeshipping method even without a minimum', [free(null)], true],
    ['only a disabled freeshipping method', [free(15000, false)], false],
    ['an enabled total-based method with a zero-cost range', [tiered], true],
    ['a disabled total-based method with a zero-cost range', [total([range(0, null, 0)], false)], false],
    ['total-based methods whose ranges all cost something', [flat(995), total([range(0, 100, 500)])], false],
    ['no methods at all', [], false],
  ] as const)('with %s → %s', (_name, methods, expected) => {
    expect(freeShippingExists(methods as readonly ShippingMethod[])).toBe(expected);
  });
});

describe('spec §5: free-shipping threshold', () => {
  it.each([
    ["the freeshipping method's minimum subtotal", [free(15000), tiered], 15000],
    ['the minimum even when a zero-cost range starts lower', [free(20000), total([range(0, 999, 500), range(1000, null, 0)])], 20000],
    ['else the lower limit of the last range of a total method having a zero-cost range', [tiered], 15000],
    ['the last range, not the zero-cost one, when they differ', [total([range(0, 9999, 0), range(10000, null, 1995)])], 10000],
    ['none when no method offers free shipping', [flat(995)], null],
    ['none when the freeshipping method is disabled and no range is free', [free(15000, false), flat(995)], null],
    ['none when the only zero-cost method is disabled', [total([range(0, null, 0)], false)], null],
  ] as const)('is %s', (_name, methods, expected) => {
    expect(freeShippingThreshold(methods as readonly ShippingMethod[])).toBe(expected);
  });
});

describe('spec §5: shipping cost', () => {
  const us = [free(15000), total([range(0, 4999, 995), range(5000, 14999, 1495), range(15000, null, 1495)])];
  it.each([
    ['0 when the base amount meets the freeshipping minimum', us, null, 15000, 0],
    ['0 above the minimum too', us, null, 20000, 0],
    ['the range cost below the minimum', us, null, 14999, 1495],
    ['the first range for a small cart', us, null, 1000, 995],
    ['inclusive at the lower limit', us, null, 5000, 1495],
    ['inclusive at the upper limit', us, null, 4999, 995],
    [
      'the lowest cost among the ranges that hold the amount',
      [flat(1200), total([range(0, 9999, 800)]), flat(1500, false)],
      null,
      5000,
      800,
    ],
    ['null when no enabled range holds the amount', [total([range(100, 200, 500)])], null, 50, null],
    ['null with no methods', [], null, 5000, null],
    ['0 from a zero-cost range for a group that is not excluded', [tiered], 1, 15000, 0],
  ] as const)('is %s', (_name, methods, group, amount, expected) => {
    expect(shippingCost(methods as readonly ShippingMethod[], settings([3, 4, 5]), group, amount)).toBe(expected);
  });

  it('never is 0 by the freeshipping method for a group in hide_free_shipping_groups', () => {
    expect(shippingCost(us, settings([3, 4, 5]), 3, 20000)).toBe(1495);
  });

  it('ignores zero-cost ranges for an excluded group and takes the lowest paid range', () => {
    const methods = [tiered, flat(2495)];
    expect(shippingCost(methods, settings([3]), 3, 20000)).toBe(2495);
    expect(shippingCost(methods, settings([3]), 2, 20000)).toBe(0);
  });

  it('is null for an excluded group when only a zero-cost range holds the amount', () => {
    expect(shippingCost([tiered], settings([3]), 3, 20000)).toBeNull();
  });

  it('treats the hide list as off while the settings are disabled', () => {
    expect(shippingCost(us, settings([3], false), 3, 20000)).toBe(0);
  });
});

describe('spec §4: free-shipping messaging for customer groups', () => {
  it.each([
    ['a group in the list with the setting enabled', settings([3, 4, 5]), 4, true],
    ['a group not in the list', settings([3, 4, 5]), 2, false],
    ['a group in the list with the setting disabled', settings([3, 4, 5], false), 4, false],
    ['a guest without a group', settings([3, 4, 5]), null, false],
    ['no settings at all', null, 3, false],
  ] as const)('hides it for %s → %s', (_name, s, group, expected) => {
    expect(isGroupExcluded(s, group)).toBe(expected);
  });

  it('parses the comma list of group ids into numbers, dropping what is not one', () => {
    expect(parseHiddenGroups('3,4, 5')).toEqual([3, 4, 5]);
    expect(parseHiddenGroups('')).toEqual([]);
    expect(parseHiddenGroups('3,,x,7.5, 8')).toEqual([3, 8]);
    expect(parseHiddenGroups(null)).toEqual([]);
    expect(parseHiddenGroups([2, 9])).toEqual([2, 9]);
  });
});

describe('the shipping figures a cart answers', () => {
  const methods = [free(15000), total([range(0, 4999, 995), range(5000, null, 1495)])];

  it('says what is left to spend: a $109.00 cart is $41.00 short of $150', () => {
    expect(shippingSummary(methods, settings([3]), 1, 10900)).toEqual({
      shippingCost: 1495,
      freeShipping: true,
      freeShippingAmount: 4100,
      freeShippingThreshold: 15000,
    });
  });

  it('reports 0 left and free shipping once the threshold is reached', () => {
    expect(shippingSummary(methods, settings([3]), 1, 15000)).toMatchObject({ shippingCost: 0, freeShippingAmount: 0 });
  });

  it('shows no free-shipping figures to an excluded group', () => {
    expect(shippingSummary(methods, settings([3]), 3, 10900)).toEqual({
      shippingCost: 1495,
      freeShipping: false,
      freeShippingAmount: null,
      freeShippingThreshold: null,
    });
  });

  it('has no threshold to show where free shipping does not exist', () => {
    expect(shippingSummary([flat(895)], null, null, 500)).toEqual({
      shippingCost: 895,
      freeShipping: false,
      freeShippingAmount: null,
      freeShippingThreshold: null,
    });
  });
});
