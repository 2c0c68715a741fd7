import { describe, expect, it } from 'vitest';
import { parseRetryAfter, retryDecision, RETRY_DELAY_MS, RETRY_LIMIT, waitFromHeaders } from '../../../worker/ports/http/retry';

const NOW = Date.parse('2026-11-22T10:00:00Z');

describe('parseRetryAfter (RFC 9110 §10.2.3)', () => {
  it.each([
    ['0', 0],
    ['1', 1000],
    ['120', 120_000],
    [' 3 ', 3000],
    ['Sun, 22 Nov 2026 10:00:05 GMT', 5000],
    ['Sun, 22 Nov 2026 10:01:00 GMT', 60_000],
    // A date already past means "now", never a negative wait.
    ['Sun, 22 Nov 2026 09:59:00 GMT', 0],
  ])('reads %j as %i ms', (header, ms) => {
    expect(parseRetryAfter(header, NOW)).toBe(ms);
  });

  it.each([null, undefined, '', '   ', '-1', '1.5', 'soon', '12abc', 'Sunday'])('ignores %j', (header) => {
    expect(parseRetryAfter(header, NOW)).toBeNull();
  });
});

describe('retryDecision (spec §8 "408 or 429: retried, up to 5"; spec §9 delay 300 ms; a 5xx or reset once)', () => {
  const base = { retries: 0, retryAfterMs: null, remainingMs: 30_000 };

  it('uses the spec limit and delay by default', () => {
    expect(RETRY_LIMIT).toBe(5);
    expect(RETRY_DELAY_MS).toBe(300);
  });

  it.each([
    // status, retries, Retry-After, remaining → decision
    [408, 0, null, 30_000, { retry: true, delayMs: 300 }],
    [429, 0, null, 30_000, { retry: true, delayMs: 300 }],
    [429, 4, null, 30_000, { retry: true, delayMs: 300 }],
    [429, 0, 2000, 30_000, { retry: true, delayMs: 2000 }],
    [429, 0, 0, 30_000, { retry: true, delayMs: 0 }],
    [408, 5, null, 30_000, { retry: false, reason: 'limit_reached', retryAfterMs: 300 }],
    [429, 5, 1500, 30_000, { retry: false, reason: 'limit_reached', retryAfterMs: 1500 }],
    // A wait that ends past the deadline is not started; the caller is told how long to wait.
    [429, 0, 60_000, 30_000, { retry: false, reason: 'past_deadline', retryAfterMs: 60_000 }],
    [429, 1, null, 200, { retry: false, reason: 'past_deadline', retryAfterMs: 300 }],
    [404, 0, null, 30_000, { retry: false, reason: 'not_retryable' }],
    [400, 0, null, 30_000, { retry: false, reason: 'not_retryable' }],
    [422, 0, null, 30_000, { retry: false, reason: 'not_retryable' }],
  ] as const)('%i after %i retries (Retry-After %j ms, %i ms left) → %j', (status, retries, retryAfterMs, remainingMs, decision) => {
    expect(retryDecision({ status, retries, retryAfterMs, remainingMs })).toEqual(decision);
  });

  it.each([
    // a 5xx or a lost connection: once more, within the deadline
    // status, retries, of them after a failure, Retry-After, remaining → decision
    [500, 0, 0, null, 30_000, { retry: true, delayMs: 300 }],
    [502, 0, 0, null, 30_000, { retry: true, delayMs: 300 }],
    [503, 0, 0, 1000, 30_000, { retry: true, delayMs: 1000 }],
    [504, 0, 0, null, 30_000, { retry: true, delayMs: 300 }],
    ['reset', 0, 0, null, 30_000, { retry: true, delayMs: 300 }],
    // after rate limits a first 5xx is still tried once more
    [500, 3, 0, null, 30_000, { retry: true, delayMs: 300 }],
    [500, 1, 1, null, 30_000, { retry: false, reason: 'limit_reached' }],
    ['reset', 1, 1, null, 30_000, { retry: false, reason: 'limit_reached' }],
    [503, 5, 0, null, 30_000, { retry: false, reason: 'limit_reached' }],
    [503, 0, 0, 120_000, 30_000, { retry: false, reason: 'past_deadline' }],
    ['reset', 0, 0, null, 100, { retry: false, reason: 'past_deadline' }],
    // a rate limit after the one failure retry keeps its own limit
    [429, 1, 1, null, 30_000, { retry: true, delayMs: 300 }],
  ] as const)(
    '%j after %i retries (%i after failures; Retry-After %j ms, %i ms left) → %j',
    (status, retries, failureRetries, retryAfterMs, remainingMs, decision) => {
      expect(retryDecision({ status, retries, failureRetries, retryAfterMs, remainingMs })).toEqual(decision);
    },
  );

  it('never tries a 5xx or a lost connection again for a call that must not be sent twice (failureLimit 0)', () => {
    for (const status of [500, 503, 'reset'] as const)
      expect(retryDecision({ ...base, status, failureLimit: 0 })).toEqual({ retry: false, reason: 'not_retryable' });
    expect(retryDecision({ ...base, status: 429, failureLimit: 0 })).toEqual({ retry: true, delayMs: 300 });
  });

  it('honours a configured limit and delay', () => {
    expect(retryDecision({ ...base, status: 429, retries: 1, limit: 1 })).toMatchObject({ retry: false, reason: 'limit_reached' });
    expect(retryDecision({ ...base, status: 429, delayMs: 10 })).toEqual({ retry: true, delayMs: 10 });
  });
});

describe("waitFromHeaders: Retry-After, else a service's own rate-limit headers (BigCommerce sends no Retry-After)", () => {
  it.each([
    [{ 'retry-after': '2' }, 2000],
    [{ 'retry-after': '2', 'x-rate-limit-time-reset-ms': '500' }, 2000],
    [{ 'x-rate-limit-time-reset-ms': '4512', 'x-retry-after': '5' }, 4512],
    [{ 'x-rate-limit-time-reset-ms': '0' }, 0],
    [{ 'x-retry-after': '3' }, 3000],
    [{ 'x-rate-limit-time-reset-ms': 'soon', 'x-retry-after': '1' }, 1000],
    [{ 'x-rate-limit-requests-left': '0' }, null],
    [{}, null],
  ])('%j → %j ms', (headers, ms) => {
    expect(waitFromHeaders((name) => (headers as Record<string, string>)[name] ?? null, NOW)).toBe(ms);
  });
});
