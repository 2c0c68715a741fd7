/**
 * The hosted doubles' bad weather (hosted-fakes.ts): which fault an answer gets at a given
 * roll, and that each is the vendor's own shape (BigCommerce's 429 without Retry-After).
 */
import { describe, expect, it } from 'vitest';
import { CALM, turbulent, type FaultCounts, type Turbulence } from './hosted-fakes';
import type { FakeRequest, FakeRoute } from './fake-service';

const WEATHER: Turbulence = {
  ...CALM,
  stallRate: 0.1,
  stallMs: 31_000,
  errorRate: 0.1,
  rateLimitRate: 0.1,
  rateLimitWaitMs: 1500,
  slowRate: 0.1,
  slowMs: 800,
};
const ok: FakeRoute = { path: '/x', handler: () => ({ json: { fine: true } }) };
const request = { method: 'GET', path: '/x', query: new URLSearchParams(), headers: {}, params: {}, at: 0 } as FakeRequest;

async function answer(vendor: 'contentstack' | 'bigcommerce' | 'amplience', rolls: number[], weather = WEATHER) {
  const counts: FaultCounts = { slow: 0, rateLimited: 0, errors: 0, stalls: 0, answered: 0, byKind: {} };
  const [route] = turbulent(vendor, [ok], weather, counts, () => rolls.shift() ?? 0);
  return { answer: await route!.handler(request), counts };
}

describe('turbulent doubles', () => {
  it.each([
    // roll, what happens
    [0.05, { json: { fine: true }, delayMs: 31_000 }, 'stalls'],
    [0.25, { status: 429 }, 'rateLimited'],
    [0.35, { json: { fine: true }, delayMs: 800 }, 'slow'],
    [0.5, { json: { fine: true } }, 'answered'],
  ] as const)('a roll of %s gives %o', async (roll, expected, counted) => {
    const { answer: got, counts } = await answer('contentstack', [roll]);
    expect(got).toMatchObject(expected);
    if (roll >= 0.35) expect(got.status ?? 200).toBe(200);
    expect(counts[counted]).toBe(1);
    expect(counts.answered).toBe(1);
  });

  it('answers 500, 502 or 503 for a roll in the 5xx band', async () => {
    const { answer: got, counts } = await answer('bigcommerce', [0.15, 0.99]);
    expect(got.status).toBe(503);
    expect(counts.errors).toBe(1);
  });

  it("gives BigCommerce's 429: X-Rate-Limit-* and X-Retry-After, no Retry-After", async () => {
    const { answer: got } = await answer('bigcommerce', [0.25]);
    expect(got.headers).toMatchObject({ 'X-Rate-Limit-Time-Reset-Ms': '1500', 'X-Retry-After': '2' });
    expect(Object.keys(got.headers ?? {}).map((h) => h.toLowerCase())).not.toContain('retry-after');
  });

  it('gives Contentstack and Amplience a Retry-After in whole seconds', async () => {
    for (const vendor of ['contentstack', 'amplience'] as const) {
      const { answer: got } = await answer(vendor, [0.25]);
      expect(got.headers).toMatchObject({ 'Retry-After': '2' });
    }
  });

  it('changes nothing when calm', async () => {
    const { answer: got, counts } = await answer('amplience', [0], CALM);
    expect(got).toEqual({ json: { fine: true } });
    expect(counts).toEqual({ slow: 0, rateLimited: 0, errors: 0, stalls: 0, answered: 1, byKind: { untagged: 1 } });
  });

  it("counts answers by the caller's x-bench-kind (the hosted load's upstream calls per page view)", async () => {
    const counts: FaultCounts = { slow: 0, rateLimited: 0, errors: 0, stalls: 0, answered: 0, byKind: {} };
    const [route] = turbulent('contentstack', [ok], CALM, counts);
    for (const kind of ['page', 'page', 'api']) await route!.handler({ ...request, headers: { 'x-bench-kind': kind } });
    expect(counts.byKind).toEqual({ page: 2, api: 1 });
  });
});
