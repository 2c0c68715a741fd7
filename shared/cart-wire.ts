/**
 * The cart on the wire (spec §7 and §9): `/api/cart*` answers the platform's
 * decimal amounts (`base_amount: 399.95`), while the worker and the islands keep integer
 * minor units (`39995`) so that sums stay exact. The worker maps its view out with
 * `cartToWire`; the browser maps answers back with `cartFromWire` before any island sees
 * them, so every formatted string is the one the page rendered. Both follow the cart's own
 * currency's `decimal_places` (JPY 0).
 */
import type { CartLineView, CartView, ShippingSummary } from './cart';
import { decimalToMinor, minorToDecimal } from './currency';

/** The cart as `/api/cart*` answers it: `CartView`'s shape with decimal amounts. */
export type CartWire = CartView;

type Convert = (amount: number) => number;

const LINE_AMOUNTS = ['original_price', 'list_price', 'sale_price', 'extended_list_price', 'extended_sale_price'] as const;
const SHIPPING_AMOUNTS = ['shippingCost', 'freeShippingAmount', 'freeShippingThreshold'] as const;

function mapLine(line: CartLineView, convert: Convert): CartLineView {
  const out = { ...line };
  for (const key of LINE_AMOUNTS) out[key] = convert(line[key]);
  return out;
}

function mapCart(cart: CartView, convert: Convert): CartView {
  const shipping: Partial<ShippingSummary> = {};
  for (const key of SHIPPING_AMOUNTS) {
    const amount = cart[key];
    shipping[key] = amount === null ? null : convert(amount);
  }
  return {
    ...cart,
    ...shipping,
    base_amount: convert(cart.base_amount),
    cart_amount: convert(cart.cart_amount),
    line_items: { ...cart.line_items, physical_items: cart.line_items.physical_items.map((line) => mapLine(line, convert)) },
  };
}

/** Minor units → the decimal amounts `/api` answers. */
export function cartToWire(cart: CartView): CartWire {
  const places = cart.currency.decimal_places;
  return mapCart(cart, (minor) => minorToDecimal(minor, places));
}

/** An `/api/cart*` answer → the minor units the islands compute and format with. */
export function cartFromWire(cart: CartWire): CartView {
  const places = cart.currency.decimal_places;
  return mapCart(cart, (amount) => decimalToMinor(amount, places));
}
