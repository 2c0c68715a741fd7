/**
 * The store locator's order: nearest first when the visitor's position is known; otherwise
 * the stores of the page's country first, then by country and city, so a list without a
 * position still starts where the shopper is likely to be.
 */
import { byDistance, type Position } from '../rules/distance';

export interface Locatable extends Position {
  country: string;
  name: string;
  address: { city: string };
}

export interface Ordered<T> {
  item: T;
  /** Great-circle distance from the visitor, null when the position is unknown. */
  km: number | null;
}

export function orderStores<T extends Locatable>(stores: readonly T[], from: Position | null, homeCountry: string): Ordered<T>[] {
  if (from) return byDistance(stores, from);
  const rank = (s: T) => (s.country === homeCountry ? 0 : 1);
  return [...stores]
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        a.country.localeCompare(b.country) ||
        a.address.city.localeCompare(b.address.city) ||
        a.name.localeCompare(b.name),
    )
    .map((item) => ({ item, km: null }));
}
