import { CART_ID, type CartStorage, type CreateResult, type NewCart } from './storage';
import type { CartChange, CartRecord, CartResult } from './lines';
import type { PlatformConnection, PlatformFailure } from './platform-api';
import type { Fetch } from '../ports/http/send';
import { NO_PLATFORM_CART, type PlatformState } from './platform-cart';
import { platformWriter, type CartSlot } from './platform-writer';
import { ProviderError } from '../ports/errors';

function randomId(): string {
  return [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function unwrap<T>(value: T | PlatformFailure): T {
  if (value && typeof value === 'object' && 'platformFailure' in value) {
    const { kind, message, retryAfterMs } = value.platformFailure;
    throw new ProviderError(kind, message, { service: 'commerce', retryAfterMs });
  }
  return value as T;
}

/**
 * CartStorage in platform mode without Durable Objects, for the contract suite in Node: the
 * same calls as the cart Durable Object's platform mode (platform-writer.ts), each
 * cart's slot in a Map and its calls queued one after another as blockConcurrencyWhile
 * queues them there. Test-only: a Worker keeps carts in Durable Objects.
 */
export function createPlatformMemoryCartStorage(
  platform: PlatformConnection,
  options: { now?: () => number; fetch?: Fetch } = {},
): CartStorage & { platformState(id: string): PlatformState } {
  const now = options.now ?? Date.now;
  const records = new Map<string, CartRecord>();
  const states = new Map<string, PlatformState>();
  const queues = new Map<string, Promise<unknown>>();
  const byKey = new Map<string, string>();

  function writer(id: string) {
    const slot: CartSlot = {
      load: () => structuredClone(records.get(id) ?? null),
      save: (cart) => void records.set(id, structuredClone(cart)),
      loadPlatform: () => states.get(id) ?? NO_PLATFORM_CART,
      savePlatform: (state) => void states.set(id, state),
      wipe: async () => {
        records.delete(id);
        states.delete(id);
      },
    };
    const serially = <T>(work: () => Promise<T>): Promise<T> => {
      const run = (queues.get(id) ?? Promise.resolve()).then(work, work);
      queues.set(
        id,
        run.catch(() => {}),
      );
      return run;
    };
    return platformWriter(slot, serially, platform, options.fetch);
  }

  return {
    async create(input: NewCart): Promise<CreateResult> {
      let id = input.key === undefined ? undefined : byKey.get(input.key);
      if (id === undefined) {
        id = randomId();
        if (input.key !== undefined) byKey.set(input.key, id);
      }
      return unwrap(await writer(id).init({ ...input, id, now: now() }));
    },
    async read(id: string) {
      return CART_ID.test(id) ? unwrap(await writer(id).read(now())) : null;
    },
    async update(id: string, change: CartChange): Promise<CartResult | null> {
      return CART_ID.test(id) ? unwrap(await writer(id).change(change, now())) : null;
    },
    async delete(id: string) {
      return CART_ID.test(id) ? writer(id).remove() : false;
    },
    async checkoutUrl(id: string) {
      if (!CART_ID.test(id)) return null;
      const found = unwrap(await writer(id).checkoutUrl());
      return found === null ? null : (found.url ?? '');
    },
    platformState: (id) => states.get(id) ?? NO_PLATFORM_CART,
  };
}
