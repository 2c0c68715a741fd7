import { proxyDurable } from 'itty-durable/proxy-durable.js';
import type { CartChange, CartRecord, CartResult } from '../domain/cart-lines';
import { asciiJson } from '../durable/wire';
import { CART_ID, type CartStore, type CreateResult, type NewCart } from './cart-store';
import { CartStoreError, parseCartRecord } from './cart-schema';

/** The CartDurableObject methods as itty-durable's proxy exposes them (each call is one fetch). */
interface CartRpc {
  init(payload: string): Promise<CreateResult>;
  read(): Promise<unknown>;
  change(payload: string): Promise<CartResult | null>;
  remove(): Promise<boolean>;
}

/**
 * CartStore over the CART Durable Object namespace. itty-durable's module entry
 * (`itty-durable`) is a CommonJS file that require()s its own ES modules, which only a
 * bundler forgives; its ES modules are imported directly so workerd's test runner loads
 * them too.
 */
export function createDurableCartStore(namespace: DurableObjectNamespace, options: { now?: () => number } = {}): CartStore {
  const now = options.now ?? Date.now;
  const carts = proxyDurable(namespace, { name: 'CART', parse: true });

  /** A proxy per call, never returned from an async function: itty's proxy answers `then` too. */
  function call<T>(id: string, use: (cart: CartRpc) => Promise<T>): Promise<T> {
    let stub: CartRpc;
    try {
      stub = carts.get(id) as CartRpc;
    } catch (error) {
      return Promise.reject(new CartStoreError(`no Durable Object for cart id: ${String(error)}`));
    }
    return use(stub);
  }

  const validated = (result: CartResult | CreateResult): CartResult | CreateResult =>
    result.ok ? { ...result, cart: parseCartRecord(result.cart) as CartRecord } : result;

  return {
    async create(input: NewCart) {
      const id = (input.key === undefined ? namespace.newUniqueId() : namespace.idFromName(input.key)).toString();
      const result = await call(id, (cart) => cart.init(asciiJson({ ...input, id, now: now() })));
      return validated(result) as CreateResult;
    },
    async read(id: string) {
      if (!CART_ID.test(id)) return null;
      const value = await call(id, (cart) => cart.read());
      return value === null ? null : (parseCartRecord(value) as CartRecord);
    },
    async update(id: string, change: CartChange) {
      if (!CART_ID.test(id)) return null;
      const result = await call(id, (cart) => cart.change(asciiJson({ change, now: now() })));
      return result === null ? null : (validated(result) as CartResult);
    },
    async delete(id: string) {
      if (!CART_ID.test(id)) return false;
      return call(id, (cart) => cart.remove());
    },
  };
}
