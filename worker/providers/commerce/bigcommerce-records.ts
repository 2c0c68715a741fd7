/**
 * BigCommerce's REST shapes (catalog v3, store settings v2, as its published OpenAPI
 * documents describe them) checked with valibot, and their mapping onto the commerce
 * port's records. Pure. Conventions of the shop's stores, where the platform has no field:
 * - the content uid a product sells is its `mpn` (the platform filters products by it);
 * - a product is new or redesigned when its custom field `isNew` / `isRedesigned` says `true`
 *   (those two fields are not shown as attributes);
 * - image files and variant images are named by their media id (`{amplience_id}.jpg`);
 * - a category's uid is its custom URL path with `-` for `/` (`/skis/classic/` → `skis-classic`).
 * Prices arrive as decimals of the store's default currency and become integer minor units.
 * Nothing here imports the seed generator: the two conventions the seed also follows (colour
 * image ids, name slugs) are written out below, and a unit test holds them to the seed's.
 */
import * as v from 'valibot';
import type { CommerceImage, CommerceProduct, Money, ProductOption, Variant } from './records';
import type { Country, CountryState, Currency, CustomerGroup, ShippingMethod, ShippingZone, StoreInfo } from './settings';
import type { CategoryNode, CommerceCategory } from './types';

/** The store's convention for a colour's picture: `{uid}-{colour in lower case}`. */
export const colorImageId = (uid: string, color: string) => `${uid}-${color.toLowerCase()}`;

/** `Québec` → `quebec` (spec §3: a state's value is the slug of its name). */
export function nameSlug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const num = v.number();
const text = v.string();
const price = v.nullish(v.number());

export const OptionSchema = v.looseObject({
  id: num,
  display_name: text,
  option_values: v.array(
    v.looseObject({ id: num, label: text, value_data: v.nullish(v.looseObject({ colors: v.optional(v.array(text)) })) }),
  ),
});
export const VariantSchema = v.looseObject({
  id: num,
  product_id: num,
  sku: text,
  price,
  calculated_price: num,
  sale_price: price,
  retail_price: price,
  inventory_level: v.nullish(num),
  purchasing_disabled: v.boolean(),
  image_url: v.optional(text, ''),
  option_values: v.array(v.looseObject({ id: num, label: text, option_id: num, option_display_name: text })),
});
export const ProductSchema = v.looseObject({
  id: num,
  name: text,
  sku: text,
  mpn: v.optional(text, ''),
  price: num,
  calculated_price: num,
  retail_price: price,
  sale_price: price,
  categories: v.array(num),
  inventory_level: num,
  inventory_tracking: v.picklist(['none', 'product', 'variant']),
  is_visible: v.boolean(),
  availability: v.picklist(['available', 'disabled', 'preorder']),
  custom_url: v.looseObject({ url: text }),
  custom_fields: v.optional(v.array(v.looseObject({ name: text, value: text })), []),
  images: v.optional(
    v.array(v.looseObject({ id: num, is_thumbnail: v.boolean(), description: v.optional(text, ''), image_file: v.optional(text, '') })),
    [],
  ),
  options: v.optional(v.array(OptionSchema), []),
  variants: v.optional(v.array(VariantSchema), []),
});
export const TreeCategorySchema = v.looseObject({
  category_id: num,
  parent_id: num,
  name: text,
  sort_order: num,
  is_visible: v.boolean(),
  url: v.looseObject({ path: text }),
});
/** The tree's nodes are the port's CategoryNode already; `object` keeps only its fields. */
const CategoryNodeSchema: v.GenericSchema<CategoryNode> = v.object({
  id: num,
  parent_id: num,
  depth: num,
  path: v.array(num),
  name: text,
  is_visible: v.boolean(),
  url: text,
  children: v.array(v.lazy(() => CategoryNodeSchema)),
});
export const CategoryTreeSchema = v.object({ data: v.array(CategoryNodeSchema) });

export const PaginationSchema = v.object({
  pagination: v.looseObject({ total: num, count: num, per_page: num, current_page: num, total_pages: num }),
});
export const page = <S extends v.GenericSchema>(item: S) => v.object({ data: v.array(item), meta: PaginationSchema });
export const one = <S extends v.GenericSchema>(item: S) => v.object({ data: item });
/** A v2 list: an array, or 204 No Content for none. */
export const list = <S extends v.GenericSchema>(item: S) =>
  v.pipe(
    v.nullable(v.array(item)),
    v.transform((items) => items ?? []),
  );

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

export type ProductIn = v.InferOutput<typeof ProductSchema>;
export type VariantIn = v.InferOutput<typeof VariantSchema>;
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

