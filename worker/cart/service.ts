/**
 * The session's cart: what the /api cart routes and the no-JS cart forms share. It holds
 * the rules around the store (spec §4 "Cart load", ownership, shopping regions) and turns
 * every failure into a Problem the caller renders; it never answers HTTP itself.
 */
import { RETAIL_PRICING, type PricingRules } from '../domain/discounts';
import {
  addFingerprint,
  baseAmount,
  pricedFor,
  RETAIL_PRICING_KEY,
  type AddItem,
  type CartChange,
  type CartError,
  type CartRecord,
} from '../domain/cart-lines';
import { cartView, type CartView } from '../domain/cart-view';
import type { CommerceRegion, Regions } from '../domain/regions';
import { shippingSummary } from '../domain/shipping';
import type { SessionHandle } from '../middleware/session';
import type { CartStore } from '../stores/cart-store';
import { sessionDigest, type Session } from '../stores/session-store';
import type { CartCatalog } from './catalog';
import type { ApiIssue as Issue, Problem } from '../http/errors';
import { isProviderError } from '../providers/errors';

export type { ApiIssue as Issue, Problem } from '../http/errors';

export type Outcome<T> = { ok: true; value: T } | { ok: false; problem: Problem };

export interface CartDeps {
  store: CartStore;
  catalog: CartCatalog;
  /** URL of a product picture by media id, at the size cart lines show it. */
  imageUrl: (imageId: string) => string;
  /**
   * Whether an order was placed from this cart (issue 11). Such a cart is let go of on its
   * next read: the order commits before the cart is cleared, and a failed clear is redone here.
   */
  ordered?: (cart: CartRecord) => Promise<boolean>;
}

export interface Shopper {
  session: SessionHandle;
  regions: Regions;
  customerId: string | null;
  /** The signed-in customer's group pricing (issue 12); absent: retail, the guest group. */
  pricing?: ShopperPricing;
}

export interface ShopperPricing extends PricingRules {
  /** Names the pricing a cart's lines hold (cart-lines `pricedFor`). */
  key: string;
  groupId: number | null;
}

/** The pricing a shopper's lines take (issue 12): their group's, else retail. Checkout prices with it too. */
export const pricingOf = (shopper: Shopper): PricingRules => shopper.pricing ?? RETAIL_PRICING;
const pricingKeyOf = (shopper: Shopper): string => shopper.pricing?.key ?? RETAIL_PRICING_KEY;

export interface RequestedItem {
  product_id: number;
  variant_id: number | null;
  quantity: number;
}

const problem = (status: Problem['status'], code: string, message: string, issues: Issue[] = []): { ok: false; problem: Problem } => ({
  ok: false,
  problem: { status, code, message, issues },
});

const notFound = (id: string) => problem(404, 'cart_not_found', `No cart ${id} in this session`);

/** Spec §4: carts exist only in shopping regions; elsewhere the shop is a catalogue. */
export function shoppingProblem(regions: Regions): Problem | null {
  if (regions.shopping) return null;
  return {
    status: 403,
    code: 'shopping_unavailable',
    message: `Online shopping is not available in region "${regions.content}": the shop is a catalogue there. Carts exist only in the us, ca, no, pro and pro_ca regions.`,
    issues: [],
  };
}

function cartProblem(error: CartError, pathPrefix: string): { ok: false; problem: Problem } {
  const at = (field: string) =>
    error.code !== 'too_many_lines' && 'index' in error && error.index !== undefined ? `${pathPrefix}.${error.index}.${field}` : field;
  switch (error.code) {
    case 'invalid_quantity':
      return problem(400, error.code, error.message, [{ path: at('quantity'), message: error.message }]);
    case 'insufficient_stock':
      return problem(409, error.code, error.message, [
        { path: at('quantity'), message: error.message, variant_id: error.variantId, available: error.available, in_cart: error.inCart },
      ]);
    case 'too_many_lines':
      return problem(409, error.code, error.message, [{ path: pathPrefix, message: error.message, max: error.max }]);
    case 'item_not_found':
      return problem(404, error.code, error.message);
    case 'idempotency_mismatch':
      return problem(422, error.code, error.message, [{ path: 'Idempotency-Key', message: error.message }]);
    default:
      throw new Error(`unknown cart error ${JSON.stringify(error satisfies never)}`);
  }
}

/**
 * Store calls that fail become a Problem, never a 500: the commerce platform slow → 504, its
 * rate limit → 429 with Retry-After, the platform failing → 502 (platform mode: the change was not made, and the cart is as the
 * shopper last saw it), the Durable Object unreachable → 503.
 */
async function reach<T>(work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    console.error('cart store failed', error);
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

function forgetCart(shopper: Shopper, cartId: string): Promise<Session> {
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
  const read = await reach(() => deps.store.read(cartId));
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
 * Issue 12: when the shopper's customer or group changed since the lines were priced (a pro
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
    const updated = await deps.store.update(cart.id, { type: 'reprice', pricedFor: key, prices });
    return updated?.ok ? updated.cart : cart;
  } catch (error) {
    console.error(`cart ${cart.id} not repriced for ${key}`, error);
    return cart;
  }
}

