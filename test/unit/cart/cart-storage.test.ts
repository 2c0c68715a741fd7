import { describe, expect, it } from 'vitest';
import { addItems } from '../../../worker/cart/service';
import { deleteCart, sessionCart } from '../../../worker/cart/session-cart';
import { setCustomer } from '../../../worker/cart/line-changes';
import type { CartDeps, Shopper } from '../../../worker/cart/types';
import type { CartCatalog } from '../../../worker/cart/catalog';
import type { CatalogLine } from '../../../worker/cart/lines';
import { regionsFor } from '../../../worker/rules/regions';
import { createMemoryCartStorage } from '../../../worker/cart/memory-storage';
import type { CartStorage } from '../../../worker/cart/storage';
import type { Session, SessionData, SessionHandle } from '../../../worker/edge/session-records';

const catalogLine = (variant: number, stock = 10): CatalogLine => ({
  product_id: 11,
  variant_id: variant,
  sku: `S${variant}`,
  name: `Ski ${variant}`,
  url: '/p/ski',
  image_id: 'ski',
  options: [],
  original_price: 10000,
  sale_price: 10000,
  stock,
});

const catalog: CartCatalog = {
  async line(_region, productId, variantId) {
    return productId === 11 && variantId !== null
      ? { ok: true, line: catalogLine(variantId) }
      : { ok: false, code: 'product_not_found', message: 'No product' };
  },
  async currency() {
    return { code: 'USD', token: '$', token_location: 'left', decimal_token: '.', thousands_token: ',', decimal_places: 2 };
  },
  async shipping() {
    return { methods: [], settings: null };
  },
  async customerGroupId() {
    return null;
  },
};

/** A session handle over plain memory, as the session middleware gives handlers. */
function memorySession(customerId: string | null = null): SessionHandle & { data(): SessionData } {
  let current: Session = {
    id: 'A'.repeat(43),
    data: {
      cartIds: {},
      cartSerial: 0,
      customer: customerId === null ? null : { store: 'us', id: Number(customerId), since: 0 },
      csrfSecret: 'B'.repeat(43),
      utm: {},
      createdAt: 0,
      renewedAt: 0,
    },
  };
  return {
    startedAt: 0,
    current: () => current,
    ensure: async () => current,
    async update(change) {
      current = { ...current, data: change(current.data) };
      return current;
    },
    async rotate(change) {
      current = { id: 'C'.repeat(43), data: change(current.data) };
      return current;
    },
    async endCustomerSessions() {},
    data: () => current.data,
  };
}

const shopperWith = (session: SessionHandle, customerId: string | null = null): Shopper => ({
  session,
  regions: regionsFor('us'),
  customerId,
});

describe('the in-memory CartStorage', () => {
  it('creates, reads, changes and deletes carts like the Durable Object storage', async () => {
    const storage = createMemoryCartStorage();
    const created = await storage.create({
      region: 'us',
      currency: 'USD',
      customerId: null,
      firstChange: { type: 'add', items: [{ line: catalogLine(1), quantity: 2 }] },
    });
    if (!created.ok) throw new Error('create failed');
    expect(created.created).toBe(true);
    expect(await storage.read(created.cart.id)).toMatchObject({ lines: [{ variant_id: 1, quantity: 2 }] });
    const updated = await storage.update(created.cart.id, { type: 'add', items: [{ line: catalogLine(1), quantity: 1 }] });
    expect(updated).toMatchObject({ ok: true, cart: { lines: [{ quantity: 3 }] } });
    expect(await storage.delete(created.cart.id)).toBe(true);
    expect(await storage.read(created.cart.id)).toBeNull();
    expect(await storage.update(created.cart.id, { type: 'remove', itemId: '1' })).toBeNull();
  });

  it('keeps the stored cart when a change is refused', async () => {
    const storage = createMemoryCartStorage();
    const created = await storage.create({ region: 'us', currency: 'USD', customerId: null });
    if (!created.ok) throw new Error('create failed');
    await storage.update(created.cart.id, { type: 'add', items: [{ line: catalogLine(1, 3), quantity: 3 }] });
    const refused = await storage.update(created.cart.id, { type: 'add', items: [{ line: catalogLine(1, 3), quantity: 1 }] });
    expect(refused).toMatchObject({ ok: false, error: { code: 'insufficient_stock' } });
    expect((await storage.read(created.cart.id))!.lines[0]!.quantity).toBe(3);
  });

  it('makes one cart of two creates with the same key', async () => {
    const storage = createMemoryCartStorage();
    const add = { type: 'add' as const, items: [{ line: catalogLine(1), quantity: 1 }] };
    const [first, second] = await Promise.all([
      storage.create({ key: 'k', region: 'us', currency: 'USD', customerId: null, firstChange: add }),
      storage.create({ key: 'k', region: 'us', currency: 'USD', customerId: null, firstChange: add }),
    ]);
    if (!first.ok || !second.ok) throw new Error('create failed');
    expect(second.cart.id).toBe(first.cart.id);
    expect(second.cart.lines[0]!.quantity).toBe(2);
    expect(storage.size()).toBe(1);
  });

  it('hands out copies, so a caller cannot change a stored cart by accident', async () => {
    const storage = createMemoryCartStorage();
    const created = await storage.create({ region: 'us', currency: 'USD', customerId: null });
    if (!created.ok) throw new Error('create failed');
    created.cart.lines.push({ ...catalogLine(9), id: 'x', quantity: 1 } as never);
    expect((await storage.read(created.cart.id))!.lines).toEqual([]);
  });
});

