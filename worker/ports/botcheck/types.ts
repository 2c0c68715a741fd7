/**
 * The bot-check port (spec §1 "Forms are protected by a bot check", DESIGN §7): a form
 * carries the widget's answer in field `altcha`; the server verifies it once. The embedded
 * default is ALTCHA's proof of work (altcha-lib, v1 wire format); Turnstile is the hosted one.
 */
import type { AltchaChallenge, BotcheckWidget } from '../../../shared/botcheck';

/** The wire vocabulary lives in shared/ (the browser draws the widget): the port speaks it. */
export type { AltchaChallenge, BotcheckWidget };

/** What the answer must have been made for: this site's host (and, with Turnstile, our action). */
export interface BotcheckExpectation {
  hostname?: string;
  action?: string;
}

export interface BotcheckProvider {
  readonly name: 'altcha' | 'turnstile';
  widget(): BotcheckWidget;
  /** A fresh challenge (ALTCHA); null when the hosted service issues its own (Turnstile). */
  challenge(): Promise<AltchaChallenge | null>;
  /** True only for a valid, unexpired, never-used answer; false for anything else (never throws for bad input). */
  verify(answer: unknown, remoteIp?: string | null, expected?: BotcheckExpectation): Promise<boolean>;
}

/** The form field every protected form sends the answer in (the ALTCHA widget's default name). */
export const BOTCHECK_FIELD = 'altcha';
