/**
 * Each webhook delivery is acted on once. BigCommerce signs its callbacks with a timestamp
 * (Standard Webhooks): with BIGCOMMERCE_WEBHOOK_SIGNING_SECRET set, an unsigned or wrongly signed
 * call is refused (401) and one signed more than 5 minutes from now is a replay (400
 * `webhook_stale`). Every vendor's delivery id (the signed `webhook-id`, else what the payload
 * offers) is spent in D1 for three days: a repeat, a vendor's retry or a captured call sent again,
 * is answered 200 `{ data: { tags: [], duplicate: true } }` and purges nothing; a delivery the
 * vendor says it sent more than two days ago is refused (400 `webhook_stale`), so a replay is
 * either remembered or too old.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../edge/app-env';
import { sha256Hex } from '../rules/digest';
import { apiError } from '../edge/errors';
import { checkStandardWebhook, signedHeaders } from './standard-webhooks';
import { spendOnce } from '../ports/spent-keys';
import { NO_STORE } from '../rules/cache-control';

/**
 * The oldest delivery acted on, by the time the vendor says it sent it: two days covers the
 * vendors' retries. Ids are remembered a day longer, so a replay is either remembered or too old.
 */
export const MAX_DELIVERY_AGE_SECONDS = 2 * 24 * 3600;
/** How long a delivery id is remembered: past the oldest delivery acted on. */
export const DELIVERY_MEMORY_SECONDS = 3 * 24 * 3600;
const encoder = new TextEncoder();

/** BigCommerce's Standard Webhooks signature, keyed with the client secret of the API account that created the hooks. */
export function bigCommerceSignature(): MiddlewareHandler<AppEnv> {
  return async function bigCommerceSignatureCheck(c, next) {
    const secret = c.env.BIGCOMMERCE_WEBHOOK_SIGNING_SECRET;
    if (!secret) return next();
    const check = await checkStandardWebhook(
      signedHeaders((name) => c.req.header(name)),
      await c.req.text(),
      encoder.encode(secret),
    );
    if (check.ok) return next();
    if (check.reason === 'stale')
      return apiError(c, 400, 'webhook_stale', 'The webhook was signed more than 5 minutes from now; a replayed call is refused');
    const how = check.reason === 'unsigned' ? 'webhook-id, webhook-timestamp and webhook-signature missing' : 'webhook-signature wrong';
    return apiError(c, 401, 'unauthorized', `The webhook is not signed as configured (${how})`);
  };
}

/** What names one delivery of a vendor; the same for its retries and replays. */
export type DeliveryId = (c: Context<AppEnv>) => Promise<string>;

/** BigCommerce: the signed `webhook-id`; unsigned, the payload's `hash` (the vendor's duplicate marker) with its `created_at`, else the body. */
export const bigCommerceDelivery: DeliveryId = async (c) => {
  if (c.env.BIGCOMMERCE_WEBHOOK_SIGNING_SECRET) return `id:${c.req.header('webhook-id')}`;
  const { hash, created_at } = (await c.req.json()) as { hash?: unknown; created_at?: unknown };
  return typeof hash === 'string' && hash ? `hash:${await sha256Hex(`${hash}:${String(created_at ?? '')}`)}` : bodyDelivery(c);
};

/** A vendor that names no delivery (Contentstack): the body, whose `triggered_at` tells two events apart. */
export const bodyDelivery: DeliveryId = async (c) => `body:${await sha256Hex(await c.req.text())}`;

/** When the vendor says it sent the delivery (Unix seconds), or null when the payload does not say. */
export type DeliverySentAt = (c: Context<AppEnv>) => Promise<number | null>;

/** BigCommerce: the payload's `created_at` (Unix seconds). */
export const bigCommerceSentAt: DeliverySentAt = async (c) => {
  const { created_at } = (await c.req.json()) as { created_at?: unknown };
  return typeof created_at === 'number' && Number.isFinite(created_at) ? created_at : null;
};

/** Contentstack: the payload's `triggered_at` (ISO 8601). */
export const contentstackSentAt: DeliverySentAt = async (c) => {
  const { triggered_at } = (await c.req.json()) as { triggered_at?: unknown };
  const at = typeof triggered_at === 'string' ? Date.parse(triggered_at) : Number.NaN;
  return Number.isFinite(at) ? Math.floor(at / 1000) : null;
};

/** Goes on to the handler the first time a delivery is seen in a day; a repeat is acknowledged and changes nothing. */
export function oncePerDelivery(vendor: string, idOf: DeliveryId, sentAt: DeliverySentAt): MiddlewareHandler<AppEnv> {
  return async function oncePerDeliveryGuard(c, next) {
    // Older than its id is remembered: a replay, refused rather than acted on again.
    const sent = await sentAt(c);
    if (sent !== null && Math.floor(Date.now() / 1000) - sent > MAX_DELIVERY_AGE_SECONDS)
      return apiError(c, 400, 'webhook_stale', 'The delivery was sent more than two days ago; a replayed call is refused');
    let first: boolean;
    try {
      first = await spendOnce(
        c.env.COMMERCE_DB,
        `webhook:${vendor}:${await idOf(c)}`,
        Math.floor(Date.now() / 1000) + DELIVERY_MEMORY_SECONDS,
      );
    } catch (error) {
      // The vendor retries a failed delivery: better than acting on one that may be a repeat.
      console.error(`webhook ${vendor}: delivery not recorded`, error);
      return apiError(c, 503, 'unavailable', 'The delivery could not be recorded; send it again later');
    }
    if (first) return next();
    c.header('cache-control', NO_STORE);
    return c.json({ data: { tags: [] as string[], duplicate: true } });
  };
}
