/**
 * The BigCommerce fake's records: the seed's commerce records in the REST APIs' shapes (the
 * recorded fixtures/bigcommerce/product.json is the template of a product; the other shapes
 * follow the published OpenAPI files in vendor/bigcommerce). Prices become decimals of the
 * store's currency; the free-shipping threshold moves from the seed's freeshipping method onto
 * its zone (`free_shipping.minimum_sub_total`), where the platform keeps it.
 */
import type { CommerceRegion } from '../../worker/rules/regions';
import type { currencies, shippingMethods, shippingZones, states, stores } from '../../worker/data/catalog/index';
import type { CommerceProduct, Money, Variant } from '../../worker/ports/commerce/records';
import type { CommerceCategory } from '../../worker/ports/commerce/types';
import recorded from './fixtures/bigcommerce/product.json';

const template = recorded.data;
export const TIME = template.date_modified;
export const decimal = (m: Money | number, places: number) => (typeof m === 'number' ? m : m.value) / 10 ** places;
/** v2 writes amounts as strings with four places (`"150.0000"`). */
const v2Amount = (minor: number, places: number) => decimal(minor, places).toFixed(4);

export function variant(v: Variant, hash: string, places: number) {
  return {
    ...template.variants[0]!,
    id: v.id,
    product_id: v.product_id,
    sku: v.sku,
    sku_id: v.id,
    price: decimal(v.retailPrice, places),
    calculated_price: decimal(v.calculatedPrice, places),
    sale_price: v.prices.salePrice ? decimal(v.prices.salePrice, places) : null,
    retail_price: decimal(v.retailPrice, places),
    purchasing_disabled: !v.isPurchasable,
    inventory_level: v.inventoryLevel,
    image_url: `https://cdn11.bigcommerce.com/s-${hash}/images/stencil/original/products/${v.product_id}/${v.thumbnail}.jpg`,
    option_values: v.option_values.map((o) => ({
      id: o.id,
      label: o.label,
      option_id: o.option_id,
      option_display_name: o.option_display_name,
    })),
  };
}

export function options(p: CommerceProduct) {
  return p.product_options.map((o) => ({
    ...template.options[0]!,
    id: o.id,
    product_id: p.id,
    name: `${o.displayName}${p.id}`,
    display_name: o.displayName,
    type: o.displayName === 'Color' ? 'swatch' : 'rectangles',
    option_values: o.values.map((value, i) => ({
      id: value.entityId,
      label: value.label,
      sort_order: i,
      value_data: value.hexColors ? { colors: value.hexColors } : null,
      is_default: false,
    })),
  }));
}

export function product(p: CommerceProduct, hash: string, places: number, include: Set<string>) {
  const flags = [
    ...(p.isNew ? [{ name: 'isNew', value: 'true' }] : []),
    ...(p.isRedesigned ? [{ name: 'isRedesigned', value: 'true' }] : []),
  ];
  const image = (file: string, id: number, size: string) =>
    `https://cdn11.bigcommerce.com/s-${hash}/products/${p.id}/images/${id}/${file}.${size}.jpg`;
  const { variants: _v, images: _i, custom_fields: _c, options: _o, ...base } = template;
  return {
    ...base,
    id: p.id,
    name: p.name,
    sku: p.sku,
    base_variant_id: p.variants[0]?.id ?? p.id,
    mpn: p.uid,
    price: decimal(p.retailPrice, places),
    retail_price: decimal(p.retailPrice, places),
    calculated_price: decimal(p.calculatedPrice, places),
    sale_price: p.calculatedPrice.value < p.retailPrice.value ? decimal(p.calculatedPrice, places) : 0,
    categories: p.categories.map((c) => c.id),
    inventory_level: p.inventoryLevel,
    inventory_tracking: p.inventory_tracking,
    is_visible: p.is_visible,
    availability: p.availability,
    custom_url: { url: p.custom_url.url, is_customized: true },
    ...(include.has('variants') ? { variants: p.variants.map((v) => variant(v, hash, places)) } : {}),
    ...(include.has('images')
      ? {
          images: p.images.map((img, i) => ({
            ...template.images[0]!,
            id: img.id,
            product_id: p.id,
            is_thumbnail: img.is_thumbnail,
            sort_order: i,
            description: img.description,
            image_file: `${p.uid[0]}/${String(p.id).slice(0, 3)}/${img.amplience_id}.jpg`,
            url_zoom: image(img.amplience_id, img.id, '1280.1280'),
            url_standard: image(img.amplience_id, img.id, '386.513'),
            url_thumbnail: image(img.amplience_id, img.id, '220.290'),
            url_tiny: image(img.amplience_id, img.id, '44.58'),
          })),
        }
      : {}),
    ...(include.has('custom_fields')
      ? { custom_fields: [...p.customFields, ...flags].map((f, i) => ({ id: p.id * 100 + i + 1, name: f.name, value: f.value })) }
      : {}),
    ...(include.has('options') ? { options: options(p) } : {}),
  };
}

