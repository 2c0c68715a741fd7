/**
 * Failed sign-in limits: at most 10 failed sign-ins per 60 seconds per IP address
 * and per email address. Every attempt is counted as a failure before the password is
 * checked (so parallel guesses cannot slip past the count) and taken back when it succeeds.
 */
export const MAX_FAILED_SIGN_INS = 10;
export const SIGN_IN_WINDOW_MS = 60_000;

/** How many counted attempts a counter allows within how long. */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
}
/** Sign-ins and every other check of an account's password. */
export const SIGN_IN_RULE: ThrottleRule = { limit: MAX_FAILED_SIGN_INS, windowMs: SIGN_IN_WINDOW_MS };
/** Guest order look-ups (number and email): as many as sign-ins, on counters of their own. */
export const ORDER_LOOKUP_RULE: ThrottleRule = { limit: 10, windowMs: 60_000 };

/** An attempt opened on its counters: allowed (then `done` says whether it succeeded) or refused for a while. */
export type ThrottleOutcome = { allowed: true; done(success: boolean): Promise<void> } | { allowed: false; retryAfterSeconds: number };

export type ThrottleDecision = { allowed: true; attempts: number[] } | { allowed: false; retryAfterSeconds: number; attempts: number[] };

/** Attempts still inside the window at `now`, oldest first. */
export const recent = (attempts: readonly number[], now: number, windowMs = SIGN_IN_WINDOW_MS) =>
  attempts.filter((at) => at > now - windowMs && at <= now).sort((a, b) => a - b);

/** Whether one more attempt may run at `now`; when it may, the attempts with it counted. */
export function decide(
  attempts: readonly number[],
  now: number,
  limit = MAX_FAILED_SIGN_INS,
  windowMs = SIGN_IN_WINDOW_MS,
): ThrottleDecision {
  const kept = recent(attempts, now, windowMs);
  if (kept.length >= limit) {
    // The window frees a slot when its oldest counted attempt falls out of it.
    const freeAt = kept[kept.length - limit]! + windowMs;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)), attempts: kept };
  }
  return { allowed: true, attempts: [...kept, now] };
}

/** Takes back one counted attempt (it succeeded). */
export function forgive(attempts: readonly number[], at: number): number[] {
  const index = attempts.lastIndexOf(at);
  return index === -1 ? [...attempts] : [...attempts.slice(0, index), ...attempts.slice(index + 1)];
}
