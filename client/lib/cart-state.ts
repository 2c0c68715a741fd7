/**
 * What every page shows of the cart without loading the cart client (and SWR): the units in
 * it for the header's count, the product ids in it for the add-ons' "Added" mark, and the
 * region header API calls carry. The cart client keeps it current after every answer; islands
 * read it with `useCartState()`.
 *
 *   setCartState({ count: 3, productIds: [1101, 4101] });
 *   const { count } = useCartState();
 */
import { useSyncExternalStore } from 'react';

export interface CartState {
  /** Units in the cart, once an island or the cart client knows them (null: not yet). */
  count: number | null;
  /** Product ids of the cart's lines, once known (null: not yet). */
  productIds: readonly number[] | null;
}

/** Fired on window after each change, for live-region messages (the mini-cart announces adds). */
export const CART_EVENT = 'loipe:cart';

/** Fired on window when the known count changes (an add moves it at once): wakes the header's cart (interaction.ts). */
export const CART_COUNT_EVENT = 'loipe:cart-count';

export interface CartEventDetail {
  kind: 'added' | 'updated' | 'removed';
  name: string;
  quantity: number;
}

let state: CartState = { count: null, productIds: null };
const listeners = new Set<() => void>();
let region: string | null = null;

export function setCartState(change: Partial<CartState>): void {
  const next = { ...state, ...change };
  if (next.count === state.count && next.productIds === state.productIds) return;
  const counted = next.count !== state.count;
  state = next;
  listeners.forEach((listener) => listener());
  if (counted && typeof window !== 'undefined') window.dispatchEvent(new Event(CART_COUNT_EVENT));
}

export function getCartState(): CartState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverState: CartState = { count: null, productIds: null };

/** The shared cart state; the server render (and hydration) sees nothing known yet. */
export function useCartState(): CartState {
  return useSyncExternalStore(subscribe, getCartState, () => serverState);
}

/** The region header every cart call sends; islands set it from their props (the page's region). */
export function setCartRegion(value: string): void {
  region = value;
}

export function cartRegion(): string | null {
  return region;
}

export function announceCart(detail: CartEventDetail): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent<CartEventDetail>(CART_EVENT, { detail }));
}
