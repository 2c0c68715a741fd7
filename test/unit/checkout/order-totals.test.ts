import { describe, expect, it } from 'vitest';
import { orderTotals, subtotalOf } from '../../../worker/checkout/order-totals';
import { taxTables } from '../../../worker/data/catalog/settings/tax';

const line = (variant_id: number, unit_price: number, quantity: number) => ({ variant_id, unit_price, quantity });

describe('order totals (minor units, computed on the server)', () => {
  it.each([
    [
      'US guest in California, two lines, standard shipping',
      'us',
      'US',
      'CA',
      [line(1, 34999, 1), line(2, 2999, 2)],
      1495,
      { subtotal: 40997, shipping: 1495, tax: 2972, tax_mode: 'added', total: 45464 },
    ],
    [
      'US in Oregon: no tax, total = subtotal + shipping',
      'us',
      'US',
      'OR',
      [line(1, 4999, 3)],
      1495,
      { subtotal: 14997, shipping: 1495, tax: 0, tax_mode: 'added', total: 16492 },
    ],
    [
      'US free shipping over $150',
      'us',
      'US',
      'TX',
      [line(1, 15000, 1)],
      0,
      { subtotal: 15000, shipping: 0, tax: 938, tax_mode: 'added', total: 15938 },
    ],
    [
      'Canada, British Columbia: GST + PST on goods and shipping',
      'ca',
      'CA',
      'BC',
      [line(1, 19999, 1)],
      995,
      { subtotal: 19999, shipping: 995, tax: 2519, tax_mode: 'added', total: 23513 },
    ],
    [
      'Norway: VAT inside, total = subtotal + shipping',
      'no',
      'NO',
      null,
      [line(1, 249900, 1), line(2, 39900, 1)],
      9900,
      { subtotal: 289800, shipping: 9900, tax: 59940, tax_mode: 'included', total: 299700 },
    ],
  ] as const)('%s', (_name, region, country, state, lines, shipping, expected) => {
    expect(orderTotals(lines, shipping, taxTables[region], { country, state })).toEqual(expected);
  });

  it('sums price × quantity per line', () => {
    expect(subtotalOf([line(1, 100, 3), line(2, 250, 2)])).toBe(800);
    expect(subtotalOf([])).toBe(0);
  });

  it.each([
    ['a negative shipping cost', [line(1, 100, 1)], -1],
    ['a fractional shipping cost', [line(1, 100, 1)], 9.5],
    ['a zero quantity', [line(1, 100, 0)], 0],
    ['a fractional price', [line(1, 10.5, 1)], 0],
  ] as const)('refuses %s', (_name, lines, shipping) => {
    expect(() => orderTotals(lines, shipping, taxTables.us, { country: 'US', state: 'CA' })).toThrow(RangeError);
  });
});
