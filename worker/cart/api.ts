/**
 * /api/cart (spec §7): create, read, add items, change quantity, attach the
 * customer, remove an item, delete. Bodies use the commerce platform's field names; a
 * client never sends a price. Only the session holding a cart may see it (else 404), and
 * only in shopping regions (else 403). Answers `{ data: Cart }` or `{ error: {...} }`.
 */
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import type { AppEnv } from '../edge/app-env';
import { MAX_LINES, MAX_QUANTITY, type CartRecord } from './lines';
import { CART_ID } from './storage';
import { cartDeps, rememberCount, shopperOf } from './deps';
import { apiError, problemJson, type Outcome } from '../edge/errors';
import { jsonBody } from '../edge/limits';
import { validate, IDEMPOTENCY_KEY } from '../edge/validate';
import { parseCustomerId } from '../rules/owner';
import { addItems, viewOf } from './service';
import { deleteCart, ownedCart } from './session-cart';
import { removeItem, setCustomer, setQuantity } from './line-changes';
import { shoppingProblem } from './problems';
import type { CartDeps, Shopper } from './types';
import { describe } from '../edge/describe';
import { cartToWire } from '../../shared/cart-wire';
import { decimals } from '../edge/money-wire';
import { NO_STORE } from '../rules/cache-control';

export type CartEnv = { Bindings: AppEnv['Bindings']; Variables: AppEnv['Variables'] & { cartShopper: Shopper; deps: CartDeps } };

const entityId = v.pipe(
  v.number('Must be a number'),
  v.integer('Must be a whole number'),
  v.minValue(1, 'Must be 1 or more'),
  v.maxValue(2 ** 31 - 1, 'Too large'),
);
const quantity = v.pipe(
  v.number('Quantity must be a number'),
  v.integer('Quantity must be a whole number'),
  v.minValue(1, 'Quantity must be at least 1'),
  v.maxValue(MAX_QUANTITY, `Quantity must be at most ${MAX_QUANTITY}`),
);
// Strict objects: a body with any other field (a price, say) is refused, not ignored.
const lineItem = v.strictObject({ product_id: entityId, variant_id: v.optional(entityId), quantity });
const addBody = v.strictObject({
  line_items: v.pipe(
    v.array(lineItem),
    v.minLength(1, 'Send at least one line item'),
    v.maxLength(MAX_LINES, `At most ${MAX_LINES} line items`),
  ),
});
const quantityBody = v.strictObject({ productID: entityId, quantity });
const customerBody = v.strictObject({
  customerID: v.nullable(
    v.union([
      entityId,
      v.pipe(
        v.string(),
        v.check((id) => parseCustomerId(id) !== null, 'Must be a customer id'),
      ),
    ]),
  ),
});
const ITEM_ID = /^[0-9a-z]{1,8}$/;

/** The cart's request context: the regions must shop, then the shopper and the cart's deps are set once. */
export const cartContext = createMiddleware<CartEnv>(async function cartContext(c, next) {
  c.header('cache-control', NO_STORE);
  const regions = c.var.shopper.regions;
  if (regions === 'invalid') return apiError(c, 400, 'invalid_region', 'The region header names no region');
  const refused = shoppingProblem(regions);
  if (refused) return problemJson(c, refused);
  c.set('cartShopper', shopperOf(c, regions));
  c.set('deps', cartDeps(c));
  return next();
});

export const cartApi = new Hono<CartEnv>();
cartApi.use('*', cartContext);

/** Cart and item ids of another shape can name nothing: 404 before any store call. */
export function badIds(c: Context<CartEnv>): Response | null {
  const id = c.req.param('id');
  const itemId = c.req.param('itemId');
  if (id !== undefined && !CART_ID.test(id)) return apiError(c, 404, 'cart_not_found', `No cart ${id} in this session`);
  if (itemId !== undefined && !ITEM_ID.test(itemId)) return apiError(c, 404, 'item_not_found', `No item ${itemId} in this cart`);
  return null;
}

async function answer(c: Context<CartEnv>, outcome: Outcome<CartRecord>, status: 200 | 201 = 200) {
  if (!outcome.ok) return problemJson(c, outcome.problem);
  const view = await viewOf(c.var.deps, c.var.cartShopper, outcome.value);
  rememberCount(
    c,
    c.var.cartShopper.regions.commerce,
    view.item_count,
    outcome.value.lines.map((line) => line.product_id),
  );
  return c.json({ data: cartToWire(view) }, status);
}

function idempotencyKey(c: Context<CartEnv>): string | null | 'invalid' {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return null;
  return IDEMPOTENCY_KEY.test(key) ? key : 'invalid';
}

