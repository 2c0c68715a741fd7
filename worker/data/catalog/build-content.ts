/** Seed → content entry (spec §3 "Product (content)") in the base locale en-us. */
import { COMMERCE_REGIONS, type CommerceRegion } from '../../rules/regions';
import { displayTitle } from './nouns';
import { CATALOGUE_COUNTRIES, convertPrice, salePrice } from './pricing';
import { ALL_CONTENT_REGIONS, type ProductSeed } from './seed';
import type { ContentProduct, CountryPrice, SpecRow } from '../../ports/content/catalog-entries';

/** Image id of a product in a colour: the spec §5 colour swap appends the lowercase colour. */
export function colorImageId(uid: string, color: string): string {
  return `${uid}-${color.toLowerCase()}`;
}

/** Spec rows from seed pairs, each text through `translate` (identity in the base locale). */
export const specRows = (pairs: [string, string][] | undefined, translate: (text: string) => string = (text) => text): SpecRow[] =>
  (pairs ?? []).map(([title, value]) => ({ key: title, title: translate(title), value: translate(value) }));

function countryPrices(seed: ProductSeed): Record<string, CountryPrice> {
  const out: Record<string, CountryPrice> = {};
  for (const { country, currency } of CATALOGUE_COUNTRIES) {
    const retail = convertPrice(currency, seed.price);
    out[country] = { currency, retail, calculated: seed.sale ? salePrice(currency, retail, seed.sale) : retail };
  }
  return out;
}

export function buildContentProduct(seed: ProductSeed): ContentProduct {
  const title = displayTitle(seed.model, seed.noun, 'en');
  const firstColor = seed.colors[0];
  if (!firstColor) throw new Error(`Product ${seed.uid} has no colour`);
  return {
    uid: seed.uid,
    title,
    display_title: title,
    tagline: seed.tagline,
    description: seed.description,
    url: seed.uid,
    regions: seed.regions ?? ALL_CONTENT_REGIONS,
    category: seed.category,
    kind: seed.kind,
    image: { amplience_id: colorImageId(seed.uid, firstColor), imageset: false },
    color_images: seed.colors.map((color) => ({ color, amplience_id: colorImageId(seed.uid, color) })),
    is_new: { value: seed.isNew === true },
    is_redesigned: { value: seed.updated !== undefined },
    price_range: (seed.step ?? 0) > 0,
    prices: countryPrices(seed),
    bc_products: Object.fromEntries(COMMERCE_REGIONS.map((r) => [r, { id: seed.id }])) as Record<CommerceRegion, { id: number }>,
    product_specs: specRows(seed.specs),
    updated_product_specs: specRows(seed.updated),
    related_products: seed.related ?? [],
    discontinued: seed.discontinued === true,
  };
}
