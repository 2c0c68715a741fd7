import { Hono } from 'hono';
import type { AppEnv } from '../edge/app-env';
import { itemCount } from './lines';
import type { SessionView } from '../../shared/cart';
import { csrfTokenFor } from '../edge/csrf';
import { cartDeps, rememberCount, shopperOf } from './deps';
import { apiError, problemJson } from '../edge/errors';
import { sessionCart } from './session-cart';
import { describe } from '../edge/describe';
import { PRIVATE_NO_STORE } from '../rules/cache-control';

/**
 * GET /api/session: creates the session if needed and answers its csrf token,
 * the cart id and unit count in the request's region, and whether that region shops.
 * `{ "data": { "csrfToken", "cartId", "cartCount", "region", "shopping" } }`
 */
export const sessionApi = new Hono<AppEnv>().get(
  '/',
  describe({
    summary: 'The session (created on first call): csrf token, cart id and unit count, and whether the region shops',
    responses: { 200: '`{ data: { csrfToken, cartId, cartCount, region, shopping } }`' },
  }),
  async (c) => {
    c.header('cache-control', PRIVATE_NO_STORE);
    const regions = c.var.shopper.regions;
    if (regions === 'invalid') return apiError(c, 400, 'invalid_region', 'The region header names no region');
    const session = await c.get('session').ensure();
    let cart = null;
    if (regions.shopping) {
      const found = await sessionCart(cartDeps(c), shopperOf(c, regions));
      if (!found.ok) return problemJson(c, found.problem);
      cart = found.value;
    }
    if (regions.shopping) rememberCount(c, regions.commerce, itemCount(cart), cart?.lines.map((line) => line.product_id) ?? []);
    const data: SessionView = {
      // sessionCart may have let go of a stale cart, which re-saved the session: read it again.
      csrfToken: await csrfTokenFor(c.get('session').current() ?? session),
      cartId: cart?.id ?? null,
      cartCount: itemCount(cart),
      region: regions.content,
      shopping: regions.shopping,
    };
    return c.json({ data });
  },
);
