/**
 * When the outbound client tries again (spec §8 "Content HTTP 408 or 429: retried, up to 5";
 * spec §9 "retry delay 300 ms, retry limit 5"), and once more after a 5xx or a lost connection:
 * the client only reads (GET), so a second try cannot do anything twice, and one failed read of
 * a page's critical data is otherwise the shopper's 503. Pure: the clock is an argument.
 */

/** Spec §9: retries after the first attempt. */
export const RETRY_LIMIT = 5;
/** Spec §9: the wait between attempts when the service does not say how long. */
export const RETRY_DELAY_MS = 300;
/** Rate limits: retried up to the limit (spec §8). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 429]);
/** A 5xx or a lost connection is tried once more, not five times: a service that fails twice is having a bad minute. */
export const FAILURE_RETRY_LIMIT = 1;

/**
 * An attempt whose answer has not begun after this long is given up as lost (a stalled
 * connection) while the one retry after a failure is still to come; the last attempt has the
 * rest of the call's deadline. Answers take under 2 s on a bad day; 10 s of 30 leaves the retry 20.
 */
export const ATTEMPT_TIMEOUT_MS = 10_000;

/** What came back from one attempt: an answer's status, or `reset` when the connection failed without one. */
export type Attempt = number | 'reset';

/** Whether an attempt's failure is one the next attempt may not repeat: a 5xx or a lost connection. */
export function isTransientFailure(attempt: Attempt): boolean {
  return attempt === 'reset' || (attempt >= 500 && attempt <= 599);
}

/**
 * `Retry-After` in milliseconds from now: delta seconds (`120`) or an HTTP date
 * (`Wed, 21 Oct 2026 07:28:00 GMT`, a past date meaning "now"). Null when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // Only the HTTP-date form: Date.parse also reads "12" or "1.5" as dates.
  if (!/^[A-Za-z]{3},\s/.test(text)) return null;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * How long an answer asks to wait before the next attempt, in milliseconds: `Retry-After`;
 * else the rate-limit headers of services that send no Retry-After (BigCommerce's 429 carries
 * `X-Rate-Limit-Time-Reset-Ms`, and `X-Retry-After` in seconds). Null when none is readable.
 */
export function waitFromHeaders(header: (name: string) => string | null, now: number): number | null {
  const retryAfter = parseRetryAfter(header('retry-after'), now);
  if (retryAfter !== null) return retryAfter;
  const resetMs = header('x-rate-limit-time-reset-ms')?.trim();
  if (resetMs && /^\d+$/.test(resetMs)) return Number(resetMs);
  const seconds = header('x-retry-after')?.trim();
  return seconds && /^\d+$/.test(seconds) ? Number(seconds) * 1000 : null;
}

export interface RetryInput {
  status: Attempt;
  /** Retries already made (0 after the first answer). */
  retries: number;
  /** Of those, the retries after a 5xx or a lost connection. */
  failureRetries?: number;
  /** Retries allowed after a 5xx or a lost connection: FAILURE_RETRY_LIMIT, 0 for a call that must not be sent twice. */
  failureLimit?: number;
  /** From the answer's Retry-After header; null when it had none. */
  retryAfterMs: number | null;
  /** Time left before the call's deadline; Infinity when there is none. */
  remainingMs: number;
  limit?: number;
  delayMs?: number;
}

export type RetryDecision =
  | { retry: true; delayMs: number }
  /** `retryAfterMs` is what the caller should be told to wait (rate limits only). */
  | { retry: false; reason: 'not_retryable' | 'limit_reached' | 'past_deadline'; retryAfterMs?: number };

/**
 * Another attempt for 408/429 while the limit allows, and one for a 5xx or a lost connection,
 * after the service's Retry-After or the default delay. A wait that would end past the deadline
 * is not started: the caller fails at once and passes the wait on (a 429's Retry-After reaches
 * the shopper's client as a header).
 */
export function retryDecision(input: RetryInput): RetryDecision {
  const limit = input.limit ?? RETRY_LIMIT;
  const delayMs = input.retryAfterMs ?? input.delayMs ?? RETRY_DELAY_MS;
  if (isTransientFailure(input.status)) {
    const failureLimit = input.failureLimit ?? FAILURE_RETRY_LIMIT;
    if (failureLimit === 0) return { retry: false, reason: 'not_retryable' };
    if ((input.failureRetries ?? 0) >= failureLimit || input.retries >= limit) return { retry: false, reason: 'limit_reached' };
    if (delayMs >= input.remainingMs) return { retry: false, reason: 'past_deadline' };
    return { retry: true, delayMs };
  }
  if (typeof input.status !== 'number' || !RETRY_STATUSES.has(input.status)) return { retry: false, reason: 'not_retryable' };
  if (input.retries >= limit) return { retry: false, reason: 'limit_reached', retryAfterMs: delayMs };
  if (delayMs >= input.remainingMs) return { retry: false, reason: 'past_deadline', retryAfterMs: delayMs };
  return { retry: true, delayMs };
}
