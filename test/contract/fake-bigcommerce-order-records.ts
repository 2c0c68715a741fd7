/**
 * The Orders v2 double's records (split from fake-bigcommerce-orders.ts): an order created as
 * POST /v2/orders creates it, with catalog products resolved from the seed catalog (name, sku,
 * options from the variant, as the platform fills them in), amounts as four-place decimal
 * strings and RFC 2822 dates.
 */
import { commerceProducts, countries, currencies } from '../../worker/data/catalog/index';
import type { CommerceRegion } from '../../worker/rules/regions';
import type { FakeAnswer } from './fake-service';
import notFoundV2 from './fixtures/bigcommerce/not-found-v2.json';

export type Json = Record<string, unknown>;
export interface Order extends Json {
  id: number;
  customer_id: number;
}
interface Line extends Json {
  id: number;
  order_id: number;
  quantity: number;
}
export interface StoreState {
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
export const rfc2822 = (ms: number) => new Date(ms).toUTCString().replace('GMT', '+0000');
const money = (value: unknown) => Number(value ?? 0).toFixed(4);
export const missing: FakeAnswer = { status: 404, json: notFoundV2 };
const refused = (message: string): FakeAnswer => ({ status: 400, json: [{ status: 400, message }] });

export function v2Page(items: readonly unknown[], q: URLSearchParams): FakeAnswer {
  const limit = Math.min(Number(q.get('limit') ?? 50), 250);
  const page = Number(q.get('page') ?? 1);
  const data = items.slice((page - 1) * limit, page * limit);
  return data.length === 0 ? { status: 204 } : { json: data };
}

const variantsOf = new Map<
  string,
  Map<number, { product: { id: number; name: string }; variant: ReturnType<typeof commerceProducts>[number]['variants'][number] }>
>();
export function variants(region: string) {
  let found = variantsOf.get(region);
  if (!found) {
    found = new Map();
    for (const product of commerceProducts(region as CommerceRegion))
      for (const variant of product.variants) found.set(variant.id, { product, variant });
    variantsOf.set(region, found);
  }
  return found;
}

export function address(fields: Json): Json {
  const iso2 = String(fields.country_iso2 ?? '');
  return { ...fields, country: countries.find((c) => c.country_iso2 === iso2)?.country ?? '', country_iso2: iso2 };
}

function resources(hash: string, id: number) {
  const url = (what: string) => ({
    url: `https://api.bigcommerce.com/stores/${hash}/v2/orders/${id}/${what}`,
    resource: `/orders/${id}/${what}`,
  });
  return { products: url('products'), shipping_addresses: url('shipping_addresses'), coupons: url('coupons') };
}

/** POST /v2/orders as the platform takes it: catalog products priced as given, totals added up. */
export function createOrder(s: StoreState, region: string, hash: string, body: Json, createdAt = Date.now()): FakeAnswer {
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
