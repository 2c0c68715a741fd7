/**
 * Real-user Web Vitals: LCP, INP, CLS, FCP and TTFB of this page view, measured by `web-vitals`
 * and sent with `navigator.sendBeacon` to POST /api/rum when the page is hidden (the moment the
 * metrics are final and the last moment a page can be counted on to send). Loaded by the entry
 * only where `analytics_storage` is granted, after load (client/entry.tsx); the metrics it missed
 * while not loaded come from the browser's buffered performance entries.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { RUM_CONNECTIONS, RUM_NAVIGATIONS, RUM_PATH, rumValue, type RumBeacon, type RumMetric } from '../../shared/rum';

/** What every beacon of the page carries besides its metrics (nothing about the shopper). */
export function pageFacts(path: string, pageType: string, effectiveType: string | undefined, build: string): Omit<RumBeacon, 'metrics'> {
  const locale = /^\/([a-z]{2}-(?:[a-z]{2}|global))(?:\/|$)/.exec(path)?.[1] ?? 'en-us';
  const connection = (RUM_CONNECTIONS as readonly string[]).includes(effectiveType ?? '')
    ? (effectiveType as RumBeacon['connection'])
    : 'unknown';
  return { page_type: pageType, locale, connection, build };
}

/** The page's kind as its page view told the tag manager (shared/analytics.ts pageTypeOf, on the server). */
export function pageTypeOfView(layer: readonly unknown[] | undefined): string {
  const view = layer?.find((e) => (e as { event?: unknown } | null)?.event === 'content-view') as { page_type?: unknown } | undefined;
  return typeof view?.page_type === 'string' ? view.page_type : 'page';
}

export function rumMetric(metric: Pick<Metric, 'name' | 'value' | 'rating' | 'navigationType'>): RumMetric {
  const navigation: RumMetric['navigation'] = (RUM_NAVIGATIONS as readonly string[]).includes(metric.navigationType)
    ? metric.navigationType
    : 'navigate';
  return { name: metric.name, value: rumValue(metric.name, metric.value), rating: metric.rating, navigation };
}

/**
 * Keeps each metric's latest value and sends those not sent yet, once, when the page is hidden
 * (a page shown again from the back-forward cache measures and sends anew).
 */
export function rumReporter(facts: Omit<RumBeacon, 'metrics'>, send: (body: string) => void) {
  const pending = new Map<string, RumMetric>();
  return {
    keep(metric: Pick<Metric, 'name' | 'value' | 'rating' | 'navigationType'>) {
      pending.set(metric.name, rumMetric(metric));
    },
    flush() {
      if (pending.size === 0) return;
      const body: RumBeacon = { ...facts, metrics: [...pending.values()] };
      pending.clear();
      send(JSON.stringify(body));
    },
  };
}

let started = false;

/** Starts measuring and reporting this page view, once (the entry may ask twice: after load and on a grant). */
export function startRum(): void {
  if (started) return;
  started = true;
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
  const facts = pageFacts(
    location.pathname,
    pageTypeOfView((window as { dataLayer?: unknown[] }).dataLayer),
    connection?.effectiveType,
    document.getElementById('update-notice')?.dataset.build ?? '',
  );
  const reporter = rumReporter(facts, (body) => {
    // Only while analytics storage is granted: a shopper who rejects on this page stops the beacon.
    if (window.loipeConsent?.analytics_storage === 'granted')
      navigator.sendBeacon(RUM_PATH, new Blob([body], { type: 'application/json' }));
  });
  const keep = (metric: Metric) => reporter.keep(metric);
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  onFCP(keep);
  onTTFB(keep);
  // After web-vitals' own listeners (added above), which report the final values on the same event.
  // One beacon per hidden view: the pagehide that follows a hide, or a metric reported late after
  // it, sends nothing more until the page is shown again (from the back-forward cache, or a tab).
  let hidden = false;
  const hide = () => {
    if (hidden) return;
    hidden = true;
    reporter.flush();
  };
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') hide();
    else hidden = false;
  });
  addEventListener('pagehide', hide);
  addEventListener('pageshow', (event) => {
    if (event.persisted) hidden = false;
  });
}
