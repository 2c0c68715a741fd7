/** Chooses the email adapter named by EMAIL_PROVIDER (wrangler.toml). */
import type { Env } from '../../env';
import { createOutboxEmail } from './outbox';
import type { EmailProvider } from './types';

export type * from './types';

export function createEmailProvider(env: Pick<Env, 'EMAIL_PROVIDER' | 'COMMERCE_DB'>): EmailProvider {
  switch (env.EMAIL_PROVIDER ?? 'outbox') {
    case 'outbox':
      return createOutboxEmail(env.COMMERCE_DB);
    default:
      throw new Error(`Unknown EMAIL_PROVIDER "${env.EMAIL_PROVIDER}": expected "outbox" (a mail API adapter comes with production mail)`);
  }
}
