/**
 * Regional prices from one US list price: fixed exchange multipliers, then rounded to
 * the price points shops use in each currency (449.95 $, 609.99 CA$, 4 849 kr, 69 700 ¥).
 */
import { COUNTRIES } from '../../rules/locale';
import { contentRegionForCountry, isShoppingRegion, type CommerceRegion } from '../../rules/regions';

interface CurrencyRule {
  /** Units of this currency per US dollar. */
  rate: number;
  /** Digits of the minor unit (2 for cents, 0 for yen). */
  exponent: number;
  /** 'cents': ends in .95/.99/.90; 'whole': ends in 9; 'round': ends in 00. */
  style: 'cents' | 'whole' | 'round';
  /** For 'cents': what is taken off the round number (0.05 gives .95). */
  ending: number;
}

export const CURRENCY_RULES: Record<string, CurrencyRule> = {
  USD: { rate: 1, exponent: 2, style: 'cents', ending: 0.05 },
  CAD: { rate: 1.36, exponent: 2, style: 'cents', ending: 0.01 },
  EUR: { rate: 0.93, exponent: 2, style: 'cents', ending: 0.05 },
  GBP: { rate: 0.79, exponent: 2, style: 'cents', ending: 0.01 },
  CHF: { rate: 0.89, exponent: 2, style: 'cents', ending: 0.1 },
  AUD: { rate: 1.52, exponent: 2, style: 'cents', ending: 0.05 },
  NZD: { rate: 1.66, exponent: 2, style: 'cents', ending: 0.05 },
  NOK: { rate: 10.8, exponent: 2, style: 'whole', ending: 1 },
  SEK: { rate: 10.9, exponent: 2, style: 'whole', ending: 1 },
  PLN: { rate: 4, exponent: 2, style: 'whole', ending: 1 },
  CZK: { rate: 23.3, exponent: 2, style: 'whole', ending: 1 },
  JPY: { rate: 155, exponent: 0, style: 'round', ending: 0 },
};

export const REGION_CURRENCY: Record<CommerceRegion, string> = { us: 'USD', ca: 'CAD', no: 'NOK', eu_region_1: 'EUR' };

/** Currency of each country without a shop; countries not listed pay in euros. */
const COUNTRY_CURRENCY: Record<string, string> = {
  gb: 'GBP',
  ch: 'CHF',
  se: 'SEK',
  pl: 'PLN',
  cz: 'CZK',
  jp: 'JPY',
  au: 'AUD',
  nz: 'NZD',
  global: 'USD',
};

/** Countries that show prices without a cart (content region jp, eu or other). */
export const CATALOGUE_COUNTRIES: readonly { country: string; currency: string }[] = COUNTRIES.filter(
  (c) => !isShoppingRegion(contentRegionForCountry(c.value)),
).map((c) => ({ country: c.value, currency: COUNTRY_CURRENCY[c.value] ?? 'EUR' }));

function rule(currency: string): CurrencyRule {
  const found = CURRENCY_RULES[currency];
  if (!found) throw new Error(`No price rule for currency ${currency}`);
  return found;
}

/** Rounds an amount in major units to a shop price point; returns minor units. */
export function pricePoint(currency: string, major: number): number {
  const r = rule(currency);
  const scale = 10 ** r.exponent;
  if (r.style === 'round') return Math.max(100, Math.round(major / 100) * 100) * scale;
  if (r.style === 'whole') {
    const step = major < 300 ? 10 : major < 3000 ? 50 : 100;
    return (Math.max(step, Math.round(major / step) * step) - r.ending) * scale;
  }
  const step = major < 50 ? 1 : major < 200 ? 5 : 10;
  const rounded = Math.max(step, Math.round(major / step) * step);
  return Math.round((rounded - r.ending) * scale);
}

/**
 * Price in a currency from a US list price (dollars). The US price is the list price
 * itself; others are converted and rounded.
 */
export function convertPrice(currency: string, usd: number): number {
  if (currency === 'USD') return Math.round(usd * 100);
  return pricePoint(currency, usd * rule(currency).rate);
}

/** Sale price from a regular price (minor units) and a percentage off, on a price point. */
export function salePrice(currency: string, regular: number, percentOff: number): number {
  const scale = 10 ** rule(currency).exponent;
  const sale = pricePoint(currency, (regular / scale) * (1 - percentOff / 100));
  return Math.min(sale, regular - 1);
}
