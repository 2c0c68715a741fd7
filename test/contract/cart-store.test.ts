/**
 * The cart store's contract on both planes (cart-store.contract.ts), then what only the
 * platform plane meets: the platform failing, stalling after it applied a write, and letting
 * go of a cart. The platform plane is the cart Durable Object's platform mode
 * (worker/cart/platform-writer.ts) over the BigCommerce fake, which holds every request and
 * answer to the vendor's carts.v3.yml.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE_REGIONS } from '../../worker/rules/regions';
import type { PlatformConnection } from '../../worker/cart/platform-api';
import { createMemoryCartStore } from '../../worker/cart/memory-storage';
import { createPlatformMemoryCartStore } from '../../worker/cart/platform-memory-storage';
import { ProviderError } from '../../worker/ports/errors';
import { add, cartStoreContract, VARIANTS } from './cart-store.contract';
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
  const warm = createPlatformMemoryCartStore(connection(30_000));
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
type PlatformStore = ReturnType<typeof createPlatformMemoryCartStore>;
const platformUnits = (store: PlatformStore, cartId: string) => {
  const id = store.platformState(cartId).id;
  const cart = id === null ? undefined : carts.carts.get(id);
  return cart ? new Map(cart.items.map((i) => [i.variant_id, i.quantity])) : null;
};

cartStoreContract('embedded (the in-memory reference of the Durable Object)', { store: () => createMemoryCartStore() });
cartStoreContract('BigCommerce (platform mode on the fake Carts v3 API)', {
  store: () => createPlatformMemoryCartStore(connection()),
  platform: (store, cartId) => platformUnits(store as PlatformStore, cartId),
});

describe('the platform plane when the platform misbehaves', () => {
  async function filled(store: PlatformStore, quantity = 1) {
    const created = await store.create({ region: 'us', currency: 'USD', customerId: null, firstChange: add(VARIANTS[0], quantity) });
    if (!created.ok) throw new Error('not created');
    return created.cart.id;
  }

  it('fails a write on a 5xx with the port’s error, keeping our cart and the platform’s as they were', async () => {
    const store = createPlatformMemoryCartStore(connection());
    const id = await filled(store, 2);
    service.script('/stores/:hash/v3/carts/:cartId/items/:itemId', [{ status: 503, json: { status: 503, title: 'Service Unavailable' } }]);
    const failed = store.update(id, add(VARIANTS[0], 1));
    await expect(failed).rejects.toBeInstanceOf(ProviderError);
    await expect(failed).rejects.toMatchObject({ kind: 'upstream', service: 'commerce' });
    expect((await store.read(id))?.lines[0]?.quantity).toBe(2);
    expect(platformUnits(store, id)).toEqual(new Map([[VARIANTS[0], 2]]));
  });

  it('adds once when a keyed add is retried after the platform applied it and its answer was lost', async () => {
    const store = createPlatformMemoryCartStore(connection(300));
    const id = await filled(store, 1);
    carts.stallNextWrite(1500);
    const lost = store.update(id, add(VARIANTS[0], 1, 'add-once'));
    await expect(lost).rejects.toMatchObject({ kind: 'timeout' });
    // The fake applied it: the platform holds 2 while our record (what the shopper was told) holds 1.
    expect(platformUnits(store, id)).toEqual(new Map([[VARIANTS[0], 2]]));
    expect(store.platformState(id).dirty).toBe(true);
    const retried = await store.update(id, add(VARIANTS[0], 1, 'add-once'));
    expect(retried).toMatchObject({ ok: true, replayed: false });
    expect((await store.read(id))?.lines[0]?.quantity).toBe(2);
    expect(platformUnits(store, id)).toEqual(new Map([[VARIANTS[0], 2]]));
    const replay = await store.update(id, add(VARIANTS[0], 1, 'add-once'));
    expect(replay).toMatchObject({ ok: true, replayed: true });
    expect(platformUnits(store, id)).toEqual(new Map([[VARIANTS[0], 2]]));
  });

  it('brings the platform back to our cart on the next read after a lost answer', async () => {
    const store = createPlatformMemoryCartStore(connection(300));
    const id = await filled(store, 1);
    carts.stallNextWrite(1500);
    await expect(store.update(id, add(VARIANTS[0], 3))).rejects.toMatchObject({ kind: 'timeout' });
    expect((await store.read(id))?.lines[0]?.quantity).toBe(1);
    expect(platformUnits(store, id)).toEqual(new Map([[VARIANTS[0], 1]]));
    expect(store.platformState(id).dirty).toBe(false);
  });

  it('adopts a quantity the shopper changed on the platform’s own pages', async () => {
    const store = createPlatformMemoryCartStore(connection());
    const id = await filled(store, 3);
    carts.carts.get(store.platformState(id).id!)!.items[0]!.quantity = 1;
    expect((await store.read(id))?.lines[0]?.quantity).toBe(1);
  });

  it('forgets a cart the platform no longer has (it became an order)', async () => {
    const store = createPlatformMemoryCartStore(connection());
    const id = await filled(store);
    carts.convert(store.platformState(id).id!);
    expect(await store.read(id)).toBeNull();
    expect(await store.read(id)).toBeNull();
  });

  it('deletes the platform’s cart with ours, and ours even when the platform fails', async () => {
    const store = createPlatformMemoryCartStore(connection());
    const id = await filled(store);
    const platformId = store.platformState(id).id!;
    expect(await store.delete(id)).toBe(true);
    expect(carts.carts.has(platformId)).toBe(false);
    const other = await filled(store);
    service.script('/stores/:hash/v3/carts/:cartId', [{ status: 500, json: { status: 500, title: 'Internal Server Error' } }]);
    expect(await store.delete(other)).toBe(true);
    expect(await store.read(other)).toBeNull();
  });

  it('empties the platform’s cart by deleting it when the last line goes', async () => {
    const store = createPlatformMemoryCartStore(connection());
    const id = await filled(store);
    const platformId = store.platformState(id).id!;
    const line = (await store.read(id))!.lines[0]!;
    expect(await store.update(id, { type: 'remove', itemId: line.id })).toMatchObject({ ok: true, cart: { lines: [] } });
    expect(carts.carts.has(platformId)).toBe(false);
    expect(await store.read(id)).toMatchObject({ lines: [] });
    expect(await store.update(id, add(VARIANTS[1], 2))).toMatchObject({ ok: true });
    expect(platformUnits(store, id)).toEqual(new Map([[VARIANTS[1], 2]]));
  });

  it('answers the platform’s checkout URL for the cart, with the customer assigned first', async () => {
    const store = createPlatformMemoryCartStore(connection());
    const id = await filled(store);
    await store.update(id, { type: 'set-customer', customerId: '42' });
    const platformId = store.platformState(id).id!;
    expect(carts.carts.get(platformId)?.customer_id).toBe(42);
    expect(await store.checkoutUrl!(id)).toBe(
      `${carts.storefront(STORES.us.hash)}/cart.php?action=loadInCheckout&id=${platformId}&token=${platformId.replaceAll('-', '').slice(0, 16)}`,
    );
    expect(service.hits('/stores/:hash/v3/carts/:cartId/redirect_urls')).toHaveLength(1);
  });
});
