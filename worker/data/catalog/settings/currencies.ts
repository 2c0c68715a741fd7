/** Currency formats for every currency the shop shows, and each store's currencies (first = active). */
import type { CommerceRegion } from '../../../rules/regions';
import { CURRENCY_RULES } from '../pricing';
import type { Currency, CurrencyFormat } from '../../../ports/commerce/settings';

// code: name, country, token, side, decimal token, thousands token
const FORMATS: Record<string, [string, string, string, 'left' | 'right', string, string]> = {
  USD: ['US Dollar', 'US', '$', 'left', '.', ','],
  CAD: ['Canadian Dollar', 'CA', 'CA$', 'left', '.', ','],
  NOK: ['Norwegian Krone', 'NO', 'kr', 'right', ',', ' '],
  EUR: ['Euro', 'DE', '€', 'right', ',', '.'],
  GBP: ['Pound Sterling', 'GB', '£', 'left', '.', ','],
  CHF: ['Swiss Franc', 'CH', 'CHF', 'left', '.', '’'],
  SEK: ['Swedish Krona', 'SE', 'kr', 'right', ',', ' '],
  PLN: ['Polish Złoty', 'PL', 'zł', 'right', ',', ' '],
  CZK: ['Czech Koruna', 'CZ', 'Kč', 'right', ',', ' '],
  JPY: ['Japanese Yen', 'JP', '¥', 'left', '.', ','],
  AUD: ['Australian Dollar', 'AU', 'A$', 'left', '.', ','],
  NZD: ['New Zealand Dollar', 'NZ', 'NZ$', 'left', '.', ','],
};

/** Display format of a currency code; null for a currency the shop does not show. */
export function currencyFormat(code: string): (CurrencyFormat & { name: string; country_iso2: string }) | null {
  const row = FORMATS[code];
  const rule = CURRENCY_RULES[code];
  if (!row || !rule) return null;
  const [name, country_iso2, token, token_location, decimal_token, thousands_token] = row;
  return { name, country_iso2, token, token_location, decimal_token, thousands_token, decimal_places: rule.exponent };
}

const STORE_CURRENCIES: Record<CommerceRegion, string[]> = {
  us: ['USD'],
  ca: ['CAD', 'USD'],
  no: ['NOK', 'EUR'],
  eu_region_1: ['EUR', 'GBP', 'CHF', 'SEK'],
};

function currency(code: string, index: number, base: string): Currency {
  const format = currencyFormat(code);
  const rate = CURRENCY_RULES[code];
  const baseRate = CURRENCY_RULES[base];
  if (!format || !rate || !baseRate) throw new Error(`Unknown currency ${code}`);
  return {
    id: index + 1,
    currency_code: code,
    ...format,
    is_default: index === 0,
    enabled: true,
    is_transactional: index === 0,
    currency_exchange_rate: (rate.rate / baseRate.rate).toFixed(4),
  };
}

export const currencies: Record<CommerceRegion, Currency[]> = Object.fromEntries(
  Object.entries(STORE_CURRENCIES).map(([region, codes]) => [region, codes.map((code, i) => currency(code, i, codes[0]!))]),
) as Record<CommerceRegion, Currency[]>;
