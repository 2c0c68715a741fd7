/** GET /api/out-of-stock?ids= and /api/category/products/inventory?ids= (product ids, at most 250). */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../edge/app-env';
import { idList, validate } from '../edge/validate';
import { regionHeader } from '../edge/region';
import { describe } from '../edge/describe';
import { NO_STORE } from '../rules/cache-control';

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
