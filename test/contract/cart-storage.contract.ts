/**
 * The cart storage contract (worker/cart/storage.ts), run against the embedded plane
 * (the in-memory reference of the Durable Object) and the platform plane (the cart Durable
 * Object's platform mode on the BigCommerce fake): the same calls give the same carts.
 * `platform` lets a plane say what its commerce platform holds, so the hosted run also
 * checks that the platform's cart matches ours after each step.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { commerceProducts } from '../../worker/data/catalog/index';
import type { CartChange, CatalogLine } from '../../worker/cart/lines';
import type { CartStorage } from '../../worker/cart/storage';

/** aurora-classic's variants with stock for the races (35, 36 and 27 units in the seed). */
export const PRODUCT = 1101;
export const VARIANTS = [110102, 110107, 110114] as const;

export function seedLine(variantId: number): CatalogLine {
  const product = commerceProducts('us').find((p) => p.id === PRODUCT)!;
  const variant = product.variants.find((v) => v.id === variantId)!;
  return {
    product_id: PRODUCT,
    variant_id: variantId,
    sku: variant.sku,
    name: product.name,
    url: `/p/${product.uid}`,
    image_id: variant.thumbnail,
    options: [],
    original_price: variant.retailPrice.value,
    sale_price: variant.calculatedPrice.value,
    stock: variant.inventoryLevel,
  };
}

export const add = (variantId: number, quantity: number, key?: string): CartChange => ({
  type: 'add',
  items: [{ line: seedLine(variantId), quantity }],
  ...(key ? { idempotency: { key, fingerprint: `${variantId}x${quantity}`, created: false } } : {}),
});

export interface CartPlane {
  storage: () => CartStorage;
  /** Units per variant the platform holds for our cart (planes without a platform: undefined). */
  platform?: (storage: CartStorage, cartId: string) => Map<number, number> | null;
}

const units = (lines: readonly { variant_id: number; quantity: number }[]) => new Map(lines.map((l) => [l.variant_id, l.quantity]));

