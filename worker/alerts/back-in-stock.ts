/**
 * Back-in-stock alerts: double opt-in, then one mail when the variant's stock
 * rises above 0, after which the alert is removed. The rules live here; the routes
 * (worker/alerts/back-in-stock-page.tsx, worker/alerts/back-in-stock-api.ts, worker/alerts/restock-api.ts)
 * and the scheduled sweep (worker/alerts/sweep.ts) only gather their inputs.
 */
import * as v from 'valibot';
import type { DisplayText } from '../../shared/display-text';
import { fill } from '../../shared/fill';
import type { EmailProvider } from '../ports/email/types';
import { randomToken } from '../edge/session-records';
import { tokenHash, type NewSubscription, type Subscription, type SubscriptionStorage } from './subscriptions';

/** The alert form's fields (plain form and JSON): messages are codes the page translates (`notify.error.<code>`). */
export const AlertRequest = v.object({
  email: v.pipe(v.string('email'), v.trim(), v.toLowerCase(), v.maxLength(254, 'email'), v.email('email')),
  product_id: v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))], 'variant'), v.integer('variant')),
  variant_id: v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))], 'variant'), v.integer('variant')),
});
export type AlertRequest = v.InferOutput<typeof AlertRequest>;

/** A variant may be asked about only while it is sold out (spec §5: level missing or below 1, or not purchasable). */
export const isSoldOut = (variant: { inventoryLevel: number; isPurchasable: boolean }) =>
  variant.inventoryLevel < 1 || !variant.isPurchasable;

export interface SubscribeDeps {
  storage: SubscriptionStorage;
  email: EmailProvider;
  /** The shopper's page text. */
  text: DisplayText;
  /** Where the confirmation link points: `{confirmUrl}?token=…`. */
  confirmUrl: string;
}

/** Stores a pending alert and mails its confirmation link; a confirmed alert stays as it is and gets no new mail. */
export async function subscribe(deps: SubscribeDeps, alert: NewSubscription): Promise<{ alreadyConfirmed: boolean }> {
  const token = randomToken();
  const outcome = await deps.storage.upsertPending(alert, await tokenHash(token));
  if (outcome.alreadyConfirmed) return outcome;
  const names = { product: productName(alert), link: `${deps.confirmUrl}?token=${encodeURIComponent(token)}` };
  await deps.email.send({
    to: alert.email,
    subject: fill(deps.text['notify.confirmSubject'], names),
    text: fill(deps.text['notify.confirmText'], names),
  });
  return outcome;
}

export const productName = (s: Pick<NewSubscription, 'product_name' | 'variant_label'>) =>
  s.variant_label ? `${s.product_name} (${s.variant_label})` : s.product_name;

export async function confirm(storage: SubscriptionStorage, token: string): Promise<Subscription | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  return storage.confirm(await tokenHash(token));
}

export interface NotifyDeps {
  storage: SubscriptionStorage;
  email: EmailProvider;
  /** The display text of a subscriber's locale prefix (their mail is in their language). */
  textFor: (localePrefix: string) => Promise<DisplayText>;
}

/**
 * Mails every confirmed subscriber of these variants once and removes them. `inStock` are
 * the variants of the store that have stock now; others are left waiting. Returns how many
 * mails went out. A row is removed before its mail is sent, so two notifiers running at once
 * (a restock and the sweep) never both mail it.
 */
export async function notifyRestocked(deps: NotifyDeps, region: string, inStock: readonly number[]): Promise<number> {
  const subscribers = await deps.storage.confirmedFor(region, inStock);
  let sent = 0;
  for (const s of subscribers) {
    if (!(await deps.storage.remove(s.id))) continue;
    const text = await deps.textFor(s.locale);
    const names = { product: productName(s), link: s.product_url };
    try {
      await deps.email.send({
        to: s.email,
        subject: fill(text['notify.backSubject'], names),
        text: fill(text['notify.backText'], names),
      });
      sent++;
    } catch (error) {
      console.error('back-in-stock mail failed', s.id, error);
    }
  }
  return sent;
}
