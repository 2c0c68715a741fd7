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

export async function fetchAndSolve(url: string, signal?: AbortSignal): Promise<string | null> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal });
  if (!response.ok) return null;
  return solve((await response.json()) as AltchaChallenge, signal);
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
