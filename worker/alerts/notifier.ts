/**
 * Wiring of the back-in-stock notifier to the ports: the subscriptions in D1, the email
 * port, and each subscriber's display text from the content port. Used by the restock call
 * (worker/alerts/restock-api.ts) and the scheduled sweep (worker/alerts/sweep.ts).
 */
import type { Env } from '../env';
import { defaultLocaleForCountry, parseLocalePrefix } from '../rules/locale';
import type { ContentProvider } from '../ports/content/types';
import type { RequestCalls } from '../ports/context';
import type { EmailProvider } from '../ports/email/types';
import type { NotifyDeps } from './back-in-stock';
import { createSubscriptionStorage } from './subscriptions';

export function notifyDeps(
  env: Pick<Env, 'COMMERCE_DB'>,
  ports: { content: ContentProvider; email: EmailProvider; call: RequestCalls },
): NotifyDeps {
  return {
    storage: createSubscriptionStorage(env.COMMERCE_DB),
    email: ports.email,
    textFor: (prefix) => {
      const locale = parseLocalePrefix(prefix) ?? defaultLocaleForCountry(null);
      return ports.content.getDisplayText(ports.call.content(locale.contentLocale));
    },
  };
}
