/** The shipping methods an order may take (spec §5): the zone of its destination, the store's rules and the shopper's group. */
import { parseHiddenGroups } from '../rules/shipping';
import { shippingQuote, zoneFor, type ShippingQuote } from './shipping-options';
import { shopperGroupId } from '../cart';
import type { Shopper } from '../cart';
import type { OrderDeps } from './types';

/** The shipping methods to a destination for this amount (spec §5 per method), or null when no zone ships there. */
export async function quoteShipping(
  deps: Pick<OrderDeps, 'commerce' | 'call' | 'cart'>,
  shopper: Shopper,
  destination: { country: string; state?: string | null },
  baseAmount: number,
): Promise<ShippingQuote | null> {
  const region = shopper.regions.commerce;
  const mx = deps.call.commerce(region);
  const zones = await deps.commerce.getShippingZones(mx);
  const zone = zoneFor(zones, destination.country, destination.state);
  if (!zone) return null;
  const [methods, settings, group] = await Promise.all([
    deps.commerce.getShippingMethods(mx, zone.id),
    deps.commerce.getShippingSettings(mx),
    shopperGroupId(deps.cart, shopper, region),
  ]);
  const rules = { is_enabled: settings.is_enabled, hide_free_shipping_groups: parseHiddenGroups(settings.hide_free_shipping_groups) };
  return shippingQuote(zone.id, methods ?? [], rules, group, baseAmount);
}
