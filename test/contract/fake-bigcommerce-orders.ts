/**
 * The BigCommerce fake's Orders v2 routes (issue 23), with state per store: orders, their
 * products (catalog products resolved from the seed catalog: name, sku and options from the
 * variant, as the platform fills them in), shipping addresses and shipments. Amounts are
 * decimal strings with four places ("299.9500"), dates RFC 2822, lists 204 when empty, an
 * unknown order 404. Each store starts with two orders of the demo customer (DEMO_CUSTOMER):
 * one shipped with a shipment, one awaiting fulfilment.
 */
import { commerceProducts, countries, currencies } from '../../worker/data/catalog/index';
import type { CommerceRegion } from '../../worker/domain/regions';
import { DEMO_CUSTOMER, type RouteOf, type StoreHandler } from './fake-bigcommerce-customers';
import type { FakeAnswer, FakeRoute } from './fake-service';
import notFoundV2 from './fixtures/bigcommerce/not-found-v2.json';

type Json = Record<string, unknown>;
interface Order extends Json {
  id: number;
  customer_id: number;
}
interface Line extends Json {
  id: number;
  order_id: number;
  quantity: number;
}
interface StoreState {
  orders: Map<number, Order>;
  lines: Line[];
  shipping: (Json & { id: number; order_id: number })[];
  shipments: (Json & { id: number; order_id: number })[];
  next: number;
}

const STATUS_NAMES: Record<number, string> = {
  0: 'Incomplete',
  1: 'Pending',
  2: 'Shipped',
  3: 'Partially Shipped',
  4: 'Refunded',
  5: 'Cancelled',
  6: 'Declined',
  7: 'Awaiting Payment',
  8: 'Awaiting Pickup',
  9: 'Awaiting Shipment',
  10: 'Completed',
  11: 'Awaiting Fulfillment',
};
const rfc2822 = (ms: number) => new Date(ms).toUTCString().replace('GMT', '+0000');
const money = (value: unknown) => Number(value ?? 0).toFixed(4);
const missing: FakeAnswer = { status: 404, json: notFoundV2 };
const refused = (message: string): FakeAnswer => ({ status: 400, json: [{ status: 400, message }] });

function v2Page(items: readonly unknown[], q: URLSearchParams): FakeAnswer {
  const limit = Math.min(Number(q.get('limit') ?? 50), 250);
  const page = Number(q.get('page') ?? 1);
  const data = items.slice((page - 1) * limit, page * limit);
  return data.length === 0 ? { status: 204 } : { json: data };
}

const variantsOf = new Map<
  string,
  Map<number, { product: { id: number; name: string }; variant: ReturnType<typeof commerceProducts>[number]['variants'][number] }>
>();
function variants(region: string) {
  let found = variantsOf.get(region);
  if (!found) {
    found = new Map();
    for (const product of commerceProducts(region as CommerceRegion))
      for (const variant of product.variants) found.set(variant.id, { product, variant });
    variantsOf.set(region, found);
  }
  return found;
}

function address(fields: Json): Json {
  const iso2 = String(fields.country_iso2 ?? '');
  return { ...fields, country: countries.find((c) => c.country_iso2 === iso2)?.country ?? '', country_iso2: iso2 };
}