export function treeCategory(c: CommerceCategory) {
  return {
    category_id: c.id,
    category_uuid: `00000000-0000-4000-8000-${String(c.id).padStart(12, '0')}`,
    parent_id: c.parent_id,
    tree_id: 1,
    name: c.name,
    description: '',
    views: 0,
    sort_order: c.sort_order,
    page_title: '',
    meta_keywords: [],
    meta_description: '',
    layout_file: 'category.html',
    image_url: '',
    is_visible: c.is_visible,
    search_keywords: '',
    default_product_sort: 'use_store_settings',
    url: { path: c.custom_url.url, is_customized: true },
  };
}

export function currency(c: (typeof currencies)[CommerceRegion][number]) {
  return {
    id: c.id,
    is_default: c.is_default,
    last_updated: 'Mon, 02 Nov 2026 16:40:19 +0000',
    country_iso2: c.country_iso2,
    default_for_country_codes: [c.country_iso2],
    currency_code: c.currency_code,
    currency_exchange_rate: c.currency_exchange_rate,
    name: c.name,
    token: c.token,
    auto_update: false,
    decimal_token: c.decimal_token,
    thousands_token: c.thousands_token,
    decimal_places: c.decimal_places,
    token_location: c.token_location,
    enabled: c.enabled,
    is_transactional: c.is_transactional,
  };
}

/** A zone with its free-shipping threshold: the seed's enabled freeshipping method of the zone, if any. */
export function zone(
  z: (typeof shippingZones)[CommerceRegion][number],
  methods: readonly (typeof shippingMethods)[number][],
  places: number,
) {
  const free = methods.find((m) => m.zone_id === z.id && m.type === 'freeshipping' && m.enabled);
  return {
    id: z.id,
    name: z.name,
    type: z.type,
    locations: z.locations.map((l, i) => ({ id: z.id * 100 + i, ...l })),
    free_shipping: {
      enabled: free !== undefined,
      minimum_sub_total: v2Amount(free?.settings.carrier_options?.minimum_sub_total ?? 0, places),
      exclude_fixed_shipping_products: false,
    },
    handling_fees: {
      fixed_surcharge: v2Amount(z.handling_fees.fixed_surcharge, places),
      display_separately: z.handling_fees.display_separately,
    },
    enabled: z.enabled,
  };
}

/** A method; a freeshipping method has no settings of its own (its threshold is the zone's). */
export function method(m: (typeof shippingMethods)[number], places: number) {
  const settings =
    m.type === 'freeshipping'
      ? {}
      : {
          default_cost: 0,
          default_cost_type: 'fixed_amount',
          range: (m.settings.range ?? []).map((r) => ({
            lower_limit: decimal(r.lower_limit, places),
            upper_limit: decimal(r.upper_limit, places),
            shipping_cost: decimal(r.shipping_cost, places),
          })),
        };
  return {
    id: m.id,
    name: m.name,
    type: m.type,
    settings,
    enabled: m.enabled,
    handling_fees: { fixed_surcharge: 0 },
    is_fallback: false,
    channel_ids: [1],
  };
}

export const state = (s: (typeof states)[number]) => ({
  id: s.id,
  state: s.name,
  state_abbreviation: s.abbreviation,
  country_id: s.country_id,
});

/** GET /v2/store: the seed's store facts among the fields the platform answers. */
export function storeInfo(
  s: (typeof stores)[CommerceRegion],
  c: (typeof currencies)[CommerceRegion][number],
  hash: string,
  storeId: number,
) {
  return {
    id: s.id,
    account_uuid: '8d4d492f-17a1-4d95-b396-e1c5720815a5',
    domain: s.domain,
    secure_url: s.secure_url,
    control_panel_base_url: `https://store-${hash}.mybigcommerce.com`,
    status: 'live',
    name: s.name,
    first_name: 'Kari',
    last_name: 'Nordmann',
    address: s.address,
    country: s.country,
    country_code: s.country_code,
    phone: s.phone,
    admin_email: s.order_email,
    order_email: s.order_email,
    favicon_url: '',
    timezone: {
      ...s.timezone,
      dst_offset: s.timezone.raw_offset + 3600,
      dst_correction: true,
      date_format: { display: 'M jS Y', export: 'M jS Y', extended_display: 'M jS Y @ g:i A' },
    },
    language: s.language,
    currency: s.currency,
    currency_symbol: c.token,
    decimal_separator: c.decimal_token,
    thousands_separator: c.thousands_token,
    decimal_places: c.decimal_places,
    currency_symbol_location: c.token_location,
    weight_units: s.weight_units === 'kg' ? 'KGS' : 'LBS',
    dimension_units: s.dimension_units === 'cm' ? 'Centimeters' : 'Inches',
    dimension_decimal_places: 2,
    dimension_decimal_token: '.',
    dimension_thousands_token: ',',
    plan_name: 'Enterprise',
    plan_level: 'Enterprise',
    plan_is_trial: false,
    industry: 'Sporting Goods',
    logo: [],
    is_price_entered_with_tax: false,
    store_id: storeId,
    default_channel_id: 1,
    default_site_id: 1000,
    active_comparison_modules: [],
    features: { stencil_enabled: false, sitewidehttps_enabled: true, multi_storefront_enabled: false },
  };
}
