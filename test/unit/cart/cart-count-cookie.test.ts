import { describe, expect, it } from 'vitest';
import { countsFromCookie, itemsFromCookie, itemsValue } from '../../../worker/rules/cart-count';

describe('the cart count cookie as the edge reads it (worker/rules/cart-count.ts)', () => {
  it('reads units per commerce region', () => {
    expect(countsFromCookie('us=2&no=1')).toEqual({ us: 2, no: 1 });
    expect(countsFromCookie('eu_region_1=12')).toEqual({ eu_region_1: 12 });
  });

  it.each([
    [undefined],
    [''],
    ['us=-1'],
    ['us=0'],
    ['us=2.5'],
    ['us=1e3'],
    ['us=99999'],
    ['us=<script>'],
    ['us=2&us=3'],
    ['xx=2'],
    ['%E0%A4%A'],
    [`us=1&${'x'.repeat(300)}`],
  ])('treats %s as no count', (raw) => {
    expect(countsFromCookie(raw)).toEqual({});
  });
});

describe('the cart items cookie (the products an add-on mark needs)', () => {
  it('reads product ids per commerce region and writes them distinct and bounded', () => {
    expect(itemsFromCookie('us=1502.1101&no=7')).toEqual({ us: [1502, 1101], no: [7] });
    expect(itemsValue([3, 3, 4])).toBe('3.4');
    expect(itemsValue(Array.from({ length: 40 }, (_, i) => i + 1)).split('.')).toHaveLength(30);
    expect(itemsValue([])).toBe('');
  });

  it.each([[undefined], ['us='], ['us=0'], ['us=1..2'], ['us=1.x'], ['us=99999999999'], ['us=1&us=2'], ['xx=1'], ['%E0%A4%A']])(
    'treats %s as no products',
    (raw) => {
      expect(itemsFromCookie(raw)).toEqual({});
    },
  );
});
