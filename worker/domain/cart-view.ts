/**
 * The cart as /api answers it and islands render it (a wire type, imported by client/ as
 * a type only): spec §3 "Cart" with the commerce platform's line fields, plus the shipping
 * figures of spec §3 "Cart store state". Amounts are integer minor units.
 */
import { baseAmount, itemCount, type CartLine, type CartRecord, type LineOption } from './cart-lines';
import type { ShippingSummary } from './shipping';

/** Spec §3 "Currency format", with the ISO code. */
export interface CurrencyView {
  code: string;
  token: string;
  token_location: 'left' | 'right';
  decimal_token: string;
  thousands_token: string;
  decimal_places: number;
}

export interface CartLineView {
  id: string;
  product_id: number;
  variant_id: number;
  sku: string;
  name: string;
  /** Product page path after the locale prefix, e.g. `/p/aurora-classic`. */
  url: string;
  image_url: string;
  options: LineOption[];
  quantity: number;
  /** Price before any sale. */
  original_price: number;
  /** Unit price before discounts and coupons (there are none yet, so it equals sale_price). */
  list_price: number;
  /** Unit price the shopper pays. */
  sale_price: number;
  extended_list_price: number;
  extended_sale_price: number;
}

export interface CartView extends ShippingSummary {
  id: string;
  /** Spec §3: the customer the cart belongs to; null for a guest cart. */
  uid: string | null;
  currency: CurrencyView;
  /** Spec §3: the cart's contents before discounts. */
  base_amount: number;
  /** What the cart costs after discounts (none apply yet). */
  cart_amount: number;
  item_count: number;
  line_items: { physical_items: CartLineView[] };
  created_time: string;
  updated_time: string;
}

export function lineView(line: CartLine, imageUrl: (imageId: string) => string): CartLineView {
  return {
    id: line.id,
    product_id: line.product_id,
    variant_id: line.variant_id,
    sku: line.sku,
    name: line.name,
    url: line.url,
    image_url: imageUrl(line.image_id),
    options: line.options,
    quantity: line.quantity,
    original_price: line.original_price,
    list_price: line.sale_price,
    sale_price: line.sale_price,
    extended_list_price: line.sale_price * line.quantity,
    extended_sale_price: line.sale_price * line.quantity,
  };
}

export function cartView(cart: CartRecord, currency: CurrencyView, shipping: ShippingSummary, imageUrl: (imageId: string) => string): CartView {
  const base = baseAmount(cart);
  return {
    id: cart.id,
    uid: cart.customerId,
    currency,
    base_amount: base,
    cart_amount: base,
    item_count: itemCount(cart),
    line_items: { physical_items: cart.lines.map((line) => lineView(line, imageUrl)) },
    ...shipping,
    created_time: new Date(cart.createdAt).toISOString(),
    updated_time: new Date(cart.updatedAt).toISOString(),
  };
}

/** What GET /api/session answers (issue 5). */
export interface SessionView {
  csrfToken: string;
  cartId: string | null;
  cartCount: number;
  /** Content region the answer is for; `shopping` says whether it has a cart at all. */
  region: string;
  shopping: boolean;
}
