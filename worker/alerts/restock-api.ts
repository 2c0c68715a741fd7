/**
 * PUT /api/inventory/{variantId}: an operator sets a variant's stock level in
 * one store (the `region` header) through the commerce port, as a restock. When the level
 * rises above 0, every confirmed back-in-stock subscriber of that variant gets one mail and
 * is removed. Back-office only: the `authorization: Bearer <OPS_TOKEN>` secret is required,
 * and the route does not exist (404) where OPS_TOKEN is unset.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../edge/app-env';
import { apiError } from '../edge/errors';
import { operator } from '../edge/operator';
import { regionHeader } from '../edge/region';
import { validate } from '../edge/validate';
import { describe } from '../edge/describe';
import { notifyRestocked } from './back-in-stock';
import { notifyDeps } from './notifier';
import { purgePages } from '../page-cache';
import { NO_STORE } from '../rules/cache-control';

const Params = v.object({ variantId: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'variantId must be a variant id'), v.transform(Number)) });
const Body = v.object({
  level: v.pipe(v.number('level must be a number'), v.integer('level must be a whole number'), v.minValue(0), v.maxValue(1_000_000)),
});

export const restockApi = new Hono<AppEnv>().put(
  '/:variantId',
  describe({
    summary: "Set a variant's stock level in a store (operator, bearer OPS_TOKEN); a rise above 0 mails its back-in-stock subscribers",
    responses: {
      200: '`{ data: { product_id, variant_id, previous, level, notified } }`',
      401: 'Missing or wrong operator token',
      404: 'Unknown variant in this store (or the route is off: OPS_TOKEN unset)',
    },
  }),
  async (c, next) => (await operator(c)) ?? next(),
  regionHeader,
  validate('param', Params),
  validate('json', Body),
  async (c) => {
    c.header('cache-control', NO_STORE);
    const region = c.req.valid('header').region;
    const { variantId } = c.req.valid('param');
    const change = await c.var.commerce.setStockLevel(c.var.call.commerce(region), variantId, c.req.valid('json').level);
    if (!change) return apiError(c, 404, 'not_found', `Variant ${variantId} is not sold in store ${region}`);
    // The product's cached pages go before the answer, so the very next view shows the new stock.
    await purgePages(c, [`product:${change.product_id}`], { wait: true });
    const notified =
      change.level > 0
        ? await notifyRestocked(notifyDeps(c.env, { content: c.var.content, email: c.var.email, call: c.var.call }), region, [variantId])
        : 0;
    return c.json({ data: { ...change, notified } });
  },
);
