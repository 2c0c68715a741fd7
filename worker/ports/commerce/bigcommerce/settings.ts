/**
 * BigCommerce's store settings (currencies, shipping zones and methods, customer groups,
 * geography and store v2, as the published OpenAPI files describe them) checked with valibot,
 * and their mapping onto the commerce port's settings records. Pure. The platform's own ways
 * kept here: the free-shipping threshold is the zone's, handling fees are flat or a
 * percentage, a group on a price list has a rule with only `type` and `price_list_id`.
 */
import * as v from 'valibot';
import type { Money } from '../records';
import type { Country, CountryState, Currency, CustomerGroup, ShippingMethod, ShippingZone, StoreInfo } from '../settings';

const num = v.number();
const text = v.string();
/** `Québec` → `quebec` (spec §3: a state's value is the slug of its name). */
export function nameSlug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const CurrencySchema = v.looseObject({
  id: num,
  is_default: v.boolean(),
  country_iso2: text,
  currency_code: text,
  currency_exchange_rate: text,
  name: text,
  token: text,
  decimal_token: text,
  thousands_token: text,
  decimal_places: num,
  token_location: v.picklist(['left', 'right']),
  enabled: v.boolean(),
  // The file's own example of a currency has no such field: a currency without it is transactional, as before the field existed.
  is_transactional: v.optional(v.boolean(), true),
});
/** v2 amounts: "Float, Float-As-String, Integer" (the files' own words). */
const decimal = v.union([num, v.pipe(text, v.decimal(), v.transform(Number))]);
export const ZoneSchema = v.looseObject({
  id: num,
  name: text,
  type: v.picklist(['zip', 'country', 'state', 'global']),
  enabled: v.boolean(),
  locations: v.array(v.looseObject({ country_iso2: v.optional(text), state_iso2: v.optional(text) })),
  // The free-shipping threshold is the zone's, not a method's.
  free_shipping: v.optional(v.looseObject({ enabled: v.optional(v.boolean(), false), minimum_sub_total: v.optional(decimal) })),
  handling_fees: v.optional(
    v.looseObject({
      fixed_surcharge: v.optional(decimal),
      percentage_surcharge: v.optional(decimal),
      display_separately: v.optional(v.boolean()),
    }),
  ),
});
export const MethodSchema = v.looseObject({
  id: num,
  name: text,
  type: text,
  enabled: v.boolean(),
  settings: v.looseObject({
    range: v.optional(v.array(v.looseObject({ lower_limit: decimal, upper_limit: decimal, shipping_cost: decimal }))),
  }),
});
/**
 * A discount rule: `all`/`category`/`product` rules carry `method` and `amount`; a group on a
 * price list has one rule with only `type: price_list` and `price_list_id`.
 */
const DiscountRuleSchema = v.looseObject({
  type: v.picklist(['price_list', 'all', 'category', 'product']),
  method: v.optional(v.picklist(['percent', 'fixed', 'price'])),
  amount: v.optional(v.union([text, num])),
  category_id: v.optional(num),
  product_id: v.optional(num),
  price_list_id: v.optional(num),
});
export const GroupSchema = v.looseObject({
  id: num,
  name: text,
  is_default: v.boolean(),
  is_group_for_guests: v.optional(v.boolean(), false),
  category_access: v.optional(v.looseObject({ type: v.picklist(['all', 'specific', 'none']), categories: v.optional(v.array(num), []) }), {
    type: 'all',
    categories: [],
  }),
  discount_rules: v.optional(v.array(DiscountRuleSchema), []),
});
export const CountrySchema = v.looseObject({ id: num, country: text, country_iso2: text, country_iso3: text });
export const StateSchema = v.looseObject({ id: num, state: text, state_abbreviation: text, country_id: num });
export const StoreSchema = v.looseObject({
  id: text,
  name: text,
  domain: text,
  secure_url: text,
  address: text,
  country: text,
  country_code: text,
  phone: text,
  order_email: text,
  timezone: v.looseObject({ name: text, raw_offset: num }),
  language: text,
  currency: text,
  decimal_places: num,
  weight_units: text,
  dimension_units: text,
});

export type StoreIn = v.InferOutput<typeof StoreSchema>;

/** The store's money: its default currency and how many minor units a unit has. */
export interface StoreMoney {
  currency: string;
  places: number;
}

export function toMoney(amount: number, store: StoreMoney): Money {
  return { value: toMinor(amount, store), currencyCode: store.currency };
}

export function toMinor(amount: number, store: StoreMoney): number {
  return Math.round(amount * 10 ** store.places);
}

export function toCurrency(c: v.InferOutput<typeof CurrencySchema>): Currency {
  return {
    id: c.id,
    currency_code: c.currency_code,
    name: c.name,
    country_iso2: c.country_iso2,
    is_default: c.is_default,
    enabled: c.enabled,
    is_transactional: c.is_transactional,
    currency_exchange_rate: c.currency_exchange_rate,
    token: c.token,
    token_location: c.token_location,
    decimal_token: c.decimal_token,
    thousands_token: c.thousands_token,
    decimal_places: c.decimal_places,
  };
}

