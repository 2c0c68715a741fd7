/**
 * Shipping at checkout: the zone that serves a destination and the methods a
 * shopper may choose there, each with its cost by the rules of spec §5 (worker/rules/shipping.ts).
 * A state zone (Alaska and Hawaii, Canadian territories) is more specific than its
 * country's zone and wins.
 */
import { freeShippingThreshold, isGroupExcluded, shippingCost, type ShippingMethod, type ShippingSettings } from '../rules/shipping';

export interface ZoneLike {
  id: number;
  enabled: boolean;
  locations: readonly { country_iso2: string; state_iso2?: string }[];
}

export interface NamedMethod extends ShippingMethod {
  name: string;
}

export interface ShippingOption {
  /** The shipping method's id: what an order names as `shipping_method_id`. */
  id: number;
  name: string;
  type: string;
  /** Minor units for this cart's base amount. */
  cost: number;
}

export interface ShippingQuote {
  zone_id: number;
  options: ShippingOption[];
  /** Spec §5 free-shipping threshold of the zone's methods; null when none or hidden for the group. */
  free_shipping_threshold: number | null;
}

/** The enabled zone serving a destination: its state's zone before its country's; null when none ships there. */
export function zoneFor<Z extends ZoneLike>(zones: readonly Z[], country: string, state: string | null | undefined): Z | null {
  const cc = country.toUpperCase();
  const st = (state ?? '').toUpperCase();
  const enabled = zones.filter((z) => z.enabled);
  return (
    enabled.find((z) => z.locations.some((l) => l.country_iso2 === cc && l.state_iso2 !== undefined && l.state_iso2 === st)) ??
    enabled.find((z) => z.locations.some((l) => l.country_iso2 === cc && l.state_iso2 === undefined)) ??
    null
  );
}

/**
 * The methods one can choose, each priced alone by spec §5's rule: a freeshipping method
 * only when its minimum is met and the group is not excluded (cost 0); a total-based method
 * at its lowest applicable range (none → not offered). Cheapest first, then by id.
 */
export function shippingOptions(
  methods: readonly NamedMethod[],
  settings: ShippingSettings | null,
  groupId: number | null,
  baseAmount: number,
): ShippingOption[] {
  const options: ShippingOption[] = [];
  for (const method of methods) {
    if (!method.enabled) continue;
    if (method.type === 'freeshipping' && isGroupExcluded(settings, groupId)) continue;
    const cost = shippingCost([method], settings, groupId, baseAmount);
    if (cost === null) continue;
    if (method.type === 'freeshipping' && cost !== 0) continue;
    options.push({ id: method.id, name: method.name, type: method.type, cost });
  }
  return options.sort((a, b) => a.cost - b.cost || a.id - b.id);
}

export function shippingQuote(
  zoneId: number,
  methods: readonly NamedMethod[],
  settings: ShippingSettings | null,
  groupId: number | null,
  baseAmount: number,
): ShippingQuote {
  return {
    zone_id: zoneId,
    options: shippingOptions(methods, settings, groupId, baseAmount),
    free_shipping_threshold: isGroupExcluded(settings, groupId) ? null : freeShippingThreshold(methods.filter((m) => m.enabled)),
  };
}
