/** The search documents' prices are the platform's decimal amounts (worker/ports/search/prices.ts). */
import { describe, expect, it } from 'vitest';
import { searchPrice, searchPriceMinor } from '../../../worker/ports/search/prices';

describe('searchPrice: minor units → the decimal amount the engine holds, rounded to the currency’s digits', () => {
  it.each([
    [24995, 'USD', 249.95],
    [249900, 'USD', 2499],
    [1, 'USD', 0.01],
    [0, 'USD', 0],
    [39995, 'EUR', 399.95],
    [429900, 'NOK', 4299],
    [69700, 'JPY', 69700],
    [5000, 'JPY', 5000],
    // A fractional minor amount (a computed price) rounds to the currency's digits, never a float tail.
    [1999.5, 'USD', 20],
    [12345.4, 'JPY', 12345],
    [1234567, 'KWD', 1234.567],
  ])('%d %s → %d', (minor, currency, amount) => expect(searchPrice(minor, currency)).toBe(amount));

  it('has no float tail in any cent of a range', () => {
    for (let minor = 0; minor < 100_000; minor += 7) {
      const amount = searchPrice(minor, 'USD');
      expect(String(amount)).toMatch(/^\d+(\.\d{1,2})?$/);
    }
  });
});

describe('searchPriceMinor: a decimal amount back to exact minor units', () => {
  it.each([
    [249.95, 'USD', 24995],
    [0.1 + 0.2, 'USD', 30],
    [100, 'USD', 10000],
    [19.99, 'EUR', 1999],
    [4299, 'NOK', 429900],
    [69700, 'JPY', 69700],
    [1234.567, 'KWD', 1234567],
  ])('%d %s → %d', (amount, currency, minor) => expect(searchPriceMinor(amount, currency)).toBe(minor));

  it('is the inverse of searchPrice for every cent and every yen', () => {
    for (let minor = 0; minor < 200_000; minor += 13) {
      expect(searchPriceMinor(searchPrice(minor, 'USD'), 'USD')).toBe(minor);
      expect(searchPriceMinor(searchPrice(minor, 'JPY'), 'JPY')).toBe(minor);
    }
  });
});
