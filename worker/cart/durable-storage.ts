import { proxyDurable } from 'itty-durable/proxy-durable.js';
import type { CartChange, CartRecord, CartResult } from './lines';
import { ProviderError } from '../ports/errors';
import type { PlatformConnection, PlatformFailure } from './platform-api';
import { CART_ID, type CartStorage, type CreateResult, type NewCart } from './storage';
import { CartStorageError, parseCartRecord } from './storage-schema';

/** The CartDurableObject methods as itty-durable's proxy exposes them (each call is one fetch). */
interface CartRpc {
  init(payload: string): Promise<CreateResult | PlatformFailure>;
  read(payload?: string): Promise<unknown>;
  change(payload: string): Promise<CartResult | PlatformFailure | null>;
  remove(payload?: string): Promise<boolean>;
  checkoutUrl(payload: string): Promise<{ url: string | null } | PlatformFailure | null>;
}

export interface DurableCartStorageOptions {
  now?: () => number;
  /**
   * Platform mode (COMMERCE_PROVIDER=bigcommerce): the Durable Object keeps each cart on the
   * platform's Carts API as well, and stays its only writer (platform-cart.ts).
   */
  platform?: PlatformConnection;
}

/** A platform failure the Durable Object reported, as the port's error (502/504 at /api). */
function unwrap<T>(value: T | PlatformFailure): T {
  if (value && typeof value === 'object' && 'platformFailure' in value) {
    const { kind, message, retryAfterMs } = value.platformFailure;
    throw new ProviderError(kind, message, { service: 'commerce', retryAfterMs });
  }
  return value as T;
}

/**
 * CartStorage over the CART Durable Object namespace. itty-durable's module entry
 * (`itty-durable`) is a CommonJS file that require()s its own ES modules, which only a
 * bundler forgives; its ES modules are imported directly so workerd's test runner loads
 * them too.
 */
export function createDurableCartStorage(namespace: DurableObjectNamespace, options: DurableCartStorageOptions = {}): CartStorage {
  const now = options.now ?? Date.now;
  const platform = options.platform;
  const carts = proxyDurable(namespace, { name: 'CART', parse: true });

  /** A proxy per call, never returned from an async function: itty's proxy answers `then` too. */
  function call<T>(id: string, use: (cart: CartRpc) => Promise<T>): Promise<T> {
    let stub: CartRpc;
    try {
      stub = carts.get(id) as CartRpc;
    } catch (error) {
      return Promise.reject(new CartStorageError(`no Durable Object for cart id: ${String(error)}`));
    }
    return use(stub);
  }

  const validated = (result: CartResult | CreateResult): CartResult | CreateResult =>
    result.ok ? { ...result, cart: parseCartRecord(result.cart) as CartRecord } : result;
  const withPlatform = <T extends object>(payload: T) => asciiJson(platform ? { ...payload, platform } : payload);

  return {
    async create(input: NewCart) {
      const id = (input.key === undefined ? namespace.newUniqueId() : namespace.idFromName(input.key)).toString();
      const result = unwrap(await call(id, (cart) => cart.init(withPlatform({ ...input, id, now: now() }))));
      return validated(result) as CreateResult;
    },
    async read(id: string) {
      if (!CART_ID.test(id)) return null;
      const value = unwrap(await call(id, (cart) => (platform ? cart.read(withPlatform({ now: now() })) : cart.read())));
      return value === null ? null : (parseCartRecord(value) as CartRecord);
    },
    async update(id: string, change: CartChange) {
      if (!CART_ID.test(id)) return null;
      const result = unwrap(await call(id, (cart) => cart.change(withPlatform({ change, now: now() }))));
      return result === null ? null : (validated(result) as CartResult);
    },
    async delete(id: string) {
      if (!CART_ID.test(id)) return false;
      return call(id, (cart) => (platform ? cart.remove(withPlatform({})) : cart.remove()));
    },
    ...(platform
      ? {
          async checkoutUrl(id: string) {
            if (!CART_ID.test(id)) return null;
            const found = unwrap(await call(id, (cart) => cart.checkoutUrl(withPlatform({}))));
            return found === null ? null : (found.url ?? '');
          },
        }
      : {}),
  };
}

/**
 * itty-durable carries method arguments as JSON in a `do-content` request header, and a
 * header value must be ASCII (workerd only tolerates UTF-8 there as a logged quirk). Cart
 * arguments hold product names in any script, so they cross as JSON with every non-ASCII
 * character escaped; JSON.parse on the other side restores them exactly.
 */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u007f-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
