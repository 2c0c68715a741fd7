/**
 * An order's amounts, all integer minor units in the order's currency and all
 * computed on the server: the client never sends an amount. Subtotal from catalog prices,
 * shipping from the chosen method (spec §5), tax by the store's table (worker/rules/tax.ts).
 */
import { orderTax, type TaxMode, type TaxTable } from '../rules/tax';

export interface PricedLine {
  variant_id: number;
  /** What the shopper pays per unit now (spec §3 calculatedPrice). */
  unit_price: number;
  quantity: number;
}

export interface OrderTotals {
  subtotal: number;
  shipping: number;
  tax: number;
  /** `included`: the tax is inside subtotal and shipping ("incl. VAT"); `added`: on top. */
  tax_mode: TaxMode;
  total: number;
}

export function lineTotal(line: Pick<PricedLine, 'unit_price' | 'quantity'>): number {
  return line.unit_price * line.quantity;
}

export function subtotalOf(lines: readonly Pick<PricedLine, 'unit_price' | 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

export function orderTotals(
  lines: readonly PricedLine[],
  shipping: number,
  table: TaxTable,
  destination: { country: string; state?: string | null },
): OrderTotals {
  if (!Number.isSafeInteger(shipping) || shipping < 0)
    throw new RangeError(`shipping must be a whole number of minor units, got ${shipping}`);
  for (const line of lines) {
    if (!Number.isSafeInteger(line.unit_price) || line.unit_price < 0 || !Number.isSafeInteger(line.quantity) || line.quantity < 1) {
      throw new RangeError(`line ${line.variant_id} has no valid price or quantity`);
    }
  }
  const subtotal = subtotalOf(lines);
  const { tax, mode } = orderTax(table, destination, subtotal, shipping);
  return { subtotal, shipping, tax, tax_mode: mode, total: subtotal + shipping + (mode === 'added' ? tax : 0) };
}
