/**
 * The cart as /api answers it and islands render it: spec §3 "Cart" with the commerce
 * platform's line fields, plus the shipping figures of spec §3 "Cart store state".
 * Amounts are integer minor units here, in the worker and in the islands; `/api/cart*`
 * answers them as the platform's decimal amounts, mapped by shared/cart-wire.ts.
 */

export interface LineOption {
  name: string;
  value: string;
}

/** The shipping figures a cart answers with (spec §3 "Cart store state"). */
export interface ShippingSummary {
  /** Cost for the cart as it stands; null when no method applies. */
  shippingCost: number | null;
  /** Free shipping is offered to this shopper (exists and is not hidden for the group). */
  freeShipping: boolean;
  /** What is left to reach free shipping: 0 once reached; null when there is no threshold to show. */
  freeShippingAmount: number | null;
  /** The free-shipping threshold itself, for progress bars; null as above. */
  freeShippingThreshold: number | null;
}

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

/** What GET /api/session answers. */
export interface SessionView {
  csrfToken: string;
  cartId: string | null;
  cartCount: number;
  /** Content region the answer is for; `shopping` says whether it has a cart at all. */
  region: string;
  shopping: boolean;
}
