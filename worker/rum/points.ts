/**
 * A beacon as Analytics Engine data points, one per metric (docs/rum.md reads them back):
 * index1 the page type (Analytics Engine samples by index, so each page type keeps its own
 * share), blob1 metric, blob2 page type, blob3 locale, blob4 connection, blob5 build, blob6 rating,
 * blob7 navigation type; double1 the value, double2 the weight (1 / the sample rate, so sums and
 * counts scale back to every page view).
 */
import type { RumBeacon } from '../../shared/rum';

export interface DataPoint {
  indexes: string[];
  blobs: string[];
  doubles: number[];
}

export function pointsOf(beacon: RumBeacon, rate: number): DataPoint[] {
  const weight = rate > 0 ? 1 / rate : 0;
  return beacon.metrics.map((m) => ({
    indexes: [beacon.page_type],
    blobs: [m.name, beacon.page_type, beacon.locale, beacon.connection, beacon.build, m.rating, m.navigation],
    doubles: [m.value, weight],
  }));
}

/** `RUM_SAMPLE_RATE` as a share from 0 to 1: unset means every beacon; anything unreadable, none. */
export function sampleRate(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  const rate = Number(value);
  return Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : 0;
}
