/** An order as `/api/orders` answers it and the confirmation page shows it. */
import type { PlacedOrder } from '../ports/commerce';

export function orderView({ order, checkout }: PlacedOrder) {
  return {
    id: order.id,
    status: order.status,
    lines: order.lines.map((l) => ({
      product_id: l.product_id,
      variant_id: l.variant_id,
      sku: l.sku,
      name: l.name,
      options: l.options,
      quantity: l.quantity,
      unit_price: l.unit_price,
      total: l.total,
    })),
    subtotal: order.subtotal,
    shipping: order.shipping_cost,
    shipping_method: { id: checkout.shipping_method_id, name: checkout.shipping_method_name },
    tax: order.tax,
    tax_included: checkout.tax_included,
    total: order.total,
    currency: order.currency_code,
    email: order.email,
    shipping_address: order.shipping_address,
    billing_address: order.billing_address,
    payment: { brand: checkout.payment_brand, last4: checkout.payment_last4 },
    created_at: order.date_created,
  };
}

export type OrderView = ReturnType<typeof orderView>;
