/** What the cart service needs from a request: its storage and catalog, the shopper, the count cookie. */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../edge/app-env';
import { COMMERCE_REGIONS, type Regions } from '../rules/regions';
import type { Env } from '../env';
import { perRegion } from '../ports/commerce';
import type { PlatformConnection } from './platform-api';
import { createDurableCartStorage } from './durable-storage';
import { createCartCatalog } from './catalog';
import { RETAIL_PRICING_KEY } from './lines';
import { productImageUrl } from './images';
import { ProviderError } from '../ports/errors';
import type { CartDeps, Shopper } from './types';

/**
 * With COMMERCE_PROVIDER=bigcommerce the cart Durable Object keeps each cart on the
 * platform's Carts API too (platform mode, platform-cart.ts); the connection travels
 * with each call, the Durable Object keeps no secret.
 */
export function platformConnection(env: Env): PlatformConnection | undefined {
  if (env.COMMERCE_PROVIDER !== 'bigcommerce') return undefined;
  const hashes = perRegion('BIGCOMMERCE_STORE_HASHES', env.BIGCOMMERCE_STORE_HASHES);
  const tokens = perRegion('BIGCOMMERCE_ACCESS_TOKENS', env.BIGCOMMERCE_ACCESS_TOKENS);
  const timeoutMs = Number(env.BIGCOMMERCE_CART_TIMEOUT_MS || 10_000);
  return {
    host: env.BIGCOMMERCE_API_HOST || 'https://api.bigcommerce.com',
    timeoutMs: Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : 10_000,
    stores: Object.fromEntries(COMMERCE_REGIONS.map((r) => [r, { hash: hashes[r], token: tokens[r] }])),
  };
}

/** The one way to reach carts: on the BigCommerce plane every call carries the platform connection, so no write bypasses the platform's cart. */
export const cartStorage = (env: Env) => createDurableCartStorage(env.CART, { platform: platformConnection(env) });

export function cartDeps<E extends AppEnv>(c: Context<E>): CartDeps {
  return {
    storage: cartStorage(c.env),
    catalog: createCartCatalog(c.var.commerce, c.var.call),
    imageUrl: productImageUrl,
    // A cart an order was placed from is let go of when next read (its clear may have failed).
    ordered: async (cart) => {
      try {
        return (await c.var.commerce.getPlacedOrder(c.var.call.commerce(cart.region, 'network-only'), { cartId: cart.id })) !== null;
      } catch (error) {
        // An adapter without checkout (the hosted platform takes orders itself) has no such carts;
        // a database that does not answer must not take the cart down (a second order of the
        // cart is refused by the database itself).
        if (error instanceof ProviderError) {
          if (error.kind !== 'unsupported') console.warn(`cart ${cart.id}: could not check for its order`, error.message);
          return false;
        }
        throw error;
      }
    },
  };
}

export function shopperOf<E extends AppEnv>(c: Context<E>, regions: Regions): Shopper {
  const state = c.get('customerState');
  const group = state?.customerGroup ?? null;
  // Visitors and customers without a group the store knows pay retail (spec §8: defaults stay).
  const pricing =
    state?.customer && group
      ? {
          key: state.isPro || state.customerDiscount.length ? `group-${group.id}${state.isPro ? '-pro' : ''}` : RETAIL_PRICING_KEY,
          groupId: group.id,
          isPro: state.isPro,
          rules: state.customerDiscount,
        }
      : undefined;
  const customer = c.get('shopper')?.customer ?? null;
  return { session: c.get('session'), regions, customerId: customer && String(customer.id), ...(pricing ? { pricing } : {}) };
}

/** Not HttpOnly on purpose: the header's mini-cart reads the count from it without a request (or a new session). */
export { COUNT_COOKIE } from '../rules/cart-count';
import { COUNT_COOKIE, ITEMS_COOKIE, itemsValue } from '../rules/cart-count';

/**
 * Keeps the `cart_count` cookie (`us=3&no=1`: units per commerce region) in step with the
 * cart, and with the cart's products (`productIds`) the `cart_items` cookie the edge marks a
 * shared page's add-ons from (`us=1502.1101`; an empty cart clears both). Only responses that
 * already are personal (cart and session answers) set them.
 */
export function rememberCount<E extends AppEnv>(c: Context<E>, region: string, count: number, productIds?: readonly number[]): void {
  const counts = new URLSearchParams(getCookie(c, COUNT_COOKIE) ?? '');
  if ((counts.get(region) ?? '0') !== String(count)) {
    if (count > 0) counts.set(region, String(count));
    else counts.delete(region);
    const value = counts.toString();
    setCookie(c, COUNT_COOKIE, value, { path: '/', secure: true, sameSite: 'Lax', maxAge: value ? 30 * 24 * 3600 : 0 });
  }
  if (productIds === undefined && count > 0) return;
  const items = new URLSearchParams(getCookie(c, ITEMS_COOKIE) ?? '');
  const ids = count > 0 && productIds ? itemsValue(productIds) : '';
  if ((items.get(region) ?? '') === ids) return;
  if (ids) items.set(region, ids);
  else items.delete(region);
  const value = items.toString();
  setCookie(c, ITEMS_COOKIE, value, { path: '/', secure: true, httpOnly: true, sameSite: 'Lax', maxAge: value ? 30 * 24 * 3600 : 0 });
}
