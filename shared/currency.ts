/**
 * Currency formatting (spec §3 "Currency format", §5, §9): integer minor units in, text
 * out, following the active currency's token, separators, decimal places and token side.
 */
import { currencyDigits, numberFormat } from './intl';
import type { CurrencyFormat } from './money';

export type { CurrencyFormat };

/** Spec §9: symbol $, decimal '.', thousands ',', 2 decimals, token on the left. */
export const DEFAULT_CURRENCY: CurrencyFormat = {
  token: '$',
  token_location: 'left',
  decimal_token: '.',
  thousands_token: ',',
  decimal_places: 2,
};

const SETTINGS = ['token', 'token_location', 'decimal_token', 'thousands_token', 'decimal_places'] as const;

function complete(currency: Partial<CurrencyFormat> | null | undefined): currency is CurrencyFormat {
  if (!currency) return false;
  if (SETTINGS.some((key) => currency[key] === undefined || currency[key] === null)) return false;
  const places = currency.decimal_places!;
  return (
    Number.isInteger(places) && places >= 0 && places <= 4 && (currency.token_location === 'left' || currency.token_location === 'right')
  );
}

/** 1234567 → '1,234,567' with the given separator. */
function group(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Formats minor units: `formatCurrency(129999, usd)` → '$1,299.99',
 * `formatCurrency(484900, nok)` → '4 849,00 kr'. Spec §5: '' for an empty value, and the
 * raw value unchanged when any currency setting is missing. The minor unit has as many
 * digits as the currency shows decimal places (cents for USD, none for JPY).
 */
export function formatCurrency(value: number | null | undefined | '', currency: Partial<CurrencyFormat> | null | undefined): string {
  if (value === null || value === undefined || value === '' || !Number.isFinite(value)) return '';
  if (!complete(currency)) return String(value);
  const minor = Math.round(value);
  const places = currency.decimal_places;
  const digits = String(Math.abs(minor)).padStart(places + 1, '0');
  const whole = group(digits.slice(0, digits.length - places), currency.thousands_token);
  const amount = places > 0 ? `${whole}${currency.decimal_token}${digits.slice(digits.length - places)}` : whole;
  const sign = minor < 0 ? '-' : '';
  if (currency.token_location === 'right') return `${sign}${amount}${currency.token ? ` ${currency.token}` : ''}`;
  // A token ending in a letter ('CHF') needs a space before the number; '$' and 'CA$' do not.
  const gap = /\p{L}$/u.test(currency.token) ? ' ' : '';
  return `${sign}${currency.token}${gap}${amount}`;
}

/** The format for a currency code from a store's currency list; the first (active) one when the code is not listed. */
export function currencyFor<T extends CurrencyFormat & { currency_code: string }>(code: string, currencies: readonly T[]): T | null {
  return currencies.find((c) => c.currency_code === code) ?? currencies[0] ?? null;
}

/** Minor units of a currency code as text: `money(484900, 'NOK')` → '4 849,00 kr'. */
export type MoneyFormat = (minor: number, currencyCode: string) => string;

/**
 * The one way a page writes money (spec §3 "Currency format"): with the settings of the
 * store that lists the currency (the first list wins when two stores list it), and with
 * Intl in the page's language only for a currency no store of the page lists.
 */
export function moneyFormat(currencies: Iterable<CurrencyFormat & { currency_code: string }>, languageTag: string): MoneyFormat {
  const byCode = new Map<string, CurrencyFormat>();
  for (const currency of currencies) if (!byCode.has(currency.currency_code)) byCode.set(currency.currency_code, currency);
  return (minor, code) => {
    const settings = byCode.get(code);
    if (settings) return formatCurrency(minor, settings);
    return numberFormat(languageTag, { style: 'currency', currency: code }).format(minor / 10 ** currencyDigits(code));
  };
}

/**
 * Minor units → major units for a currency (JPY has none), as analytics events carry prices:
 * `toMajor(44995, 'USD')` → 449.95, `toMajor(69700, 'JPY')` → 69700. Server side only: the
 * browser's events get the prices the page's props carry, so analytics.ts needs no Intl.
 */
export function toMajor(minor: number, currency: string): number {
  const digits = currencyDigits(currency);
  return Math.round(minor) / 10 ** digits;
}

/**
 * Minor units as the platform's decimal amount (what `/api` answers, spec §7 and §9):
 * `minorToDecimal(300000, 2)` → 3000, `minorToDecimal(129999, 2)` → 1299.99, `(5000, 0)` → 5000.
 */
export function minorToDecimal(minor: number, decimalPlaces: number): number {
  return Number((Math.round(minor) / 10 ** decimalPlaces).toFixed(decimalPlaces));
}

/**
 * The platform's decimal amount back in minor units, the inverse of `minorToDecimal`:
 * `decimalToMinor(399.95, 2)` → 39995, `(0.1 + 0.2, 2)` → 30, `(4849, 0)` → 4849. The
 * amount's own decimal text is shifted (`399.95e2`), not multiplied, so that binary
 * fractions (399.95 × 100 = 39994.99…) cannot lose a unit; half a unit rounds up.
 */
export function decimalToMinor(amount: number, decimalPlaces: number): number {
  if (!Number.isFinite(amount)) return Number.NaN;
  const text = String(amount);
  const shifted = text.includes('e') ? amount * 10 ** decimalPlaces : Number(`${text}e${decimalPlaces}`);
  return Math.round(shifted) + 0;
}
