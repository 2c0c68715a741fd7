/**
 * Cart rules as pure functions: lines merge by variant, 1–99 units per line and
 * never above stock, at most 100 lines, idempotent adds. A change either yields a new cart
 * or an error and the untouched cart: nothing here mutates its input.
 */
import type { CommerceRegion } from '../rules/regions';
import type { LineOption } from '../../shared/cart';

export const MAX_QUANTITY = 99;
export const MAX_LINES = 100;
/** Idempotency keys a cart remembers, and for how long (an add is retried within minutes, not days). */
export const IDEMPOTENCY_MEMORY = 50;
export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

/** What the catalog says about one variant at the time of a change; the client never sends these. */
export interface CatalogLine {
  product_id: number;
  variant_id: number;
  sku: string;
  name: string;
  /** Product page path after the locale prefix, e.g. `/p/aurora-classic`. */
  url: string;
  /** Media id of the variant's picture; the URL is built when the cart is shown. */
  image_id: string;
  options: LineOption[];
  /** Price before sale (spec §3 retailPrice), minor units. */
  original_price: number;
  /** Price the shopper pays per unit (spec §3 calculatedPrice), minor units. */
  sale_price: number;
  /** Units on hand for this variant (inventory level); the line may not exceed it. */
  stock: number;
}

/** A stored cart line (spec §3 "line_items.physical_items"). */
export interface CartLine extends Omit<CatalogLine, 'stock'> {
  id: string;
  quantity: number;
}

export interface IdempotencyEntry {
  key: string;
  fingerprint: string;
  at: number;
  /** The keyed add created the cart, so a replay answers as the creation did. */
  created: boolean;
}

/** A cart as the storage keeps it. Money is minor units in the cart's currency. */
export interface CartRecord {
  id: string;
  region: CommerceRegion;
  currency: string;
  /** Customer the cart belongs to (spec §3 `uid`); null for a guest cart. */
  customerId: string | null;
  lines: CartLine[];
  createdAt: number;
  updatedAt: number;
  idempotency: IdempotencyEntry[];
  /** Line ids are this counter in base 36, so a removed line's id is never reused. */
  nextLine: number;
  /**
   * The pricing its lines hold (a customer group's prices, `pricingKey`); absent
   * means retail. When the shopper's pricing differs the lines are repriced.
   */
  pricedFor?: string;
  /**
   * When an order was last begun from the cart: only such a cart can have been
   * ordered without being let go of, so only its reads ask for its order.
   */
  orderingAt?: number;
}

/** Key of the pricing a cart's lines hold: the customer group whose discounts they carry, or retail. */
export const RETAIL_PRICING_KEY = 'retail';

/** The pricing a cart holds (carts from before pricing keys hold retail prices). */
export function pricedFor(cart: Pick<CartRecord, 'pricedFor'>): string {
  return cart.pricedFor ?? RETAIL_PRICING_KEY;
}

export interface LinePrice {
  id: string;
  original_price: number;
  sale_price: number;
}

export interface AddItem {
  line: CatalogLine;
  quantity: number;
}

/** The changes a cart accepts (CartStorage.update). */
export type CartChange =
  | { type: 'add'; items: AddItem[]; idempotency?: Omit<IdempotencyEntry, 'at'>; pricedFor?: string }
  | { type: 'set-quantity'; itemId: string; quantity: number; line: CatalogLine }
  | { type: 'remove'; itemId: string }
  | { type: 'set-customer'; customerId: string | null }
  /** New prices for lines (a line not named keeps its price) and the pricing they hold now. */
  | { type: 'reprice'; pricedFor: string; prices: LinePrice[] }
  /** An order is about to be placed from the cart (its payment is next). */
  | { type: 'ordering' };

export type CartError =
  | { code: 'invalid_quantity'; message: string; index?: number }
  | { code: 'insufficient_stock'; message: string; variantId: number; available: number; inCart: number; index?: number }
  | { code: 'too_many_lines'; message: string; max: number }
  | { code: 'item_not_found'; message: string }
  | { code: 'idempotency_mismatch'; message: string };

export type CartResult =
  | { ok: true; cart: CartRecord; replayed: false }
  | { ok: true; cart: CartRecord; replayed: true; created: boolean }
  | { ok: false; error: CartError };

const isQuantity = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_QUANTITY;

/** Most units one line of this variant may hold. */
export function lineLimit(line: Pick<CatalogLine, 'stock'>): number {
  return Math.max(0, Math.min(MAX_QUANTITY, Math.floor(line.stock)));
}

export function emptyCart(id: string, region: CommerceRegion, currency: string, customerId: string | null, now: number): CartRecord {
  return { id, region, currency, customerId, lines: [], createdAt: now, updatedAt: now, idempotency: [], nextLine: 1 };
}

/** Units in the cart: what the header badge counts. */
export function itemCount(cart: Pick<CartRecord, 'lines'> | null): number {
  return cart ? cart.lines.reduce((sum, line) => sum + line.quantity, 0) : 0;
}

/** Spec §3 `base_amount`: the cart's contents before discounts. */
export function baseAmount(cart: Pick<CartRecord, 'lines'>): number {
  return cart.lines.reduce((sum, line) => sum + line.sale_price * line.quantity, 0);
}

