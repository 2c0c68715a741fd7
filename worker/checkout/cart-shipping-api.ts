/** GET /api/cart/{id}/shipping-options: the shipping methods to a destination for the session's cart, as checkout will offer them. */
import { Hono } from 'hono';
import * as v from 'valibot';
import { badIds, baseAmount, cartContext, ownedCart, type CartEnv } from '../cart';
import { apiError, problemJson } from '../edge/errors';
import { PARAMETER_INVALID, validate } from '../edge/validate';
import { describe } from '../edge/describe';
import { decimals } from '../edge/money-wire';
import { isValidPostalCode } from '../rules/postal-code';
import { ADDRESS_ENTRIES, stateOf } from '../rules/address';
import { quoteShipping } from './shipping';
import { stateLists } from './states';
import { shippingQuoteWire } from './money-wire';

export const cartShippingApi = new Hono<CartEnv>();

const destinationQuery = v.object({
  country_code: v.pipe(
    v.string(),
    v.regex(/^[A-Za-z]{2}$/, 'country_code must be a two-letter code'),
    v.transform((s) => s.toUpperCase()),
  ),
  // A code (`CO`), name (`Colorado`) or slug, as every address input takes it (worker/rules/address.ts); read as its code below.
  state_or_province: ADDRESS_ENTRIES.state_or_province,
  postal_code: v.optional(v.pipe(v.string(), v.maxLength(20, 'postal_code may be at most 20 characters')), ''),
});

/** GET cart/{id}/shipping-options: the methods to a destination for this cart, each with id and cost. */
cartShippingApi.get(
  '/:id/shipping-options',
  describe({
    summary: 'The shipping methods to a destination for this cart, each with id and cost',
    responses: {
      200: decimals('`{ data: { country_code, options, free_shipping_threshold, ships } }`'),
      404: 'No such cart in this session',
    },
  }),
  // The cart's own request context first (regions that shop, the shopper, the cart's deps), as every cart route.
  cartContext,
  validate('query', destinationQuery),
  async (c) => {
    const refused = badIds(c);
    if (refused) return refused;
    const query = c.req.valid('query');
    if (query.postal_code && !isValidPostalCode(query.country_code, query.postal_code)) {
      return apiError(c, 400, PARAMETER_INVALID, 'Invalid query parameters', [
        { path: 'postal_code', message: 'Not a postal code of this country' },
      ]);
    }
    const owned = await ownedCart(c.var.deps, c.var.cartShopper, c.req.param('id'));
    if (!owned.ok) return problemJson(c, owned.problem);
    const deps = { commerce: c.var.commerce, call: c.var.call, cart: c.var.deps };
    const given = query.state_or_province;
    // A quote, not an order: a state not in the country's list still asks for the country's methods.
    const state = given && (stateOf(await stateLists(deps, c.var.cartShopper), query.country_code, given)?.code ?? given.toUpperCase());
    const quote = await quoteShipping(deps, c.var.cartShopper, { country: query.country_code, state }, baseAmount(owned.value));
    if (!quote) return c.json({ data: { country_code: query.country_code, options: [], free_shipping_threshold: null, ships: false } });
    return c.json({
      data: { country_code: query.country_code, ...(await shippingQuoteWire(c.var.deps, owned.value, quote)), ships: true },
    });
  },
);
