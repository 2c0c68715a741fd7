/**
 * Shipping rules of spec §5 (and the messaging rule of §4) as pure functions. Shapes
 * follow spec §3 "Shipping method" / "Shipping settings"; every amount is integer minor
 * units, like the cart's base amount it is compared with.
 */
import type { ShippingSummary } from '../../shared/cart';

export interface ShippingRange {
  lower_limit: number;
  /** Null means no upper bound (the last range of a table usually has none). */
  upper_limit: number | null;
  shipping_cost: number;
}

export interface ShippingMethod {
  id: number;
  type: 'freeshipping' | 'total' | (string & {});
  enabled: boolean;
  settings: {
    carrier_options?: { minimum_sub_total?: number | null } | null;
    range?: readonly ShippingRange[] | null;
  };
}

export interface ShippingSettings {
  is_enabled: boolean;
  /** Customer group ids that never get free shipping (spec: comma list converted to numbers). */
  hide_free_shipping_groups: readonly number[];
}

/** Spec §3: `hide_free_shipping_groups` arrives as a comma list; anything not a whole number is dropped. */
export function parseHiddenGroups(list: string | readonly number[] | null | undefined): number[] {
  if (list == null) return [];
  const parts = typeof list === 'string' ? list.split(',') : list.map(String);
  return parts
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
}

const enabledOf = (methods: readonly ShippingMethod[], type: string) => methods.filter((m) => m.enabled && m.type === type);
const rangesOf = (method: ShippingMethod): readonly ShippingRange[] => method.settings.range ?? [];
const hasFreeRange = (method: ShippingMethod) => rangesOf(method).some((r) => r.shipping_cost === 0);
const minimumOf = (method: ShippingMethod): number | null => {
  const minimum = method.settings.carrier_options?.minimum_sub_total;
  return typeof minimum === 'number' && Number.isFinite(minimum) ? minimum : null;
};

/**
 * Spec §4/§5: a customer group listed in `hide_free_shipping_groups` gets no free shipping
 * (and no messaging about it) while the settings are enabled. A guest without a group is
 * never excluded.
 */
export function isGroupExcluded(settings: ShippingSettings | null, groupId: number | null): boolean {
  if (!settings?.is_enabled || groupId === null) return false;
  return settings.hide_free_shipping_groups.includes(groupId);
}

/** Spec §5: free shipping exists if an enabled freeshipping method exists, or an enabled total-based method has a zero-cost range. */
export function freeShippingExists(methods: readonly ShippingMethod[]): boolean {
  return enabledOf(methods, 'freeshipping').length > 0 || enabledOf(methods, 'total').some(hasFreeRange);
}

/**
 * Spec §5: the freeshipping method's minimum subtotal; else the lower limit of the last
 * range of a total-based method having a zero-cost range; else none (null).
 */
export function freeShippingThreshold(methods: readonly ShippingMethod[]): number | null {
  for (const method of enabledOf(methods, 'freeshipping')) {
    const minimum = minimumOf(method);
    if (minimum !== null) return minimum;
  }
  const total = enabledOf(methods, 'total').find(hasFreeRange);
  const last = total ? rangesOf(total).at(-1) : undefined;
  return last ? last.lower_limit : null;
}

/**
 * Spec §5: 0 when the group is not excluded and an enabled freeshipping method's minimum
 * subtotal is met by the cart's base amount; otherwise the lowest cost among enabled
 * total-based ranges holding the amount (zero-cost ranges ignored for an excluded group);
 * null when no range applies.
 */
export function shippingCost(
  methods: readonly ShippingMethod[],
  settings: ShippingSettings | null,
  groupId: number | null,
  baseAmount: number,
): number | null {
  const excluded = isGroupExcluded(settings, groupId);
  if (!excluded) {
    const free = enabledOf(methods, 'freeshipping').some((m) => {
      const minimum = minimumOf(m);
      return minimum !== null && baseAmount >= minimum;
    });
    if (free) return 0;
  }
  const costs = enabledOf(methods, 'total')
    .flatMap(rangesOf)
    .filter((r) => r.lower_limit <= baseAmount && (r.upper_limit === null || baseAmount <= r.upper_limit))
    .filter((r) => !(excluded && r.shipping_cost === 0))
    .map((r) => r.shipping_cost);
  return costs.length > 0 ? Math.min(...costs) : null;
}

export function shippingSummary(
  methods: readonly ShippingMethod[],
  settings: ShippingSettings | null,
  groupId: number | null,
  baseAmount: number,
): ShippingSummary {
  const offered = freeShippingExists(methods) && !isGroupExcluded(settings, groupId);
  const threshold = offered ? freeShippingThreshold(methods) : null;
  return {
    shippingCost: shippingCost(methods, settings, groupId, baseAmount),
    freeShipping: offered,
    freeShippingAmount: threshold === null ? null : Math.max(0, threshold - baseAmount),
    freeShippingThreshold: threshold,
  };
}
