/**
 * One back-in-stock request, as the page form, the island and the JSON call make it:
 * validate, check that the variant is sold out in the visitor's store, pass the bot check,
 * then store the pending alert and mail its confirmation link (double opt-in).
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../edge/app-env';
import type { Locale } from '../rules/locale';
import { localePath } from '../../shared/locale';
import { regionsFor } from '../rules/regions';
import { issuesOf, type ApiIssue, type Problem } from '../edge/errors';
import { botcheckProblem } from '../edge/botcheck';
import { colorSlug } from '../../shared/swatches';
import { productHref } from '../../shared/links';
import { AlertRequest, isSoldOut, productName, subscribe } from './back-in-stock';
import { createSubscriptionStorage } from './subscriptions';

export type AlertOutcome =
  | { kind: 'invalid'; issues: ApiIssue[] }
  /** Refused (400) or closed on this deploy (503): the problem says which. */
  | { kind: 'botcheck'; problem: Problem }
  /** The variant has stock: nothing stored, the shopper can buy it. */
  | { kind: 'in_stock'; product: string; href: string }
  | { kind: 'sent'; email: string; product: string; href: string; alreadyConfirmed: boolean };

const variantIssue: AlertOutcome = { kind: 'invalid', issues: [{ path: 'variant_id', message: 'variant' }] };

/** The page that confirms an alert: `?token=` is appended. */
export const confirmPath = (locale: Locale) => localePath(locale, '/back-in-stock/confirm');

export async function requestAlert(c: Context<AppEnv>, locale: Locale, input: Record<string, unknown>): Promise<AlertOutcome> {
  const parsed = v.safeParse(AlertRequest, input);
  if (!parsed.success) return { kind: 'invalid', issues: issuesOf(parsed.issues) };
  const { email, product_id, variant_id } = parsed.output;
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

  const refused = await botcheckProblem(c, input);
  if (refused) return { kind: 'botcheck', problem: refused };
  const origin = new URL(c.req.url).origin;
  const { alreadyConfirmed } = await subscribe(
    {
      storage: createSubscriptionStorage(c.env.COMMERCE_DB),
      email: c.get('email'),
      text,
      confirmUrl: origin + confirmPath(locale),
    },
    {
      region: regions.commerce,
      product_id: record.id,
      variant_id: variant.id,
      email,
      locale: locale.prefix,
      product_url: origin + href,
      ...names,
    },
  );
  return { kind: 'sent', email, product: productName(names), href, alreadyConfirmed };
}