async function add(c: Context<CartEnv>, target: string | 'session', body: v.InferOutput<typeof addBody>) {
  const key = idempotencyKey(c);
  if (key === 'invalid') return apiError(c, 400, 'invalid_idempotency_key', 'Idempotency-Key must be 1 to 255 visible ASCII characters');
  const items = body.line_items.map((item) => ({
    product_id: item.product_id,
    variant_id: item.variant_id ?? null,
    quantity: item.quantity,
  }));
  const outcome = await addItems(c.var.deps, c.var.cartShopper, target, items, key);
  if (!outcome.ok) return problemJson(c, outcome.problem);
  if (outcome.value.replayed) c.header('idempotent-replayed', 'true');
  return answer(c, { ok: true, value: outcome.value.cart }, outcome.value.created ? 201 : 200);
}

cartApi.post(
  '/create',
  describe({
    summary: "Create the session's cart with line items (or add to it); Idempotency-Key replays",
    responses: {
      200: decimals('Items added to the existing cart: `{ data: Cart }`'),
      201: decimals('Cart created: `{ data: Cart }`'),
      403: 'The region does not shop',
      404: 'No such product or variant',
      409: 'Not enough stock, or too many lines',
      422: 'Idempotency-Key reused for another body',
      503: 'Cart storage unavailable',
    },
  }),
  jsonBody(),
  validate('json', addBody),
  (c) => add(c, 'session', c.req.valid('json')),
);

cartApi.get(
  '/:id',
  describe({
    summary: "The session's cart",
    responses: {
      200: decimals('`{ data: Cart }`'),
      403: 'The region does not shop',
      404: 'No such cart in this session',
      503: 'Cart storage unavailable',
    },
  }),
  async (c) => badIds(c) ?? answer(c, await ownedCart(c.var.deps, c.var.cartShopper, c.req.param('id'))),
);

cartApi.post(
  '/:id/items',
  describe({
    summary: 'Add line items; Idempotency-Key replays',
    responses: {
      200: decimals('`{ data: Cart }`'),
      404: 'No such cart, product or variant',
      409: 'Not enough stock, or too many lines',
      422: 'Idempotency-Key reused for another body',
      503: 'Cart storage unavailable',
    },
  }),
  jsonBody(),
  validate('json', addBody),
  async (c) => badIds(c) ?? add(c, c.req.param('id'), c.req.valid('json')),
);

cartApi.put(
  '/:id/items/:itemId',
  describe({
    summary: "Change a line's quantity",
    responses: { 200: decimals('`{ data: Cart }`'), 404: 'No such cart or item', 409: 'Not enough stock', 503: 'Cart storage unavailable' },
  }),
  jsonBody(),
  validate('json', quantityBody),
  async (c) => {
    const body = c.req.valid('json');
    return (
      badIds(c) ??
      answer(c, await setQuantity(c.var.deps, c.var.cartShopper, c.req.param('id'), c.req.param('itemId'), body.productID, body.quantity))
    );
  },
);

cartApi.put(
  '/:id',
  describe({
    summary: 'Attach the signed-in customer to the cart (null detaches)',
    responses: {
      200: decimals('`{ data: Cart }`'),
      404: 'No such cart in this session',
      409: 'The cart belongs to another customer',
      503: 'Cart storage unavailable',
    },
  }),
  jsonBody(),
  validate('json', customerBody),
  async (c) => {
    const { customerID } = c.req.valid('json');
    return (
      badIds(c) ??
      answer(c, await setCustomer(c.var.deps, c.var.cartShopper, c.req.param('id'), customerID === null ? null : String(customerID)))
    );
  },
);

cartApi.delete(
  '/:id/items/:itemId',
  describe({
    summary: 'Remove a line',
    responses: { 200: decimals('`{ data: Cart }`'), 404: 'No such cart or item', 503: 'Cart storage unavailable' },
  }),
  async (c) => badIds(c) ?? answer(c, await removeItem(c.var.deps, c.var.cartShopper, c.req.param('id'), c.req.param('itemId'))),
);

cartApi.delete(
  '/:id',
  describe({
    summary: 'Delete the cart',
    responses: { 204: 'Deleted', 404: 'No such cart in this session', 503: 'Cart storage unavailable' },
  }),
  async (c) => {
    const refused = badIds(c);
    if (refused) return refused;
    const outcome = await deleteCart(c.var.deps, c.var.cartShopper, c.req.param('id'));
    if (!outcome.ok) return problemJson(c, outcome.problem);
    rememberCount(c, c.var.cartShopper.regions.commerce, 0);
    return c.body(null, 204);
  },
);
