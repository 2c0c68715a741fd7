/**
 * The cart service on the platform plane inside workerd, for the cart-platform*.test.ts files:
 * the cart Durable Object in platform mode over the carts double (platform-carts-support.ts),
 * the embedded catalog, a shopper with an in-memory session, and the platform state a cart's
 * Durable Object keeps. Moved from cart-platform.test.ts unchanged.
 */
import { env, runInDurableObject } from 'cloudflare:test';
import { createCartCatalog } from '../../../worker/cart/catalog';
import type { CartDeps, Shopper } from '../../../worker/cart/types';
import type { CartDurableObject } from '../../../worker/cart/durable-object';
import type { PlatformState } from '../../../worker/cart/platform-cart';
import { regionsFor } from '../../../worker/rules/regions';
import { createEmbeddedCommerce } from '../../../worker/ports/commerce/embedded';
import { requestCalls } from '../../../worker/ports/context';
import { assetsSource } from '../../../worker/ports/data';
import { createDurableCartStorage } from '../../../worker/cart/durable-storage';
import type { Session, SessionHandle } from '../../../worker/edge/session-records';
import { platformConnection } from './platform-carts-support';

export const PRODUCT = 1101;
export const VARIANT = 110102; // 35 in stock in the seed

export function deps(timeoutMs = 2000): CartDeps {
  const commerce = createEmbeddedCommerce({ source: assetsSource(env.ASSETS), db: env.COMMERCE_DB });
  return {
    storage: createDurableCartStorage(env.CART, { platform: platformConnection(timeoutMs) }),
    catalog: createCartCatalog(commerce, requestCalls()),
    imageUrl: (id) => `/media/${id}`,
  };
}

// Ids from a random start: another test file's carts never share a Durable Object name with these.
let sessions = Math.floor(Math.random() * 1e9);
export function shopper(customerId: string | null = null): Shopper & { session: SessionHandle } {
  let current: Session = {
    id: `S${String(++sessions).padStart(42, '0')}`,
    data: {
      cartIds: {},
      cartSerial: 0,
      customer: customerId === null ? null : { store: 'us', id: Number(customerId), since: 0 },
      csrfSecret: 'B'.repeat(43),
      utm: {},
      createdAt: 0,
      renewedAt: 0,
    },
  };
  const session: SessionHandle = {
    startedAt: 0,
    current: () => current,
    ensure: async () => current,
    async update(change) {
      current = { ...current, data: change(current.data) };
      return current;
    },
    async rotate(change) {
      current = { ...current, data: change(current.data) };
      return current;
    },
    async endCustomerSessions() {},
  };
  return { session, regions: regionsFor('us'), customerId };
}

export const item = (quantity = 1) => [{ product_id: PRODUCT, variant_id: VARIANT, quantity }];

export async function platformStateOf(cartId: string): Promise<PlatformState> {
  const stub = env.CART.get(env.CART.idFromString(cartId));
  return runInDurableObject(stub, (_: CartDurableObject, state) => {
    const row = state.storage.sql.exec<{ state: string }>('SELECT state FROM platform WHERE slot = 1').toArray()[0];
    return JSON.parse(row!.state) as PlatformState;
  });
}
