/**
 * The BigCommerce fake's Orders v2 routes, with state per store: orders, their
 * products (catalog products resolved from the seed catalog: name, sku and options from the
 * variant, as the platform fills them in), shipping addresses and shipments. Amounts are
 * decimal strings with four places ("299.9500"), dates RFC 2822, lists 204 when empty, an
 * unknown order 404. Each store starts with two orders of the demo customer (DEMO_CUSTOMER):
 * one shipped with a shipment, one awaiting fulfilment.
 */
import { DEMO_CUSTOMER, type RouteOf, type StoreHandler } from './fake-bigcommerce-customers';
import {
  address,
  createOrder as create,
  type Json,
  missing,
  type Order,
  rfc2822,
  type StoreState,
  v2Page,
  variants,
} from './fake-bigcommerce-order-records';
import type { FakeRoute } from './fake-service';

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
