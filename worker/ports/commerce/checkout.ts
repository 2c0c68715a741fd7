/**
 * The commerce port's checkout side: live stock and placing orders. The
 * embedded adapter keeps stock in D1 (table `inventory`, seeded from the catalog by
 * migrations/0006_stock_seed.sql) and overlays it on every product record it reads, so
 * product pages, cards, carts and the stock calls all show live levels. An order commits
 * in one D1 batch with the stock it takes; a short line changes nothing.
 */
import type { CommerceContext } from '../context';
import type { TaxTable } from '../../rules/tax';
import type { NewOrder, OrderRecord } from './accounts';

export interface StockClaim {
  product_id: number;
  variant_id: number;
  quantity: number;
  /** The catalog's level for this variant: seeds a row the migration did not know (a newer product). */
  catalog_level: number;
}

export interface OrderPlacement extends Omit<NewOrder, 'status'> {
  /** The idempotency scope (session + Idempotency-Key): one order per scope, ever. */
  scope: string;
  /** SHA-256 of the order with the card's brand and last four only (worker/checkout/fingerprint.ts): the same key with another order is refused (422). */
  fingerprint: string;
  /** SHA-256 of the session id: only that session sees the confirmation page. */
  placed_by: string;
  cart_id: string;
  shipping_method_id: number;
  shipping_method_name: string;
  tax_included: boolean;
  total: number;
  payment: { id: string; brand: string; last4: string };
  stock: StockClaim[];
  /** The confirmation mail, written to the outbox in the same batch as the order; `{order}` becomes its number. */
  mail: { subject: string; body: string };
}

export interface CheckoutDetails {
  placed_by: string;
  fingerprint: string;
  cart_id: string;
  shipping_method_id: number | null;
  shipping_method_name: string;
  tax_included: boolean;
  payment_brand: string;
  payment_last4: string;
}

export interface PlacedOrder {
  order: OrderRecord;
  checkout: CheckoutDetails;
}

export type PlaceOrderResult =
  | { ok: true; placed: PlacedOrder }
  /** Some line is short: nothing changed; what each short line has left. */
  | { ok: false; reason: 'short_stock'; lines: { variant_id: number; requested: number; available: number }[] }
  /** The scope or the cart already has an order (a racing duplicate). */
  | { ok: false; reason: 'duplicate'; existing: PlacedOrder | null };

export interface CheckoutPort {
  /** The store's sales tax or VAT table (worker/rules/tax.ts). */
  getTaxTable(mx: CommerceContext): Promise<TaxTable>;
  placeOrder(mx: CommerceContext, placement: OrderPlacement): Promise<PlaceOrderResult>;
  getPlacedOrder(mx: CommerceContext, by: { id: number } | { scope: string } | { cartId: string }): Promise<PlacedOrder | null>;
}
