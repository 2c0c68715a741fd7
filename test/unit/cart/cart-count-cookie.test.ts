import { describe, expect, it } from 'vitest';
import { countsFromCookie } from '../../../worker/rules/cart-count';

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
