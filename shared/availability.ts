/**
 * Live availability of a product's variants (GET /api/products/{id}/availability): what the
 * buy box reads when it hydrates, so a page from the cache, stored before a sell-out or a
 * restock in another data centre, shows the stock of now (a purge reaches only its own data
 * centre's cache). The order path still refuses what is gone.
 */

/** Units a shopper may buy now, by variant id: `{ "110101": 3, "110102": 0 }` (0: sold out or not for sale). */
export type Availability = Record<string, number>;

/** The platform's stock of a product's variants as the answer says it: a variant not for sale has 0 units to sell. */
export function availabilityOf(variants: readonly { id: number; inventory_level: number; is_purchasable: boolean }[]): Availability {
  const units: Availability = {};
  for (const v of variants) units[v.id] = v.is_purchasable && v.inventory_level > 0 ? Math.floor(v.inventory_level) : 0;
  return units;
}

/**
 * A variant with its live units, or as the page has it without an answer. A variant the answer
 * leaves out, or whose figure is not a count, is gone: 0 units, not for sale.
 * @example withAvailability({ id: 7, stock: 2, purchasable: true }, { 7: 0 }) // { id: 7, stock: 0, purchasable: false }
 */
export function withAvailability<V extends { id: number; stock: number | null; purchasable: boolean }>(
  variant: V,
  live: Availability | null | undefined,
): V {
  if (!live) return variant;
  const units = live[variant.id];
  const stock = Number.isInteger(units) && units! > 0 ? units! : 0;
  return { ...variant, stock, purchasable: stock > 0 };
}
