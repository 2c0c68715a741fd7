/**
 * Where a support message goes (spec §9): the customer service address of the visitor's
 * contact region, else the first region's that has one. The contact page and
 * POST /api/support/contact both send there (api/ and routes/ never import each other).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { Locale } from '../domain/locale';
import { regionsFor } from '../domain/regions';
import { CONTACT_REGIONS } from '../providers/content/entries';
import { contactRegionFor } from '../render/frame';

export async function supportAddress(c: Context<AppEnv>, locale: Locale): Promise<string | null> {
  const brand = await c.get('content').getBrandSettings(c.get('call').content(locale.contentLocale));
  const region = contactRegionFor(locale.country, regionsFor(locale.country).content);
  return brand.contact[region]?.email ?? CONTACT_REGIONS.map((r) => brand.contact[r]?.email).find(Boolean) ?? null;
}
