import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../app-env';
import { commerceRegionFor, isShoppingRegion, regionsFor, type ContentRegion, type Regions } from '../domain/regions';
import { visitorLocale } from '../middleware/locale';

const CONTENT_REGIONS = ['us', 'ca', 'jp', 'no', 'eu', 'other', 'pro', 'pro_ca', 'pro_eu_region_1'] as const satisfies readonly ContentRegion[];

/** The `region` header (spec §7): a content region, or the EU commerce store's name. */
export const regionHeaderSchema = v.picklist([...CONTENT_REGIONS, 'eu_region_1']);

/** Regions named by a `region` header value; null for a value that names none. */
export function regionsFromHeader(value: string): Regions | null {
  const parsed = v.safeParse(regionHeaderSchema, value);
  if (!parsed.success) return null;
  if (parsed.output === 'eu_region_1') return { content: 'eu', commerce: 'eu_region_1', shopping: false, eu: true };
  const content = parsed.output;
  // commerceRegionFor needs a country only for pro_ca, whose store is Canada's.
  return {
    content,
    commerce: commerceRegionFor(content, content === 'pro_ca' ? 'ca' : content),
    shopping: isShoppingRegion(content),
    eu: content === 'eu' || content === 'pro_eu_region_1' || content === 'no',
  };
}

/**
 * Regions of an /api request: the `region` header when sent, else the page's regions (form
 * routes), else the visitor's locale cookie or country. `invalid` when the header names no region.
 */
export function requestRegions<E extends AppEnv>(c: Context<E>): Regions | 'invalid' {
  const header = c.req.header('region');
  if (header !== undefined) return regionsFromHeader(header.trim().toLowerCase()) ?? 'invalid';
  // Only the locale cookie and geo country are read: the same for any Hono env.
  return c.get('regions') ?? regionsFor(visitorLocale(c as unknown as Context<AppEnv>).country);
}
