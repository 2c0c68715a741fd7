/**
 * The hosted bot check: Cloudflare Turnstile. The widget (site key) puts its token in field
 * `altcha` (`data-response-field-name`); the server asks siteverify, which also refuses a
 * token used before or older than 5 minutes.
 */
import type { BotcheckProvider } from './types';

const SITEVERIFY = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export interface TurnstileOptions {
  siteKey: string;
  secretKey: string;
  fetch?: typeof fetch;
}

export function createTurnstileBotcheck(options: TurnstileOptions): BotcheckProvider {
  const send = options.fetch ?? fetch;
  return {
    name: 'turnstile',
    widget: () => ({ kind: 'turnstile', siteKey: options.siteKey }),
    challenge: async () => null,
    async verify(token, remoteIp) {
      if (typeof token !== 'string' || token.length === 0 || token.length > 2048) return false;
      const body = new URLSearchParams({ secret: options.secretKey, response: token });
      if (remoteIp) body.set('remoteip', remoteIp);
      try {
        const response = await send(SITEVERIFY, { method: 'POST', body, signal: AbortSignal.timeout(10_000) });
        if (!response.ok) return false;
        const result = (await response.json()) as { success?: unknown };
        return result.success === true;
      } catch (error) {
        console.warn('turnstile siteverify failed', String(error));
        return false;
      }
    },
  };
}
