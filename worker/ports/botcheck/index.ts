/** Chooses the bot check named by BOTCHECK_PROVIDER (wrangler.toml), and the check the forms' guard asks. */
import { isTestMachine, type Env } from '../../env';
import { createAltchaBotcheck } from './altcha';
import { createTurnstileBotcheck } from './turnstile';
import { createClosedBotcheck } from './closed';
import { BOTCHECK_FIELD, type BotcheckProvider } from './types';

export type * from './types';
export { BOTCHECK_FIELD } from './types';
export { isBotcheckNotConfigured } from './closed';

/** Only for `npm start` and the tests: any deploy must set its own secret (a public key would let anyone sign challenges). */
const DEVELOPMENT_HMAC_KEY = 'loipe-development-botcheck-key-not-secret';

type BotcheckEnv = Pick<
  Env,
  | 'ENVIRONMENT'
  | 'COMMERCE_DB'
  | 'BOTCHECK_PROVIDER'
  | 'BOTCHECK_HMAC_KEY'
  | 'TURNSTILE_SITE_KEY'
  | 'TURNSTILE_SECRET_KEY'
  | 'TURNSTILE_SITEVERIFY_URL'
>;

/** A missing secret closes the protected forms only (closed.ts); pages and the rest of the shop keep answering. */
function closedFor(name: BotcheckProvider['name'], missing: string): BotcheckProvider {
  console.warn(`bot check not configured: BOTCHECK_PROVIDER "${name}" needs ${missing}; protected forms answer 503`);
  return createClosedBotcheck(name, missing);
}

export function createBotcheckProvider(env: BotcheckEnv): BotcheckProvider {
  switch (env.BOTCHECK_PROVIDER ?? 'altcha') {
    case 'altcha': {
      const key = env.BOTCHECK_HMAC_KEY || (isTestMachine(env.ENVIRONMENT) ? DEVELOPMENT_HMAC_KEY : '');
      if (!key) return closedFor('altcha', 'the BOTCHECK_HMAC_KEY secret (wrangler secret put BOTCHECK_HMAC_KEY)');
      return createAltchaBotcheck({ hmacKey: key, db: env.COMMERCE_DB });
    }
    case 'turnstile':
      if (!env.TURNSTILE_SITE_KEY || !env.TURNSTILE_SECRET_KEY)
        return closedFor('turnstile', 'TURNSTILE_SITE_KEY (var) and TURNSTILE_SECRET_KEY (secret)');
      return createTurnstileBotcheck({
        siteKey: env.TURNSTILE_SITE_KEY,
        secretKey: env.TURNSTILE_SECRET_KEY,
        siteverifyUrl: env.TURNSTILE_SITEVERIFY_URL,
      });
    default:
      throw new Error(`Unknown BOTCHECK_PROVIDER "${env.BOTCHECK_PROVIDER}": expected "altcha" or "turnstile"`);
  }
}

/**
 * The check behind the one bot-check guard (worker/edge/botcheck.ts), which every protected form
 * uses: true when the request's `altcha` answer is valid and unused. `fields` is the parsed
 * body. Rejects with BotcheckNotConfigured when the deploy lacks the bot check's secret; the
 * guard answers both.
 */
export function passesBotcheck(
  c: { var: { botcheck: BotcheckProvider }; req: { header(name: string): string | undefined; url: string } },
  fields: Record<string, unknown>,
): Promise<boolean> {
  // The answer must have been made on this host (Turnstile says where its token was solved).
  const hostname = new URL(c.req.url).hostname;
  return c.var.botcheck.verify(fields[BOTCHECK_FIELD], c.req.header('cf-connecting-ip') ?? null, { hostname });
}
