/**
 * The visitor's locale, and the one parser of the `region` request header (spec §7: every
 * /api call sends one). The header names a content region (us, ca, jp, no, eu, other, pro,
 * pro_ca, pro_eu_region_1) or the EU store (eu_region_1); catalog reads use the commerce
 * region it maps to, carts and sessions the whole set (read once per request into the
 * request context, shopper.ts).
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import * as v from 'valibot';
import type { AppEnv } from './app-env';
import { defaultLocaleForCountry, parseLocalePrefix, type Locale } from '../rules/locale';
import { commerceRegionFor, isShoppingRegion, type ContentRegion, type Regions } from '../rules/regions';
import { validate } from './validate';

/** The country picker's choice (`de-de`), read before the edge's country. */
export const LOCALE_COOKIE = 'locale';

/** The visitor's locale: the country picker's cookie, else the country's default language. */
export function visitorLocale<E extends AppEnv>(c: Context<E>): Locale {
  const cookie = getCookie(c, LOCALE_COOKIE);
  const chosen = cookie ? parseLocalePrefix(cookie) : null;
  return chosen ?? defaultLocaleForCountry(c.get('geoCountry'));
}

const CONTENT_REGIONS = [
  'us',
  'ca',
  'jp',
  'no',
  'eu',
  'other',
  'pro',
  'pro_ca',
  'pro_eu_region_1',
] as const satisfies readonly ContentRegion[];
export const REGION_VALUES = [...CONTENT_REGIONS, 'eu_region_1'] as const;
export type RegionValue = (typeof REGION_VALUES)[number];

/** Regions a `region` header value names (already trimmed and lowercased). */
export function regionsOf(value: RegionValue): Regions {
  if (value === 'eu_region_1') return { content: 'eu', commerce: 'eu_region_1', shopping: false, eu: true };
  // commerceRegionFor needs a country only for pro_ca, whose store is Canada's.
  return {
    content: value,
    commerce: commerceRegionFor(value, value === 'pro_ca' ? 'ca' : value),
    shopping: isShoppingRegion(value),
    eu: value === 'eu' || value === 'pro_eu_region_1' || value === 'no',
  };
}

const regionValue = v.pipe(
  v.string(),
  v.description(`One of ${REGION_VALUES.join(', ')} (any case)`),
  v.trim(),
  v.toLowerCase(),
  v.picklist(REGION_VALUES, `region must be one of ${REGION_VALUES.join(', ')}`),
);

/** Regions named by a raw header value; null for a value that names none. */
export function regionsFromHeader(value: string): Regions | null {
  const parsed = v.safeParse(regionValue, value);
  return parsed.success ? regionsOf(parsed.output) : null;
}

/**
 * Catalog reads: the `region` header as the commerce store it selects (absent means us);
 * an unknown value → 400 naming `region`.
 */
export const regionHeader = validate(
  'header',
  v.object({
    region: v.pipe(
      v.optional(regionValue, 'us'),
      v.transform((value) => regionsOf(value).commerce),
    ),
  }),
);
