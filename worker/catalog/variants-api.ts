/** GET /api/variants: variants across products (page, product_id:in, id, sku, include_fields). */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../edge/app-env';
import { cached, idList, pageParams, pick, validate, wordList } from '../edge/validate';
import { regionHeader } from '../edge/region';
import { describe } from '../edge/describe';
import { decimals, placesOf, variantWire } from '../edge/money-wire';

export const VARIANT_FIELDS = [
  'id',
  'product_id',
  'sku',
  'calculatedPrice',
  'retailPrice',
  'prices',
  'inventoryLevel',
  'isInStock',
  'isPurchasable',
  'thumbnail',
  'option_values',
] as const;

const skuList = v.pipe(
  v.string(),
  v.transform((text) => text.split(',').map((s) => s.trim())),
  v.array(v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,64}$/, 'sku must be letters, digits and dashes'))),
  v.maxLength(250, 'sku may name at most 250 skus'),
);

export const variants = new Hono<AppEnv>().get(
  '/variants',
  describe({
    summary: 'A page of variants across products, by product, id or sku',
    responses: { 200: decimals('`{ data: Variant[], meta: { pagination } }`') },
  }),
  cached,
  regionHeader,
  validate(
    'query',
    v.object({
      ...pageParams,
      'product_id:in': v.optional(idList('product_id:in')),
      id: v.optional(idList('id')),
      sku: v.optional(skuList),
      include_fields: v.optional(wordList('include_fields', VARIANT_FIELDS)),
    }),
  ),
  async (c) => {
    const q = c.req.valid('query');
    const mx = c.var.call.commerce(c.req.valid('header').region);
    const [page, places] = await Promise.all([
      c.var.commerce.listVariants(mx, { page: q.page, limit: q.limit, productIds: q['product_id:in'], ids: q.id, skus: q.sku }),
      placesOf(c.var.commerce, mx),
    ]);
    const data = page.items.map((variant) => pick(variantWire(variant, places), q.include_fields));
    return c.json({ data, meta: { pagination: page.pagination } });
  },
);
