/**
 * What to send the platform so its cart holds exactly our lines (pure; table-tested in
 * test/unit/cart/platform-plan.test.ts). Our cart record is what the shopper was told; the
 * platform's cart is made to match it by absolute quantities, never by increments, so a
 * plan sent twice (a retry after a lost answer) ends where it ended the first time.
 *
 * Order matters: adds first, then quantity changes, then removals, because the platform
 * deletes a cart whose last item is removed. An empty target is a whole-cart delete.
 */
import type { CartLine } from './lines';
import type { ItemRequest, PlatformItem } from './platform-api';

export type PlatformOp =
  | { type: 'add'; items: ItemRequest[] }
  | { type: 'set'; itemId: string; item: ItemRequest }
  | { type: 'remove'; itemId: string }
  | { type: 'delete-cart' };

type Wanted = Pick<CartLine, 'product_id' | 'variant_id' | 'quantity'>;

const key = (line: { product_id: number; variant_id: number }) => `${line.product_id}:${line.variant_id}`;

export function planSync(target: readonly Wanted[], platform: readonly PlatformItem[]): PlatformOp[] {
  if (target.length === 0) return platform.length === 0 ? [] : [{ type: 'delete-cart' }];
  // The platform may hold one variant on several lines (added elsewhere): the first one is kept.
  const have = new Map<string, PlatformItem>();
  const extra: PlatformItem[] = [];
  for (const item of platform) {
    if (have.has(key(item))) extra.push(item);
    else have.set(key(item), item);
  }
  const adds: ItemRequest[] = [];
  const sets: PlatformOp[] = [];
  const wanted = new Set<string>();
  for (const line of target) {
    wanted.add(key(line));
    const item = { product_id: line.product_id, variant_id: line.variant_id, quantity: line.quantity };
    const found = have.get(key(line));
    if (!found) adds.push(item);
    else if (found.quantity !== line.quantity) sets.push({ type: 'set', itemId: found.id, item });
  }
  const removals: PlatformOp[] = [...[...have.values()].filter((item) => !wanted.has(key(item))), ...extra].map((item) => ({
    type: 'remove',
    itemId: item.id,
  }));
  return [...(adds.length ? [{ type: 'add' as const, items: adds }] : []), ...sets, ...removals];
}

/**
 * Our lines with the platform's quantities (the shopper changed the cart on the platform's
 * own pages): a line the platform no longer has is dropped. Lines only the platform has are
 * not ours to describe (we hold no catalog facts for them): our record stays the cart, and
 * the next change removes them there.
 */
export function adoptQuantities<L extends Wanted>(lines: readonly L[], platform: readonly PlatformItem[]): L[] {
  const quantities = new Map<string, number>();
  for (const item of platform) quantities.set(key(item), (quantities.get(key(item)) ?? 0) + item.quantity);
  return lines.flatMap((line) => {
    const quantity = quantities.get(key(line));
    if (quantity === undefined || quantity < 1) return [];
    return [quantity === line.quantity ? line : { ...line, quantity }];
  });
}
