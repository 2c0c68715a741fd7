/**
 * The cart storage port (STYLE 3): routes and services talk to carts only through this.
 * The Durable Object storage (durable-storage.ts) is what the Worker uses; the in-memory
 * storage (memory-storage.ts) is its reference implementation for unit tests.
 */
import type { CartChange, CartRecord, CartResult } from './lines';
import type { CommerceRegion } from '../rules/regions';

export interface NewCart {
  /**
   * Carts created with the same key are one cart: a second create applies its change to
   * the first, so a double-submitted form never splits a shopper's items over two carts.
   */
  key?: string;
  region: CommerceRegion;
  currency: string;
  customerId: string | null;
  /** Applied atomically with the creation: if it fails, no cart is created. */
  firstChange?: CartChange;
}

/**
 * `created`: this call made the cart, or replayed the keyed add that made it (answer 201);
 * false when a keyed create found the cart already there and added to it (answer 200).
 */
export type CreateResult = { ok: true; cart: CartRecord; created: boolean } | Extract<CartResult, { ok: false }>;

export interface CartStorage {
  /** Creates a cart with an unguessable id (or, for a key already used, changes that cart). */
  create(input: NewCart): Promise<CreateResult>;
  /** The cart, or null when there is none with this id. */
  read(id: string): Promise<CartRecord | null>;
  /** Applies one change atomically; null when the cart does not exist. */
  update(id: string, change: CartChange): Promise<CartResult | null>;
  /** Deletes the cart; false when there was none. */
  delete(id: string): Promise<boolean>;
  /**
   * Storage that keeps carts on the commerce platform (platform mode): the platform's checkout
   * URL for the cart; null when the platform no longer has it (forget it), `''` when the cart
   * has nothing to check out. Absent where checkout is our own page.
   */
  checkoutUrl?(id: string): Promise<string | null>;
}

/** Cart ids are 64 hex digits (a Durable Object id); anything else never names a cart. */
export const CART_ID = /^[0-9a-f]{64}$/;
