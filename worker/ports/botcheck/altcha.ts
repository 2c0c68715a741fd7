/**
 * The embedded bot check: ALTCHA's classic proof of work (`altcha-lib/v1`: find the number n
 * with SHA-256(salt + n) = challenge, n below `maxnumber`), HMAC-signed so the server keeps
 * no state until an answer comes back. Each challenge expires after 5 minutes and is used
 * once: a verified answer's challenge is spent in D1 (worker/ports/spent-keys.ts) until it
 * would have expired anyway, atomically, so concurrent posts of one answer pass only once.
 */
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { spendOnce, type SpentKeysDb } from '../spent-keys';
import type { AltchaChallenge, BotcheckProvider } from './types';

/** Work a browser does in well under a second on average (SHA-256 via Web Crypto), a bot per form it posts. */
export const ALTCHA_MAX_NUMBER = 50_000;
/** Where the widget fetches a challenge (worker/edge/botcheck-api.ts); the one place the path is written. */
export const ALTCHA_CHALLENGE_PATH = '/api/botcheck/challenge';
export const ALTCHA_EXPIRES_MS = 5 * 60_000;
const SPENT_PREFIX = 'botcheck:';

export interface AltchaOptions {
  hmacKey: string;
  /** Where used challenges are spent. */
  db: SpentKeysDb;
  now?: () => number;
  maxNumber?: number;
}

interface Answer {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/** The widget's base64 JSON payload, when it has the ALTCHA v1 shape. */
export function parseAnswer(value: unknown): Answer | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  try {
    const data = JSON.parse(atob(value)) as Record<string, unknown>;
    const ok =
      data.algorithm === 'SHA-256' &&
      typeof data.challenge === 'string' &&
      /^[0-9a-f]{64}$/.test(data.challenge) &&
      typeof data.number === 'number' &&
      Number.isInteger(data.number) &&
      data.number >= 0 &&
      typeof data.salt === 'string' &&
      data.salt.length <= 512 &&
      typeof data.signature === 'string' &&
      /^[0-9a-f]{64}$/.test(data.signature);
    return ok ? (data as unknown as Answer) : null;
  } catch {
    return null;
  }
}

export function createAltchaBotcheck(options: AltchaOptions): BotcheckProvider {
  const now = options.now ?? Date.now;
  const maxNumber = options.maxNumber ?? ALTCHA_MAX_NUMBER;
  return {
    name: 'altcha',
    widget: () => ({ kind: 'altcha', challengeUrl: ALTCHA_CHALLENGE_PATH }),
    async challenge(): Promise<AltchaChallenge> {
      const made = await createChallenge({ hmacKey: options.hmacKey, maxnumber: maxNumber, expires: new Date(now() + ALTCHA_EXPIRES_MS) });
      return {
        algorithm: made.algorithm,
        challenge: made.challenge,
        maxnumber: made.maxnumber ?? maxNumber,
        salt: made.salt,
        signature: made.signature,
      };
    },
    async verify(value) {
      const answer = parseAnswer(value);
      if (!answer || answer.number > maxNumber) return false;
      const expires = Number(new URLSearchParams(answer.salt.split('?')[1] ?? '').get('expires'));
      // Our challenges always carry an expiry; one without is not ours.
      if (!Number.isFinite(expires) || expires <= 0 || expires * 1000 < now()) return false;
      if (!(await verifySolution({ ...answer, algorithm: 'SHA-256' }, options.hmacKey, false))) return false;
      return spendOnce(options.db, SPENT_PREFIX + answer.challenge, expires + 1, now());
    },
  };
}
