/**
 * The cart in the browser: SWR hooks on `/api/session` and `/api/cart/{id}` (every island
 * shares SWR's one cache) and the changes, applied optimistically and rolled back when the
 * server refuses them. Every answer also updates `cart-state`, so islands that only show the
 * count or what is in the cart (header, add-ons) move at once without loading this module.
 * Those islands import it on the shopper's first cart action.
 *
 *   const { cart } = useCart();
 *   await addToCart({ productId: 1101, variantId: 110101, quantity: 1 });
 */
import useSWR, { mutate } from 'swr';
import type { CartView, SessionView } from '../../shared/cart';
import { cartFromWire, type CartWire } from '../../shared/cart-wire';
import { withLineQuantity } from './cart-math';
import { announceCart, cartRegion, setCartState } from './cart-state';

export const SESSION_KEY = '/api/session';
export const cartKey = (cartId: string) => `/api/cart/${cartId}`;

/** The ids of the products in a cart, for islands that only need to know what is in it. */
const productIds = (cart: CartView) => cart.line_items.physical_items.map((line) => line.product_id);

export class CartApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: { path: string; message: string; available?: number }[] = [],
  ) {
    super(message);
    this.name = 'CartApiError';
  }

  /** Units still available, for stock errors (409). */
  get available(): number | null {
    const value = this.issues.find((issue) => typeof issue.available === 'number')?.available;
    return value ?? null;
  }
}

async function call<T>(
  method: string,
  url: string,
  options: { body?: unknown; token?: string; key?: string } = {},
): Promise<{ status: number; data: T }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const region = cartRegion();
  if (region) headers.region = region;
  if (options.token) headers['csrf-token'] = options.token;
  if (options.key) headers['idempotency-key'] = options.key;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch (error) {
    throw new CartApiError(0, 'network', error instanceof Error ? error.message : 'Network Error');
  }
  if (res.status === 204) return { status: 204, data: null as T };
  const json = (await res.json().catch(() => null)) as {
    data?: T;
    error?: { code: string; message: string; issues?: CartApiError['issues'] };
  } | null;
  if (!res.ok || !json || json.data === undefined) {
    throw new CartApiError(
      res.status,
      json?.error?.code ?? 'http',
      json?.error?.message ?? `Request failed with status code ${res.status}`,
      json?.error?.issues ?? [],
    );
  }
  return { status: res.status, data: json.data };
}

/** A cart call: `/api` answers decimal amounts, the islands compute and format minor units (shared/cart-wire.ts). */
async function cartCall(method: string, url: string, options: { body?: unknown; token?: string; key?: string } = {}): Promise<CartView> {
  return cartFromWire((await call<CartWire>(method, url, options)).data);
}

let latestSession: SessionView | null = null;

const fetcher = async <T>(url: string): Promise<T> => {
  if (url === SESSION_KEY) {
    latestSession = (await call<SessionView>('GET', url)).data;
    setCartState({ count: latestSession.cartCount });
    return latestSession as T;
  }
  const cart = await cartCall('GET', url);
  setCartState({ productIds: productIds(cart) });
  return cart as T;
};

/** The session, fetched once (creating it) and then kept current from every answer. */
async function session(fresh = false): Promise<SessionView> {
  if (latestSession && !fresh) return latestSession;
  const data = await fetcher<SessionView>(SESSION_KEY);
  await mutate(SESSION_KEY, data, { revalidate: false });
  return data;
}

async function storeSession(change: Partial<SessionView>): Promise<void> {
  if (!latestSession) return;
  latestSession = { ...latestSession, ...change };
  setCartState({ count: latestSession.cartCount });
  await mutate(SESSION_KEY, latestSession, { revalidate: false });
}

/** `/api/session`. With `{ fetch: false }` it only reads what another island fetched: no request, no new session. */
export function useSession(options: { fetch?: boolean } = {}) {
  const fetching = options.fetch ?? true;
  return useSWR<SessionView>(
    SESSION_KEY,
    fetcher,
    fetching ? {} : { revalidateOnMount: false, revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false },
  );
}

/** The session's cart: `cart` is undefined while loading, null when there is none. */
export function useCart(options: { fetch?: boolean; fallback?: CartView | null } = {}) {
  const sessionState = useSession({ fetch: options.fetch ?? !options.fallback });
  const cartId = sessionState.data?.cartId ?? options.fallback?.id ?? null;
  const cartState = useSWR<CartView>(cartId ? cartKey(cartId) : null, fetcher, {
    fallbackData: options.fallback && options.fallback.id === cartId ? options.fallback : undefined,
    revalidateOnMount: !options.fallback,
  });
  const known = sessionState.data !== undefined || options.fallback !== undefined;
  const cart = cartId ? cartState.data : known ? null : undefined;
  return { cart, error: cartState.error ?? sessionState.error, isLoading: cart === undefined, session: sessionState.data };
}

