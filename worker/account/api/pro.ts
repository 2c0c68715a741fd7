/**
 * Pro API (spec §7):
 * - GET /api/pro/order_total?customer_id={id}&brand_id={brand}: the signed-in customer's own
 *   spend in the current pro year (brand by region: us, ca, no, else eu_region_1), owner-only:
 *   anyone else's id (or no sign-in) answers 404. Amounts are decimals (worker/edge/money-wire.ts).
 * - GET /api/pro/shipping_method_settings?bcRegion={region}: the store's free-shipping display
 *   settings, `hide_free_shipping_groups` as numbers (spec §3).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../edge/app-env';
import { notFound } from '../../edge/errors';
import { validate } from '../../edge/validate';
import { parseHiddenGroups } from '../../rules/shipping';
import { pathId, parseCustomerId } from '../../rules/owner';
import { actingCustomer } from '../../rules/customer-identity';
import { proOrderTotal, type ProOrderTotal } from '../../edge/pro-state';
import { decimalIn } from '../../edge/money-wire';
import { COMMERCE_REGIONS } from '../../rules/regions';
import { describe } from '../../edge/describe';
import { PRIVATE_NO_STORE, PUBLIC_5_MINUTES } from '../../rules/cache-control';

const BRANDS = ['us', 'ca', 'no', 'eu_region_1'] as const;

/** Spec §9: `/api` speaks the platform's decimal amounts (the default spend limit is 3000), the page minor units. */
const decimalTotal = (total: ProOrderTotal): ProOrderTotal => {
  const decimal = decimalIn(total.currency_code);
  return { ...total, order_total: decimal(total.order_total), spend_limit: decimal(total.spend_limit) };
};

const orderTotalQuery = validate(
  'query',
  v.object({
    customer_id: v.pipe(
      v.string('customer_id is required'),
      v.check((id) => parseCustomerId(id) !== null, 'customer_id must be a customer id'),
    ),
    brand_id: v.optional(v.picklist(BRANDS, `brand_id must be one of ${BRANDS.join(', ')}`), 'us'),
  }),
);

const settingsQuery = validate(
  'query',
  v.object({
    bcRegion: v.optional(v.picklist(COMMERCE_REGIONS, `bcRegion must be one of ${COMMERCE_REGIONS.join(', ')}`), 'us'),
  }),
);

export const proApi = new Hono<AppEnv>()
  .get(
    '/order_total',
    describe({
      summary: "The signed-in pro's spend in the current pro year for a brand (owner-only)",
      responses: {
        200: '`{ data: { order_total, expiration_date, employee_group, spend_limit, currency_code, period } }` (decimal amounts: `spend_limit` 3000)',
        400: 'Bad `customer_id` or `brand_id`',
        404: "Signed out, or another customer's id",
      },
    }),
    orderTotalQuery,
    async (c) => {
      c.header('cache-control', PRIVATE_NO_STORE);
      const { customer_id, brand_id } = c.req.valid('query');
      // The pro's own spend, at a store that keeps them: another store's customer with this id is not them.
      const viewer = actingCustomer(c.var.shopper.customer, brand_id, c.var.commerce.accountBooks);
      if (viewer === null || pathId(customer_id) !== viewer.id) return notFound(c, 'Customer');
      const mx = c.var.call.commerce(brand_id);
      const customer = await c.var.commerce.getCustomer(c.var.call.commerce(viewer.store), viewer.id);
      if (!customer) return notFound(c, 'Customer');
      return c.json({ data: decimalTotal(await proOrderTotal(c.var.commerce, mx, customer, brand_id, Date.now())) });
    },
  )
  .get(
    '/shipping_method_settings',
    describe({
      summary: "A store's free-shipping display settings (hidden customer groups as numbers)",
      responses: { 200: '`{ data: { hide_free_shipping_groups, is_enabled, ... } }`', 400: 'Unknown `bcRegion`' },
    }),
    settingsQuery,
    async (c) => {
      const settings = await c.var.commerce.getShippingSettings(c.var.call.commerce(c.req.valid('query').bcRegion));
      c.header('cache-control', PUBLIC_5_MINUTES);
      return c.json({ data: { ...settings, hide_free_shipping_groups: parseHiddenGroups(settings.hide_free_shipping_groups) } });
    },
  );
