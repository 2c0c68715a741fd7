/**
 * Money at the /api edge (spec §7 and §9): every /api amount is the platform's decimal
 * amount (`149.85`, the default spend limit `3000`), as the vendor's own API answers them.
 * Services, the order tables and the pages keep integer minor units; each /api answer that
 * carries money converts here, in the currency the amount is in.
 */
import { minorToDecimal } from '../../shared/currency';
import { currencyDigits } from '../../shared/intl';
import type { OrderView } from '../orders/view';
import type { OrderLine, OrderSummary } from '../providers/commerce';

/** Minor units of `currencyCode` as its decimal amount: `decimalIn('USD')(14985)` → 149.85, `decimalIn('JPY')(5000)` → 5000. */
export function decimalIn(currencyCode: string): (minor: number) => number {
  const places = currencyDigits(currencyCode);
  return (minor) => minorToDecimal(minor, places);
}

const decimalLines = <L extends Pick<OrderLine, 'unit_price' | 'total'>>(lines: readonly L[], decimal: (minor: number) => number): L[] =>
  lines.map((l) => ({ ...l, unit_price: decimal(l.unit_price), total: decimal(l.total) }));

/** A placed order as `POST /api/orders` answers it. */
export function decimalOrderView(order: OrderView): OrderView {
  const decimal = decimalIn(order.currency);
  return {
    ...order,
    lines: decimalLines(order.lines, decimal),
    subtotal: decimal(order.subtotal),
    shipping: decimal(order.shipping),
    tax: decimal(order.tax),
    total: decimal(order.total),
  };
}

/** A customer's order record (`/api/orders/{id}`, `/api/order-status/{id}`). */
export function decimalOrder<O extends OrderSummary & { lines: Pick<OrderLine, 'unit_price' | 'total'>[] }>(order: O): O {
  const decimal = decimalIn(order.currency_code);
  return {
    ...order,
    lines: decimalLines(order.lines, decimal),
    subtotal: decimal(order.subtotal),
    shipping_cost: decimal(order.shipping_cost),
    tax: decimal(order.tax),
    total: decimal(order.total),
  };
}
