/**
 * The commerce port's operator side of stock: setting a variant's level in one
 * store, as a restock does. The embedded adapter writes the live level in D1 (table
 * `inventory`, the one checkout decrements); a hosted platform keeps its own stock and
 * answers `unsupported` until its inventory API is wired in.
 */
import type { CommerceContext } from '../context';
import { ProviderError } from '../errors';
import type { Variant } from './records';

export interface StockChange {
  product_id: number;
  variant_id: number;
  /** The live level before the change. */
  previous: number;
  level: number;
}

export interface StockAdminPort {
  /** Sets the variant's level in the store of `mx.region`; null for a variant the store does not sell. */
  setStockLevel(mx: CommerceContext, variantId: number, level: number): Promise<StockChange | null>;
}

/** The embedded adapter: `findVariant` reads the catalog record with its live level. */
export function createD1StockAdmin(
  db: D1Database | undefined,
  findVariant: (mx: CommerceContext, variantId: number) => Promise<Variant | null>,
): StockAdminPort {
  return {
    async setStockLevel(mx, variantId, level) {
      if (!db) throw new ProviderError('unsupported', 'commerce: setting stock needs the COMMERCE_DB binding', { service: 'commerce' });
      const variant = await findVariant(mx, variantId);
      if (!variant) return null;
      try {
        // A store row the stock seed did not write starts from the catalog's level (as checkout does).
        await db.batch([
          db
            .prepare('INSERT OR IGNORE INTO inventory (region, variant_id, product_id, level, seeded) VALUES (?, ?, ?, ?, ?)')
            .bind(mx.region, variant.id, variant.product_id, variant.inventoryLevel, variant.inventoryLevel),
          db.prepare('UPDATE inventory SET level = ? WHERE region = ? AND variant_id = ?').bind(level, mx.region, variant.id),
        ]);
      } catch (error) {
        throw new ProviderError('upstream', `commerce database: ${(error as Error)?.message ?? String(error)}`, {
          service: 'commerce',
          cause: error,
        });
      }
      return { product_id: variant.product_id, variant_id: variant.id, previous: variant.inventoryLevel, level };
    },
  };
}

export function unsupportedStockAdmin(adapter: string): StockAdminPort {
  return {
    async setStockLevel() {
      throw new ProviderError('unsupported', `commerce: setStockLevel is not supported by the ${adapter} adapter`, { service: 'commerce' });
    },
  };
}