/** `https://cdn…/products/1101/aurora-classic-red.jpg` → `aurora-classic-red`. */
export function mediaId(file: string): string {
  return (
    (file.split('?')[0] ?? '')
      .split('/')
      .pop()
      ?.replace(/\.[a-z0-9]+$/i, '') ?? ''
  );
}

const FLAGS = new Set(['isNew', 'isRedesigned']);
const OPTION_NAMES = ['Color', 'Size', 'Length'] as const;

export function toOption(option: v.InferOutput<typeof OptionSchema>): ProductOption {
  const name = OPTION_NAMES.find((n) => n === option.display_name) ?? 'Size';
  return {
    id: option.id,
    displayName: name,
    values: option.option_values.map((value) => ({
      entityId: value.id,
      label: value.label,
      ...(value.value_data?.colors?.length ? { hexColors: value.value_data.colors } : {}),
    })),
  };
}

export function toVariant(variant: VariantIn, store: StoreMoney, uid: string): Variant {
  const retail = variant.retail_price || variant.price || variant.calculated_price;
  const level = variant.inventory_level ?? 0;
  const color = variant.option_values.find((o) => o.option_display_name === 'Color')?.label;
  return {
    id: variant.id,
    product_id: variant.product_id,
    sku: variant.sku,
    calculatedPrice: toMoney(variant.calculated_price, store),
    retailPrice: toMoney(retail, store),
    prices: {
      price: toMoney(variant.calculated_price, store),
      salePrice: variant.sale_price ? toMoney(variant.sale_price, store) : null,
      retailPrice: toMoney(retail, store),
    },
    inventoryLevel: level,
    isInStock: level > 0,
    isPurchasable: !variant.purchasing_disabled && level > 0,
    // Without its own image a variant shows its colour's picture (spec §5 colour swap).
    thumbnail: mediaId(variant.image_url) || (color ? colorImageId(uid, color) : uid),
    option_values: variant.option_values.map((o) => ({
      option_id: o.option_id,
      option_display_name: o.option_display_name,
      id: o.id,
      label: o.label,
    })),
  };
}

export function toProduct(product: ProductIn, store: StoreMoney): CommerceProduct {
  const uid = product.mpn || product.custom_url.url.replace(/^\/+|\/+$/g, '');
  const variants = product.variants.map((variant) => toVariant(variant, store, uid));
  const prices = variants.map((variant) => variant.calculatedPrice);
  const calculated = toMoney(product.calculated_price, store);
  const options = product.options.map(toOption);
  const colors = options.find((o) => o.displayName === 'Color')?.values.map((value) => value.label) ?? [];
  const flag = (name: string) => product.custom_fields.some((f) => f.name === name && f.value.trim().toLowerCase() === 'true');
  const images: CommerceImage[] = product.images.map((image) => {
    const id = mediaId(image.image_file);
    return {
      id: image.id,
      amplience_id: id,
      color: colors.find((c) => colorImageId(uid, c) === id) ?? null,
      is_thumbnail: image.is_thumbnail,
      description: image.description,
    };
  });
  return {
    id: product.id,
    uid,
    name: product.name,
    sku: product.sku,
    custom_url: { url: product.custom_url.url },
    calculatedPrice: calculated,
    retailPrice: toMoney(product.retail_price || product.price, store),
    priceRange: prices.length
      ? { min: prices.reduce((a, b) => (b.value < a.value ? b : a)), max: prices.reduce((a, b) => (b.value > a.value ? b : a)) }
      : { min: calculated, max: calculated },
    inventory_tracking: product.inventory_tracking,
    inventoryLevel: product.inventory_level,
    isInStock: product.inventory_tracking === 'none' || product.inventory_level > 0,
    availability: product.availability === 'disabled' ? 'disabled' : 'available',
    is_visible: product.is_visible,
    isNew: flag('isNew'),
    isRedesigned: flag('isRedesigned'),
    categories: product.categories.map((id) => ({ id })),
    customFields: product.custom_fields.filter((f) => !FLAGS.has(f.name)).map((f) => ({ name: f.name, value: f.value })),
    images,
    product_options: options,
    variants,
  };
}

export function toCategory(category: v.InferOutput<typeof TreeCategorySchema>): CommerceCategory {
  const path = category.url.path;
  return {
    id: category.category_id,
    parent_id: category.parent_id,
    uid: path.replace(/^\/+|\/+$/g, '').replaceAll('/', '-'),
    name: category.name,
    sort_order: category.sort_order,
    is_visible: category.is_visible,
    custom_url: { url: path },
  };
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
