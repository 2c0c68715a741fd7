import { applyChange, emptyCart, type CartChange, type CartRecord, type CartResult } from './lines';
import type { CartStorage, CreateResult, NewCart } from './storage';

function randomId(): string {
  return [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * CartStorage in a Map, for unit tests: the same rules as the Durable Object, applied
 * synchronously, so a change is as atomic here as it is there.
 */
export function createMemoryCartStorage(options: { now?: () => number; id?: () => string } = {}): CartStorage & { size(): number } {
  const now = options.now ?? Date.now;
  const newId = options.id ?? randomId;
  const carts = new Map<string, CartRecord>();
  const byKey = new Map<string, string>();
  const copy = (cart: CartRecord): CartRecord => structuredClone(cart);

  return {
    async create(input: NewCart): Promise<CreateResult> {
      const keyed = input.key === undefined ? undefined : byKey.get(input.key);
      const existing = keyed === undefined ? undefined : carts.get(keyed);
      if (existing) {
        if (!input.firstChange) return { ok: true, cart: copy(existing), created: false };
        const result = applyChange(existing, input.firstChange, now());
        if (!result.ok) return result;
        carts.set(existing.id, result.cart);
        return { ok: true, cart: copy(result.cart), created: result.replayed && result.created };
      }
      const id = newId();
      if (input.key !== undefined) byKey.set(input.key, id);
      let cart = emptyCart(id, input.region, input.currency, input.customerId, now());
      if (input.firstChange) {
        const result = applyChange(cart, input.firstChange, now());
        if (!result.ok) return result;
        cart = result.cart;
      }
      carts.set(id, cart);
      return { ok: true, cart: copy(cart), created: true };
    },
    async read(id: string) {
      const cart = carts.get(id);
      return cart ? copy(cart) : null;
    },
    async update(id: string, change: CartChange): Promise<CartResult | null> {
      const cart = carts.get(id);
      if (!cart) return null;
      const result = applyChange(cart, change, now());
      if (result.ok) carts.set(id, result.cart);
      return result.ok ? { ...result, cart: copy(result.cart) } : result;
    },
    async delete(id: string) {
      return carts.delete(id);
    },
    size: () => carts.size,
  };
}
