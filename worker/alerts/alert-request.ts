/**
 * One back-in-stock request, as the page form, the island and the JSON call make it: the
 * validator reads the fields, soldOutVariant checks that the variant is sold out in the
 * visitor's store, the bot check guard runs, then sendAlert stores the pending alert and
 * mails its confirmation link (double opt-in).
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../edge/app-env';
import type { Locale } from '../rules/locale';
import { localePath } from '../../shared/locale';
import { regionsFor } from '../rules/regions';
import type { ApiIssue, Problem } from '../edge/errors';
import type { DisplayText } from '../../shared/display-text';
import { colorSlug } from '../../shared/swatches';
import { productHref } from '../../shared/links';
import { isSoldOut, productName, subscribe, type AlertRequest } from './back-in-stock';
import { createSubscriptionStorage, type NewSubscription } from './subscriptions';

export type AlertOutcome =
  | { kind: 'invalid'; issues: ApiIssue[] }
  /** Refused (400) or closed on this deploy (503): the problem says which. */
  | { kind: 'botcheck'; problem: Problem }
  /** The variant has stock: nothing stored, the shopper can buy it. */
  | { kind: 'in_stock'; product: string; href: string }
  | { kind: 'sent'; email: string; product: string; href: string; alreadyConfirmed: boolean };

/** A request whose variant is sold out here: all the bot check's guard lets through to sendAlert. */
export interface PendingAlert {
  locale: Locale;
  text: DisplayText;
  subscription: Omit<NewSubscription, 'product_url'>;
  href: string;
}

declare module 'hono' {
  interface ContextVariableMap {
    /** The back-in-stock request soldOutVariant let through, for the bot check and the route. */
    alert: PendingAlert;
  }
}

/** Why a request's variant cannot be asked about: not one sold here, or in stock. */
export type NotSoldOut = Extract<AlertOutcome, { kind: 'invalid' | 'in_stock' }>;

const variantIssue: NotSoldOut = { kind: 'invalid', issues: [{ path: 'variant_id', message: 'variant' }] };

/** The page that confirms an alert: `?token=` is appended. */
export const confirmPath = (locale: Locale) => localePath(locale, '/back-in-stock/confirm');

async function findSoldOut(c: Context<AppEnv>, locale: Locale, input: AlertRequest): Promise<PendingAlert | NotSoldOut> {
  const { email, product_id, variant_id } = input;
  const regions = regionsFor(locale.country);
  if (!regions.shopping) return variantIssue;

  const call = c.get('call');
  const mx = call.commerce(regions.commerce);
  const cx = call.content(locale.contentLocale);
  const record = await c.get('commerce').getProduct(mx, product_id);
  const variant = record?.is_visible ? record.variants.find((x) => x.id === variant_id) : undefined;
  if (!record || !variant) return variantIssue;
  const slug = record.custom_url.url.replace(/^\/+|\/+$/g, '');
  const [entry, text] = await Promise.all([c.get('content').getProductByUrl(cx, slug), c.get('content').getDisplayText(cx)]);
  if (!entry?.regions.includes(regions.content)) return variantIssue;
  const names = {
    product_name: entry.display_title || entry.title,
    variant_label: variant.option_values
      .map((o) =>
        o.option_display_name === 'Color' ? ((text as Record<string, string>)[`color.${colorSlug(o.label)}`] ?? o.label) : o.label,
      )
      .join(' / '),
  };
  const href = `${productHref(locale.prefix, entry.url)}?variant=${variant.id}`;
  if (!isSoldOut(variant)) return { kind: 'in_stock', product: productName(names), href };
  return {
    locale,
    text,
    href,
    subscription: { region: regions.commerce, product_id: record.id, variant_id: variant.id, email, locale: locale.prefix, ...names },
  };
}

/**
 * After the validator of `target`: the request's variant, sold out in the visitor's store,
 * goes on `c.var.alert` for the bot check and the route; any other variant is answered by
 * `refuse` (not one sold here: `invalid`; in stock: `in_stock`). Before the bot check, so a
 * shopper's solved challenge is not spent on a variant they cannot ask about.
 */
export function soldOutVariant(target: 'json' | 'form', refuse: (c: Context<AppEnv>, outcome: NotSoldOut) => Response | Promise<Response>) {
  return createMiddleware<AppEnv>(async function soldOut(c, next) {
    const input = c.req.valid(target as never) as AlertRequest;
    const found = await findSoldOut(c, c.var.shopper.locale, input);
    if ('kind' in found) return refuse(c, found);
    c.set('alert', found);
    return next();
  });
}

/** Stores the pending alert of `c.var.alert` and mails its confirmation link. */
export async function sendAlert(c: Context<AppEnv>): Promise<Extract<AlertOutcome, { kind: 'sent' }>> {
  const { locale, text, href, subscription } = c.var.alert;
  const origin = new URL(c.req.url).origin;
  const { alreadyConfirmed } = await subscribe(
    {
      storage: createSubscriptionStorage(c.env.COMMERCE_DB),
      email: c.get('email'),
      text,
      confirmUrl: origin + confirmPath(locale),
    },
    { ...subscription, product_url: origin + href },
  );
  return { kind: 'sent', email: subscription.email, product: productName(subscription), href, alreadyConfirmed };
}
