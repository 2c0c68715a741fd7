/**
 * Changes to a cart the session owns (spec §4): a line's quantity, removing a line, the
 * cart's customer. Each is checked against the owned cart, then made in one store update.
 */
import type { CartChange, CartRecord } from './lines';
import { cartProblem, notFound, problem } from './problems';
import { ownedCart, reach } from './session-cart';
import { pricingOf, type CartDeps, type Shopper } from './types';
import type { Outcome } from '../edge/errors';

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
  const updated = await reach(() => deps.storage.update(cartId, planned.value));
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
