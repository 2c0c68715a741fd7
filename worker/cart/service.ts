/**
 * The session's cart: what the /api cart routes and the no-JS cart forms share. It holds
 * the rules around the storage (spec §4 "Cart load", ownership, shopping regions) and turns
 * every failure into a Problem the caller renders; it never answers HTTP itself.
 *
 * This module adds lines and shows the cart; reading and letting go of the session's cart
 * live in session-cart.ts, changes to an owned cart in line-changes.ts, the refusals in
 * problems.ts.
 */
import { addFingerprint, baseAmount, type AddItem, type CartChange, type CartRecord } from './lines';
import { cartView } from './wire-view';
import type { CartView } from '../../shared/cart';
import type { CommerceRegion } from '../rules/regions';
import { shippingSummary } from '../rules/shipping';
import { sessionDigest } from '../edge/session-records';
import { cartProblem, notFound, problem } from './problems';
import { ownedCart, reach, sessionCart } from './session-cart';
import { pricingKeyOf, pricingOf, type CartDeps, type RequestedItem, type Shopper } from './types';
import type { Outcome } from '../edge/errors';

async function resolve(deps: CartDeps, shopper: Shopper, items: readonly RequestedItem[]): Promise<Outcome<AddItem[]>> {
  const lookups = await Promise.all(
    items.map((item) => deps.catalog.line(shopper.regions.commerce, item.product_id, item.variant_id, pricingOf(shopper))),
  );
  const resolved: AddItem[] = [];
  for (const [index, lookup] of lookups.entries()) {
    if (!lookup.ok) {
      const status = lookup.code === 'variant_required' || lookup.code === 'not_purchasable' ? 400 : 404;
      const field = lookup.code === 'product_not_found' ? 'product_id' : 'variant_id';
      return problem(status, lookup.code, lookup.message, [{ path: `line_items.${index}.${field}`, message: lookup.message }]);
    }
    resolved.push({ line: lookup.line, quantity: items[index]!.quantity });
  }
  return { ok: true, value: resolved };
}

export interface AddOutcome {
  cart: CartRecord;
  /** The cart was made by this request (or by the keyed request it replays): answer 201. */
  created: boolean;
  replayed: boolean;
}

/**
 * Adds lines to a cart: to `cartId` (which must be the session's), or with `'session'` to
 * the session's cart, creating it when there is none (POST cart/create and the no-JS form).
 */
export async function addItems(
  deps: CartDeps,
  shopper: Shopper,
  target: string | 'session',
  items: readonly RequestedItem[],
  idempotencyKey: string | null,
): Promise<Outcome<AddOutcome>> {
  const resolved = await resolve(deps, shopper, items);
  if (!resolved.ok) return resolved;
  const current = target === 'session' ? await sessionCart(deps, shopper) : await ownedCart(deps, shopper, target);
  if (!current.ok) return current;
  const idempotency = idempotencyKey
    ? { key: idempotencyKey, fingerprint: addFingerprint(items), created: current.value === null }
    : undefined;
  const change: CartChange = { type: 'add', items: resolved.value, idempotency, pricedFor: pricingKeyOf(shopper) };

  if (current.value) {
    const cartId = current.value.id;
    const updated = await reach(() => deps.storage.update(cartId, change));
    if (!updated.ok) return updated;
    if (!updated.value) return notFound(cartId);
    if (!updated.value.ok) return cartProblem(updated.value.error, 'line_items');
    const result = updated.value;
    return { ok: true, value: { cart: result.cart, created: result.replayed && result.created, replayed: result.replayed } };
  }

  const session = await shopper.session.ensure();
  const region = shopper.regions.commerce;
  // Keyed by session, region and serial: two racing first adds land in one cart.
  const key = `${await sessionDigest(session.id)}:${region}:${session.data.cartSerial}`;
  const currency = await deps.catalog.currency(region);
  const created = await reach(() =>
    deps.storage.create({ key, region, currency: currency.code, customerId: shopper.customerId, firstChange: change }),
  );
  if (!created.ok) return created;
  if (!created.value.ok) return cartProblem(created.value.error, 'line_items');
  const cart = created.value.cart;
  await shopper.session.update((data) => ({ ...data, cartIds: { ...data.cartIds, [region]: cart.id } }));
  return { ok: true, value: { cart, created: created.value.created, replayed: false } };
}

/** The customer group the shopper's shipping rules follow: a signed-in customer's own group, else the store's. */
export function shopperGroupId(deps: CartDeps, shopper: Shopper, region: CommerceRegion): Promise<number | null> {
  return shopper.pricing ? Promise.resolve(shopper.pricing.groupId) : deps.catalog.customerGroupId(region, shopper.customerId);
}

/** The cart with its currency and shipping figures, as /api answers and the cart page shows it. */
export async function viewOf(deps: CartDeps, shopper: Shopper, cart: CartRecord): Promise<CartView> {
  const [currency, rules, group] = await Promise.all([
    deps.catalog.currency(cart.region),
    deps.catalog.shipping(cart.region),
    shopperGroupId(deps, shopper, cart.region),
  ]);
  return cartView(cart, currency, shippingSummary(rules.methods, rules.settings, group, baseAmount(cart)), deps.imageUrl);
}
