/**
 * POST /api/rum: one page view's Web Vitals, sent by `navigator.sendBeacon` when the page is
 * hidden (client/lib/rum.ts). Validated, sampled at `RUM_SAMPLE_RATE` (0 to 1; unset: every beacon),
 * and written as one Analytics Engine data point per metric to the `RUM` dataset (docs/rum.md has
 * the SQL); without the binding (tests, `npm start` without it) the write is a no-op. Nothing about
 * the shopper is read or stored: no IP, user agent, cookie, session or URL. The answer is a 204 for
 * every valid beacon, sampled or not (a beacon reads no answer); 400 for a bad one, 413 over 2 KB.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../edge/app-env';
import { describe } from '../edge/describe';
import { jsonBody } from '../edge/limits';
import { validate } from '../edge/validate';
import { NO_STORE } from '../rules/cache-control';
import { RUM_CONNECTIONS, RUM_METRICS, RUM_NAVIGATIONS, RUM_RATINGS, type RumBeacon } from '../../shared/rum';
import { pointsOf, sampleRate } from './points';

const MAX_BODY_BYTES = 2048;

/** Five metrics at most, each once; values in a range a real page can have (an hour, a CLS of 100). */
export const RumBeaconSchema = v.strictObject({
  page_type: v.picklist(['home', 'category', 'product', 'page']),
  locale: v.pipe(v.string(), v.regex(/^[a-z]{2}-(?:[a-z]{2}|global)$/)),
  connection: v.picklist(RUM_CONNECTIONS),
  build: v.pipe(v.string(), v.regex(/^[A-Za-z0-9._-]{0,64}$/)),
  metrics: v.pipe(
    v.array(
      v.strictObject({
        name: v.picklist(RUM_METRICS),
        value: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(3_600_000)),
        rating: v.picklist(RUM_RATINGS),
        navigation: v.picklist(RUM_NAVIGATIONS),
      }),
    ),
    v.minLength(1),
    v.maxLength(RUM_METRICS.length),
    v.check((metrics) => new Set(metrics.map((m) => m.name)).size === metrics.length, 'Each metric at most once'),
    v.check((metrics) => metrics.every((m) => m.name !== 'CLS' || m.value <= 100), 'CLS is a score, at most 100'),
  ),
});

export const rumApi = new Hono<AppEnv>().post(
  '/',
  describe({
    summary: "Record one page view's Web Vitals (a beacon): validated, sampled, written to Analytics Engine",
    responses: {
      204: 'Accepted (recorded or sampled out)',
      413: `Body larger than ${MAX_BODY_BYTES} bytes`,
    },
  }),
  async function noStore(c, next) {
    c.header('cache-control', NO_STORE);
    await next();
  },
  jsonBody({ maxBytes: MAX_BODY_BYTES }),
  validate('json', RumBeaconSchema),
  (c) => {
    const beacon = c.req.valid('json') as RumBeacon;
    const rate = sampleRate(c.env.RUM_SAMPLE_RATE);
    // writeDataPoint queues the write and returns at once: the beacon's answer never waits on it.
    if (rate > 0 && Math.random() < rate) for (const point of pointsOf(beacon, rate)) c.env.RUM?.writeDataPoint(point);
    return c.body(null, 204);
  },
);
