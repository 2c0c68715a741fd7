/** Builds the cart's wire shape (shared/cart.ts) from a stored cart. */
import { baseAmount, itemCount, type CartLine, type CartRecord } from './lines';
import type { CartLineView, CartView, CurrencyView, ShippingSummary } from '../../shared/cart';

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

export function cartView(
  cart: CartRecord,
  currency: CurrencyView,
  shipping: ShippingSummary,
  imageUrl: (imageId: string) => string,
): CartView {
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
