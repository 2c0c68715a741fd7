import { describe, expect, it } from 'vitest';
import { CATALOGUE_COUNTRIES, convertPrice, pricePoint, salePrice } from '../../../worker/data/catalog/pricing';

describe('regional price points', () => {
  it.each([
    ['USD', 449.95, 44995],
    ['CAD', 449.95, 60999],
    ['CAD', 9.95, 1399],
    ['NOK', 449.95, 489900],
    ['NOK', 19.95, 21900],
    ['EUR', 449.95, 41995],
    ['EUR', 19.95, 1895],
    ['GBP', 449.95, 35999],
    ['CHF', 299.95, 26990],
    ['SEK', 299.95, 329900],
    ['JPY', 449.95, 69700],
    ['JPY', 0.1, 100],
  ])('%s price for a US list price of %d is %d minor units', (currency, usd, expected) => {
    expect(convertPrice(currency, usd)).toBe(expected);
  });

  it('ends cent prices in .95, .99 or .90 by currency', () => {
    expect(pricePoint('EUR', 123.4) % 100).toBe(95);
    expect(pricePoint('CAD', 123.4) % 100).toBe(99);
    expect(pricePoint('CHF', 123.4) % 100).toBe(90);
  });

  it.each([
    ['USD', 44995, 20, 35995],
    ['NOK', 489900, 20, 389900],
    ['JPY', 69700, 10, 62700],
    ['EUR', 1795, 10, 1595],
  ])('%s sale of %d at %d%% off is %d', (currency, regular, off, expected) => {
    expect(salePrice(currency, regular, off)).toBe(expected);
  });

  it('never rounds a sale up to the regular price', () => {
    expect(salePrice('USD', 100, 1)).toBeLessThan(100);
  });

  it('throws for a currency without a rule', () => expect(() => convertPrice('XXX', 1)).toThrow(/XXX/));

  it('lists the countries without a shop: Japan, the European countries and "other"', () => {
    const countries = CATALOGUE_COUNTRIES.map((c) => c.country);
    expect(countries).toEqual(expect.arrayContaining(['jp', 'de', 'fr', 'gb', 'se', 'au', 'nz', 'global']));
    expect(countries).not.toContain('us');
    expect(countries).not.toContain('ca');
    expect(countries).not.toContain('no');
  });
});
