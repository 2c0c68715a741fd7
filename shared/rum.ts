/**
 * Real-user Web Vitals (both sides): what a page sends to `POST /api/rum` when it is hidden
 * (client/lib/rum.ts) and the API validates (worker/rum/api.ts). Nothing about the shopper: the
 * page's kind, its locale, the connection's effective type and the build, then each metric's value
 * and rating. No URL, no id, no user agent.
 */
export const RUM_PATH = '/api/rum';
export const RUM_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type RumMetricName = (typeof RUM_METRICS)[number];
export const RUM_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export const RUM_CONNECTIONS = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const;
export const RUM_NAVIGATIONS = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
  'soft-navigation',
] as const;

export interface RumMetric {
  name: RumMetricName;
  /** Milliseconds (CLS: its unitless score). */
  value: number;
  rating: (typeof RUM_RATINGS)[number];
  navigation: (typeof RUM_NAVIGATIONS)[number];
}

export interface RumBeacon {
  page_type: string;
  locale: string;
  connection: (typeof RUM_CONNECTIONS)[number];
  build: string;
  metrics: RumMetric[];
}

/** A metric as sent: milliseconds whole, CLS to four places. */
export function rumValue(name: RumMetricName, value: number): number {
  return name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
}
