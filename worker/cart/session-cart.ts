/**
 * The session's cart and its lifetime: reading it (spec §4 "Cart load": a cart gone or owned
 * by someone else is let go of; an ordered one is finished), repricing it for the shopper's
 * group, and letting go of it. Every storage failure becomes a Problem (`reach`).
 */
import { pricedFor, type CartRecord } from './lines';
import type { Session } from '../edge/session-records';
import { isProviderError } from '../ports/errors';
import { notFound, problem } from './problems';
import { pricingKeyOf, pricingOf, type CartDeps, type Shopper } from './types';
import type { Outcome } from '../edge/errors';

/**
 * Storage calls that fail become a Problem, never a 500: the commerce platform slow → 504, its rate limit → 429 with Retry-After, the
 * platform failing → 502 (platform mode: the change was not made, and the cart is as the
 * shopper last saw it), the Durable Object unreachable → 503.
 */
export async function reach<T>(work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    console.error('cart storage failed', error);
    if (isProviderError(error) && error.kind === 'timeout')
      return problem(
        504,
        'cart_platform_timeout',
        'The store’s cart service did not answer in time. Your cart is unchanged; please try again.',
      );
    // The platform's 429 (it did nothing): the shopper may try again after its reset.
    if (isProviderError(error) && error.kind === 'rate_limited')
      return {
        ok: false,
        problem: {
          ...problem(429, 'cart_platform_busy', 'The store’s cart service is busy. Your cart is unchanged; please try again shortly.')
            .problem,
          retryAfterSeconds: Math.max(1, Math.ceil((error.retryAfterMs ?? 1000) / 1000)),
        },
      };
    if (isProviderError(error))
      return problem(502, 'cart_platform_unavailable', 'The store’s cart service failed. Your cart is unchanged; please try again.');
    return problem(503, 'cart_unavailable', 'The cart could not be reached. Please try again.');
  }
}

export function forgetCart(shopper: Shopper, cartId: string): Promise<Session> {
  const region = shopper.regions.commerce;
  return shopper.session.update((data) =>
    data.cartIds[region] === cartId
      ? { ...data, cartIds: { ...data.cartIds, [region]: undefined }, cartSerial: data.cartSerial + 1 }
      : data,
  );
}

/**
 * The session's cart in the shopper's commerce region. Spec §4: a cart that no longer
 * exists, or that belongs to another customer than the session's, is let go of.
 */
export async function sessionCart(deps: CartDeps, shopper: Shopper): Promise<Outcome<CartRecord | null>> {
  const cartId = shopper.session.current()?.data.cartIds[shopper.regions.commerce];
  if (!cartId) return { ok: true, value: null };
  const read = await reach(() => deps.storage.read(cartId));
  if (!read.ok) return read;
  const cart = read.value;
  if (!cart || (cart.customerId !== null && cart.customerId !== shopper.customerId)) {
    await forgetCart(shopper, cartId);
    return { ok: true, value: null };
  }
  // Only a cart an order was begun from can have been ordered (placing marks it first).
  if (cart.lines.length > 0 && cart.orderingAt !== undefined && deps.ordered && (await deps.ordered(cart))) {
    await letGoOfCart(deps, shopper, cartId);
    return { ok: true, value: null };
  }
  return { ok: true, value: await repriced(deps, shopper, cart) };
}

/**
 * When the shopper's customer or group changed since the lines were priced (a pro
 * signed in or out), every line takes the price of the shopper's pricing now. A failure is
 * logged and the cart stays as it was (spec §8).
 */
async function repriced(deps: CartDeps, shopper: Shopper, cart: CartRecord): Promise<CartRecord> {
  const key = pricingKeyOf(shopper);
  if (pricedFor(cart) === key || cart.lines.length === 0) return cart;
  try {
    const lookups = await Promise.all(
      cart.lines.map((l) => deps.catalog.line(cart.region, l.product_id, l.variant_id, pricingOf(shopper))),
    );
    const prices = lookups.flatMap((lookup, i) =>
      lookup.ok ? [{ id: cart.lines[i]!.id, original_price: lookup.line.original_price, sale_price: lookup.line.sale_price }] : [],
    );
    const updated = await deps.storage.update(cart.id, { type: 'reprice', pricedFor: key, prices });
    return updated?.ok ? updated.cart : cart;
  } catch (error) {
    console.error(`cart ${cart.id} not repriced for ${key}`, error);
    return cart;
  }
}

/**
 * After an order: deletes the cart, then makes the session forget it. Deleting
 * may fail (the Durable Object restarting or unreachable); the order stands regardless and
 * the session keeps pointing at the cart, so its next read finds the order (`ordered`) and
 * finishes the job: the cart is never left behind unreferenced. True when both steps succeeded.
 */
export async function letGoOfCart(deps: CartDeps, shopper: Shopper, cartId: string): Promise<boolean> {
  const deleted = await reach(() => deps.storage.delete(cartId));
  if (!deleted.ok) return false;
  return forgetCart(shopper, cartId).then(
    () => true,
    (error) => {
      console.error(`cart ${cartId}: the session could not let go of it`, error);
      return false;
    },
  );
}

/** The cart with this id if it is the session's; any other id answers 404, as if it did not exist. */
export async function ownedCart(deps: CartDeps, shopper: Shopper, cartId: string): Promise<Outcome<CartRecord>> {
  const found = await sessionCart(deps, shopper);
  if (!found.ok) return found;
  return found.value && found.value.id === cartId ? { ok: true, value: found.value } : notFound(cartId);
}

/**
 * A storage call about the session's cart whose null answer means the platform no longer has
 * the cart (it became an order): the session lets go of it, and the answer is null.
 */
export async function forgettingIfGone<T>(shopper: Shopper, cartId: string, work: () => Promise<T | null>): Promise<Outcome<T | null>> {
  const done = await reach(work);
  if (done.ok && done.value === null) await forgetCart(shopper, cartId);
  return done;
}

/** DELETE cart/{id}. Spec §4: the session lets go of the cart even when the storage call fails. */
export async function deleteCart(deps: CartDeps, shopper: Shopper, cartId: string): Promise<Outcome<null>> {
  const owned = await ownedCart(deps, shopper, cartId);
  if (!owned.ok) return owned;
  const deleted = await reach(() => deps.storage.delete(cartId));
  await forgetCart(shopper, cartId);
  if (!deleted.ok) console.error(`cart ${cartId} let go of by its session but not deleted`);
  return { ok: true, value: null };
}
