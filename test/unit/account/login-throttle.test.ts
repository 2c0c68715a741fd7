import { describe, expect, it } from 'vitest';
import { decide, forgive, ORDER_LOOKUP_RULE, SIGN_IN_RULE, type ThrottleRule } from '../../../worker/account/login-throttle';

const T0 = 1_700_000_000_000;
/** `n` counted attempts, one a second from T0. */
const counted = (n: number) => Array.from({ length: n }, (_, i) => T0 + i * 1000);

describe('every throttle allows 10 counted attempts per 60 s', () => {
  it.each([
    ['sign-in and password checks', SIGN_IN_RULE],
    ['guest order look-ups', ORDER_LOOKUP_RULE],
  ] as const)('%s: 10 in 60 s', (_, rule: ThrottleRule) => {
    expect(rule).toEqual({ limit: 10, windowMs: 60_000 });
  });

  it.each([
    ['the 10th attempt runs', counted(9), T0 + 9_000, { allowed: true }],
    [
      'the 11th within the window is refused until the oldest falls out',
      counted(10),
      T0 + 10_000,
      { allowed: false, retryAfterSeconds: 50 },
    ],
    ['a refusal waits at least a second', counted(10), T0 + 59_999, { allowed: false, retryAfterSeconds: 1 }],
    ['once the oldest has left the window one more runs', counted(10), T0 + 60_000, { allowed: true }],
    ['attempts older than the window do not count', counted(10).map((at) => at - 60_000), T0 + 10_000, { allowed: true }],
  ])('%s', (_, attempts, now, expected) => {
    expect(decide(attempts, now, ORDER_LOOKUP_RULE.limit, ORDER_LOOKUP_RULE.windowMs)).toMatchObject(expected);
  });

  it('takes back a succeeded attempt, so a right answer never uses up the count', () => {
    const after = decide(counted(9), T0 + 9_000);
    expect(after.attempts).toHaveLength(10);
    expect(forgive(after.attempts, T0 + 9_000)).toEqual(counted(9));
  });
});
