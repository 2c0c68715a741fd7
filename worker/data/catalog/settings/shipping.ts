/**
 * Shipping zones, methods and settings per store. Each shop has free shipping one of the
 * two ways spec §5 knows: a freeshipping method with a minimum subtotal, or a total-based
 * method whose last range costs nothing.
 */
import type { CommerceRegion } from '../../../rules/regions';
import type { ShippingMethod, ShippingRange, ShippingSettings, ShippingZone } from '../../../ports/commerce/settings';

/** Upper limit of an open-ended range (minor units). */
export const NO_LIMIT = 100_000_000;

const zone = (id: number, name: string, type: ShippingZone['type'], locations: ShippingZone['locations']): ShippingZone => ({
  id,
  name,
  type,
  locations,
  enabled: true,
  handling_fees: { fixed_surcharge: 0, display_separately: false },
});

const ranges = (...rows: [number, number, number][]): ShippingRange[] =>
  rows.map(([lower_limit, upper_limit, shipping_cost]) => ({ lower_limit, upper_limit, shipping_cost }));

export const shippingZones: Record<CommerceRegion, ShippingZone[]> = {
  us: [
    zone(1, 'Contiguous United States', 'country', [{ country_iso2: 'US' }]),
    zone(2, 'Alaska and Hawaii', 'state', [
      { country_iso2: 'US', state_iso2: 'AK' },
      { country_iso2: 'US', state_iso2: 'HI' },
    ]),
  ],
  ca: [
    zone(11, 'Canada', 'country', [{ country_iso2: 'CA' }]),
    zone(
      12,
      'Canadian territories',
      'state',
      ['YT', 'NT', 'NU'].map((s) => ({ country_iso2: 'CA', state_iso2: s })),
    ),
  ],
  no: [zone(21, 'Norge', 'country', [{ country_iso2: 'NO' }])],
  eu_region_1: [
    zone(
      31,
      'European Union',
      'country',
      ['DE', 'AT', 'FR', 'IT', 'NL', 'BE', 'ES', 'SE', 'PL', 'CZ'].map((c) => ({ country_iso2: c })),
    ),
    zone(
      32,
      'Rest of Europe',
      'country',
      ['GB', 'CH'].map((c) => ({ country_iso2: c })),
    ),
  ],
};

export const shippingMethods: ShippingMethod[] = [
  {
    id: 101,
    zone_id: 1,
    name: 'Free standard shipping',
    type: 'freeshipping',
    enabled: true,
    settings: { carrier_options: { minimum_sub_total: 15000 } },
  },
  {
    id: 102,
    zone_id: 1,
    name: 'Standard shipping',
    type: 'total',
    enabled: true,
    settings: { range: ranges([0, 4999, 995], [5000, 14999, 1495], [15000, NO_LIMIT, 1495]) },
  },
  // A finished promotion: disabled methods must never count (spec §5 "enabled").
  { id: 103, zone_id: 1, name: 'Winter promotion', type: 'total', enabled: false, settings: { range: ranges([0, NO_LIMIT, 0]) } },
  {
    id: 201,
    zone_id: 2,
    name: 'Air shipping',
    type: 'total',
    enabled: true,
    settings: { range: ranges([0, 19999, 2495], [20000, NO_LIMIT, 0]) },
  },
  {
    id: 1101,
    zone_id: 11,
    name: 'Standard shipping',
    type: 'total',
    enabled: true,
    settings: { range: ranges([0, 9999, 1495], [10000, 19999, 995], [20000, NO_LIMIT, 0]) },
  },
  { id: 1201, zone_id: 12, name: 'Northern shipping', type: 'total', enabled: true, settings: { range: ranges([0, NO_LIMIT, 2995]) } },
  {
    id: 2101,
    zone_id: 21,
    name: 'Gratis frakt',
    type: 'freeshipping',
    enabled: true,
    settings: { carrier_options: { minimum_sub_total: 150000 } },
  },
  { id: 2102, zone_id: 21, name: 'Posten', type: 'total', enabled: true, settings: { range: ranges([0, NO_LIMIT, 9900]) } },
  {
    id: 3101,
    zone_id: 31,
    name: 'Free shipping',
    type: 'freeshipping',
    enabled: true,
    settings: { carrier_options: { minimum_sub_total: 12000 } },
  },
  { id: 3102, zone_id: 31, name: 'Standard shipping', type: 'total', enabled: true, settings: { range: ranges([0, NO_LIMIT, 895]) } },
  { id: 3201, zone_id: 32, name: 'Standard shipping', type: 'total', enabled: true, settings: { range: ranges([0, NO_LIMIT, 1995]) } },
];

/** Pro, pro coach and employee groups (ids 3, 4, 5) never see free shipping. */
export const shippingSettings: Record<CommerceRegion, ShippingSettings> = {
  us: { is_enabled: true, hide_free_shipping_groups: '3,4,5', free_shipping_banner: true },
  ca: { is_enabled: true, hide_free_shipping_groups: '3,4,5', free_shipping_banner: true },
  no: { is_enabled: true, hide_free_shipping_groups: '3,5', free_shipping_banner: true },
  eu_region_1: { is_enabled: false, hide_free_shipping_groups: '', free_shipping_banner: false },
};
