/**
 * Great-circle distances for the store locator: the haversine formula on a sphere of the
 * Earth's mean radius (accurate to about 0.5 %, plenty to order shops by nearness).
 */

/** A point on the Earth in decimal degrees. */
export interface Position {
  latitude: number;
  longitude: number;
}

/** Mean Earth radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;

const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Distance in km between two points along the Earth's surface; e.g. Oslo → Bergen ≈ 305. */
export function distanceKm(a: Position, b: Position): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** True for a real coordinate pair: latitude within ±90, longitude within ±180. */
export function isPosition(value: { latitude: number; longitude: number }): boolean {
  return (
    Number.isFinite(value.latitude) &&
    Number.isFinite(value.longitude) &&
    Math.abs(value.latitude) <= 90 &&
    Math.abs(value.longitude) <= 180
  );
}

/**
 * Items nearest first, each with its distance; ties keep the given order (the sort is
 * stable), so equal distances stay predictable.
 */
export function byDistance<T extends Position>(items: readonly T[], from: Position): { item: T; km: number }[] {
  return items.map((item) => ({ item, km: distanceKm(from, item) })).sort((x, y) => x.km - y.km);
}

/** Parses a header or query value like `59.91` as a latitude/longitude; null when not a number in range. */
export function parseCoordinate(value: string | null | undefined, limit: 90 | 180): number | null {
  if (typeof value !== 'string' || !/^\s*-?\d{1,3}(?:\.\d{1,12})?\s*$/.test(value)) return null;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}