export function cartStorageContract(name: string, plane: CartPlane): void {
  describe(`CartStorage contract: ${name}`, () => {
    let storage: CartStorage;
    beforeEach(() => {
      storage = plane.storage();
    });
    const platformMatches = async (cartId: string) => {
      if (!plane.platform) return;
      const cart = await storage.read(cartId);
      expect(plane.platform(storage, cartId) ?? new Map()).toEqual(units(cart?.lines ?? []));
    };

    it('creates a cart with its first line and reads it back', async () => {
      const created = await storage.create({ region: 'us', currency: 'USD', customerId: null, firstChange: add(VARIANTS[0], 2) });
      expect(created).toMatchObject({ ok: true, created: true });
      if (!created.ok) return;
      const read = await storage.read(created.cart.id);
      expect(read?.lines.map((l) => [l.variant_id, l.quantity])).toEqual([[VARIANTS[0], 2]]);
      await platformMatches(created.cart.id);
    });

    it('adds, changes a quantity and removes lines, the platform in step', async () => {
      const created = await storage.create({ region: 'us', currency: 'USD', customerId: null, firstChange: add(VARIANTS[0], 1) });
      if (!created.ok) throw new Error('not created');
      const id = created.cart.id;
      await storage.update(id, add(VARIANTS[0], 2));
      const second = await storage.update(id, add(VARIANTS[1], 1));
      await platformMatches(id);
      const lineId = second?.ok ? second.cart.lines.find((l) => l.variant_id === VARIANTS[1])!.id : '';
      const set = await storage.update(id, { type: 'set-quantity', itemId: lineId, quantity: 4, line: seedLine(VARIANTS[1]) });
      expect(set?.ok && units(set.cart.lines)).toEqual(
        new Map([
          [VARIANTS[0], 3],
          [VARIANTS[1], 4],
        ]),
      );
      await platformMatches(id);
      const removed = await storage.update(id, { type: 'remove', itemId: lineId });
      expect(removed?.ok && units(removed.cart.lines)).toEqual(new Map([[VARIANTS[0], 3]]));
      await platformMatches(id);
    });

    it('refuses more than the stock and keeps the cart as it was', async () => {
      const created = await storage.create({ region: 'us', currency: 'USD', customerId: null, firstChange: add(VARIANTS[2], 1) });
      if (!created.ok) throw new Error('not created');
      const refused = await storage.update(created.cart.id, add(VARIANTS[2], 100));
      expect(refused).toMatchObject({ ok: false, error: { code: 'invalid_quantity' } });
      const over = await storage.update(created.cart.id, add(VARIANTS[2], 27));
      expect(over).toMatchObject({ ok: false, error: { code: 'insufficient_stock', available: 27, inCart: 1 } });
      expect((await storage.read(created.cart.id))?.lines[0]?.quantity).toBe(1);
      await platformMatches(created.cart.id);
    });

    it('replays an add with a known idempotency key without adding again', async () => {
      const created = await storage.create({ region: 'us', currency: 'USD', customerId: null, firstChange: add(VARIANTS[0], 1) });
      if (!created.ok) throw new Error('not created');
      const first = await storage.update(created.cart.id, add(VARIANTS[0], 1, 'key-1'));
      const again = await storage.update(created.cart.id, add(VARIANTS[0], 1, 'key-1'));
      expect(first).toMatchObject({ ok: true, replayed: false });
      expect(again).toMatchObject({ ok: true, replayed: true });
      expect((await storage.read(created.cart.id))?.lines[0]?.quantity).toBe(2);
      await platformMatches(created.cart.id);
    });

    it('ends 20 racing adds on one cart at exactly 20 units', async () => {
      const created = await storage.create({ region: 'us', currency: 'USD', customerId: null, firstChange: add(VARIANTS[1], 1) });
      if (!created.ok) throw new Error('not created');
      const results = await Promise.all(Array.from({ length: 19 }, () => storage.update(created.cart.id, add(VARIANTS[1], 1))));
      expect(results.every((r) => r?.ok)).toBe(true);
      expect((await storage.read(created.cart.id))?.lines[0]?.quantity).toBe(20);
      await platformMatches(created.cart.id);
    });

    it('makes one cart of two racing keyed creates', async () => {
      const input = { key: 'session-a:us:0', region: 'us' as const, currency: 'USD', customerId: null };
      const [a, b] = await Promise.all([
        storage.create({ ...input, firstChange: add(VARIANTS[0], 1) }),
        storage.create({ ...input, firstChange: add(VARIANTS[0], 1) }),
      ]);
      expect(a.ok && b.ok && a.cart.id === b.cart.id).toBe(true);
      if (!a.ok) return;
      expect((await storage.read(a.cart.id))?.lines[0]?.quantity).toBe(2);
      await platformMatches(a.cart.id);
    });

    it('assigns the customer, deletes, and then knows no such cart', async () => {
      const created = await storage.create({ region: 'us', currency: 'USD', customerId: null, firstChange: add(VARIANTS[0], 1) });
      if (!created.ok) throw new Error('not created');
      const owned = await storage.update(created.cart.id, { type: 'set-customer', customerId: '7' });
      expect(owned).toMatchObject({ ok: true, cart: { customerId: '7' } });
      expect(await storage.delete(created.cart.id)).toBe(true);
      expect(await storage.read(created.cart.id)).toBeNull();
      expect(await storage.update(created.cart.id, add(VARIANTS[0], 1))).toBeNull();
      expect(await storage.delete(created.cart.id)).toBe(false);
    });

    it('knows no cart for an id it never made', async () => {
      expect(await storage.read('f'.repeat(64))).toBeNull();
      expect(await storage.read('not-a-cart')).toBeNull();
    });
  });
}
