/**
 * GET /api/botcheck/challenge: a fresh ALTCHA challenge as the ALTCHA widget
 * fetches it (the challenge JSON itself, not wrapped in `{ data }`), never cached. With the
 * Turnstile adapter the hosted widget gets its own challenge: 404 here.
 */
import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import { apiError } from './errors';
import { describe } from './describe';
import { botcheckClosed } from './botcheck';
import { isBotcheckNotConfigured } from '../ports/botcheck';
import { NO_STORE } from '../rules/cache-control';

export const botcheckApi = new Hono<AppEnv>().get(
  '/challenge',
  describe({
    summary: "A proof-of-work challenge in ALTCHA's wire format",
    responses: { 200: 'ALTCHA challenge JSON (`algorithm, challenge, salt, signature, maxnumber`)' },
  }),
  async (c) => {
    c.header('cache-control', NO_STORE);
    let challenge: Awaited<ReturnType<typeof c.var.botcheck.challenge>>;
    try {
      challenge = await c.var.botcheck.challenge();
    } catch (error) {
      // A deploy without the bot check's secret: its forms are closed, not broken.
      if (isBotcheckNotConfigured(error)) return botcheckClosed(c);
      throw error;
    }
    if (!challenge) return apiError(c, 404, 'not_found', `The ${c.var.botcheck.name} bot check issues its own challenges`);
    return c.json(challenge);
  },
);
