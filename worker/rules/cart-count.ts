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
  const counts: Record<string, number> = {};
  if (!raw || raw.length > 200) return counts;
  const params = new URLSearchParams(raw);
  for (const region of COMMERCE_REGIONS) {
    const values = params.getAll(region);
    if (values.length !== 1) continue;
    const parsed = v.safeParse(units, values[0]);
    if (parsed.success) counts[region] = parsed.output;
  }
  return counts;
}