describe('the session cart rules (spec §4)', () => {
  it('creates a cart on the first add and remembers it in the session for its region', async () => {
    const session = memorySession();
    const deps: CartDeps = { storage: createMemoryCartStorage(), catalog, imageUrl: (id) => id };
    const added = await addItems(deps, shopperWith(session), 'session', [{ product_id: 11, variant_id: 1, quantity: 1 }], null);
    expect(added).toMatchObject({ ok: true, value: { created: true } });
    expect(session.data().cartIds.us).toBe(added.ok ? added.value.cart.id : '');
  });

  it('lets go of a cart that no longer exists', async () => {
    const session = memorySession();
    const storage = createMemoryCartStorage();
    const deps: CartDeps = { storage, catalog, imageUrl: (id) => id };
    const added = await addItems(deps, shopperWith(session), 'session', [{ product_id: 11, variant_id: 1, quantity: 1 }], null);
    await storage.delete(added.ok ? added.value.cart.id : '');
    expect(await sessionCart(deps, shopperWith(session))).toEqual({ ok: true, value: null });
    expect(session.data().cartIds.us).toBeUndefined();
    expect(session.data().cartSerial).toBe(1);
  });

  it("lets go of a cart owned by another customer than the session's", async () => {
    const session = memorySession('42');
    const deps: CartDeps = { storage: createMemoryCartStorage(), catalog, imageUrl: (id) => id };
    const added = await addItems(deps, shopperWith(session, '42'), 'session', [{ product_id: 11, variant_id: 1, quantity: 1 }], null);
    const cartId = added.ok ? added.value.cart.id : '';
    await setCustomer(deps, shopperWith(session, '42'), cartId, '42');
    expect((await sessionCart(deps, shopperWith(session, '42'))).ok).toBe(true);
    expect(await sessionCart(deps, shopperWith(session, null))).toEqual({ ok: true, value: null });
    expect(session.data().cartIds.us).toBeUndefined();
  });

  it('clears the session even when deleting the cart in the storage fails', async () => {
    const session = memorySession();
    const storage = createMemoryCartStorage();
    const failing: CartStorage = {
      ...storage,
      delete: async () => {
        throw new Error('storage down');
      },
    };
    const deps: CartDeps = { storage: failing, catalog, imageUrl: (id) => id };
    const added = await addItems(deps, shopperWith(session), 'session', [{ product_id: 11, variant_id: 1, quantity: 1 }], null);
    const cartId = added.ok ? added.value.cart.id : '';
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      expect(await deleteCart(deps, shopperWith(session), cartId)).toEqual({ ok: true, value: null });
    } finally {
      console.error = original;
    }
    expect(session.data().cartIds.us).toBeUndefined();
    expect(errors.length).toBeGreaterThan(0);
  });

  it('answers 503, not a 500, when the storage cannot be reached', async () => {
    const session = memorySession();
    const storage = createMemoryCartStorage();
    const down: CartStorage = {
      ...storage,
      read: async () => {
        throw new Error('unreachable');
      },
    };
    const deps: CartDeps = { storage: down, catalog, imageUrl: (id) => id };
    await session.update((d) => ({ ...d, cartIds: { us: 'f'.repeat(64) } }));
    const original = console.error;
    console.error = () => {};
    try {
      expect(await sessionCart(deps, shopperWith(session))).toMatchObject({
        ok: false,
        problem: { status: 503, code: 'cart_unavailable' },
      });
    } finally {
      console.error = original;
    }
  });

  it('refuses carts outside shopping regions before touching the storage', async () => {
    const { shoppingProblem } = await import('../../../worker/cart/problems');
    expect(shoppingProblem(regionsFor('de'))).toMatchObject({ status: 403, code: 'shopping_unavailable' });
    expect(shoppingProblem(regionsFor('no'))).toBeNull();
  });
});
