/**
 * The bot check's wire vocabulary, one home for both sides: the server's adapter names the
 * widget a form shows (worker/ports/botcheck, worker/render/botcheck.ts) and the browser
 * draws and answers it (client/lib/botcheck.ts).
 */

/** ALTCHA v1 challenge JSON, as `GET /api/botcheck/challenge` answers it and any ALTCHA widget reads it. */
export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** What a page needs to render the widget (the adapter says; pages never write it by hand). */
export type BotcheckWidget =
  | { kind: 'altcha'; challengeUrl: string }
  | { kind: 'turnstile'; siteKey: string; action: string; script: string };