/** Runs a change with the session's token; a refused token (session expired) gets one fresh retry. */
async function withToken<T>(work: (token: string, current: SessionView) => Promise<T>): Promise<T> {
  const current = await session();
  try {
    return await work(current.csrfToken, current);
  } catch (error) {
    if (!(error instanceof CartApiError) || error.code !== 'csrf') throw error;
    const renewed = await session(true);
    return work(renewed.csrfToken, renewed);
  }
}

async function settle(cart: CartView): Promise<CartView> {
  setCartState({ productIds: productIds(cart) });
  await storeSession({ cartId: cart.id, cartCount: cart.item_count });
  await mutate(cartKey(cart.id), cart, { revalidate: false });
  return cart;
}

export interface AddToCartInput {
  productId: number;
  variantId: number;
  quantity: number;
}

/** Adds a variant; the header count moves at once and moves back if the server refuses (CartApiError). */
export async function addToCart({ productId, variantId, quantity }: AddToCartInput): Promise<CartView> {
  const key = crypto.randomUUID();
  const body = { line_items: [{ product_id: productId, variant_id: variantId, quantity }] };
  const before = await session();
  await storeSession({ cartCount: before.cartCount + quantity });
  try {
    const cart = await withToken(async (token, current) => {
      if (current.cartId) {
        try {
          return await cartCall('POST', `${cartKey(current.cartId)}/items`, { body, token, key });
        } catch (error) {
          // The cart is gone (deleted in another tab, expired): start a new one.
          if (!(error instanceof CartApiError) || error.code !== 'cart_not_found') throw error;
        }
      }
      return await cartCall('POST', '/api/cart/create', { body, token, key });
    });
    const line = cart.line_items.physical_items.find((l) => l.variant_id === variantId);
    announceCart({ kind: 'added', name: line?.name ?? '', quantity });
    return await settle(cart);
  } catch (error) {
    await storeSession({ cartCount: before.cartCount });
    throw error;
  }
}

async function changeLine(
  itemId: string,
  quantity: number | null,
  send: (cartId: string, token: string) => Promise<CartView>,
): Promise<CartView> {
  const current = await session();
  const cartId = current.cartId;
  if (!cartId) throw new CartApiError(404, 'cart_not_found', 'There is no cart');
  const before = latestSession;
  const result = mutate<CartView>(
    cartKey(cartId),
    withToken((token) => send(cartId, token)),
    {
      optimisticData: (shown) => (shown ? withLineQuantity(shown, itemId, quantity) : (shown as unknown as CartView)),
      rollbackOnError: true,
      populateCache: true,
      revalidate: false,
    },
  );
  try {
    const cart = (await result)!;
    return await settle(cart);
  } catch (error) {
    if (before) await storeSession({ cartCount: before.cartCount });
    throw error;
  }
}

export interface UpdateItemInput {
  itemId: string;
  productId: number;
  quantity: number;
}

/** Sets a line's quantity (1–99); shown at once, rolled back if refused (e.g. 409 with what is available). */
export async function updateItem({ itemId, productId, quantity }: UpdateItemInput): Promise<CartView> {
  const cart = await changeLine(itemId, quantity, async (cartId, token) =>
    cartCall('PUT', `${cartKey(cartId)}/items/${itemId}`, { body: { productID: productId, quantity }, token }),
  );
  const line = cart.line_items.physical_items.find((l) => l.id === itemId);
  announceCart({ kind: 'updated', name: line?.name ?? '', quantity });
  return cart;
}

/** Removes a line; it disappears at once and comes back if the server refuses. */
export async function removeItem({ itemId, name = '' }: { itemId: string; name?: string }): Promise<CartView> {
  const cart = await changeLine(itemId, null, async (cartId, token) => cartCall('DELETE', `${cartKey(cartId)}/items/${itemId}`, { token }));
  announceCart({ kind: 'removed', name, quantity: 0 });
  return cart;
}

/** Lets the cart client know the session the server rendered the page with (no extra request). */
export function primeSession(value: SessionView): void {
  latestSession = value;
  setCartState({ count: value.cartCount });
  void mutate(SESSION_KEY, value, { revalidate: false });
}