/**
 * After an order (issue 11): deletes the cart, then makes the session forget it. Deleting
 * may fail (the Durable Object restarting or unreachable); the order stands regardless and
 * the session keeps pointing at the cart, so its next read finds the order (`ordered`) and
 * finishes the job: the cart is never left behind unreferenced. True when both steps succeeded.
 */
export async function letGoOfCart(deps: CartDeps, shopper: Shopper, cartId: string): Promise<boolean> {
  const deleted = await reach(() => deps.store.delete(cartId));
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
    const updated = await reach(() => deps.store.update(cartId, change));
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
    deps.store.create({ key, region, currency: currency.code, customerId: shopper.customerId, firstChange: change }),
  );
  if (!created.ok) return created;
  if (!created.value.ok) return cartProblem(created.value.error, 'line_items');
  const cart = created.value.cart;
  await shopper.session.update((data) => ({ ...data, cartIds: { ...data.cartIds, [region]: cart.id } }));
  return { ok: true, value: { cart, created: created.value.created, replayed: false } };
}

async function changeOwned(
  deps: CartDeps,
  shopper: Shopper,
  cartId: string,
  change: (cart: CartRecord) => Promise<Outcome<CartChange>>,
): Promise<Outcome<CartRecord>> {
  const owned = await ownedCart(deps, shopper, cartId);
  if (!owned.ok) return owned;
  const planned = await change(owned.value);
  if (!planned.ok) return planned;
  const updated = await reach(() => deps.store.update(cartId, planned.value));
  if (!updated.ok) return updated;
  if (!updated.value) return notFound(cartId);
  return updated.value.ok ? { ok: true, value: updated.value.cart } : cartProblem(updated.value.error, 'line_items');
}

/** PUT cart/{id}/items/{itemId}: a new quantity, priced and checked against stock now. */
export function setQuantity(deps: CartDeps, shopper: Shopper, cartId: string, itemId: string, productId: number, quantity: number) {
  return changeOwned(deps, shopper, cartId, async (cart) => {
    const line = cart.lines.find((l) => l.id === itemId);
    if (!line) return problem(404, 'item_not_found', `No item ${itemId} in this cart`);
    if (line.product_id !== productId) {
      const message = `Item ${itemId} is product ${line.product_id}, not ${productId}`;
      return problem(400, 'product_mismatch', message, [{ path: 'productID', message }]);
    }
    const lookup = await deps.catalog.line(cart.region, line.product_id, line.variant_id, pricingOf(shopper));
    // A variant gone from the catalog can still be lowered or removed, never raised.
    const { id: _id, quantity: _quantity, ...kept } = line;
    const current = lookup.ok ? lookup.line : { ...kept, stock: line.quantity };
    return { ok: true, value: { type: 'set-quantity', itemId, quantity, line: current } };
  });
}

export function removeItem(deps: CartDeps, shopper: Shopper, cartId: string, itemId: string) {
  return changeOwned(deps, shopper, cartId, async () => ({ ok: true, value: { type: 'remove', itemId } }));
}

/**
 * PUT cart/{id} with customerID. Spec §4: a cart with no owner or the same owner is
 * attached to the signed-in customer; only the session's own customer may be named.
 */
export function setCustomer(deps: CartDeps, shopper: Shopper, cartId: string, customerId: string | null) {
  return changeOwned(deps, shopper, cartId, async (cart) => {
    if (customerId !== null && customerId !== shopper.customerId) {
      return problem(403, 'forbidden', 'A cart can only be attached to the customer signed in to this session', [
        { path: 'customerID', message: 'Not the signed-in customer' },
      ]);
    }
    if (cart.customerId !== null && customerId !== null && cart.customerId !== customerId) {
      return problem(409, 'cart_owned', 'This cart belongs to another customer');
    }
    return { ok: true, value: { type: 'set-customer', customerId } };
  });
}

/**
 * A store call about the session's cart whose null answer means the platform no longer has
 * the cart (it became an order): the session lets go of it, and the answer is null.
 */
export async function forgettingIfGone<T>(shopper: Shopper, cartId: string, work: () => Promise<T | null>): Promise<Outcome<T | null>> {
  const done = await reach(work);
  if (done.ok && done.value === null) await forgetCart(shopper, cartId);
  return done;
}

/** DELETE cart/{id}. Spec §4: the session lets go of the cart even when the store call fails. */
export async function deleteCart(deps: CartDeps, shopper: Shopper, cartId: string): Promise<Outcome<null>> {
  const owned = await ownedCart(deps, shopper, cartId);
  if (!owned.ok) return owned;
  const deleted = await reach(() => deps.store.delete(cartId));
  await forgetCart(shopper, cartId);
  if (!deleted.ok) console.error(`cart ${cartId} let go of by its session but not deleted`);
  return { ok: true, value: null };
}

/** The customer group the shopper's shipping rules follow: a signed-in customer's own group (issue 12), else the store's. */
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
