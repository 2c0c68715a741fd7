/** Checkout's answers in decimal amounts (DESIGN §8): a cart's shipping quote and a placed order. */
import type { CartCatalog, CartRecord } from '../cart';
import { decimalIn, decimalLines } from '../edge/money-wire';
import { minorToDecimal } from '../../shared/currency';
import type { OrderView } from './order-view';
import type { ShippingQuote } from './shipping-options';

/** GET /api/cart/{id}/shipping-options: each option's cost and the free-shipping threshold. */
export function quoteWire(quote: ShippingQuote, places: number): ShippingQuote {
  const amount = (minor: number) => minorToDecimal(minor, places);
  return {
    ...quote,
    options: quote.options.map((option) => ({ ...option, cost: amount(option.cost) })),
    free_shipping_threshold: quote.free_shipping_threshold === null ? null : amount(quote.free_shipping_threshold),
  };
}

/** A cart's shipping quote in the cart currency's decimal amounts. */
export async function shippingQuoteWire(
  deps: { catalog: Pick<CartCatalog, 'currency'> },
  cart: CartRecord,
  quote: ShippingQuote,
): Promise<ShippingQuote> {
  const currency = await deps.catalog.currency(cart.region);
  return quoteWire(quote, currency.decimal_places);
}

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
