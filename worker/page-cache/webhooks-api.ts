/**
 * Webhooks of the hosted services: a change at the vendor purges the cached pages
 * that show it. BigCommerce's webhooks carry the custom headers given
 * when the hook is created, so ours carries `X-Loipe-Webhook-Secret: <BIGCOMMERCE_WEBHOOK_SECRET>`.
 * Contentstack webhooks carry the HTTP Basic credentials set on the webhook. A wrong secret is
 * a 401 and changes nothing; a route whose secret is unset answers 503 `webhook_not_configured`
 * (only that route: the shop goes on). The purge runs
 * in `waitUntil`, so the vendor gets its 200 at once (both retry slow or failed deliveries).
 * Signatures with a timestamp and one action per delivery: ./webhook-deliveries.ts.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../edge/app-env';
import { apiError } from '../edge/errors';
import { sameSecret } from '../edge/operator';
import { jsonBody } from '../edge/limits';
import { validJson } from '../edge/validate';
import { describe } from '../edge/describe';
import { purgePages } from './middleware';
import { contentPurgeTags, PRODUCT_SCOPES } from './rules';
import {
  bigCommerceDelivery,
  bigCommerceSentAt,
  bigCommerceSignature,
  bodyDelivery,
  contentstackSentAt,
  oncePerDelivery,
} from './webhook-deliveries';
import { NO_STORE } from '../rules/cache-control';

export const BIGCOMMERCE_SECRET_HEADER = 'x-loipe-webhook-secret';

/** The vendor sees a clear failure (and retries) rather than a 404 that reads as a wrong URL. */
const routeOff = (c: Context<AppEnv>) =>
  apiError(c, 503, 'webhook_not_configured', `The webhook ${new URL(c.req.url).pathname} has no secret configured on this shop`);

function refused(c: Context<AppEnv>, how: string) {
  return apiError(c, 401, 'unauthorized', `The webhook is not signed as configured (${how})`);
}

/** BigCommerce's lightweight callback (`store/product/updated` and the inventory scopes). */
const BigCommerceHook = v.object({
  scope: v.pipe(v.string(), v.maxLength(100)),
  store_id: v.optional(v.union([v.string(), v.number()])),
  producer: v.optional(v.string()),
  created_at: v.optional(v.number()),
  hash: v.optional(v.string()),
  data: v.object({
    type: v.optional(v.string()),
    id: v.pipe(v.number(), v.integer(), v.minValue(1)),
    inventory: v.optional(v.object({ product_id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))) })),
  }),
});

/** Contentstack's entry publish/unpublish payload: the parts a purge needs. */
const ContentstackHook = v.object({
  module: v.pipe(v.string(), v.maxLength(40)),
  event: v.pipe(v.string(), v.maxLength(40)),
  data: v.object({
    content_type: v.optional(v.object({ uid: v.pipe(v.string(), v.regex(/^[a-z0-9_]{1,64}$/)) })),
    content_type_uid: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9_]{1,64}$/))),
    entry: v.optional(v.object({ uid: v.optional(v.string()), locale: v.optional(v.string()) })),
  }),
});

export const webhooksApi = new Hono<AppEnv>()
  .post(
    '/bigcommerce',
    describe({
      summary: 'BigCommerce webhook (store/product/updated, store/product/inventory/updated): purges the product’s cached pages',
      responses: {
        200: '`{ data: { tags } }`; a delivery seen before: `{ data: { tags: [], duplicate: true } }`, nothing purged',
        400: '`webhook_stale`: signed more than 5 minutes from now (with BIGCOMMERCE_WEBHOOK_SIGNING_SECRET)',
        401: 'Missing or wrong X-Loipe-Webhook-Secret, or Standard Webhooks signature (with BIGCOMMERCE_WEBHOOK_SIGNING_SECRET)',
        503: '`webhook_not_configured`: BIGCOMMERCE_WEBHOOK_SECRET unset; `unavailable`: the delivery could not be recorded (the vendor retries)',
      },
    }),
    async (c, next) => {
      const secret = c.env.BIGCOMMERCE_WEBHOOK_SECRET;
      if (!secret) return routeOff(c);
      const given = c.req.header(BIGCOMMERCE_SECRET_HEADER) ?? '';
      if (!given || !(await sameSecret(given, secret))) return refused(c, BIGCOMMERCE_SECRET_HEADER);
      return next();
    },
    jsonBody(),
    bigCommerceSignature(),
    validJson(BigCommerceHook),
    oncePerDelivery('bigcommerce', bigCommerceDelivery, bigCommerceSentAt),
    async (c) => {
      c.header('cache-control', NO_STORE);
      const hook = c.req.valid('json');
      const id = hook.data.inventory?.product_id ?? hook.data.id;
      // Other scopes are acknowledged (the platform disables hooks that keep failing) and change nothing.
      const tags = PRODUCT_SCOPES.includes(hook.scope) ? [`product:${id}`] : [];
      await purgePages(c, tags, { wait: false });
      return c.json({ data: { tags } });
    },
  )
  .post(
    '/contentstack',
    describe({
      summary: 'Contentstack webhook (entry publish/unpublish): purges the cached pages that show the content type',
      responses: {
        200: '`{ data: { tags } }`; a delivery seen before: `{ data: { tags: [], duplicate: true } }`, nothing purged',
        401: 'Missing or wrong Basic credentials',
        503: '`webhook_not_configured`: CONTENTSTACK_WEBHOOK_SECRET unset; `unavailable`: the delivery could not be recorded (the vendor retries)',
      },
    }),
    async (c, next) => {
      const secret = c.env.CONTENTSTACK_WEBHOOK_SECRET;
      if (!secret) return routeOff(c);
      const user = c.env.CONTENTSTACK_WEBHOOK_USER || 'contentstack';
      const given = /^Basic ([A-Za-z0-9+/=]+)$/.exec(c.req.header('authorization') ?? '')?.[1];
      let decoded = '';
      try {
        decoded = given ? atob(given) : '';
      } catch {
        decoded = '';
      }
      if (!decoded || !(await sameSecret(decoded, `${user}:${secret}`))) {
        c.header('www-authenticate', 'Basic realm="webhooks"');
        return refused(c, 'HTTP Basic');
      }
      return next();
    },
    jsonBody(),
    validJson(ContentstackHook),
    oncePerDelivery('contentstack', bodyDelivery, contentstackSentAt),
    async (c) => {
      c.header('cache-control', NO_STORE);
      const hook = c.req.valid('json');
      const type = hook.data.content_type?.uid ?? hook.data.content_type_uid;
      const publishing = hook.module === 'entry' && /^(publish|unpublish|delete)$/.test(hook.event);
      const tags = publishing && type ? contentPurgeTags(type) : [];
      await purgePages(c, tags, { wait: false });
      return c.json({ data: { tags } });
    },
  );
