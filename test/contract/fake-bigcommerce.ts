/**
 * The fake service's BigCommerce routes: each commerce region's seed store served as the
 * REST APIs serve a store (catalog v3 with include, id:in / categories:in / mpn / sku
 * filters and pagination meta; currencies, shipping, customer groups, geography and store
 * v2, with 204 for an empty list). Products follow the recorded fixtures/bigcommerce/product.json:
 * its constant fields are the template, the seed fills in the rest.
 */
import { COMMERCE_REGIONS, type CommerceRegion } from '../../worker/domain/regions';
import {
  commerceProducts,
  countries,
  currencies,
  customerGroups,
  shippingMethods,
  shippingZones,
  states,
  stores as storeInfos,
} from '../../worker/data/catalog/index';
import { commerceCategories } from '../../worker/data/build/commerce-index';
import type { CommerceProduct, Money, Variant } from '../../worker/providers/commerce/records';
import type { FakeAnswer, FakeRequest, FakeRoute } from './fake-service';
import recorded from './fixtures/bigcommerce/product.json';
import notFoundV2 from './fixtures/bigcommerce/not-found-v2.json';
import notFoundV3 from './fixtures/bigcommerce/not-found-v3.json';
import unauthorized from './fixtures/bigcommerce/unauthorized.json';

export type FakeStores = Record<CommerceRegion, { hash: string; token: string }>;

const template = recorded.data;

/** Each store's seed catalog, built once per test file. */
const catalogs = new Map<
  CommerceRegion,
  {
    products: CommerceProduct[];
    byId: Map<number, CommerceProduct>;
    variants: Variant[];
    categories: ReturnType<typeof commerceCategories>;
  }
>();
function regionIndex(region: CommerceRegion) {
  let found = catalogs.get(region);
  if (!found) {
    const products = commerceProducts(region);
    found = {
      products,
      byId: new Map(products.map((p) => [p.id, p])),
      variants: products.flatMap((p) => p.variants),
      categories: commerceCategories(region),
    };
    catalogs.set(region, found);
  }
  return found;
}
const categoryIndex = (region: CommerceRegion) => regionIndex(region).categories;
const TIME = template.date_modified;
const decimal = (m: Money | number, places: number) => (typeof m === 'number' ? m : m.value) / 10 ** places;
const placesOf = (region: CommerceRegion) => currencies[region][0]!.decimal_places;

