import { describe, expect, it } from 'vitest';
import { canBuy, chooseValue, initialVariant, maxQuantity, selectionHref, valueState, variantById } from '../../../shared/variants';

// Colours 1 (Red), 2 (White); lengths 10 (185), 11 (190). Red/190 is sold out; White/185 does not exist.
const variants = [
  { id: 101, values: [1, 10], stock: 4, purchasable: true },
  { id: 102, values: [1, 11], stock: 0, purchasable: false },
  { id: 104, values: [2, 11], stock: 12, purchasable: true },
];

describe('landing on a product', () => {
  it('takes the variant the URL names', () => {
    expect(initialVariant(variants, 102, null)?.id).toBe(102);
  });
  it('takes the first buyable variant in the colour the URL names', () => {
    expect(initialVariant(variants, null, 2)?.id).toBe(104);
    expect(initialVariant(variants, 999, 1)?.id).toBe(101);
  });
  it('falls back to the first buyable variant', () => {
    expect(initialVariant([{ ...variants[1]! }, { ...variants[2]! }], null, null)?.id).toBe(104);
    expect(initialVariant([], null, null)).toBeNull();
  });
});

describe('choosing a value', () => {
  it('keeps the other choices when the combination exists', () => {
    expect(chooseValue(variants, variants[0]!, 1, 11).id).toBe(102);
  });
  it('falls back to a buyable variant with the value when the combination does not exist', () => {
    expect(chooseValue(variants, variants[0]!, 0, 2).id).toBe(104);
  });
  it('marks values as available, sold out (spec §5: inventory missing or below 1) or unavailable', () => {
    expect(valueState(variants, variants[0]!, 1, 11)).toBe('sold-out');
    expect(valueState(variants, variants[0]!, 1, 10)).toBe('available');
    expect(valueState(variants, variants[2]!, 1, 10)).toBe('unavailable');
  });
  it('treats unknown stock as buyable, and a missing level as sold out', () => {
    expect(canBuy({ id: 1, values: [], stock: null, purchasable: true })).toBe(true);
    expect(canBuy({ id: 1, values: [], stock: Number.NaN, purchasable: true })).toBe(false);
    expect(canBuy({ id: 1, values: [], stock: 3, purchasable: false })).toBe(false);
  });
});

describe('selection in the URL', () => {
  it('names the variant and the lowercase colour', () => {
    expect(selectionHref('/en-us/p/aurora-classic', 104, 'White')).toBe('/en-us/p/aurora-classic?color=white&variant=104');
    expect(selectionHref('/en-us/p/wax', 7, null)).toBe('/en-us/p/wax?variant=7');
  });
  it('finds variants by id', () => {
    expect(variantById(variants, 104)?.values).toEqual([2, 11]);
    expect(variantById(variants, null)).toBeNull();
  });
  it.each([
    [null, 99],
    [0, 1],
    [3, 3],
    [500, 99],
  ])('caps the quantity for stock %s at %s', (stock, max) => {
    expect(maxQuantity(stock)).toBe(max);
  });
});
