/**
 * A customer's orders on BigCommerce's Orders v2:
 *
 *   GET  {host}/stores/{hash}/v2/orders?customer_id=&page=&limit=   (204: none)
 *   GET  .../v2/orders/{id}, /products, /shipments, /shipping_addresses
 *   POST .../v2/orders (tests and seeds; shoppers order on the platform's checkout), /shipments
 *   PUT  .../v2/orders/{id}, /shipping_addresses/{id}    (anonymising a deleted account's orders)
 *
 * Amounts are the platform's decimal strings, turned into minor units of the store's currency
 * (accounts-records.ts). Ownership is the caller's rule (worker/rules/owner.ts).
 * A v2 list cannot be sorted newest first (its `sort` takes a field only) and says nothing of
 * its length, so a customer's orders are read whole (pages of 250) and paged here.
 */
import * as v from 'valibot';
import type { CommerceContext } from '../../context';
import type { AccountsPort, NewOrder, OrderRecord, OrderSummary } from '../accounts';
import * as r from './accounts-records';
import { refused, type Rest } from './rest';
import { list } from './records';

const PAGE = 250;
const Created = v.object({ id: v.number() });

export interface BigCommerceOrders extends Pick<AccountsPort, 'listOrders' | 'getOrder' | 'createOrder'> {
  /** A deleted account's orders keep their lines and totals, lose their owner, email and addresses. */
  anonymiseOrders(mx: CommerceContext, customerId: number): Promise<void>;
}

export function bigcommerceOrders(rest: Rest, places: (mx: CommerceContext) => Promise<number>): BigCommerceOrders {
  async function all<S extends v.GenericSchema>(mx: CommerceContext, path: string, item: S, query: Record<string, number> = {}) {
    const found: v.InferOutput<S>[] = [];
    for (let page = 1; ; page++) {
      const items = (await rest.get(mx, path, list(item), { ...query, page, limit: PAGE })) as v.InferOutput<S>[];
      found.push(...items);
      if (items.length < PAGE) return found;
    }
  }

  async function ordersOf(mx: CommerceContext, customerId: number) {
    const orders = await all(mx, '/v2/orders', r.OrderSchema, { customer_id: customerId });
    // The filter is the platform's; the owner check stays ours too (a guest order has customer_id 0).
    return orders.filter((o) => o.customer_id === customerId);
  }

  async function order(mx: CommerceContext, id: number): Promise<OrderRecord | null> {
    const found = await rest.find(mx, `/v2/orders/${id}`, r.OrderSchema);
    if (!found) return null;
    const [lines, shipments, shipping, decimals] = await Promise.all([
      all(mx, `/v2/orders/${id}/products`, r.OrderProductSchema),
      all(mx, `/v2/orders/${id}/shipments`, r.ShipmentSchema),
      all(mx, `/v2/orders/${id}/shipping_addresses`, r.ShippingAddressSchema),
      places(mx),
    ]);
    return {
      ...r.toSummary(found, mx.region, decimals),
      email: found.billing_address.email ?? '',
      billing_address: r.toOrderAddress(found.billing_address),
      shipping_address: shipping[0] ? r.toOrderAddress(shipping[0]) : {},
      lines: lines.map((line) => r.toLine(line, decimals)),
      shipments: shipments.map(r.toShipment).sort((a, b) => a.date_shipped.localeCompare(b.date_shipped) || a.id - b.id),
    };
  }

  async function create(mx: CommerceContext, input: NewOrder): Promise<OrderRecord> {
    const decimals = await places(mx);
    const amount = (minor: number) => r.toAmount(minor, decimals);
    const subtotal = input.lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0);
    const created = await rest.send(mx, 'POST', '/v2/orders', Created, {
      body: {
        customer_id: input.customer_id ?? 0,
        status_id: r.STATUS_IDS[input.status],
        billing_address: r.toV2Address(input.billing_address, input.email),
        shipping_addresses: [r.toV2Address(input.shipping_address, input.email)],
        // Catalog products: the platform fills sku and options in from the variant.
        products: input.lines.map((line) => ({
          product_id: line.product_id,
          variant_id: line.variant_id,
          name: line.name,
          quantity: line.quantity,
          price_ex_tax: Number(amount(line.unit_price)),
          price_inc_tax: Number(amount(line.unit_price)),
        })),
        subtotal_ex_tax: amount(subtotal),
        subtotal_inc_tax: amount(subtotal),
        shipping_cost_ex_tax: amount(input.shipping_cost),
        shipping_cost_inc_tax: amount(input.shipping_cost),
        total_ex_tax: amount(subtotal + input.shipping_cost),
        total_inc_tax: amount(subtotal + input.shipping_cost + input.tax),
      },
    });
    if (!created.ok) throw refused('commerce: creating an order', created);
    const id = created.value.id;
    if (input.shipments?.length) {
      const [products, addresses] = await Promise.all([
        all(mx, `/v2/orders/${id}/products`, r.OrderProductSchema),
        all(mx, `/v2/orders/${id}/shipping_addresses`, r.ShippingAddressSchema),
      ]);
      // The platform dates a shipment when it is recorded; `shipped_at` is the embedded store's.
      for (const shipment of input.shipments) {
        const sent = await rest.send(mx, 'POST', `/v2/orders/${id}/shipments`, v.unknown(), {
          body: {
            order_address_id: addresses[0]!.id,
            tracking_number: shipment.tracking_number,
            tracking_carrier: shipment.carrier,
            items: products.map((p) => ({ order_product_id: p.id, quantity: p.quantity })),
          },
        });
        if (!sent.ok) throw refused('commerce: recording a shipment', sent);
      }
    }
    return (await order(mx, id))!;
  }

  return {
    async listOrders(mx, customerId, { page, limit }) {
      const decimals = await places(mx);
      const mine = (await ordersOf(mx, customerId))
        .map((o): OrderSummary => r.toSummary(o, mx.region, decimals))
        .sort((a, b) => b.date_created.localeCompare(a.date_created) || b.id - a.id);
      const items = mine.slice((page - 1) * limit, page * limit);
      return {
        items,
        pagination: {
          total: mine.length,
          count: items.length,
          per_page: limit,
          current_page: page,
          total_pages: Math.ceil(mine.length / limit),
        },
      };
    },

    getOrder: (mx, id) => order(mx, id),
    createOrder: (mx, input) => create(mx, input),

    async anonymiseOrders(mx, customerId) {
      const blank = r.toV2Address({}, '');
      for (const { id } of await ordersOf(mx, customerId)) {
        const put = await rest.send(mx, 'PUT', `/v2/orders/${id}`, v.unknown(), { body: { customer_id: 0, billing_address: blank } });
        if (!put.ok) throw refused('commerce: anonymising an order', put);
        for (const address of await all(mx, `/v2/orders/${id}/shipping_addresses`, r.ShippingAddressSchema)) {
          const cleared = await rest.send(mx, 'PUT', `/v2/orders/${id}/shipping_addresses/${address.id}`, v.unknown(), { body: blank });
          if (!cleared.ok) throw refused('commerce: anonymising a shipping address', cleared);
        }
      }
    },
  };
}
