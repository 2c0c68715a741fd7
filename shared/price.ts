/**
 * Price display rules (spec §5): sale when calculated < retail (shopping regions only,
 * never for pro), the RRP label in European shopping regions, the variant price range,
 * and stock per variant option. Amounts are integer minor units.
 */
import { isSale } from './tags';

export interface Amount {
  value: number;
  currencyCode: string;
}

export interface PriceContext {
  shopping: boolean;
  /** European region (worker/rules/regions.ts `eu`). */
  eu: boolean;
  isPro?: boolean;
}

/** What a price block shows; the component formats each amount with the region's currency. */
export type PriceView =
  | { kind: 'regular'; price: Amount }
  | { kind: 'sale'; price: Amount; original: Amount; discount: Amount; rrp: boolean }
  | { kind: 'range'; low: Amount; high: Amount };

/** Spec §5: the sale discount is the original minus the sale price. */
export function saleDiscount(original: number, sale: number): number {
  return Math.max(0, original - sale);
}

/** Spec §5: an RRP label beside the struck-through price in EU shopping regions. */
export function showsRrp(context: PriceContext): boolean {
  return context.shopping && context.eu;
}

export interface VariantPrice {
  calculatedPrice?: Amount | null;
}

/**
 * Spec §5: when inventory is tracked per variant, the range runs from the lowest to the
 * highest calculated variant price; null unless both ends exist and differ.
 */
export function variantPriceRange(inventoryTracking: string, variants: readonly VariantPrice[]): { low: Amount; high: Amount } | null {
  if (inventoryTracking !== 'variant') return null;
  const prices = variants.flatMap((v) => (v.calculatedPrice ? [v.calculatedPrice] : []));
  if (prices.length === 0) return null;
  const low = prices.reduce((a, b) => (b.value < a.value ? b : a));
  const high = prices.reduce((a, b) => (b.value > a.value ? b : a));
  return low.value < high.value ? { low, high } : null;
}

/**
 * The price block for one price pair: a sale (with the RRP label where it applies), or the
 * range when one is given and no sale shows, or the plain price.
 */
export function priceView(
  calculated: Amount,
  retail: Amount | null,
  context: PriceContext,
  range: { low: Amount; high: Amount } | null = null,
): PriceView {
  const sale =
    retail !== null && isSale({ calculated: calculated.value, retail: retail.value, shopping: context.shopping, isPro: context.isPro });
  if (sale && retail) {
    return {
      kind: 'sale',
      price: calculated,
      original: retail,
      discount: { value: saleDiscount(retail.value, calculated.value), currencyCode: calculated.currencyCode },
      rrp: showsRrp(context),
    };
  }
  if (range) return { kind: 'range', low: range.low, high: range.high };
  return { kind: 'regular', price: calculated };
}

/** Spec §5: a variant option is out of stock when its inventory level is missing or below 1. */
export function isOutOfStock(inventoryLevel: number | null | undefined): boolean {
  return typeof inventoryLevel !== 'number' || Number.isNaN(inventoryLevel) || inventoryLevel < 1;
}

/** Stock message for a chosen variant: low stock under this many units. */
export const LOW_STOCK_THRESHOLD = 5;

export type StockState = { kind: 'in' } | { kind: 'low'; count: number } | { kind: 'out' };

export function stockState(inventoryLevel: number | null | undefined): StockState {
  if (isOutOfStock(inventoryLevel)) return { kind: 'out' };
  const level = inventoryLevel as number;
  return level < LOW_STOCK_THRESHOLD ? { kind: 'low', count: level } : { kind: 'in' };
}
