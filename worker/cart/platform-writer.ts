/**
 * The cart's calls in platform mode, over a slot that holds one cart (our record and the
 * platform's state). The Durable Object runs them on its SQLite rows under
 * blockConcurrencyWhile (durable-object.ts); platform-memory-storage.ts runs the same
 * calls on a Map under a per-cart queue, for the contract suite in Node. Platform failures
 * come back as values (PlatformFailure): nothing here throws a ProviderError to its caller.
 */
import { applyChange, emptyCart, type CartChange, type CartRecord, type CartResult } from './lines';
import type { CreateResult, NewCart } from './storage';
import { platformCarts, storeFor, type PlatformConnection, type PlatformFailure } from './platform-api';
import type { Fetch } from '../ports/http/send';
import { isProviderError } from '../ports/errors';
import { PlatformStockRefusal, platformStockError } from './platform-refusal';
import { NO_PLATFORM_CART, pullCart, pushCart, type PlatformState } from './platform-cart';

export interface CartSlot {
  load(): CartRecord | null;
  save(cart: CartRecord): void;
  loadPlatform(): PlatformState;
  savePlatform(state: PlatformState): void;
  /** Forgets the cart: the slot is then as if never used. */
  wipe(): Promise<void>;
}

/** Runs `work` with no other call of the same cart in between. */
export type Serially = <T>(work: () => Promise<T>) => Promise<T>;

const failure = (error: unknown): PlatformFailure => {
  // Outside a shopper's change (a read that brings the platform back to our record) a stock refusal is the platform's failure.
  if (error instanceof PlatformStockRefusal) return { platformFailure: { kind: 'upstream', message: error.message } };
  if (!isProviderError(error)) throw error;
  const retry = error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs };
  return { platformFailure: { kind: error.kind, message: error.message, ...retry } };
};

/** The refused line, named as the shopper's change named it (`line_items.{index}` of an add). */
function refusedForStock(before: CartRecord, after: CartRecord, change?: CartChange) {
  const error = platformStockError(before.lines, after.lines);
  if (change?.type !== 'add' || error.code !== 'insufficient_stock') return error;
  return platformStockError(
    before.lines,
    after.lines,
    change.items.findIndex((item) => item.line.variant_id === error.variantId),
  );
}

export function platformWriter(slot: CartSlot, serially: Serially, connection: PlatformConnection, fetchImpl?: Fetch) {
  const api = (cart: CartRecord) => platformCarts(storeFor(connection, cart.region), fetchImpl);

  /**
   * Our change, then the platform's cart made to match; recorded (with the platform's answer and
   * the change's key) only when the platform said yes. A line it refuses for stock is the
   * shopper's `insufficient_stock`, as our own stock rule answers it.
   */
  async function changeOnPlatform(
    before: CartRecord,
    result: CartResult,
    change?: CartChange,
  ): Promise<CartResult | PlatformFailure | null> {
    if (!result.ok || result.replayed) return result;
    const state = slot.loadPlatform();
    try {
      const pushed = await pushCart(api(before), result.cart, state);
      if (pushed === 'gone') {
        await slot.wipe();
        return null;
      }
      slot.savePlatform(pushed);
      slot.save(result.cart);
      return result;
    } catch (error) {
      // Whether the platform applied it (or an earlier step of the plan) is unknown: read its cart before the next write.
      slot.savePlatform({ ...state, dirty: true });
      if (error instanceof PlatformStockRefusal) return { ok: false, error: refusedForStock(before, result.cart, change) };
      return failure(error);
    }
  }

  return {
    init(input: NewCart & { id: string; now: number }): Promise<CreateResult | PlatformFailure> {
      return serially(async () => {
        const existing = slot.load();
        const base = existing ?? emptyCart(input.id, input.region, input.currency, input.customerId, input.now);
        if (!input.firstChange) {
          if (!existing) slot.save(base);
          return { ok: true, cart: base, created: !existing };
        }
        let result = await changeOnPlatform(base, applyChange(base, input.firstChange, input.now), input.firstChange);
        if (result === null) {
          // The platform let go of the cart this key names (it expired): this add starts a new one.
          const fresh = emptyCart(input.id, input.region, input.currency, input.customerId, input.now);
          result = (await changeOnPlatform(fresh, applyChange(fresh, input.firstChange, input.now), input.firstChange)) ?? {
            platformFailure: { kind: 'bad_response', message: 'commerce: a new cart was gone at once' },
          };
        }
        if ('platformFailure' in result || !result.ok) return result;
        return { ok: true, cart: result.cart, created: existing ? result.replayed && result.created : true };
      });
    },

    read(now: number): Promise<CartRecord | PlatformFailure | null> {
      return serially(async () => {
        const cart = slot.load();
        if (!cart) return null;
        try {
          const pulled = await pullCart(api(cart), cart, slot.loadPlatform(), now);
          // Spec §4: a cart the platform no longer has (or that became an order) is forgotten.
          if (pulled === 'gone') {
            await slot.wipe();
            return null;
          }
          slot.savePlatform(pulled.state);
          if (pulled.cart !== cart) slot.save(pulled.cart);
          return pulled.cart;
        } catch (error) {
          return failure(error);
        }
      });
    },

    change(change: CartChange, now: number): Promise<CartResult | PlatformFailure | null> {
      return serially(async () => {
        const cart = slot.load();
        return cart ? changeOnPlatform(cart, applyChange(cart, change, now), change) : null;
      });
    },

    /** The platform's checkout URL (null: no cart here or there; `url: null`: nothing to check out yet). */
    checkoutUrl(): Promise<{ url: string | null } | PlatformFailure | null> {
      return serially(async () => {
        const cart = slot.load();
        if (!cart) return null;
        const { id } = slot.loadPlatform();
        if (id === null) return { url: null };
        try {
          const url = await api(cart).checkoutUrl(id);
          if (url === null) await slot.wipe();
          return url === null ? null : { url };
        } catch (error) {
          return failure(error);
        }
      });
    },

    /**
     * The platform's cart is deleted first; when that fails ours goes anyway (spec §4:
     * deleting clears the session) and the platform's expires on its own (30 days).
     */
    remove(): Promise<boolean> {
      return serially(async () => {
        const cart = slot.load();
        const { id } = cart ? slot.loadPlatform() : NO_PLATFORM_CART;
        if (cart && id !== null) {
          await api(cart)
            .delete(id)
            .catch((error: unknown) => console.error(`cart ${cart.id}: the platform's cart ${id} was not deleted`, failure(error)));
        }
        await slot.wipe();
        return cart !== null;
      });
    },
  };
}
