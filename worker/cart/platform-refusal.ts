/**
 * What a refused cart write means (pure; table-tested in test/unit/cart/platform-refusal.test.ts).
 * BigCommerce refuses a line it cannot fill with 422 and its ErrorResponse body
 * (carts.v3.yml: `{ status, title, type, errors }`), the reason in words: "Not enough stock:
 * ...", "... is out of stock ...", "... inventory ...". Such a refusal is the shopper's
 * answer (our 409 `insufficient_stock`, as the embedded cart gives it), not an outage; any
 * other refusal stays a platform failure (502).
 */
import type { CartError, CartLine } from './lines';
import type { Refusal } from '../ports/http/send';

const STOCK_WORDS = /\b(stock|inventory)\b/i;
/** Names the platform quotes back (a product called "Stock Pole") are not its reason. */
const unquoted = (text: string) => text.replace(/"[^"]*"/g, '');

const texts = (body: unknown): string[] => {
  if (typeof body === 'string') return [body];
  if (typeof body !== 'object' || body === null) return [];
  const { title, detail, errors } = body as { title?: unknown; detail?: unknown; errors?: unknown };
  const found = [title, detail].filter((t): t is string => typeof t === 'string');
  if (typeof errors === 'object' && errors !== null) found.push(...Object.values(errors).filter((t): t is string => typeof t === 'string'));
  return found;
};

/** A 422 whose words are about stock. */
export function isStockRefusal(refusal: Pick<Refusal, 'status' | 'body'>): boolean {
  return refusal.status === 422 && texts(refusal.body).some((text) => STOCK_WORDS.test(unquoted(text)));
}

/** The platform refused a line for stock: thrown by the carts API, turned into a cart error by the writer. */
export class PlatformStockRefusal extends Error {
  override readonly name = 'PlatformStockRefusal';
}

type Line = Pick<CartLine, 'variant_id' | 'name' | 'quantity'>;

/**
 * Our `insufficient_stock` error for a change the platform refused: the line that grew (the
 * shopper's change). The platform does not say how many it has; the units it already held for
 * that line are the ones we can promise, so they are `available` (0: "sold out").
 */
export function platformStockError(before: readonly Line[], after: readonly Line[], index?: number): CartError {
  const held = (variantId: number) => before.find((l) => l.variant_id === variantId)?.quantity ?? 0;
  const grown = after.find((l) => l.quantity > held(l.variant_id)) ?? after[0];
  const inCart = grown ? held(grown.variant_id) : 0;
  const name = grown?.name ?? 'This item';
  return {
    code: 'insufficient_stock',
    message: inCart === 0 ? `${name} is out of stock` : `Only ${inCart} of ${name} can be in the cart (${inCart} already are)`,
    variantId: grown?.variant_id ?? 0,
    available: inCart,
    inCart,
    ...(index === undefined || index < 0 ? {} : { index }),
  };
}