function stockError(line: CatalogLine, inCart: number, index?: number): CartError {
  const available = lineLimit(line);
  return {
    code: 'insufficient_stock',
    message:
      available === 0
        ? `${line.name} is out of stock`
        : `Only ${available} of ${line.name} can be in the cart${inCart > 0 ? ` (${inCart} already are)` : ''}`,
    variantId: line.variant_id,
    available,
    inCart,
    ...(index === undefined ? {} : { index }),
  };
}

function fresh(line: CatalogLine): Omit<CatalogLine, 'stock'> {
  const { stock: _stock, ...rest } = line;
  return rest;
}

function add(cart: CartRecord, items: AddItem[], now: number): CartResult {
  const lines = cart.lines.map((line) => ({ ...line }));
  let nextLine = cart.nextLine;
  for (const [index, { line, quantity }] of items.entries()) {
    if (!isQuantity(quantity))
      return {
        ok: false,
        error: { code: 'invalid_quantity', message: `Quantity must be a whole number from 1 to ${MAX_QUANTITY}`, index },
      };
    const existing = lines.find((l) => l.product_id === line.product_id && l.variant_id === line.variant_id);
    const inCart = existing?.quantity ?? 0;
    if (inCart + quantity > lineLimit(line)) return { ok: false, error: stockError(line, inCart, index) };
    if (existing) {
      // Merging refreshes price, name and image: the catalog at the time of the change wins.
      Object.assign(existing, fresh(line), { quantity: inCart + quantity });
    } else {
      if (lines.length >= MAX_LINES)
        return { ok: false, error: { code: 'too_many_lines', message: `A cart holds at most ${MAX_LINES} lines`, max: MAX_LINES } };
      lines.push({ id: (nextLine++).toString(36), ...fresh(line), quantity });
    }
  }
  return { ok: true, replayed: false, cart: { ...cart, lines, nextLine, updatedAt: now } };
}

function remember(cart: CartRecord, entry: IdempotencyEntry, now: number): CartRecord {
  const kept = cart.idempotency.filter((e) => now - e.at < IDEMPOTENCY_TTL_MS && e.key !== entry.key);
  return { ...cart, idempotency: [...kept, entry].slice(-IDEMPOTENCY_MEMORY) };
}

/**
 * Applies one change. An add with an idempotency key already seen returns the cart as it is
 * (a replay) when the fingerprint matches, and an error when the same key came with another body.
 */
export function applyChange(cart: CartRecord, change: CartChange, now: number): CartResult {
  switch (change.type) {
    case 'add': {
      const seen = change.idempotency && cart.idempotency.find((e) => e.key === change.idempotency!.key && now - e.at < IDEMPOTENCY_TTL_MS);
      if (seen) {
        return seen.fingerprint === change.idempotency!.fingerprint
          ? { ok: true, cart, replayed: true, created: seen.created }
          : { ok: false, error: { code: 'idempotency_mismatch', message: 'This Idempotency-Key was used with a different request body' } };
      }
      const added = add(cart, change.items, now);
      const result =
        added.ok && change.pricedFor !== undefined ? { ...added, cart: { ...added.cart, pricedFor: change.pricedFor } } : added;
      if (!result.ok || !change.idempotency) return result;
      return { ...result, cart: remember(result.cart, { ...change.idempotency, at: now }, now) };
    }
    case 'set-quantity': {
      const index = cart.lines.findIndex((l) => l.id === change.itemId);
      if (index < 0) return { ok: false, error: { code: 'item_not_found', message: `No item ${change.itemId} in this cart` } };
      if (!isQuantity(change.quantity))
        return { ok: false, error: { code: 'invalid_quantity', message: `Quantity must be a whole number from 1 to ${MAX_QUANTITY}` } };
      if (change.quantity > lineLimit(change.line)) return { ok: false, error: stockError(change.line, 0) };
      const lines = cart.lines.map((l, i) => (i === index ? { ...l, ...fresh(change.line), id: l.id, quantity: change.quantity } : l));
      return { ok: true, replayed: false, cart: { ...cart, lines, updatedAt: now } };
    }
    case 'remove': {
      if (!cart.lines.some((l) => l.id === change.itemId))
        return { ok: false, error: { code: 'item_not_found', message: `No item ${change.itemId} in this cart` } };
      return { ok: true, replayed: false, cart: { ...cart, lines: cart.lines.filter((l) => l.id !== change.itemId), updatedAt: now } };
    }
    case 'set-customer':
      return { ok: true, replayed: false, cart: { ...cart, customerId: change.customerId, updatedAt: now } };
    case 'reprice': {
      const prices = new Map(change.prices.map((p) => [p.id, p]));
      const lines = cart.lines.map((l) => {
        const price = prices.get(l.id);
        return price ? { ...l, original_price: price.original_price, sale_price: price.sale_price } : l;
      });
      return { ok: true, replayed: false, cart: { ...cart, lines, pricedFor: change.pricedFor, updatedAt: now } };
    }
    case 'ordering':
      return { ok: true, replayed: false, cart: { ...cart, orderingAt: now } };
    default:
      throw new Error(`unknown cart change ${JSON.stringify(change satisfies never)}`);
  }
}

/** Stable text of an add request, compared on idempotent replays (order of keys does not matter). */
export function addFingerprint(items: readonly { product_id: number; variant_id: number | null; quantity: number }[]): string {
  return JSON.stringify(items.map((i) => [i.product_id, i.variant_id, i.quantity]));
}
