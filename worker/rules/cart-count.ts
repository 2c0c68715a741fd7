/**
 * The cart's count cookie (`cart_count`, written by worker/cart/deps.ts rememberCount, read by
 * the header's mini-cart): units per commerce region, `us=3&no=1`. Not HttpOnly and not signed:
 * it only ever shows its own browser a count, so a changed one misleads no one else.
 */
import * as v from 'valibot';
import { COMMERCE_REGIONS } from './regions';

export const COUNT_COOKIE = 'cart_count';

const units = v.pipe(v.string(), v.regex(/^[0-9]{1,4}$/), v.transform(Number), v.minValue(1));

/**
 * Units per commerce region from the cookie's value. Anything that is not a whole count
 * from 1 to 9999 for a known region, named once, is left out: a garbled cookie counts as absent.
 */
export function countsFromCookie(raw: string | undefined): Record<string, number> {
  return perRegion(raw, 200, units);
}

/**
 * A cookie of one value per commerce region (`us=…&no=…`), each read with `schema`: a value
 * named more than once, one the schema refuses, or a cookie longer than `maxLength` counts as absent.
 */
function perRegion<T>(raw: string | undefined, maxLength: number, schema: v.GenericSchema<string, T>): Record<string, T> {
  const found: Record<string, T> = {};
  if (!raw || raw.length > maxLength) return found;
  const params = new URLSearchParams(raw);
  for (const region of COMMERCE_REGIONS) {
    const values = params.getAll(region);
    if (values.length !== 1) continue;
    const parsed = v.safeParse(schema, values[0]);
    if (parsed.success) found[region] = parsed.output;
  }
  return found;
}

/**
 * The products in the cart per commerce region (`cart_items`: `us=1502.1101`), kept beside the
 * count by the same answers, so a shared product page can mark its add-ons already in the cart
 * without reading the cart (worker/page-cache/personal.ts). HttpOnly: only the edge reads it.
 */
export const ITEMS_COOKIE = 'cart_items';
/** At most this many products per region are kept (a cart of more shows the first ones as added). */
export const MAX_ITEMS = 30;

const productIds = v.pipe(
  v.string(),
  v.regex(/^[1-9][0-9]{0,9}(\.[1-9][0-9]{0,9}){0,29}$/),
  v.transform((value) => value.split('.').map(Number)),
  v.check((ids) => ids.every((id) => id <= 2_147_483_647)),
);

/** Product ids per commerce region from the cookie's value; anything else counts as absent. */
export function itemsFromCookie(raw: string | undefined): Record<string, number[]> {
  return perRegion(raw, 2000, productIds);
}

/** A region's products as the cookie writes them: distinct, at most `MAX_ITEMS`, or '' for none. */
export function itemsValue(ids: readonly number[]): string {
  return [...new Set(ids)].slice(0, MAX_ITEMS).join('.');
}