export function toZone(zone: v.InferOutput<typeof ZoneSchema>, store: StoreMoney): ShippingZone {
  const fees = zone.handling_fees;
  return {
    id: zone.id,
    name: zone.name,
    // A zone of postcodes is one of places within a country, for the shop's rules.
    type: zone.type === 'zip' ? 'state' : zone.type,
    locations: zone.locations.map((l) => ({ country_iso2: l.country_iso2 ?? '', ...(l.state_iso2 ? { state_iso2: l.state_iso2 } : {}) })),
    enabled: zone.enabled,
    handling_fees: {
      fixed_surcharge: toMinor(fees?.fixed_surcharge ?? 0, store),
      ...(fees?.percentage_surcharge !== undefined && !fees.fixed_surcharge ? { percentage_surcharge: fees.percentage_surcharge } : {}),
      display_separately: fees?.display_separately ?? false,
    },
  };
}

/** The zone's free-shipping threshold in minor units, or null when the zone offers none. */
export function zoneThreshold(zone: v.InferOutput<typeof ZoneSchema>, store: StoreMoney): number | null {
  return zone.free_shipping?.enabled ? toMinor(zone.free_shipping.minimum_sub_total ?? 0, store) : null;
}

/**
 * Only the two method types spec §5's shipping rules read; carrier-rated methods are left out.
 * The zone's free-shipping threshold becomes its freeshipping method's minimum subtotal (a
 * freeshipping method of a zone without one is free from the first cent); a zone with a
 * threshold but no such method gets one, named after the zone, so the rule still applies.
 */
export function toMethods(
  zoneId: number,
  methods: v.InferOutput<typeof MethodSchema>[],
  threshold: number | null,
  store: StoreMoney,
): ShippingMethod[] {
  const mapped = methods.flatMap((m): ShippingMethod[] => {
    if (m.type !== 'freeshipping' && m.type !== 'total') return [];
    const range = m.settings.range?.map((r) => ({
      lower_limit: toMinor(r.lower_limit, store),
      upper_limit: toMinor(r.upper_limit, store),
      shipping_cost: toMinor(r.shipping_cost, store),
    }));
    const settings = m.type === 'freeshipping' ? { carrier_options: { minimum_sub_total: threshold ?? 0 } } : range ? { range } : {};
    return [{ id: m.id, zone_id: zoneId, name: m.name, type: m.type, enabled: m.enabled, settings }];
  });
  if (threshold === null || mapped.some((m) => m.type === 'freeshipping' && m.enabled)) return mapped;
  return [
    ...mapped,
    {
      id: 0,
      zone_id: zoneId,
      name: 'Free shipping',
      type: 'freeshipping',
      enabled: true,
      settings: { carrier_options: { minimum_sub_total: threshold } },
    },
  ];
}

/**
 * Percent discounts for the whole catalog or one category: the rules spec §3 customer groups
 * carry (fixed and product rules are not among them). A price-list group keeps its list's id.
 */
export function toGroup(group: v.InferOutput<typeof GroupSchema>): CustomerGroup {
  const access = group.category_access;
  const priceList = group.discount_rules.find((r) => r.type === 'price_list')?.price_list_id;
  return {
    id: group.id,
    name: group.name,
    is_default: group.is_default,
    is_group_for_guests: group.is_group_for_guests,
    category_access: access.type === 'specific' ? { type: 'specific', categories: access.categories } : { type: access.type },
    discount_rules: group.discount_rules.flatMap((r) =>
      r.method === 'percent' && r.amount !== undefined && (r.type === 'all' || r.type === 'category')
        ? [
            {
              type: r.type,
              method: 'percent' as const,
              amount: String(r.amount),
              ...(r.category_id !== undefined ? { category_id: r.category_id } : {}),
            },
          ]
        : [],
    ),
    ...(priceList !== undefined ? { price_list_id: priceList } : {}),
  };
}

export const toCountry = (c: v.InferOutput<typeof CountrySchema>, hasStates: boolean): Country => ({
  id: c.id,
  country: c.country,
  country_iso2: c.country_iso2,
  country_iso3: c.country_iso3,
  has_states: hasStates,
});

export const toState = (s: v.InferOutput<typeof StateSchema>): CountryState => ({
  id: s.id,
  country_id: s.country_id,
  name: s.state,
  value: nameSlug(s.state),
  abbreviation: s.state_abbreviation,
});

const METRIC_WEIGHTS = new Set(['kgs', 'grams', 'tonnes']);

export function toStore(store: StoreIn): StoreInfo {
  return {
    id: store.id,
    name: store.name,
    domain: store.domain,
    secure_url: store.secure_url,
    address: store.address,
    country: store.country,
    country_code: store.country_code,
    phone: store.phone,
    order_email: store.order_email,
    timezone: { name: store.timezone.name, raw_offset: store.timezone.raw_offset },
    language: store.language,
    currency: store.currency,
    weight_units: METRIC_WEIGHTS.has(store.weight_units.toLowerCase()) ? 'kg' : 'lbs',
    dimension_units: store.dimension_units.toLowerCase().startsWith('inch') ? 'in' : 'cm',
  };
}
