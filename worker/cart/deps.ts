/** What the cart service needs from a request: its stores and catalog, the shopper, the count cookie. */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';
import type { Regions } from '../domain/regions';
import { createDurableCartStore } from '../stores/durable-cart-store';
import { createCartCatalog } from './catalog';
import { RETAIL_PRICING_KEY } from '../domain/cart-lines';
import { productImageUrl } from './images';
import type { CartDeps, Shopper } from './service';

export function cartDeps<E extends AppEnv>(c: Context<E>): CartDeps {
  return {
    store: createDurableCartStore(c.env.CART),
    catalog: createCartCatalog(c.var.commerce, c.var.call),
    imageUrl: productImageUrl,
  };
}

export function shopperOf<E extends AppEnv>(c: Context<E>, regions: Regions): Shopper {
  const state = c.get('customerState');
  const group = state?.customerGroup ?? null;
  // Visitors and customers without a group the store knows pay retail (spec §8: defaults stay).
  const pricing = state?.customer && group
    ? { key: state.isPro || state.customerDiscount.length ? `group-${group.id}${state.isPro ? '-pro' : ''}` : RETAIL_PRICING_KEY, groupId: group.id, isPro: state.isPro, rules: state.customerDiscount }
    : undefined;
  return { session: c.get('session'), regions, customerId: c.get('customerId'), ...(pricing ? { pricing } : {}) };
}

/** Not HttpOnly on purpose: the header's mini-cart reads the count from it without a request (or a new session). */
export const COUNT_COOKIE = 'cart_count';

/**
 * Keeps the `cart_count` cookie (`us=3&no=1`: units per commerce region) in step with the
 * cart. Only responses that already are personal (cart and session answers) set it.
 */
export function rememberCount<E extends AppEnv>(c: Context<E>, region: string, count: number): void {
  const counts = new URLSearchParams(getCookie(c, COUNT_COOKIE) ?? '');
  if ((counts.get(region) ?? '0') === String(count)) return;
  if (count > 0) counts.set(region, String(count));
  else counts.delete(region);
  const value = counts.toString();
  setCookie(c, COUNT_COOKIE, value, { path: '/', secure: true, sameSite: 'Lax', maxAge: value ? 30 * 24 * 3600 : 0 });
}
