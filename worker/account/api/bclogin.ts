/**
 * POST /api/customers/bclogin: the spec §7 hand-off to the payment adapter's checkout (the
 * platform's own checkout of the session's cart when the platform takes payments).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../edge/app-env';
import { apiError, problemJson } from '../../edge/errors';
import { jsonBody } from '../../edge/limits';
import { validate } from '../../edge/validate';
import { safeReturnPath } from '../../edge/return-path';
import { cartDeps, shopperOf } from '../../cart';
import { handsOffToPlatform, platformHandOff } from '../../cart';
import { shoppingProblem } from '../../cart';
import { parseCustomerId } from '../../rules/owner';
import { describe } from '../../edge/describe';
import { NO_STORE } from '../../rules/cache-control';

const handOffBody = v.strictObject({
  id: v.nullable(
    v.union([
      v.pipe(v.number(), v.integer(), v.minValue(1)),
      v.pipe(
        v.string(),
        v.check((id) => parseCustomerId(id) !== null, 'Must be a customer id'),
        v.transform(Number),
      ),
    ]),
  ),
  redirect: v.optional(v.pipe(v.string(), v.maxLength(512)), '/checkout'),
});

export const bcLoginApi = new Hono<AppEnv>();

bcLoginApi.post(
  '/bclogin',
  describe({
    summary: "Hand the customer to the commerce platform's checkout",
    responses: {
      200: '`{ data: { url } }`',
      404: 'No such customer in this session',
      409: 'Platform checkout: nothing in the cart to check out',
      502: 'The commerce platform failed',
      504: 'The commerce platform did not answer in time',
    },
  }),
  jsonBody(),
  validate('json', handOffBody),
  async (c) => {
    c.header('cache-control', NO_STORE);
    const { regions, customer } = c.var.shopper;
    if (regions === 'invalid') return apiError(c, 400, 'invalid_region', 'The region header names no region');
    const refused = shoppingProblem(regions);
    if (refused) return problemJson(c, refused);
    const { id, redirect } = c.req.valid('json');
    // Only the customer this request acts for can be handed over, at the store they signed in
    // at; any other id (another store's customer 7 included) is as if it did not exist.
    if (id !== null && id !== customer?.id) return apiError(c, 404, 'customer_not_found', `No customer ${id} in this session`);
    const path = safeReturnPath(redirect, '');
    if (!path)
      return apiError(c, 400, 'invalid_body', 'redirect must be a path on this site', [
        { path: 'redirect', message: 'Must be a path starting with /' },
      ]);
    const px = c.var.call.commerce(regions.commerce);
    const origin = new URL(c.req.url).origin;
    // The platform plane: checkout is the session cart's own checkout on the platform.
    const deps = cartDeps(c);
    if (path === '/checkout' && handsOffToPlatform(deps, c.var.payment)) {
      const handOff = await platformHandOff(deps, shopperOf(c, regions), c.var.payment, px, origin);
      if (!handOff.ok) return problemJson(c, handOff.problem);
      if (handOff.value === null) return apiError(c, 409, 'cart_empty', 'There is nothing in the cart to check out');
      return c.json({ data: { url: handOff.value } });
    }
    const handOffStore = id !== null && customer ? c.var.call.commerce(customer.store) : px;
    const url = await c.var.payment.checkoutUrl(handOffStore, { customerId: id, redirect: path, origin });
    return c.json({ data: { url } });
  },
);
