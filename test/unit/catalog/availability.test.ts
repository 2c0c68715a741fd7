import { describe, expect, it } from 'vitest';
import { availabilityOf, withAvailability, type Availability } from '../../../shared/availability';
import { canBuy, maxQuantity } from '../../../shared/variants';
import { stockState } from '../../../shared/price';

describe('the availability answer: units a shopper may buy now, per variant', () => {
  const variant = (id: number, inventory_level: number, is_purchasable = true) => ({ id, inventory_level, is_purchasable });
  it.each([
    ['in stock', [variant(1, 12)], { 1: 12 }],
    ['a few left', [variant(1, 2)], { 1: 2 }],
    ['sold out', [variant(1, 0)], { 1: 0 }],
    ['below 0 (a platform that oversold) is none left', [variant(1, -3)], { 1: 0 }],
    ['not for sale, whatever its stock', [variant(1, 40, false)], { 1: 0 }],
    ['a fraction from a hosted platform is whole units', [variant(1, 2.5)], { 1: 2 }],
    ['every variant of the product', [variant(1, 3), variant(2, 0), variant(3, 9, false)], { 1: 3, 2: 0, 3: 0 }],
    ['no variants', [], {}],
  ])('%s', (_, variants, units) => {
    expect(availabilityOf(variants)).toEqual(units);
  });
});

describe('a variant of the page with the live units', () => {
  const page = { id: 7, values: [1], stock: 2, purchasable: true, sku: 'LP-7' };
  it.each<[string, Availability | undefined, number, boolean]>([
    ['no answer (offline, refused): the page figures stand', undefined, 2, true],
    ['one unit left now', { 7: 1 }, 1, true],
    ['sold out now', { 7: 0 }, 0, false],
    ['restocked now', { 7: 30 }, 30, true],
    ['left out of the answer: gone', { 8: 5 }, 0, false],
    ['a figure that is not a count: gone', { 7: '3' as unknown as number }, 0, false],
    ['a negative figure: gone', { 7: -1 }, 0, false],
    ['a fraction: gone', { 7: 1.5 }, 0, false],
  ])('%s', (_, live, stock, purchasable) => {
    expect(withAvailability(page, live)).toEqual({ ...page, stock, purchasable });
  });

  it('a page variant not for sale becomes buyable when the answer has units for it (a restock elsewhere)', () => {
    const restocked = withAvailability({ id: 7, values: [1], stock: 0, purchasable: false }, { 7: 4 });
    expect(canBuy(restocked)).toBe(true);
    expect(stockState(restocked.stock)).toEqual({ kind: 'low', count: 4 });
    expect(maxQuantity(restocked.stock)).toBe(4);
  });

  it('a sell-out elsewhere: the buy box can no longer add it and says it is out', () => {
    const soldOut = withAvailability(page, { 7: 0 });
    expect(canBuy(soldOut)).toBe(false);
    expect(stockState(soldOut.stock)).toEqual({ kind: 'out' });
  });
});
