/**
 * The pure rules of placing an order: which lines are short, which products an
 * order sells out, the lines an order records, and each refusal as a Problem with its status
 * and field path. No I/O: place.ts applies them.
 */
import type { CardIssue } from '../rules/card';
import { problem } from '../cart';
import type { Problem } from '../edge/errors';
import type { PricedCartLine } from './types';
import { stockState } from '../../shared/price';

export interface ShortLine {
  variant_id: number;
  requested: number;
  available: number;
}

type Refusal = { ok: false; problem: Problem };

/** The lines ordered beyond the stock the catalog shows: answered before any charge. */
export const shortLinesOf = (lines: readonly Pick<PricedCartLine, 'variant_id' | 'quantity' | 'stock'>[]): ShortLine[] =>
  lines.filter((l) => l.quantity > l.stock).map((l) => ({ variant_id: l.variant_id, requested: l.quantity, available: l.stock }));

/** A variant's stock line as its page shows it: in stock, "Only N left", sold out. */
const stockLine = (level: number): string => {
  const state = stockState(level);
  return state.kind === 'low' ? `low:${state.count}` : state.kind;
};

/**
 * The products whose stock line this order changes (a low count, the last units): their cached
 * pages must go, or a shopper who just bought, now served the shared copy, sees the stock of before.
 */
export const restatedProducts = (lines: readonly Pick<PricedCartLine, 'product_id' | 'quantity' | 'stock'>[]): number[] => [
  ...new Set(lines.filter((l) => stockLine(l.stock) !== stockLine(l.stock - l.quantity)).map((l) => l.product_id)),
];

/** The order's lines as the platform records them, at the price the shopper pays. */
export const orderLinesOf = (lines: readonly PricedCartLine[]) =>
  lines.map((l) => ({
    product_id: l.product_id,
    variant_id: l.variant_id,
    sku: l.sku,
    name: l.name,
    options: l.options,
    quantity: l.quantity,
    unit_price: l.sale_price,
  }));

export const subtotalOfLines = (lines: readonly Pick<PricedCartLine, 'sale_price' | 'quantity'>[]): number =>
  lines.reduce((sum, l) => sum + l.sale_price * l.quantity, 0);

export function shortProblem(lines: readonly ShortLine[], names: ReadonlyMap<number, string>): Refusal {
  return problem(
    409,
    'insufficient_stock',
    'Some items are no longer available in the quantity ordered. Nothing was charged and nothing changed.',
    lines.map((l) => ({
      path: `lines.${l.variant_id}`,
      message: `${names.get(l.variant_id) ?? `Variant ${l.variant_id}`}: ${l.available} available`,
      variant_id: l.variant_id,
      requested: l.requested,
      available: l.available,
    })),
  );
}

export const lineUnavailable = (index: number, variantId: number, message: string): Refusal =>
  problem(409, 'line_unavailable', message, [{ path: `lines.${index}`, message, variant_id: variantId, available: 0 }]);

export const cartEmpty = (): Refusal => problem(409, 'cart_empty', 'The cart is empty: add something before checking out');

export const idempotencyMismatch = (): Refusal =>
  problem(422, 'idempotency_mismatch', 'This Idempotency-Key was used with another request body', [
    { path: 'Idempotency-Key', message: 'Used before with another body' },
  ]);

export const noShippingZone = (): Refusal =>
  problem(400, 'invalid_body', 'This store does not ship to that country', [
    { path: 'shipping_address.country_code', message: 'We do not ship there from this store' },
  ]);

export const methodNotOffered = (): Refusal =>
  problem(400, 'invalid_body', 'That shipping method is not offered for this address', [
    { path: 'shipping_method_id', message: 'Choose one of the shipping methods offered for this address' },
  ]);

/** Card issues found before any charge: the first one is the message, each one an issue under `payment`. */
export const cardProblem = (issues: readonly CardIssue[]): Refusal =>
  problem(
    400,
    'invalid_card',
    issues[0]!.message,
    issues.map((i) => ({ path: `payment.${i.path}`, message: i.message, code: i.code })),
  );

export const cartUnreachable = (): Refusal =>
  problem(503, 'cart_unavailable', 'The cart could not be reached. Please try again. Nothing was charged.');

export const declined = (code: string, message: string): Refusal =>
  problem(402, code, `${message}. Nothing was charged and your order was not placed.`, [{ path: 'payment.number', message }]);

export const alreadyOrdered = (cartId: string): Refusal =>
  problem(409, 'cart_already_ordered', `Cart ${cartId} was already ordered; nothing was charged`);
