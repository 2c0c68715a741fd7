/**
 * The bot check of a deploy that lacks its secret (BOTCHECK_HMAC_KEY in production, or
 * Turnstile's keys): pages still draw their forms, but no answer can pass, so every protected
 * form answers 503 `botcheck_not_configured` (worker/edge/botcheck.ts) and nothing else closes.
 */
import { ALTCHA_CHALLENGE_PATH } from './altcha';
import type { BotcheckProvider } from './types';

export class BotcheckNotConfigured extends Error {
  override readonly name = 'BotcheckNotConfigured';
}

export const isBotcheckNotConfigured = (error: unknown): error is BotcheckNotConfigured => error instanceof BotcheckNotConfigured;

/** `missing` says what to set, for the operator reading the log. */
export function createClosedBotcheck(name: BotcheckProvider['name'], missing: string): BotcheckProvider {
  const closed = () =>
    Promise.reject(new BotcheckNotConfigured(`BOTCHECK_PROVIDER "${name}" needs ${missing}: protected forms are closed`));
  return {
    name,
    // The widget asks for a challenge, is told the check is closed and says it could not run.
    widget: () => ({ kind: 'altcha', challengeUrl: ALTCHA_CHALLENGE_PATH }),
    challenge: closed,
    verify: closed,
  };
}
