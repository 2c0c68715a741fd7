/**
 * POST /api/orders: place the session's cart as an order. CSRF (middleware),
 * an `Idempotency-Key` header (required), a JSON body of at most 16 KB; amounts are the
 * server's and answered as decimal amounts (money-wire.ts). 201 `{ data: { order } }`; the
 * same key and order again → the same order (200, `idempotent-replayed: true`), whatever the
 * card's number, expiry and code beyond its brand and last four; another order → 422.
 */
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../edge/app-env';
import { apiError, problemJson } from '../edge/errors';
import { jsonBody } from '../edge/limits';
import { BODY_INVALID, validate, IDEMPOTENCY_KEY } from '../edge/validate';
import { localePath } from '../../shared/locale';
import { rememberCount, shopperOf, shoppingProblem, type Shopper } from '../cart';
import { orderDeps } from './deps';
import { checkoutClosed } from './checkout-open';
import { placeOrder } from './place';
import { stateLists } from './states';
import type { OrderDeps } from './types';
import { orderSchema } from './schemas';
import { orderView } from './order-view';
import { decimalOrderView } from './money-wire';
import { describe } from '../edge/describe';
import { NO_STORE } from '../rules/cache-control';

type OrderEnv = {
  Bindings: AppEnv['Bindings'];
  Variables: AppEnv['Variables'] & { orderShopper: Shopper; orderDeps: OrderDeps; idempotencyKey: string };
};

/**
 * What an order needs before its body is read, in this order: an open checkout (no input can
 * open a closed one), a shopping region, an Idempotency-Key; then the shopper and deps are set once.
 */
const orderContext = createMiddleware<OrderEnv>(async function orderContext(c, next) {
  c.header('cache-control', NO_STORE);
  const closed = checkoutClosed(c.var.payment);
  if (closed) return problemJson(c, closed);
  const regions = c.var.shopper.regions;
  if (regions === 'invalid') return apiError(c, 400, 'invalid_region', 'The region header names no region');
  const refused = shoppingProblem(regions);
  if (refused) return problemJson(c, refused);
  const key = c.req.header('idempotency-key');
  if (key === undefined)
    return apiError(c, 400, 'idempotency_key_required', 'Send an Idempotency-Key header: placing an order must be safe to retry', [
      { path: 'Idempotency-Key', message: 'Required' },
    ]);
  if (!IDEMPOTENCY_KEY.test(key))
    return apiError(c, 400, 'invalid_idempotency_key', 'Idempotency-Key must be 1 to 255 visible ASCII characters', [
      { path: 'Idempotency-Key', message: 'Invalid' },
    ]);
  c.set('orderShopper', shopperOf(c, regions));
  c.set('orderDeps', orderDeps(c));
  c.set('idempotencyKey', key);
  return next();
});

/** The order's fields, with the states of the shopper's store (known once orderContext ran); openapi.json publishes the shape. */
const orderFields = validate(
  'json',
  {
    shape: orderSchema({}),
    of: async (c: Context<OrderEnv>) => orderSchema(await stateLists(c.var.orderDeps, c.var.orderShopper)),
  },
  (c, { issues }) => apiError(c, 400, BODY_INVALID, 'The order does not have the expected fields', issues),
);

/** Mounted at `/orders` by worker/api.ts, beside the customer's order routes. */
export const placeOrderApi = new Hono<OrderEnv>();

placeOrderApi.post(
  '/',
  describe({
    summary: "Place an order for the session's cart (Idempotency-Key required; amounts computed on the server)",
    responses: {
      201: '`{ data: { order } }`',
      402: 'Card declined (`card_declined`)',
      404: 'No such cart in this session',
      409: 'Empty cart, or a line short of stock (available quantity per line)',
      413: 'Body over 16 KB',
      422: 'The Idempotency-Key was used with another order',
      503: 'Checkout is closed: no payment provider is configured (`payment_not_configured`)',
    },
  }),
  jsonBody(),
  orderContext,
  orderFields,
  async (c) => {
    const shopper = c.var.orderShopper;
    // The mail speaks the visitor's language (the locale cookie, else the country's default).
    const locale = c.var.shopper.locale;
    const language = {
      text: await c.var.content.getDisplayText(c.var.call.content(locale.contentLocale)),
      statusUrl: `${new URL(c.req.url).origin}${localePath(locale, '/account/order-status')}`,
    };
    const outcome = await placeOrder(c.var.orderDeps, shopper, c.req.valid('json'), c.var.idempotencyKey, language);
    if (!outcome.ok) return problemJson(c, outcome.problem);
    if (outcome.value.replayed) c.header('idempotent-replayed', 'true');
    // The cart is gone: so is the header's count cookie.
    rememberCount(c, shopper.regions.commerce, 0);
    return c.json({ data: { order: decimalOrderView(orderView(outcome.value.placed)) } }, outcome.value.replayed ? 200 : 201);
  },
);
