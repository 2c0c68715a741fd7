/**
 * The hosted bot check: Cloudflare Turnstile. The widget (site key, action `loipe-form`) puts
 * its token in field `altcha` (`data-response-field-name`); the server asks siteverify
 * (TURNSTILE_SITEVERIFY_URL, Cloudflare's by default), which refuses a token used before or
 * older than 5 minutes. Per the siteverify contract (test/vendor/turnstile/): a token passes
 * only with `success: true`, our `hostname` and our `action`; an `internal-error` is asked
 * once more with the same idempotency key, so the retry re-validates rather than spends it.
 */
import * as v from 'valibot';
import type { BotcheckExpectation, BotcheckProvider } from './types';

export const TURNSTILE_SITEVERIFY = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
/** The one action our widgets declare; a token made for another site's action is refused. */
export const TURNSTILE_ACTION = 'loipe-form';
/** Cloudflare's script, loaded only by pages whose form shows the widget (CSP allows the origin then). */
export const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

export interface TurnstileOptions {
  siteKey: string;
  secretKey: string;
  siteverifyUrl?: string;
  fetch?: typeof fetch;
}

/** The fields we read of a siteverify answer (the contract allows more). */
export const SiteverifyAnswer = v.object({
  success: v.boolean(),
  'error-codes': v.optional(v.array(v.string()), []),
  hostname: v.optional(v.string()),
  action: v.optional(v.string()),
});
export type SiteverifyAnswer = v.InferOutput<typeof SiteverifyAnswer>;

/** Whether an answer lets the form through: success, and made on our host for our action. */
export function accepted(answer: SiteverifyAnswer, expected: BotcheckExpectation): boolean {
  if (!answer.success) return false;
  if (expected.hostname !== undefined && answer.hostname !== expected.hostname) return false;
  return answer.action === (expected.action ?? TURNSTILE_ACTION);
}

/** An answer worth one more try: Cloudflare's side failed, not the token. */
export const retryable = (answer: SiteverifyAnswer) => !answer.success && answer['error-codes'].includes('internal-error');

export function createTurnstileBotcheck(options: TurnstileOptions): BotcheckProvider {
  const url = options.siteverifyUrl || TURNSTILE_SITEVERIFY;
  async function ask(body: URLSearchParams, send: typeof fetch): Promise<SiteverifyAnswer | null> {
    const response = await send(url, { method: 'POST', body, signal: AbortSignal.timeout(10_000) });
    const parsed = v.safeParse(SiteverifyAnswer, await response.json().catch(() => null));
    return parsed.success ? parsed.output : null;
  }
  return {
    name: 'turnstile',
    widget: () => ({ kind: 'turnstile', siteKey: options.siteKey, action: TURNSTILE_ACTION, script: TURNSTILE_SCRIPT }),
    challenge: async () => null,
    async verify(token, remoteIp, expected = {}) {
      if (typeof token !== 'string' || token.length === 0 || token.length > 2048) return false;
      // Read at call time, so a test's stand-in for the outbound fetch is the one used.
      const send = options.fetch ?? fetch;
      const body = new URLSearchParams({ secret: options.secretKey, response: token, idempotency_key: crypto.randomUUID() });
      if (remoteIp) body.set('remoteip', remoteIp);
      try {
        let answer = await ask(body, send);
        if (answer && retryable(answer)) answer = await ask(body, send);
        if (!answer) return false;
        if (!answer.success) console.warn('turnstile refused', answer['error-codes'].join(','));
        return accepted(answer, expected);
      } catch (error) {
        console.warn('turnstile siteverify failed', String(error));
        return false;
      }
    },
  };
}
