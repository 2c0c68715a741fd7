/** What the order service needs from a request: its ports, the cart's deps and the clock. */
import type { Context } from 'hono';
import type { AppEnv } from '../edge/app-env';
import { cartDeps } from '../cart';
import type { OrderDeps } from './types';
import { purgePages } from '../page-cache';

export function orderDeps<E extends AppEnv>(c: Context<E>): OrderDeps {
  return {
    commerce: c.var.commerce,
    call: c.var.call,
    payment: c.var.payment,
    cart: cartDeps(c),
    now: () => new Date(),
    stockShown: (ids) =>
      void purgePages(
        c as unknown as Context<AppEnv>,
        ids.map((id) => `product:${id}`),
        { wait: false },
      ),
  };
}