function variant(v: Variant, hash: string, places: number) {
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

function options(p: CommerceProduct) {
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

function product(p: CommerceProduct, hash: string, places: number, include: Set<string>) {
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

/** One page and the pagination block of catalog v3 (`meta.pagination`). */
function paged<T>(all: readonly T[], q: URLSearchParams): FakeAnswer {
  const limit = Number(q.get('limit') ?? 50);
  const page = Number(q.get('page') ?? 1);
  if (!(limit >= 1 && limit <= 250) || !(page >= 1))
    return { status: 422, json: { status: 422, title: 'Invalid page or limit', type: notFoundV3.type } };
  const data = all.slice((page - 1) * limit, page * limit);
  const totalPages = Math.ceil(all.length / limit);
  const link = (n: number) => `?page=${n}&limit=${limit}`;
  return {
    json: {
      data,
      meta: {
        pagination: {
          total: all.length,
          count: data.length,
          per_page: limit,
          current_page: page,
          total_pages: totalPages,
          links: {
            ...(page > 1 ? { previous: link(page - 1) } : {}),
            current: link(page),
            ...(page < totalPages ? { next: link(page + 1) } : {}),
          },
        },
      },
    },
  };
}

const ids = (q: URLSearchParams, name: string) => q.get(name)?.split(',').map(Number);
const words = (q: URLSearchParams, name: string) => q.get(name)?.split(',');
const v3Missing: FakeAnswer = { status: 404, json: notFoundV3 };
const v2Missing: FakeAnswer = { status: 404, json: notFoundV2 };
/** v2 answers an empty list with 204 No Content. */
const v2List = (items: unknown[]): FakeAnswer => (items.length === 0 ? { status: 204, raw: '' } : { json: items });

type Store = { region: CommerceRegion; hash: string };

/** The store the path names, or the platform's refusal: unknown hash 404, wrong token 401. */
function storeOf(request: FakeRequest, stores: FakeStores): { store: Store } | { refused: FakeAnswer } {
  const region = COMMERCE_REGIONS.find((r) => stores[r].hash === request.params.hash);
  if (!region) return { refused: v3Missing };
  if (request.headers['x-auth-token'] !== stores[region].token) return { refused: { status: 401, json: unauthorized } };
  return { store: { region, hash: stores[region].hash } };
}

export function bigcommerceRoutes(stores: FakeStores): FakeRoute[] {
  const route = (path: string, answer: (store: Store, r: FakeRequest) => FakeAnswer): FakeRoute => ({
    path: `/stores/:hash${path}`,
    handler: (request) => {
      const found = storeOf(request, stores);
      return 'refused' in found ? found.refused : answer(found.store, request);
    },
  });
  const products = (region: CommerceRegion) => regionIndex(region).products;
  const include = (q: URLSearchParams) => new Set(words(q, 'include') ?? []);

  return [
    route('/v3/catalog/products', ({ region, hash }, { query: q }) => {
      const wanted = {
        ids: ids(q, 'id:in'),
        categories: ids(q, 'categories:in'),
        visible: q.get('is_visible'),
        mpn: q.get('mpn'),
        sku: q.get('sku'),
      };
      const list = products(region).filter(
        (p) =>
          (!wanted.ids || wanted.ids.includes(p.id)) &&
          (!wanted.categories || p.categories.some((c) => wanted.categories!.includes(c.id))) &&
          (wanted.visible === null || String(p.is_visible) === wanted.visible) &&
          (wanted.mpn === null || p.uid === wanted.mpn) &&
          (wanted.sku === null || p.sku === wanted.sku),
      );
      return paged(
        list.map((p) => product(p, hash, placesOf(region), include(q))),
        q,
      );
    }),
    route('/v3/catalog/products/:id', ({ region, hash }, r) => {
      const found = regionIndex(region).byId.get(Number(r.params.id));
      return found ? { json: { data: product(found, hash, placesOf(region), include(r.query)), meta: {} } } : v3Missing;
    }),
    route('/v3/catalog/products/:id/options', ({ region }, r) => {
      const found = regionIndex(region).byId.get(Number(r.params.id));
      return found ? paged(options(found), r.query) : v3Missing;
    }),
    route('/v3/catalog/variants', ({ region, hash }, { query: q }) => {
      const wanted = {
        products: ids(q, 'product_id:in'),
        ids: ids(q, 'id:in') ?? ids(q, 'id'),
        skus: words(q, 'sku:in') ?? words(q, 'sku'),
      };
      const list = regionIndex(region).variants.filter(
        (v) =>
          (!wanted.products || wanted.products.includes(v.product_id)) &&
          (!wanted.ids || wanted.ids.includes(v.id)) &&
          (!wanted.skus || wanted.skus.includes(v.sku)),
      );
      return paged(
        list.map((v) => variant(v, hash, placesOf(region))),
        q,
      );
    }),
    route('/v3/catalog/trees/categories', ({ region }, { query: q }) => {
      const trees = ids(q, 'tree_id:in');
      const wanted = ids(q, 'category_id:in');
      const list = trees && !trees.includes(1) ? [] : categoryIndex(region).list.filter((c) => !wanted || wanted.includes(c.id));
      return paged(
        list.map((c) => ({
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
        })),
        q,
      );
    }),
    route('/v3/catalog/trees/:tree/categories', ({ region }, r) =>
      r.params.tree === '1' ? { json: { data: categoryIndex(region).tree, meta: {} } } : v3Missing,
    ),
    route('/v2/currencies', ({ region }) => v2List(currencies[region].map(currency))),
    route('/v2/currencies/:id', ({ region }, r) => {
      const found = currencies[region].find((c) => c.id === Number(r.params.id));
      return found ? { json: currency(found) } : v2Missing;
    }),
    route('/v2/shipping/zones', ({ region }) => v2List(shippingZones[region].map((z) => zone(z, placesOf(region))))),
    route('/v2/shipping/zones/:id', ({ region }, r) => {
      const found = shippingZones[region].find((z) => z.id === Number(r.params.id));
      return found ? { json: zone(found, placesOf(region)) } : v2Missing;
    }),
    route('/v2/shipping/zones/:id/methods', ({ region }, r) => {
      const id = Number(r.params.id);
      if (!shippingZones[region].some((z) => z.id === id)) return v2Missing;
      return v2List(shippingMethods.filter((m) => m.zone_id === id).map((m) => method(m, placesOf(region))));
    }),
    route('/v2/customer_groups', ({ region }, { query: q }) =>
      v2List(
        customerGroups[region]
          .filter(
            (g) =>
              (q.get('is_group_for_guests') === null || String(g.is_group_for_guests) === q.get('is_group_for_guests')) &&
              (q.get('is_default') === null || String(g.is_default) === q.get('is_default')),
          )
          .map((g) => ({ ...g, date_created: TIME, date_modified: TIME })),
      ),
    ),
    route('/v2/customer_groups/:id', ({ region }, r) => {
      const found = customerGroups[region].find((g) => g.id === Number(r.params.id));
      return found ? { json: { ...found, date_created: TIME, date_modified: TIME } } : v2Missing;
    }),
    route('/v2/countries', ({ hash }) =>
      v2List(
        countries.map((c) => ({
          id: c.id,
          country: c.country,
          country_iso2: c.country_iso2,
          country_iso3: c.country_iso3,
          states: { url: `https://api.bigcommerce.com/stores/${hash}/v2/countries/${c.id}/states`, resource: `/countries/${c.id}/states` },
        })),
      ),
    ),
    route('/v2/countries/states', () => v2List(states.map(state))),
    route('/v2/countries/:id/states', (_, r) => {
      const id = Number(r.params.id);
      return countries.some((c) => c.id === id) ? v2List(states.filter((s) => s.country_id === id).map(state)) : v2Missing;
    }),
    route('/v2/store', ({ region, hash }) => {
      const s = storeInfos[region];
      const c = currencies[region][0]!;
      return {
        json: {
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
          store_id: 1000 + COMMERCE_REGIONS.indexOf(region),
          default_channel_id: 1,
          default_site_id: 1000,
          active_comparison_modules: [],
          features: { stencil_enabled: false, sitewidehttps_enabled: true, multi_storefront_enabled: false },
        },
      };
    }),
  ];
}

function currency(c: (typeof currencies)[CommerceRegion][number]) {
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

function zone(z: (typeof shippingZones)[CommerceRegion][number], places: number) {
  return {
    id: z.id,
    name: z.name,
    type: z.type,
    locations: z.locations.map((l, i) => ({ id: z.id * 100 + i, ...l })),
    free_shipping: { enabled: false, minimum_sub_total: '0.0000', exclude_fixed_shipping_products: false },
    handling_fees: {
      fixed_surcharge: String(decimal(z.handling_fees.fixed_surcharge, places)),
      display_separately: z.handling_fees.display_separately,
    },
    enabled: z.enabled,
  };
}

function method(m: (typeof shippingMethods)[number], places: number) {
  const settings =
    m.type === 'freeshipping'
      ? { carrier_options: { minimum_sub_total: decimal(m.settings.carrier_options!.minimum_sub_total, places) } }
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
    handling_fees: { fixed_surcharge: '0' },
    is_fallback: false,
    channel_ids: [1],
  };
}

const state = (s: (typeof states)[number]) => ({ id: s.id, state: s.name, state_abbreviation: s.abbreviation, country_id: s.country_id });
