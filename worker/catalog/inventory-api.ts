/**
 * GET /api/out-of-stock?ids= and /api/category/products/inventory?ids= (product ids, at most 250),
 * and GET /api/products/{id}/availability: the buy box's live stock on a cached page (shared/availability.ts).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../edge/app-env';
import { idList, positiveInt, validate } from '../edge/validate';
import { notFound } from '../edge/errors';
import { availabilityOf } from '../../shared/availability';
import { regionHeader } from '../edge/region';
import { describe } from '../edge/describe';
import { NO_STORE, PRIVATE_5_SECONDS } from '../rules/cache-control';

const idsQuery = validate('query', v.object({ ids: idList('ids') }));

export const inventory = new Hono<AppEnv>()
  .get(
    '/out-of-stock',
    describe({
      summary: 'Which of the given products are out of stock (never cached)',
      responses: { 200: '`{ data }`: the out-of-stock product ids' },
    }),
    regionHeader,
    idsQuery,
    async (c) => {
      c.header('cache-control', NO_STORE);
      return c.json({
        data: await c.var.commerce.getOutOfStock(c.var.call.commerce(c.req.valid('header').region), c.req.valid('query').ids),
      });
    },
  )
  .get(
    '/products/:id/availability',
    describe({
      summary: 'Units of each variant a shopper may buy now, for the buy box of a cached page (kept 5 s by the browser)',
      responses: { 200: '`{ data }`: units per variant id, 0 when sold out or not for sale', 404: 'No such product' },
    }),
    regionHeader,
    validate('param', v.object({ id: positiveInt('id') })),
    async (c) => {
      const [entry] = await c.var.commerce.getInventory(c.var.call.commerce(c.req.valid('header').region), [c.req.valid('param').id]);
      if (!entry) return notFound(c, 'Product');
      // The browser keeps it 5 s, per store: a sell-out or restock shows within 10 s of its order.
      c.header('cache-control', PRIVATE_5_SECONDS);
      c.header('vary', 'region');
      return c.json({ data: availabilityOf(entry.variants) });
    },
  )
  .get(
    '/category/products/inventory',
    describe({ summary: 'Stock levels of the given products (never cached)', responses: { 200: '`{ data }`: stock per product' } }),
    regionHeader,
    idsQuery,
    async (c) => {
      c.header('cache-control', NO_STORE);
      return c.json({
        data: await c.var.commerce.getInventory(c.var.call.commerce(c.req.valid('header').region), c.req.valid('query').ids),
      });
    },
  );
