/**
 * GET /api/products, /products/{id}, /products/{id}/options, /products/{id}/variants[/{variantId}]
 * (spec §7). Sub-resources come only with `include`; `include_fields` trims the product.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../edge/app-env';
import type { CommerceProduct } from '../ports/commerce';
import { cached, idList, pageParams, pick, positiveInt, validate, wordList } from '../edge/validate';
import { notFound } from '../edge/errors';
import { regionHeader } from '../edge/region';
import { describe } from '../edge/describe';
import { decimals, placesOf, productWire, variantWire, type PlacesOf } from '../edge/money-wire';

const INCLUDES = ['variants', 'options', 'custom_fields', 'images'] as const;
type Include = (typeof INCLUDES)[number];

const SUB_RESOURCES = { variants: 'variants', options: 'product_options', custom_fields: 'customFields', images: 'images' } as const;

/** Fields include_fields may name: everything but the sub-resources. */
export const PRODUCT_FIELDS = [
  'id',
  'uid',
  'name',
  'sku',
  'custom_url',
  'calculatedPrice',
  'retailPrice',
  'priceRange',
  'inventory_tracking',
  'inventoryLevel',
  'isInStock',
  'availability',
  'is_visible',
  'isNew',
  'isRedesigned',
  'categories',
] as const;

const productQuery = {
  include: v.optional(wordList('include', INCLUDES)),
  include_fields: v.optional(wordList('include_fields', PRODUCT_FIELDS)),
};

/** The product as the API shows it: base fields (trimmed by include_fields) plus the included sub-resources, in decimal amounts. */
export function presentProduct(product: CommerceProduct, places: PlacesOf, include: readonly Include[] = [], fields?: readonly string[]) {
  const { variants, product_options, customFields, images, ...base } = productWire(product, places);
  const all = { variants, product_options, customFields, images };
  const extra = Object.fromEntries(include.map((name) => [SUB_RESOURCES[name], all[SUB_RESOURCES[name]]]));
  return { ...pick(base, fields), ...extra };
}

const productParam = validate('param', v.object({ id: positiveInt('id') }));

export const products = new Hono<AppEnv>()
  .get(
    '/products',
    describe({
      summary: 'A page of products, filtered by category or ids',
      responses: { 200: decimals('`{ data: Product[], meta: { pagination } }`') },
    }),
    cached,
    regionHeader,
    validate(
      'query',
      v.object({
        ...pageParams,
        ...productQuery,
        'categories:in': v.optional(idList('categories:in')),
        'id:in': v.optional(idList('id:in')),
        is_visible: v.optional(v.picklist(['true', 'false'], 'is_visible must be true or false')),
      }),
    ),
    async (c) => {
      const { region } = c.req.valid('header');
      const q = c.req.valid('query');
      const mx = c.var.call.commerce(region);
      const [page, places] = await Promise.all([
        c.var.commerce.listProducts(mx, {
          page: q.page,
          limit: q.limit,
          categoryIds: q['categories:in'],
          ids: q['id:in'],
          visible: q.is_visible === undefined ? undefined : q.is_visible === 'true',
        }),
        placesOf(c.var.commerce, mx),
      ]);
      const data = page.items.map((p) => presentProduct(p, places, q.include, q.include_fields));
      return c.json({ data, meta: { pagination: page.pagination } });
    },
  )
  .get(
    '/products/:id',
    describe({
      summary: 'One product, with the sub-resources `include` names',
      responses: { 200: decimals('`{ data: Product }`'), 404: 'No such product' },
    }),
    cached,
    regionHeader,
    productParam,
    validate('query', v.object(productQuery)),
    async (c) => {
      const { region } = c.req.valid('header');
      const { include, include_fields } = c.req.valid('query');
      const mx = c.var.call.commerce(region);
      const [product, places] = await Promise.all([c.var.commerce.getProduct(mx, c.req.valid('param').id), placesOf(c.var.commerce, mx)]);
      return product ? c.json({ data: presentProduct(product, places, include, include_fields) }) : notFound(c, 'Product');
    },
  )
  .get(
    '/products/:id/options',
    describe({
      summary: 'The options of a product (size, flex, ...)',
      responses: { 200: '`{ data: ProductOption[] }`', 404: 'No such product' },
    }),
    cached,
    regionHeader,
    productParam,
    async (c) => {
      const options = await c.var.commerce.getProductOptions(c.var.call.commerce(c.req.valid('header').region), c.req.valid('param').id);
      return options ? c.json({ data: options }) : notFound(c, 'Product');
    },
  )
  .get(
    '/products/:id/variants',
    describe({ summary: 'The variants of a product', responses: { 200: decimals('`{ data: Variant[] }`'), 404: 'No such product' } }),
    cached,
    regionHeader,
    productParam,
    async (c) => {
      const mx = c.var.call.commerce(c.req.valid('header').region);
      const [variants, places] = await Promise.all([c.var.commerce.getVariants(mx, c.req.valid('param').id), placesOf(c.var.commerce, mx)]);
      return variants ? c.json({ data: variants.map((variant) => variantWire(variant, places)) }) : notFound(c, 'Product');
    },
  )
  .get(
    '/products/:id/variants/:variantId',
    describe({ summary: 'One variant of a product', responses: { 200: decimals('`{ data: Variant }`'), 404: 'No such variant' } }),
    cached,
    regionHeader,
    validate('param', v.object({ id: positiveInt('id'), variantId: positiveInt('variantId') })),
    async (c) => {
      const { id, variantId } = c.req.valid('param');
      const mx = c.var.call.commerce(c.req.valid('header').region);
      const [variant, places] = await Promise.all([c.var.commerce.getVariant(mx, id, variantId), placesOf(c.var.commerce, mx)]);
      return variant ? c.json({ data: variantWire(variant, places) }) : notFound(c, 'Variant');
    },
  );
