/**
 * Tax rules. Two ways a store charges tax:
 * - `included`: EU and Norway prices already hold VAT ("incl. VAT"); the order shows the
 *   VAT inside its total, the total does not grow.
 * - `added`: US and Canada prices are net; sales tax (GST/HST/PST) of the destination's
 *   state or province is added on top.
 * Rates come from the store's tax table (embedded data: worker/data/catalog/settings/tax.ts),
 * in thousandths of a percent (7.25 % = 7250) so every figure stays an integer.
 */

export type TaxMode = 'included' | 'added';

/** One row of a store's tax table: a country, or a state/province within it. */
export interface TaxRate {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** Two-letter state or province code; absent for a whole country. */
  state?: string;
  /** Thousandths of a percent: 25 % = 25000, 14.975 % = 14975. */
  rate: number;
  /** Whether shipping is taxed at the same rate. */
  shipping: boolean;
}

export interface TaxTable {
  mode: TaxMode;
  rates: readonly TaxRate[];
}

export const RATE_SCALE = 100_000;

/** The row for a destination: the state's own row first, else the country's; none → no tax. */
export function taxRateFor(table: TaxTable, country: string, state: string | null | undefined): TaxRate | null {
  const cc = country.toUpperCase();
  const st = (state ?? '').toUpperCase();
  return (
    table.rates.find((r) => r.country === cc && r.state !== undefined && r.state === st) ??
    table.rates.find((r) => r.country === cc && r.state === undefined) ??
    null
  );
}

/** amount × rate, rounded half up to a whole minor unit (amounts are never negative). */
export function taxOn(amount: number, rate: number): number {
  return Math.floor((amount * rate * 2 + RATE_SCALE) / (2 * RATE_SCALE));
}

/** The VAT inside a gross amount: gross × rate / (1 + rate), rounded half up. */
export function taxWithin(gross: number, rate: number): number {
  return Math.floor((gross * rate * 2 + (RATE_SCALE + rate)) / (2 * (RATE_SCALE + rate)));
}

export interface TaxResult {
  mode: TaxMode;
  /** Minor units: the tax added (added) or the VAT the prices hold (included). */
  tax: number;
  /** Thousandths of a percent; 0 when the destination has no row. */
  rate: number;
}

/** Tax of an order's subtotal and shipping to a destination. */
export function orderTax(
  table: TaxTable,
  destination: { country: string; state?: string | null },
  subtotal: number,
  shipping: number,
): TaxResult {
  const row = taxRateFor(table, destination.country, destination.state);
  if (!row) return { mode: table.mode, tax: 0, rate: 0 };
  const base = subtotal + (row.shipping ? shipping : 0);
  return { mode: table.mode, tax: table.mode === 'added' ? taxOn(base, row.rate) : taxWithin(base, row.rate), rate: row.rate };
}
