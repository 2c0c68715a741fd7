/**
 * Orders under /api (spec §7), three groups by prefix: `/orders` (POST:
 * place the session's cart, worker/checkout/place-order-api.ts; `{id}` and `{id}/shipments`: the signed-in
 * customer's own order), `/order/{id}` (the same, an alias) and the guest lookup
 * `/order-status/{id}?email=` (the order's own email only). Anything else is a 404. Amounts
 * are the platform's decimal amounts (worker/edge/money-wire.ts).
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../edge/app-env';
import { apiError, problemJson } from '../../edge/errors';
import { validate } from '../../edge/validate';
import { pathId } from '../../rules/owner';
import { ownOrder } from '../service';
import { lookUpOrder } from '../use-cases';
import { Email } from '../schemas';
import { accountDeps, signedInId } from '../customer-session';
import { describe } from '../../edge/describe';
import { decimalOrder } from '../../edge/money-wire';
import { signInRequired } from './answers';
import { PRIVATE_NO_STORE } from '../../rules/cache-control';

type C = Context<AppEnv>;

async function ownOrderOf(c: C) {
  c.header('cache-control', PRIVATE_NO_STORE);
  const viewer = signedInId(c);
  if (viewer === null) return { response: signInRequired(c) };
  const id = pathId(c.req.param('id'));
  if (id === null) return { response: apiError(c, 404, 'not_found', 'Order not found') };
  const found = await ownOrder(accountDeps(c), viewer, id);
  return found.ok ? { order: decimalOrder(found.value) } : { response: problemJson(c, found.problem) };
}

async function orderById(c: C) {
  const found = await ownOrderOf(c);
  return 'order' in found && found.order ? c.json({ data: found.order }) : found.response!;
}

export const ordersApi = new Hono<AppEnv>();

ordersApi.get(
  '/:id',
  describe({
    summary: "One of the signed-in customer's orders",
    responses: { 200: '`{ data: Order }`', 404: 'No such order of this customer' },
  }),
  orderById,
);
/** `/order/{id}`: the platform's singular alias. */
export const orderAliasApi = new Hono<AppEnv>();
orderAliasApi.get(
  '/:id',
  describe({
    summary: "One of the signed-in customer's orders (alias)",
    responses: { 200: '`{ data: Order }`', 404: 'No such order of this customer' },
  }),
  orderById,
);

ordersApi.get(
  '/:id/shipments',
  describe({
    summary: "The shipments of one of the signed-in customer's orders",
    responses: { 200: '`{ data: Shipment[] }`', 404: 'No such order of this customer' },
  }),
  async (c) => {
    const found = await ownOrderOf(c);
    return 'order' in found && found.order ? c.json({ data: found.order.shipments }) : found.response!;
  },
);

export const orderStatusApi = new Hono<AppEnv>();
orderStatusApi.get(
  '/:id',
  describe({
    summary: "A guest's order status by order number and the order's own email",
    responses: {
      200: '`{ data: OrderStatus }`',
      404: 'No order with this number and email',
      429: 'Too many failed look-ups from this client or of this order number (Retry-After)',
    },
  }),
  validate('query', v.object({ email: v.pipe(v.optional(v.string(), ''), Email) })),
  async (c) => {
    c.header('cache-control', PRIVATE_NO_STORE);
    const id = pathId(c.req.param('id'));
    if (id === null) return apiError(c, 404, 'not_found', 'Order not found');
    const found = await lookUpOrder(c, id, c.req.valid('query').email);
    if (!found.ok) return problemJson(c, found.problem);
    const { customer_id: _owner, ...order } = decimalOrder(found.value);
    return c.json({ data: order });
  },
);
