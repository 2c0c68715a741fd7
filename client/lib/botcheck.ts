/**
 * Solves an ALTCHA v1 challenge in the browser (Web Crypto): finds n with
 * SHA-256(salt + n) = challenge and answers the base64 JSON payload the server verifies
 * (field `altcha`), as ALTCHA's own widget does. A few digests per microtask batch keep the page responsive.
 */
import type { AltchaChallenge, BotcheckWidget } from '../../shared/botcheck';

export type { AltchaChallenge, BotcheckWidget };

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

export async function solve(challenge: AltchaChallenge, signal?: AbortSignal): Promise<string | null> {
  const encoder = new TextEncoder();
  const BATCH = 500;
  for (let start = 0; start <= challenge.maxnumber; start += BATCH) {
    if (signal?.aborted) return null;
    const end = Math.min(start + BATCH, challenge.maxnumber + 1);
    const digests = await Promise.all(
      Array.from({ length: end - start }, (_, i) => crypto.subtle.digest('SHA-256', encoder.encode(challenge.salt + (start + i)))),
    );
    const found = digests.findIndex((digest) => hex(digest) === challenge.challenge);
    if (found !== -1) {
      const { algorithm, salt, signature } = challenge;
      return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number: start + found, salt, signature }));
    }
  }
  return null;
}

/** How long one challenge request may take: a request the server or a proxy never answers must not leave the form waiting for ever. */
export const CHALLENGE_TIMEOUT_MS = 10_000;
/** Pauses before the second and third try: a busy or restarting server usually answers a moment later. */
export const RETRY_DELAYS_MS: readonly number[] = [1000, 3000];

/** A signal that aborts when `outer` does or after `ms`; `done()` clears the timer. */
function withTimeout(ms: number, outer?: AbortSignal): { signal: AbortSignal; done(): void } {
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, ms);
  outer?.addEventListener('abort', abort, { once: true });
  if (outer?.aborted) abort();
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', abort);
    },
  };
}

const isChallenge = (data: unknown): data is AltchaChallenge => {
  const c = data as Partial<AltchaChallenge> | null;
  return (
    typeof c?.algorithm === 'string' &&
    typeof c.challenge === 'string' &&
    typeof c.salt === 'string' &&
    typeof c.signature === 'string' &&
    Number.isInteger(c.maxnumber) &&
    c.maxnumber! >= 0
  );
};

/** One challenge from the server, or null: an error answer, a network failure, a timeout or a body that is no challenge. */
export async function fetchChallenge(url: string, signal?: AbortSignal, timeoutMs = CHALLENGE_TIMEOUT_MS): Promise<AltchaChallenge | null> {
  const limit = withTimeout(timeoutMs, signal);
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' }, signal: limit.signal, cache: 'no-store' });
    if (!response.ok) return null;
    const data: unknown = await response.json();
    return isChallenge(data) ? data : null;
  } catch {
    return null;
  } finally {
    limit.done();
  }
}

export interface RetryDeps {
  delays?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
  fetchChallenge?: typeof fetchChallenge;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Fetches a challenge and solves it; a failed try (no answer, an error, nothing found) is
 * tried again with a fresh challenge after each of `delays`, so one lost request does not
 * leave the form without its answer. Null once every try failed or `signal` aborted.
 */
export async function fetchAndSolve(url: string, signal?: AbortSignal, deps: RetryDeps = {}): Promise<string | null> {
  const { delays = RETRY_DELAYS_MS, sleep = pause, fetchChallenge: get = fetchChallenge } = deps;
  for (let attempt = 0; ; attempt++) {
    const challenge = await get(url, signal);
    const solved = challenge && !signal?.aborted ? await solve(challenge, signal) : null;
    if (solved) return solved;
    if (signal?.aborted || attempt >= delays.length) return null;
    await sleep(delays[attempt]!);
  }
}

/**
 * The answer a form sends in field `altcha`: ALTCHA solved here, or a Turnstile token from
 * Cloudflare's widget drawn into `container` (its script loads on first use only).
 */
export async function answer(widget: BotcheckWidget, container: HTMLElement | null, signal?: AbortSignal): Promise<string | null> {
  if (widget.kind === 'altcha') return fetchAndSolve(widget.challengeUrl, signal);
  if (!container) return null;
  const { turnstileToken } = await import('./turnstile');
  return turnstileToken(widget, container, signal);
}
