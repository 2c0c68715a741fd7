import { describe, expect, it } from 'vitest';
import { isOutOfStock, priceView, saleDiscount, showsRrp, stockState, variantPriceRange } from '../../../shared/price';

const usd = (value: number) => ({ value, currencyCode: 'USD' });
const nok = (value: number) => ({ value, currencyCode: 'NOK' });

describe('sale discount (spec §5: original minus sale price)', () => {
  it.each([
    [44995, 35995, 9000],
    [10000, 10000, 0],
    [100, 150, 0],
  ])('%s − %s = %s', (original, sale, discount) => {
    expect(saleDiscount(original, sale)).toBe(discount);
  });
});

describe('RRP label only in European shopping regions (spec §5)', () => {
  it.each([
    [{ shopping: true, eu: true }, true],
    [{ shopping: true, eu: false }, false],
    [{ shopping: false, eu: true }, false],
    [{ shopping: false, eu: false }, false],
  ])('%o → %s', (context, rrp) => {
    expect(showsRrp(context)).toBe(rrp);
  });
  it('puts the RRP label on a Norwegian sale price', () => {
    const view = priceView(nok(389900), nok(484900), { shopping: true, eu: true });
    expect(view).toEqual({ kind: 'sale', price: nok(389900), original: nok(484900), discount: nok(95000), rrp: true });
  });
});

describe('price block', () => {
  it('shows a sale in a shopping region', () => {
    expect(priceView(usd(23995), usd(29995), { shopping: true, eu: false })).toMatchObject({
      kind: 'sale',
      rrp: false,
      discount: usd(6000),
    });
  });
  it('shows the plain price to pro customers even when calculated is lower', () => {
    expect(priceView(usd(23995), usd(29995), { shopping: true, eu: false, isPro: true })).toEqual({ kind: 'regular', price: usd(23995) });
  });
  it('shows the plain price outside shopping regions', () => {
    expect(priceView(usd(23995), usd(29995), { shopping: false, eu: true })).toEqual({ kind: 'regular', price: usd(23995) });
  });
  it('shows the variant range when there is no sale', () => {
    expect(priceView(usd(100), usd(100), { shopping: true, eu: false }, { low: usd(100), high: usd(200) })).toEqual({
      kind: 'range',
      low: usd(100),
      high: usd(200),
    });
  });
  it('prefers the sale over the range', () => {
    expect(priceView(usd(80), usd(100), { shopping: true, eu: false }, { low: usd(80), high: usd(200) }).kind).toBe('sale');
  });
});

describe('variant price range (spec §5)', () => {
  const variants = [{ calculatedPrice: usd(3000) }, { calculatedPrice: usd(1000) }, { calculatedPrice: usd(2000) }];
  it('runs from the lowest to the highest calculated price when inventory is tracked per variant', () => {
    expect(variantPriceRange('variant', variants)).toEqual({ low: usd(1000), high: usd(3000) });
  });
  it('is absent when inventory is tracked per product', () => {
    expect(variantPriceRange('product', variants)).toBeNull();
  });
  it('needs both ends: no prices, or one price for all, gives no range', () => {
    expect(variantPriceRange('variant', [{ calculatedPrice: null }, {}])).toBeNull();
    expect(variantPriceRange('variant', [{ calculatedPrice: usd(5) }, { calculatedPrice: usd(5) }])).toBeNull();
  });
});

describe('out of stock when inventoryLevel is missing or below 1 (spec §5)', () => {
  it.each([
    [undefined, true],
    [null, true],
    [Number.NaN, true],
    [-3, true],
    [0, true],
    [0.5, true],
    [1, false],
    [40, false],
  ])('inventoryLevel %s → out of stock %s', (level, out) => {
    expect(isOutOfStock(level as number | null | undefined)).toBe(out);
  });
  it.each([
    [0, { kind: 'out' }],
    [3, { kind: 'low', count: 3 }],
    [5, { kind: 'in' }],
  ])('stock message for %s units', (level, state) => {
    expect(stockState(level)).toEqual(state);
  });
});
