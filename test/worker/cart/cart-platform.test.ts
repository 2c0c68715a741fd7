/**
 * Carts on the platform plane inside workerd: the real cart Durable Object in
 * platform mode, the cart service and the embedded catalog (the seed the BigCommerce double
 * serves), against the carts double behind a stubbed fetch (platform-carts-support.ts).
 * The 20-add race, a retry after a lost answer, owner-only reads, platform failures as
 * 502/504 Problems that keep the session's cart, a converted cart let go of, and the
 * checkout hand-off (guest and Customer Login JWT).
 */
import { requestCalls } from '../../../worker/ports/context';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { platformHandOff } from '../../../worker/cart/handoff';
import { addItems } from '../../../worker/cart/service';
import { ownedCart, sessionCart } from '../../../worker/cart/session-cart';
import { createPlatformPayment } from '../../../worker/ports/payment/platform';
import { stubPlatform, type PlatformDouble } from './platform-carts-support';
import { deps, item, platformStateOf, shopper, VARIANT } from './platform-carts-shopper';

let platform: PlatformDouble;
beforeEach(() => {
  platform = stubPlatform();
});
afterEach(() => platform.restore());

describe('carts on the platform plane (cart Durable Object in platform mode)', () => {
  it('ends 20 racing first adds from one session as one cart with 20 units at the platform', async () => {
    const d = deps();
    const who = shopper();
    const results = await Promise.all(Array.from({ length: 20 }, () => addItems(d, who, 'session', item(), null)));
    expect(results.filter((r) => !r.ok)).toEqual([]);
    const ids = new Set(results.map((r) => (r.ok ? r.value.cart.id : '')));
    expect(ids.size).toBe(1);
    const [cartId] = ids;
    const state = await platformStateOf(cartId!);
    expect(platform.fake.quantity(state.id!, VARIANT)).toBe(20);
    const read = await sessionCart(d, who);
    expect(read.ok && read.value?.lines.map((l) => l.quantity)).toEqual([20]);
    // One create, then quantity changes: the platform never saw an increment it could double.
    expect(platform.requests.filter((r) => r === 'POST /v3/carts')).toHaveLength(1);
  });

  it('adds once when a keyed add is retried after the platform applied it and the answer was lost', async () => {
    const d = deps(300);
    const who = shopper();
    const first = await addItems(d, who, 'session', item(2), null);
    if (!first.ok) throw new Error(first.problem.message);
    const platformId = (await platformStateOf(first.value.cart.id)).id!;
    platform.fake.stallNextWrite(1500);
    const lost = await addItems(d, who, first.value.cart.id, item(1), 'retry-me');
    expect(lost).toMatchObject({ ok: false, problem: { status: 504, code: 'cart_platform_timeout' } });
    expect(platform.fake.quantity(platformId, VARIANT)).toBe(3); // it did land there
    const retried = await addItems(d, who, first.value.cart.id, item(1), 'retry-me');
    expect(retried.ok && retried.value.cart.lines[0]?.quantity).toBe(3);
    expect(platform.fake.quantity(platformId, VARIANT)).toBe(3);
    const replayed = await addItems(d, who, first.value.cart.id, item(1), 'retry-me');
    expect(replayed).toMatchObject({ ok: true, value: { replayed: true } });
    expect(platform.fake.quantity(platformId, VARIANT)).toBe(3);
  });

  it('tries a cart read that answered 5xx once more, and never a write', async () => {
    const d = deps();
    const who = shopper();
    const first = await addItems(d, who, 'session', item(1), null);
    if (!first.ok) throw new Error(first.problem.message);
    const before = platform.requests.length;
    platform.failNext(1, 503);
    const read = await sessionCart(d, who);
    expect(read.ok && read.value?.lines.map((l) => l.quantity)).toEqual([1]);
    expect(platform.requests.slice(before)).toEqual([
      expect.stringMatching(/^GET \/v3\/carts\//),
      expect.stringMatching(/^GET \/v3\/carts\//),
    ]);
    const writes = platform.requests.length;
    platform.failNext(1, 503, 'PUT');
    await addItems(d, who, first.value.cart.id, item(1), null);
    expect(platform.requests.slice(writes).filter((r) => r.startsWith('PUT'))).toHaveLength(1);
  });

  it('answers a platform 5xx as a 502 Problem, keeps the line the shopper was told about and the session’s cart', async () => {
    const d = deps();
    const who = shopper();
    const first = await addItems(d, who, 'session', item(1), null);
    if (!first.ok) throw new Error(first.problem.message);
    platform.failNext(1, 503, 'PUT');
    const failed = await addItems(d, who, first.value.cart.id, item(1), null);
    expect(failed).toMatchObject({ ok: false, problem: { status: 502, code: 'cart_platform_unavailable' } });
    expect(platform.requests.at(-1)).toMatch(/^PUT \/v3\/carts\/[^/]+\/items\//);
    // Twice: a read that answers 5xx is tried once more.
    platform.failNext(2, 500);
    const unreadable = await sessionCart(d, who);
    expect(unreadable).toMatchObject({ ok: false, problem: { status: 502 } });
    expect(who.session.current()!.data.cartIds.us).toBe(first.value.cart.id);
    const read = await sessionCart(d, who);
    expect(read.ok && read.value?.lines.map((l) => l.quantity)).toEqual([1]);
  });

  it('reads a cart only for its own session and customer (404 otherwise)', async () => {
    const d = deps();
    const owner = shopper('7');
    const made = await addItems(d, owner, 'session', item(1), null);
    if (!made.ok) throw new Error(made.problem.message);
    const stranger = shopper();
    expect(await ownedCart(d, stranger, made.value.cart.id)).toMatchObject({ ok: false, problem: { status: 404 } });
    // The same session signed in as someone else lets go of the cart (spec §4).
    const other = { ...owner, customerId: '8' };
    expect(await sessionCart(d, other)).toEqual({ ok: true, value: null });
    expect(owner.session.current()!.data.cartIds.us).toBeUndefined();
    expect(platform.fake.carts.get((await platformStateOf(made.value.cart.id)).id!)?.customer_id).toBe(7);
  });

  it('forgets a cart the platform turned into an order', async () => {
    const d = deps();
    const who = shopper();
    const made = await addItems(d, who, 'session', item(1), null);
    if (!made.ok) throw new Error(made.problem.message);
    platform.fake.convert((await platformStateOf(made.value.cart.id)).id!);
    expect(await sessionCart(d, who)).toEqual({ ok: true, value: null });
    expect(who.session.current()!.data.cartIds.us).toBeUndefined();
  });
});

describe('the checkout hand-off on the platform plane', () => {
  const payment = createPlatformPayment({
    storefronts: { us: 'https://shop-us.loipe.test' },
    storeHashes: { us: 'loipeus' },
    clientId: 'client-id',
    clientSecret: 'client-secret',
  });
  const px = requestCalls().commerce('us');

  it('sends a guest to the cart’s checkout URL', async () => {
    const d = deps();
    const who = shopper();
    const made = await addItems(d, who, 'session', item(1), null);
    if (!made.ok) throw new Error(made.problem.message);
    const platformId = (await platformStateOf(made.value.cart.id)).id!;
    const url = await platformHandOff(d, who, payment, px, 'https://loipe.test');
    expect(url).toEqual({
      ok: true,
      value: expect.stringMatching(new RegExp(`/cart\\.php\\?action=loadInCheckout&id=${platformId}&token=`)),
    });
  });

  it('signs a customer in with a Customer Login JWT whose redirect is the checkout URL, the cart assigned first', async () => {
    const d = deps();
    const guest = shopper();
    const made = await addItems(d, guest, 'session', item(1), null);
    if (!made.ok) throw new Error(made.problem.message);
    const platformId = (await platformStateOf(made.value.cart.id)).id!;
    // The guest signs in: the session now carries the platform's customer id.
    const signedIn = { ...guest, customerId: '42' };
    const handOff = await platformHandOff(d, signedIn, payment, px, 'https://loipe.test');
    if (!handOff.ok || !handOff.value) throw new Error('no hand-off');
    const found = /^https:\/\/shop-us\.loipe\.test\/login\/token\/([^.]+)\.([^.]+)\.([^.]+)$/.exec(handOff.value);
    expect(found).not.toBeNull();
    const claims = JSON.parse(atob(found![2]!.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    expect(claims).toMatchObject({ operation: 'customer_login', store_hash: 'loipeus', customer_id: 42, iss: 'client-id' });
    expect(claims.redirect_to).toMatch(new RegExp(`^/cart\\.php\\?action=loadInCheckout&id=${platformId}&token=`));
    expect(platform.fake.carts.get(platformId)?.customer_id).toBe(42);
    const order = platform.requests.indexOf(`PUT /v3/carts/${platformId}`);
    expect(order).toBeGreaterThan(-1);
    expect(order).toBeLessThan(platform.requests.indexOf(`POST /v3/carts/${platformId}/redirect_urls`));
  });

  it('has nothing to hand off for a session without a cart', async () => {
    expect(await platformHandOff(deps(), shopper(), payment, px, 'https://loipe.test')).toEqual({ ok: true, value: null });
  });
});
