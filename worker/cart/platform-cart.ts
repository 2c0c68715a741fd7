/**
 * The cart Durable Object's platform mode (COMMERCE_PROVIDER=bigcommerce): how our cart
 * record and the platform's cart are kept one. The Durable Object is the only writer of both
 * and runs one call at a time (blockConcurrencyWhile), so these steps never interleave.
 *
 * A change is acknowledged only once the platform said yes, and then recorded together with
 * the platform's answer (its cart id and item ids) and the change's idempotency key. When a
 * write fails or its answer is lost (timeout), our record stays as it was and the platform
 * state is marked `dirty`: its cart may or may not hold the change. The next call reads the
 * platform's cart back and sends absolute quantities (platform-plan.ts), so a retried add
 * lands once, whatever the lost answer would have said.
 */
import { adoptQuantities, planSync } from './platform-plan';
import type { PlatformCart, PlatformCarts, PlatformItem } from './platform-api';
import type { CartRecord } from './lines';

export interface PlatformState {
  /** The platform's cart id; null until the first line reached it, and again once it has none. */
  id: string | null;
  customerId: number;
  items: PlatformItem[];
  /** A write may have reached the platform without our knowing: read its cart before the next one. */
  dirty: boolean;
}

export const NO_PLATFORM_CART: PlatformState = { id: null, customerId: 0, items: [], dirty: false };

const stateOf = (cart: PlatformCart): PlatformState => ({ id: cart.id, customerId: cart.customerId, items: cart.items, dirty: false });

/** Our customer ids are the platform's (the accounts adapter keeps the platform's id); anything else is not sent. */
export function platformCustomerId(customerId: string | null): number | null {
  if (customerId === null || !/^[1-9]\d{0,9}$/.test(customerId)) return null;
  return Number(customerId);
}

const requests = (cart: CartRecord) =>
  cart.lines.map((l) => ({ product_id: l.product_id, variant_id: l.variant_id, quantity: l.quantity }));

/**
 * Makes the platform's cart hold `target`. `gone`: the platform no longer has the cart (it
 * expired, was deleted, or became an order), and the caller forgets it. Throws a
 * ProviderError when the platform fails; the caller then keeps `dirty` set.
 */
export async function pushCart(api: PlatformCarts, target: CartRecord, state: PlatformState): Promise<PlatformState | 'gone'> {
  let current = state;
  if (current.id !== null && current.dirty) {
    const fresh = await api.read(current.id);
    if (!fresh) return 'gone';
    current = stateOf(fresh);
  }
  const customer = platformCustomerId(target.customerId);
  if (current.id === null) {
    if (target.lines.length === 0) return NO_PLATFORM_CART;
    return stateOf(await api.create(requests(target), customer));
  }
  const id = current.id;
  for (const op of planSync(target.lines, current.items)) {
    if (op.type === 'delete-cart') {
      await api.delete(id);
      return NO_PLATFORM_CART;
    }
    const answer =
      op.type === 'add'
        ? await api.add(id, op.items)
        : op.type === 'set'
          ? await api.setQuantity(id, op.itemId, op.item)
          : await api.remove(id, op.itemId);
    if (!answer) return 'gone';
    current = stateOf(answer);
  }
  if (customer !== null && current.customerId !== customer) {
    const answer = await api.setCustomer(id, customer);
    if (!answer) return 'gone';
    current = stateOf(answer);
  }
  return current;
}

/**
 * Our cart as the platform has it now. Not dirty: the platform's quantities are adopted (the
 * shopper may have changed them on its checkout pages). Dirty: our record is what the
 * shopper was last told, so the platform is brought back to it.
 */
export async function pullCart(
  api: PlatformCarts,
  cart: CartRecord,
  state: PlatformState,
  now: number,
): Promise<{ cart: CartRecord; state: PlatformState } | 'gone'> {
  if (state.id === null) return { cart, state };
  const fresh = await api.read(state.id);
  if (!fresh) return 'gone';
  if (state.dirty) {
    const pushed = await pushCart(api, cart, stateOf(fresh));
    return pushed === 'gone' ? 'gone' : { cart, state: pushed };
  }
  const lines = adoptQuantities(cart.lines, fresh.items);
  const same = lines.length === cart.lines.length && lines.every((l, i) => l === cart.lines[i]);
  return { cart: same ? cart : { ...cart, lines, updatedAt: now }, state: stateOf(fresh) };
}
