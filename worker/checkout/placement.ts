/**
 * What the platform records for an order (pure): its lines, amounts, addresses, payment, the
 * stock it takes and its confirmation mail, from the figures place.ts computed. Amounts are
 * in minor units of the store's currency, as the order tables keep them.
 */
import type { OrderTotals } from './order-totals';
import type { AddressFields, OrderPlacement } from '../ports/commerce';
import type { CommerceRegion } from '../rules/regions';
import type { Payment } from '../ports/payment';
import type { ShippingOption } from './shipping-options';
import { formatCurrency } from '../../shared/currency';
import type { CurrencyView } from '../../shared/cart';
import { orderMail, type OrderMailLanguage } from './mail';
import { orderLinesOf } from './rules';
import type { OrderRequest } from './schemas';
import type { PricedCartLine } from './types';

export interface PlacementInput {
  request: OrderRequest;
  region: CommerceRegion;
  customerId: number | null;
  currency: CurrencyView;
  lines: readonly PricedCartLine[];
  totals: OrderTotals;
  method: Pick<ShippingOption, 'id' | 'name'>;
  payment: Payment;
  key: { scope: string; fingerprint: string; placedBy: string };
  cartId: string;
  language: OrderMailLanguage;
}

export function placementOf(input: PlacementInput): OrderPlacement {
  const { request, totals, method, payment, lines, currency } = input;
  const orderLines = orderLinesOf(lines);
  const billing: AddressFields = request.billing_address ?? request.shipping_address;
  return {
    customer_id: input.customerId,
    email: request.email,
    region: input.region,
    currency_code: currency.code,
    shipping_cost: totals.shipping,
    tax: totals.tax,
    total: totals.total,
    tax_included: totals.tax_mode === 'included',
    billing_address: billing,
    shipping_address: request.shipping_address,
    lines: orderLines,
    scope: input.key.scope,
    fingerprint: input.key.fingerprint,
    placed_by: input.key.placedBy,
    cart_id: input.cartId,
    shipping_method_id: method.id,
    shipping_method_name: method.name,
    payment: { id: payment.id, brand: payment.brand, last4: payment.last4 },
    stock: lines.map((l) => ({ product_id: l.product_id, variant_id: l.variant_id, quantity: l.quantity, catalog_level: l.stock })),
    mail: orderMail({
      lines: orderLines,
      totals,
      email: request.email,
      address: request.shipping_address,
      method: method.name,
      card: payment,
      format: (n) => formatCurrency(n, currency),
      ...input.language,
    }),
  };
}
