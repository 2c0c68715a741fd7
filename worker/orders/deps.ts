/** What the order service needs from a request: its ports, the cart's deps and the clock. */
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { cartDeps } from '../cart/deps';
import type { OrderDeps } from './service';

export function orderDeps<E extends AppEnv>(c: Context<E>): OrderDeps {
  return { commerce: c.var.commerce, call: c.var.call, payment: c.var.payment, cart: cartDeps(c), now: () => new Date() };
}
