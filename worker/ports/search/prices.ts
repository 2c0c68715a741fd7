/**
 * Prices in the search documents (spec §7 and §9): the engine holds each price list's
 * price as the platform's decimal amount (a `number` field, 249.95 for $249.95, 69700 for
 * ¥69,700), as `/api` answers every amount; the catalog and the pages speak integer minor units.
 * These are the two crossings: a document's price from minor units, and a decimal the search
 * page shows (a price range's bound) back to minor units for the store's currency format.
 */
import { decimalToMinor, minorToDecimal } from '../../../shared/currency';
import { currencyDigits } from '../../../shared/intl';

/**
 * A price list's price as the engine holds it: minor units of `currencyCode` as its decimal
 * amount, rounded to the currency's ISO 4217 digits (USD 2, JPY 0), so `24995` USD is 249.95
 * and never 249.95000000000002: `searchPrice(24995, 'USD')` → 249.95, `(69700, 'JPY')` → 69700.
 */
export function searchPrice(minor: number, currencyCode: string): number {
  return minorToDecimal(minor, currencyDigits(currencyCode));
}

/** A decimal amount of the engine (a price, a range bound) in minor units of `currencyCode`: `(249.95, 'USD')` → 24995. */
export function searchPriceMinor(amount: number, currencyCode: string): number {
  return decimalToMinor(amount, currencyDigits(currencyCode));
}
