/**
 * Regions (spec §4): the content region chooses content, the commerce region chooses
 * the commerce platform's store (prices, currency, carts), and shopping is on only in
 * some content regions.
 */
import type { CommerceRegion, ContentRegion, Regions } from '../../shared/regions';

export type { CommerceRegion, ContentRegion, Regions } from '../../shared/regions';

export const SHOPPING_REGIONS: readonly ContentRegion[] = ['us', 'ca', 'no', 'pro', 'pro_ca'];
export const COMMERCE_REGIONS: readonly CommerceRegion[] = ['us', 'ca', 'no', 'eu_region_1'];

const EU_COUNTRIES = new Set(['at', 'be', 'cz', 'fr', 'de', 'it', 'nl', 'pl', 'es', 'se', 'ch', 'gb', 'ru']);

/** Region map for non-pro visitors. */
export function contentRegionForCountry(country: string): ContentRegion {
  if (country === 'us' || country === 'ca' || country === 'jp' || country === 'no') return country;
  if (EU_COUNTRIES.has(country)) return 'eu';
  return 'other';
}

/** Pro customers: pro (US), pro_ca (CA), pro_eu_region_1 (EU), no (Norway); others by the map. */
export function contentRegionFor(country: string, isPro: boolean): ContentRegion {
  const base = contentRegionForCountry(country);
  if (!isPro) return base;
  switch (base) {
    case 'us':
      return 'pro';
    case 'ca':
      return 'pro_ca';
    case 'eu':
      return 'pro_eu_region_1';
    case 'no':
      return 'no';
    default:
      return base;
  }
}

export function isShoppingRegion(region: ContentRegion): boolean {
  return SHOPPING_REGIONS.includes(region);
}

/**
 * Commerce region: pro → us; pro_ca → the country; pro_eu_region_1 → eu_region_1;
 * otherwise the region itself when shopping is on there, else us.
 */
export function commerceRegionFor(region: ContentRegion, country: string): CommerceRegion {
  if (region === 'pro') return 'us';
  if (region === 'pro_ca') return (COMMERCE_REGIONS as readonly string[]).includes(country) ? (country as CommerceRegion) : 'ca';
  if (region === 'pro_eu_region_1') return 'eu_region_1';
  if (isShoppingRegion(region) && (COMMERCE_REGIONS as readonly string[]).includes(region)) return region as CommerceRegion;
  return 'us';
}

export function regionsFor(country: string, isPro = false): Regions {
  const content = contentRegionFor(country, isPro);
  return {
    content,
    commerce: commerceRegionFor(content, country),
    shopping: isShoppingRegion(content),
    eu: content === 'eu' || content === 'pro_eu_region_1' || content === 'no',
  };
}