export function orderRoutes(route: RouteOf): FakeRoute[] {
  const states = new Map<string, StoreState>();
  const any = (path: string, handler: StoreHandler): FakeRoute => ({ ...route(path, handler), method: '*' });

  function state(region: string, hash: string): StoreState {
    let s = states.get(hash);
    if (!s) {
      states.set(hash, (s = { orders: new Map(), lines: [], shipping: [], shipments: [], next: 100 }));
      seed(s, region, hash);
    }
    return s;
  }

  function resources(hash: string, id: number) {
    const url = (what: string) => ({
      url: `https://api.bigcommerce.com/stores/${hash}/v2/orders/${id}/${what}`,
      resource: `/orders/${id}/${what}`,
    });
    return { products: url('products'), shipping_addresses: url('shipping_addresses'), coupons: url('coupons') };
  }

  /** POST /v2/orders as the platform takes it: catalog products priced as given, totals added up. */
  function create(s: StoreState, region: string, hash: string, body: Json, createdAt = Date.now()): FakeAnswer {
    const id = s.next++;
    const lines: Line[] = [];
    for (const item of (body.products as Json[] | undefined) ?? []) {
      const found = variants(region).get(Number(item.variant_id));
      if (!found || found.product.id !== Number(item.product_id))
        return refused(`The product ${String(item.product_id)} / variant ${String(item.variant_id)} does not exist.`);
      const quantity = Number(item.quantity);
      const price = Number(item.price_ex_tax);
      const lineId = s.next++;
      lines.push({
        id: lineId,
        order_id: id,
        product_id: found.product.id,
        variant_id: found.variant.id,
        name: String(item.name ?? found.product.name),
        sku: found.variant.sku,
        type: 'physical',
        quantity,
        base_price: money(price),
        price_ex_tax: money(price),
        price_inc_tax: money(item.price_inc_tax ?? price),
        price_tax: money(0),
        total_ex_tax: money(price * quantity),
        total_inc_tax: money(Number(item.price_inc_tax ?? price) * quantity),
        total_tax: money(0),
        quantity_shipped: 0,
        is_refunded: false,
        applied_discounts: [],
        product_options: found.variant.option_values.map((o, i) => ({
          id: lineId * 10 + i,
          option_id: o.option_id,
          order_product_id: lineId,
          product_option_id: o.option_id,
          display_name: o.option_display_name,
          display_value: o.label,
          value: String(o.id),
          type: 'Multiple choice',
          name: o.option_display_name,
        })),
      });
    }
    const subtotal = lines.reduce((sum, l) => sum + Number(l.total_ex_tax), 0);
    const shipping = Number(body.shipping_cost_ex_tax ?? 0);
    const tax = Math.max(0, Number(body.total_inc_tax ?? 0) - Number(body.total_ex_tax ?? 0));
    const at = rfc2822(createdAt);
    const order: Order = {
      id,
      customer_id: Number(body.customer_id ?? 0),
      status_id: Number(body.status_id ?? 1),
      status: STATUS_NAMES[Number(body.status_id ?? 1)] ?? 'Pending',
      date_created: at,
      date_modified: at,
      date_shipped: '',
      subtotal_ex_tax: money(subtotal),
      subtotal_inc_tax: money(subtotal),
      subtotal_tax: money(0),
      shipping_cost_ex_tax: money(shipping),
      shipping_cost_inc_tax: money(shipping),
      total_ex_tax: money(subtotal + shipping),
      total_inc_tax: money(subtotal + shipping + tax),
      total_tax: money(tax),
      items_total: lines.reduce((n, l) => n + l.quantity, 0),
      items_shipped: 0,
      payment_method: 'Manual',
      currency_code: currencies[region as CommerceRegion][0]!.currency_code,
      currency_exchange_rate: '1.0000000000',
      is_deleted: false,
      order_source: 'external',
      channel_id: 1,
      billing_address: { ...address((body.billing_address as Json | undefined) ?? {}), form_fields: [] },
      ...resources(hash, id),
    };
    order.default_currency_code = order.currency_code;
    s.orders.set(id, order);
    s.lines.push(...lines);
    for (const shipTo of (body.shipping_addresses as Json[] | undefined) ?? [])
      s.shipping.push({
        ...address(shipTo),
        id: s.next++,
        order_id: id,
        items_total: order.items_total,
        items_shipped: 0,
        shipping_method: '',
        base_cost: money(shipping),
        cost_ex_tax: money(shipping),
        cost_inc_tax: money(shipping),
      });
    return { json: order };
  }

  function seed(s: StoreState, region: string, hash: string) {
    const [first, second] = [...variants(region).values()];
    if (!first || !second) return;
    const to = {
      first_name: DEMO_CUSTOMER.first_name,
      last_name: DEMO_CUSTOMER.last_name,
      street_1: '1600 Larimer St',
      city: 'Denver',
      state: 'Colorado',
      zip: '80202',
      country_iso2: 'US',
      email: DEMO_CUSTOMER.email,
    };
    const line = (f: typeof first, quantity: number) => ({
      product_id: f.product.id,
      variant_id: f.variant.id,
      quantity,
      price_ex_tax: 199.95,
      price_inc_tax: 199.95,
    });
    const shipped = create(
      s,
      region,
      hash,
      {
        customer_id: DEMO_CUSTOMER.id,
        status_id: 2,
        billing_address: to,
        shipping_addresses: [to],
        products: [line(first, 1), line(second, 2)],
        shipping_cost_ex_tax: '15.00',
      },
      Date.UTC(2026, 9, 1, 9),
    );
    const order = shipped.json as Order;
    s.shipments.push({
      id: s.next++,
      order_id: order.id,
      customer_id: DEMO_CUSTOMER.id,
      order_address_id: s.shipping.at(-1)!.id,
      date_created: rfc2822(Date.UTC(2026, 9, 2, 15)),
      tracking_number: '1Z999AA10123456784',
      tracking_carrier: 'ups',
      items: [],
    });
    create(
      s,
      region,
      hash,
      {
        customer_id: DEMO_CUSTOMER.id,
        status_id: 11,
        billing_address: to,
        shipping_addresses: [to],
        products: [line(second, 1)],
        shipping_cost_ex_tax: '0',
      },
      Date.UTC(2026, 10, 20, 12),
    );
  }

  const orders: StoreHandler = ({ region, hash }, r) => {
    const s = state(region, hash);
    if (r.method === 'POST') return create(s, region, hash, (r.body ?? {}) as Json);
    const customer = r.query.get('customer_id');
    return v2Page(
      [...s.orders.values()].filter((o) => customer === null || o.customer_id === Number(customer)).sort((a, b) => a.id - b.id),
      r.query,
    );
  };
  const one: StoreHandler = ({ region, hash }, r) => {
    const s = state(region, hash);
    const order = s.orders.get(Number(r.params.id));
    if (!order) return missing;
    if (r.method === 'PUT') {
      const body = (r.body ?? {}) as Json;
      if (body.customer_id !== undefined) order.customer_id = Number(body.customer_id);
      if (body.billing_address) order.billing_address = { ...address(body.billing_address as Json), form_fields: [] };
      order.date_modified = rfc2822(Date.now());
    }
    return { json: order };
  };
  const below =
    (pick: (s: StoreState, id: number) => unknown[]): StoreHandler =>
    ({ region, hash }, r) => {
      const s = state(region, hash);
      const id = Number(r.params.id);
      return s.orders.has(id) ? v2Page(pick(s, id), r.query) : missing;
    };
  const shipments: StoreHandler = ({ region, hash }, r) => {
    const s = state(region, hash);
    const id = Number(r.params.id);
    if (!s.orders.has(id)) return missing;
    if (r.method !== 'POST')
      return v2Page(
        s.shipments.filter((x) => x.order_id === id),
        r.query,
      );
    const body = (r.body ?? {}) as Json;
    const shipment = {
      id: s.next++,
      order_id: id,
      customer_id: s.orders.get(id)!.customer_id,
      order_address_id: Number(body.order_address_id),
      date_created: rfc2822(Date.now()),
      tracking_number: String(body.tracking_number ?? ''),
      tracking_carrier: String(body.tracking_carrier ?? ''),
      items: (body.items as unknown[]) ?? [],
    };
    s.shipments.push(shipment);
    return { status: 201, json: shipment };
  };
  const shippingAddress: StoreHandler = ({ region, hash }, r) => {
    const s = state(region, hash);
    const found = s.shipping.find((x) => x.order_id === Number(r.params.id) && x.id === Number(r.params.address));
    if (!found) return { status: 404, json: [{ status: 404, message: 'The requested resource was not found.' }] };
    if (r.method === 'PUT') Object.assign(found, address({ ...found, ...((r.body ?? {}) as Json) }));
    return { json: found };
  };

  return [
    any('/v2/orders', orders),
    any('/v2/orders/:id', one),
    route(
      '/v2/orders/:id/products',
      below((s, id) => s.lines.filter((l) => l.order_id === id)),
    ),
    route(
      '/v2/orders/:id/shipping_addresses',
      below((s, id) => s.shipping.filter((x) => x.order_id === id)),
    ),
    any('/v2/orders/:id/shipments', shipments),
    any('/v2/orders/:id/shipping_addresses/:address', shippingAddress),
  ];
}
