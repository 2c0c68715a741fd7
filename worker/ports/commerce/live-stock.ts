/**
 * A catalog record with the live stock of its variants: the level from the
 * database where it has a row, the catalog's otherwise; in stock and purchasable follow the
 * level (spec §5: a variant is out of stock when its level is missing or below 1).
 */
import type { CommerceProduct } from './records';
import type { InventoryEntry } from './types';

export function withLiveStock(product: CommerceProduct, levels: ReadonlyMap<number, number>): CommerceProduct {
  if (!product.variants.some((v) => levels.has(v.id))) return product;
  const variants = product.variants.map((v) => {
    const level = levels.get(v.id);
    if (level === undefined || level === v.inventoryLevel) return v;
    return { ...v, inventoryLevel: level, isInStock: level > 0, isPurchasable: level > 0 && product.is_visible };
  });
  const total = variants.reduce((sum, v) => sum + v.inventoryLevel, 0);
  return { ...product, variants, inventoryLevel: total, isInStock: total > 0 };
}

/** A record's stock as `GET /api/inventory` answers it (spec §7), the same from every adapter. */
export function inventoryEntryOf(p: CommerceProduct): InventoryEntry {
  return {
    product_id: p.id,
    inventory_level: p.inventoryLevel,
    is_in_stock: p.isInStock,
    variants: p.variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      inventory_level: v.inventoryLevel,
      is_in_stock: v.isInStock,
      is_purchasable: v.isPurchasable,
    })),
  };
}
