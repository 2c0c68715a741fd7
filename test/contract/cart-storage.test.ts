/**
 * The cart storage contract on both planes (cart-storage.contract.ts), then what only the
 * platform plane meets: the platform failing, stalling after it applied a write, and letting
 * go of a cart. The platform plane is the cart Durable Object's platform mode
 * (worker/cart/platform-writer.ts) over the BigCommerce fake, which holds every request and
 * answer to the vendor's carts.v3.yml.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE_REGIONS } from '../../worker/rules/regions';
import type { PlatformConnection } from '../../worker/cart/platform-api';
import { createMemoryCartStorage } from '../../worker/cart/memory-storage';
import { createPlatformMemoryCartStorage } from '../../worker/cart/platform-memory-storage';
import { ProviderError } from '../../worker/ports/errors';
import { add, cartStorageContract, VARIANTS } from './cart-storage.contract';
import { createFakeCarts } from './fake-bigcommerce-carts';
import { bigcommerceRoutes, takeBigCommerceViolations } from './fake-bigcommerce';
import { startFakeService, type FakeService } from './fake-service';
import { HOSTED_STORES as STORES } from './hosted-fakes';

const carts = createFakeCarts();
let service: FakeService;
beforeAll(async () => {
  service = await startFakeService(bigcommerceRoutes(STORES, { carts }));
  // The fake compiles the vendor files and builds the store's catalog on first use: slow on a
  // busy machine, and not what the first case measures. One cart warms both.
  const warm = createPlatformMemoryCartStorage(connection(30_000));
  const made = await warm.create({ region: 'us', currency: 'USD', customerId: null, firstChange: add(VARIANTS[0], 1) });
  if (made.ok) await warm.delete(made.cart.id);
  expect(takeBigCommerceViolations(service.requests)).toEqual([]);
  service.reset();
});
afterAll(() => service.close());
afterEach(() => {
  expect(takeBigCommerceViolations(service.requests)).toEqual([]);
  service.reset();
});

const connection = (timeoutMs = 15_000): PlatformConnection => ({
  host: service.url,
  timeoutMs,
  stores: Object.fromEntries(COMMERCE_REGIONS.map((r) => [r, STORES[r]])),
});
type PlatformStorage = ReturnType<typeof createPlatformMemoryCartStorage>;
const platformUnits = (storage: PlatformStorage, cartId: string) => {
  const id = storage.platformState(cartId).id;
  const cart = id === null ? undefined : carts.carts.get(id);
  return cart ? new Map(cart.items.map((i) => [i.variant_id, i.quantity])) : null;
};

cartStorageContract('embedded (the in-memory reference of the Durable Object)', { storage: () => createMemoryCartStorage() });
cartStorageContract('BigCommerce (platform mode on the fake Carts v3 API)', {
  storage: () => createPlatformMemoryCartStorage(connection()),
  platform: (storage, cartId) => platformUnits(storage as PlatformStorage, cartId),
});

describe('the platform plane when the platform misbehaves', () => {
  async function filled(storage: PlatformStorage, quantity = 1) {
    const created = await storage.create({ region: 'us', currency: 'USD', customerId: null, firstChange: add(VARIANTS[0], quantity) });
    if (!created.ok) throw new Error('not created');
    return created.cart.id;
  }

  it('fails a write on a 5xx with the port’s error, keeping our cart and the platform’s as they were', async () => {
    const storage = createPlatformMemoryCartStorage(connection());
    const id = await filled(storage, 2);
    service.script('/stores/:hash/v3/carts/:cartId/items/:itemId', [{ status: 503, json: { status: 503, title: 'Service Unavailable' } }]);
    const failed = storage.update(id, add(VARIANTS[0], 1));
    await expect(failed).rejects.toBeInstanceOf(ProviderError);
    await expect(failed).rejects.toMatchObject({ kind: 'upstream', service: 'commerce' });
    expect((await storage.read(id))?.lines[0]?.quantity).toBe(2);
    expect(platformUnits(storage, id)).toEqual(new Map([[VARIANTS[0], 2]]));
  });

  it('adds once when a keyed add is retried after the platform applied it and its answer was lost', async () => {
    const storage = createPlatformMemoryCartStorage(connection(300));
    const id = await filled(storage, 1);
    carts.stallNextWrite(1500);
    const lost = storage.update(id, add(VARIANTS[0], 1, 'add-once'));
    await expect(lost).rejects.toMatchObject({ kind: 'timeout' });
    // The fake applied it: the platform holds 2 while our record (what the shopper was told) holds 1.
    expect(platformUnits(storage, id)).toEqual(new Map([[VARIANTS[0], 2]]));
    expect(storage.platformState(id).dirty).toBe(true);
    const retried = await storage.update(id, add(VARIANTS[0], 1, 'add-once'));
    expect(retried).toMatchObject({ ok: true, replayed: false });
    expect((await storage.read(id))?.lines[0]?.quantity).toBe(2);
    expect(platformUnits(storage, id)).toEqual(new Map([[VARIANTS[0], 2]]));
    const replay = await storage.update(id, add(VARIANTS[0], 1, 'add-once'));
    expect(replay).toMatchObject({ ok: true, replayed: true });
    expect(platformUnits(storage, id)).toEqual(new Map([[VARIANTS[0], 2]]));
  });

  it('brings the platform back to our cart on the next read after a lost answer', async () => {
    const storage = createPlatformMemoryCartStorage(connection(300));
    const id = await filled(storage, 1);
    carts.stallNextWrite(1500);
    await expect(storage.update(id, add(VARIANTS[0], 3))).rejects.toMatchObject({ kind: 'timeout' });
    expect((await storage.read(id))?.lines[0]?.quantity).toBe(1);
    expect(platformUnits(storage, id)).toEqual(new Map([[VARIANTS[0], 1]]));
    expect(storage.platformState(id).dirty).toBe(false);
  });

  it('adopts a quantity the shopper changed on the platform’s own pages', async () => {
    const storage = createPlatformMemoryCartStorage(connection());
    const id = await filled(storage, 3);
    carts.carts.get(storage.platformState(id).id!)!.items[0]!.quantity = 1;
    expect((await storage.read(id))?.lines[0]?.quantity).toBe(1);
  });

  it('forgets a cart the platform no longer has (it became an order)', async () => {
    const storage = createPlatformMemoryCartStorage(connection());
    const id = await filled(storage);
    carts.convert(storage.platformState(id).id!);
    expect(await storage.read(id)).toBeNull();
    expect(await storage.read(id)).toBeNull();
  });

  it('deletes the platform’s cart with ours, and ours even when the platform fails', async () => {
    const storage = createPlatformMemoryCartStorage(connection());
    const id = await filled(storage);
    const platformId = storage.platformState(id).id!;
    expect(await storage.delete(id)).toBe(true);
    expect(carts.carts.has(platformId)).toBe(false);
    const other = await filled(storage);
    service.script('/stores/:hash/v3/carts/:cartId', [{ status: 500, json: { status: 500, title: 'Internal Server Error' } }]);
    expect(await storage.delete(other)).toBe(true);
    expect(await storage.read(other)).toBeNull();
  });

  it('empties the platform’s cart by deleting it when the last line goes', async () => {
    const storage = createPlatformMemoryCartStorage(connection());
    const id = await filled(storage);
    const platformId = storage.platformState(id).id!;
    const line = (await storage.read(id))!.lines[0]!;
    expect(await storage.update(id, { type: 'remove', itemId: line.id })).toMatchObject({ ok: true, cart: { lines: [] } });
    expect(carts.carts.has(platformId)).toBe(false);
    expect(await storage.read(id)).toMatchObject({ lines: [] });
    expect(await storage.update(id, add(VARIANTS[1], 2))).toMatchObject({ ok: true });
    expect(platformUnits(storage, id)).toEqual(new Map([[VARIANTS[1], 2]]));
  });

  it('answers the platform’s checkout URL for the cart, with the customer assigned first', async () => {
    const storage = createPlatformMemoryCartStorage(connection());
    const id = await filled(storage);
    await storage.update(id, { type: 'set-customer', customerId: '42' });
    const platformId = storage.platformState(id).id!;
    expect(carts.carts.get(platformId)?.customer_id).toBe(42);
    expect(await storage.checkoutUrl!(id)).toBe(
      `${carts.storefront(STORES.us.hash)}/cart.php?action=loadInCheckout&id=${platformId}&token=${platformId.replaceAll('-', '').slice(0, 16)}`,
    );
    expect(service.hits('/stores/:hash/v3/carts/:cartId/redirect_urls')).toHaveLength(1);
  });
});
