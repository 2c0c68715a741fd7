/**
 * Orders: what `POST /api/orders`, the checkout pages and the cart's shipping
 * quote share. Placing an order is place.ts (its pure rules in rules.ts and placement.ts),
 * shipping quotes shipping.ts, the state lists states.ts; this module finds a placed order.
 */
import type { PlacedOrder } from '../ports/commerce';
import { sessionDigest } from '../edge/session-records';
import type { Shopper } from '../cart';
import type { OrderDeps } from './types';

/** The order for its confirmation page: only the session that placed it sees it. */
export async function confirmationOrder(
  deps: Pick<OrderDeps, 'commerce' | 'call'>,
  shopper: Shopper,
  id: number,
): Promise<PlacedOrder | null> {
  const session = shopper.session.current();
  if (!session) return null;
  const placed = await deps.commerce.getPlacedOrder(deps.call.commerce(shopper.regions.commerce), { id });
  if (!placed || placed.checkout.placed_by !== (await sessionDigest(session.id))) return null;
  return placed;
}
