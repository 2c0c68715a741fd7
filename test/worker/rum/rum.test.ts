/**
 * POST /api/rum through the whole Worker: a page's beacon is validated, sampled and written as
 * one Analytics Engine data point per metric, with nothing about the shopper; broken beacons get
 * 400, big ones 413, and without the dataset binding the write is a no-op.
 */
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../../worker/app';
import type { DataPoint } from '../../../worker/rum/points';

const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;

const BEACON = {
  page_type: 'product',
  locale: 'de-de',
  connection: '4g',
  build: 'de2c7783fb6b',
  metrics: [
    { name: 'LCP', value: 1840, rating: 'good', navigation: 'navigate' },
    { name: 'CLS', value: 0.0213, rating: 'good', navigation: 'navigate' },
    { name: 'INP', value: 312, rating: 'needs-improvement', navigation: 'navigate' },
  ],
};

/** The app with a recording dataset in place of the RUM binding (and the env's other bindings). */
async function send(body: string, { rate, headers = {} }: { rate?: string; headers?: Record<string, string> } = {}) {
  const points: DataPoint[] = [];
  const dataset = { writeDataPoint: (p: DataPoint) => points.push(p) } as unknown as AnalyticsEngineDataset;
  const res = await worker.fetch(
    new Request('https://loipe.test/api/rum', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
    }),
    { ...env, RUM: dataset, ...(rate === undefined ? {} : { RUM_SAMPLE_RATE: rate }) },
    ctx,
  );
  return { res, points };
}

describe('POST /api/rum', () => {
  it('writes one data point per metric: the page type as index, nothing about the shopper, and answers 204', async () => {
    const { res, points } = await send(JSON.stringify(BEACON), {
      headers: { 'cf-connecting-ip': '203.0.113.9', 'user-agent': 'Tester/2.0', cookie: '__Host-session=secret' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(points).toEqual([
      { indexes: ['product'], blobs: ['LCP', 'product', 'de-de', '4g', 'de2c7783fb6b', 'good', 'navigate'], doubles: [1840, 1] },
      { indexes: ['product'], blobs: ['CLS', 'product', 'de-de', '4g', 'de2c7783fb6b', 'good', 'navigate'], doubles: [0.0213, 1] },
      {
        indexes: ['product'],
        blobs: ['INP', 'product', 'de-de', '4g', 'de2c7783fb6b', 'needs-improvement', 'navigate'],
        doubles: [312, 1],
      },
    ]);
    const written = JSON.stringify(points);
    for (const personal of ['203.0.113.9', 'Tester', 'secret']) expect(written).not.toContain(personal);
  });

  it('samples by RUM_SAMPLE_RATE: none at 0, all at 1, each point weighted by 1 / the rate', async () => {
    expect((await send(JSON.stringify(BEACON), { rate: '0' })).points).toEqual([]);
    const all = await send(JSON.stringify(BEACON), { rate: '1' });
    expect(all.points).toHaveLength(3);
    let written = 0;
    for (let i = 0; i < 200; i++) {
      const { res, points } = await send(JSON.stringify(BEACON), { rate: '0.25' });
      expect(res.status).toBe(204);
      if (points.length > 0) {
        written++;
        expect(points[0]!.doubles[1]).toBe(4);
      }
    }
    // 200 draws at 25 %: outside 20..80 has a chance below one in a million.
    expect(written).toBeGreaterThan(20);
    expect(written).toBeLessThan(80);
  });

  it('is a no-op without the dataset binding', async () => {
    const res = await worker.fetch(
      new Request('https://loipe.test/api/rum', {
        method: 'POST',
        body: JSON.stringify(BEACON),
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      }),
      { ...env, RUM: undefined },
      ctx,
    );
    expect(res.status).toBe(204);
  });

  it('answers through the app with the binding wrangler.toml names (the local stand-in)', async () => {
    const res = await SELF.fetch('https://loipe.test/api/rum', {
      method: 'POST',
      body: JSON.stringify(BEACON),
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    });
    expect(res.status).toBe(204);
  });

  it.each([
    ['not JSON', '{"page_type":'],
    ['no metrics', JSON.stringify({ ...BEACON, metrics: [] })],
    ['an unknown metric', JSON.stringify({ ...BEACON, metrics: [{ name: 'FID', value: 3, rating: 'good', navigation: 'navigate' }] })],
    ['a metric twice', JSON.stringify({ ...BEACON, metrics: [BEACON.metrics[0], BEACON.metrics[0]] })],
    ['a negative value', JSON.stringify({ ...BEACON, metrics: [{ ...BEACON.metrics[0], value: -1 }] })],
    ['a CLS over 100', JSON.stringify({ ...BEACON, metrics: [{ ...BEACON.metrics[1], value: 250 }] })],
    ['a URL instead of a page type', JSON.stringify({ ...BEACON, page_type: '/de-de/p/aurora-classic' })],
    ['an extra field (an id)', JSON.stringify({ ...BEACON, id: 'v5-1700000000000-123' })],
    ['a bad locale', JSON.stringify({ ...BEACON, locale: 'Deutsch' })],
    ['an array', JSON.stringify([BEACON])],
  ])('refuses %s with 400 and writes nothing', async (_name, body) => {
    const { res, points } = await send(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_body');
    expect(points).toEqual([]);
  });

  it('refuses a body over 2 KB with 413, another media type with 400, and a cross-site beacon with 403', async () => {
    const big = await send(JSON.stringify({ ...BEACON, build: 'x'.repeat(3000) }));
    expect(big.res.status).toBe(413);
    expect(big.points).toEqual([]);
    expect((await send(JSON.stringify(BEACON), { headers: { 'content-type': 'text/plain' } })).res.status).toBe(400);
    expect((await send(JSON.stringify(BEACON), { headers: { 'sec-fetch-site': 'cross-site' } })).res.status).toBe(403);
  });
});
