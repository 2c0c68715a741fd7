/**
 * Wiring of the back-in-stock notifier to the ports: the subscriptions in D1, the email
 * port, and each subscriber's display text from the content port. Used by the restock call
 * (worker/api/restock.ts) and the scheduled sweep (worker/notify/sweep.ts).
 */
import type { Env } from '../env';
import { defaultLocaleForCountry, parseLocalePrefix } from '../domain/locale';
import type { ContentProvider } from '../providers/content/types';
import type { RequestCalls } from '../providers/context';
import type { EmailProvider } from '../providers/email/types';
import type { NotifyDeps } from './back-in-stock';
import { createSubscriptionStore } from './subscriptions';

export function notifyDeps(
  env: Pick<Env, 'COMMERCE_DB'>,
  ports: { content: ContentProvider; email: EmailProvider; call: RequestCalls },
): NotifyDeps {
  return {
    store: createSubscriptionStore(env.COMMERCE_DB),
    email: ports.email,
    textFor: (prefix) => {
      const locale = parseLocalePrefix(prefix) ?? defaultLocaleForCountry(null);
      return ports.content.getDisplayText(ports.call.content(locale.contentLocale));
    },
  };
}
