/** GET /api/categories (page), /api/categories/{id}, /api/category_tree. */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../edge/app-env';
import { cached, pageParams, positiveInt, validate } from '../edge/validate';
import { notFound } from '../edge/errors';
import { regionHeader } from '../edge/region';
import { describe } from '../edge/describe';

export const categories = new Hono<AppEnv>()
  .get(
    '/categories',
    describe({ summary: 'A page of categories', responses: { 200: '`{ data: Category[], meta: { pagination } }`' } }),
    cached,
    regionHeader,
    validate('query', v.object(pageParams)),
    async (c) => {
      const { page, limit } = c.req.valid('query');
      const result = await c.var.commerce.listCategories(c.var.call.commerce(c.req.valid('header').region), { page, limit });
      return c.json({ data: result.items, meta: { pagination: result.pagination } });
    },
  )
  .get(
    '/categories/:id',
    describe({ summary: 'One category', responses: { 200: '`{ data: Category }`', 404: 'No such category' } }),
    cached,
    regionHeader,
    validate('param', v.object({ id: positiveInt('id') })),
    async (c) => {
      const category = await c.var.commerce.getCategory(c.var.call.commerce(c.req.valid('header').region), c.req.valid('param').id);
      return category ? c.json({ data: category }) : notFound(c, 'Category');
    },
  )
  .get(
    '/category_tree',
    describe({ summary: "The category tree of the region's store", responses: { 200: '`{ data: CategoryNode[] }`' } }),
    cached,
    regionHeader,
    async (c) => c.json({ data: await c.var.commerce.getCategoryTree(c.var.call.commerce(c.req.valid('header').region)) }),
  );
