/**
 * Helpers the editorial routes (journal, team, support) share: page numbers from the query,
 * UI text with `{placeholders}`, and the date and country formatting of the page's language.
 */
import { languageTag } from '../../shared/locale';
import { countryName, formatDate } from '../../shared/dates';
import { fill as fillTemplate } from '../../shared/fill';
import type { DisplayTextKey } from '../../shared/display-text';
import type { ShopContext } from '../render/shop-context';

/** `?page=`: absent → 1; a plain positive number → it; anything else → null (the route answers 404). */
export function pageNumber(raw: string | undefined): number | null {
  if (raw === undefined) return 1;
  return /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : null;
}

/** A display text with its `{name}` placeholders filled. */
export function fill(shop: ShopContext, key: DisplayTextKey, values: Record<string, string | number>): string {
  return fillTemplate(shop.t(key), values);
}

export function dateIn(shop: ShopContext, iso: string): string {
  return formatDate(languageTag(shop.locale), iso);
}

export function countryIn(shop: ShopContext, code: string): string {
  return countryName(languageTag(shop.locale), code);
}
