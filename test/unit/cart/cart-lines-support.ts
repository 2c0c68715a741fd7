/** Shared setup of the cart-lines tests: a catalog line, an empty cart, an add change. */
import { type applyChange, emptyCart, type CartChange, type CartRecord, type CatalogLine } from '../../../worker/cart/lines';

export const NOW = 1_800_000_000_000;

export function catalogLine(variant: number, overrides: Partial<CatalogLine> = {}): CatalogLine {
  return {
    product_id: Math.floor(variant / 100),
    variant_id: variant,
    sku: `LP-${variant}`,
    name: `Ski ${variant}`,
    url: `/p/ski-${variant}`,
    image_id: `ski-${variant}`,
    options: [{ name: 'Color', value: 'Red' }],
    original_price: 39995,
    sale_price: 39995,
    stock: 20,
    ...overrides,
  };
}

export const cart = (): CartRecord => emptyCart('c'.repeat(64), 'us', 'USD', null, NOW);
export const add = (items: [CatalogLine, number][], idempotency?: { key: string; fingerprint: string; created?: boolean }): CartChange => ({
  type: 'add',
  items: items.map(([line, quantity]) => ({ line, quantity })),
  idempotency: idempotency && { created: false, ...idempotency },
});

export function ok(result: ReturnType<typeof applyChange>): CartRecord {
  if (!result.ok) throw new Error(`expected success, got ${result.error.code}`);
  return result.cart;
}
