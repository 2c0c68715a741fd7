/**
 * What a cart change does to the cart the shopper sees, worked out in the browser before
 * the server answers (optimistic updates). The server's answer replaces it; shipping cost
 * stays as it was until then, since only the server knows the rules.
 */
import type { CartView } from '../../shared/cart';

/** The cart with one line's quantity changed, or the line removed (`quantity` null). */
export function withLineQuantity(cart: CartView, itemId: string, quantity: number | null): CartView {
  const items = cart.line_items.physical_items
    .filter((line) => !(line.id === itemId && quantity === null))
    .map((line) =>
      line.id === itemId && quantity !== null
        ? { ...line, quantity, extended_list_price: line.list_price * quantity, extended_sale_price: line.sale_price * quantity }
        : line,
    );
  const base = items.reduce((sum, line) => sum + line.extended_sale_price, 0);
  return {
    ...cart,
    line_items: { ...cart.line_items, physical_items: items },
    item_count: items.reduce((sum, line) => sum + line.quantity, 0),
    base_amount: base,
    cart_amount: base,
    freeShippingAmount: cart.freeShippingThreshold === null ? cart.freeShippingAmount : Math.max(0, cart.freeShippingThreshold - base),
  };
}

/** Share of the way to free shipping, 0–1; null when there is no threshold to show. */
export function freeShippingProgress(cart: Pick<CartView, 'base_amount' | 'freeShippingThreshold'>): number | null {
  if (cart.freeShippingThreshold === null || cart.freeShippingThreshold <= 0) return null;
  return Math.min(1, Math.max(0, cart.base_amount / cart.freeShippingThreshold));
}

/** The cookie with the units in the cart per commerce region (worker/cart/deps.ts writes it). */
export const COUNT_COOKIE = 'cart_count';

/** Units per commerce region as the `cart_count` cookie keeps them: `us=3&no=1`. */
export function parseCountCookie(cookieHeader: string, region: string): number | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== COUNT_COOKIE) continue;
    const value = new URLSearchParams(decodeURIComponent(rest.join('='))).get(region);
    const count = value === null ? NaN : Number(value);
    return Number.isInteger(count) && count >= 0 ? count : null;
  }
  return null;
}
