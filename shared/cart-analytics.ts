/**
 * GA4 events of the cart's lines (shared/analytics.ts has the rest). A module of its own, and
 * amounts turned into major units with the cart's own `decimal_places`, so the cart page's island
 * carries this and the product page's islands, which share analytics.ts, carry nothing more.
 */
import { analyticsItem, type AnalyticsItem, type DataLayerEvent } from './analytics';

/** The cart's currency as the cart view carries it. */
export interface CartCurrency {
  code: string;
  decimal_places: number;
}

const major = (minor: number, currency: CartCurrency) => Math.round(minor) / 10 ** currency.decimal_places;

/** A cart line as a GA4 item (minor units in, major units out). */
export function cartLineItem(
  line: { product_id: number; variant_id: number; sku: string; name: string; sale_price: number; original_price?: number },
  quantity: number,
  currency: CartCurrency,
): AnalyticsItem {
  return analyticsItem({
    id: line.product_id,
    variant_id: line.variant_id,
    sku: line.sku,
    name: line.name,
    quantity,
    price: major(line.sale_price, currency),
    original_price: line.original_price === undefined ? null : major(line.original_price, currency),
    currency: currency.code,
  });
}

type CartLineLike = Parameters<typeof cartLineItem>[0] & { quantity: number };

/** The cart page: every line, the cart's value (GA4 `view_cart`). */
export function viewCartEvent(cart: {
  currency: CartCurrency;
  cart_amount: number;
  line_items: { physical_items: readonly CartLineLike[] };
}): DataLayerEvent {
  return {
    event: 'view_cart',
    ecommerce: {
      currency: cart.currency.code,
      value: major(cart.cart_amount, cart.currency),
      items: cart.line_items.physical_items.map((line) => cartLineItem(line, line.quantity, cart.currency)),
    },
  };
}

/**
 * A change of a cart line's quantity: `add_to_cart` for units added, `remove_from_cart` for units
 * taken out (a removed line takes all of them), with the value of the units that changed; no event
 * for no change.
 */
export function cartChangeEvent(line: CartLineLike, newQuantity: number, currency: CartCurrency): DataLayerEvent | null {
  const delta = newQuantity - line.quantity;
  if (delta === 0 || !Number.isFinite(delta)) return null;
  const units = Math.abs(delta);
  const item = cartLineItem(line, units, currency);
  return {
    event: delta > 0 ? 'add_to_cart' : 'remove_from_cart',
    ecommerce: { currency: currency.code, value: Math.round(item.price * units * 100) / 100, items: [item] },
  };
}
