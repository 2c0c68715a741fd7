/**
 * The platform's refusals on cart writes answered as ours: a line
 * BigCommerce refuses for stock (its 422 "Not enough stock", sold elsewhere since the shop read
 * the catalog) is the 409 `insufficient_stock` the embedded cart gives, and the platform's 429
 * is our 429 with Retry-After from its X-Rate-Limit-Time-Reset-Ms. Both keep the cart as the
 * shopper last saw it, here and on the platform. Before: both were 502.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addItems } from '../../../worker/cart/service';
import { sessionCart } from '../../../worker/cart/session-cart';
import { setQuantity } from '../../../worker/cart/line-changes';
import { stubPlatform, type PlatformDouble } from './platform-carts-support';
import { deps, item, platformStateOf, PRODUCT, shopper, VARIANT } from './platform-carts-shopper';

let platform: PlatformDouble;
beforeEach(() => {
  platform = stubPlatform();
});
afterEach(() => platform.restore());

describe('platform refusals on cart writes', () => {
  it('answers a first line the platform has no stock for as 409 insufficient_stock (sold out), with no cart made', async () => {
    const d = deps();
    const who = shopper();
    platform.fake.setInventory(VARIANT, 1); // our catalog still says 35
    const refused = await addItems(d, who, 'session', item(2), null);
    expect(refused).toMatchObject({
      ok: false,
      problem: {
        status: 409,
        code: 'insufficient_stock',
        issues: [{ path: 'line_items.0.quantity', variant_id: VARIANT, available: 0, in_cart: 0 }],
      },
    });
    expect(platform.requests).toEqual(['POST /v3/carts']);
    expect(platform.fake.carts.size).toBe(0);
  });

  it('answers an add past the platform stock as 409 with the units already held, and keeps the line', async () => {
    const d = deps();
    const who = shopper();
    const first = await addItems(d, who, 'session', item(2), null);
    if (!first.ok) throw new Error(first.problem.message);
    const platformId = (await platformStateOf(first.value.cart.id)).id!;
    platform.fake.setInventory(VARIANT, 2);
    const refused = await addItems(d, who, first.value.cart.id, item(1), null);
    expect(refused).toMatchObject({
      ok: false,
      problem: { status: 409, code: 'insufficient_stock', issues: [{ variant_id: VARIANT, available: 2, in_cart: 2 }] },
    });
    // A quantity change refused alike (the set-quantity path).
    const lineId = first.value.cart.lines[0]!.id;
    const changed = await setQuantity(d, who, first.value.cart.id, lineId, PRODUCT, 3);
    expect(changed).toMatchObject({ ok: false, problem: { status: 409, code: 'insufficient_stock' } });
    expect(platform.fake.quantity(platformId, VARIANT)).toBe(2);
    const read = await sessionCart(d, who);
    expect(read.ok && read.value?.lines.map((l) => l.quantity)).toEqual([2]);
  });

  it('answers the platform 429 as 429 with Retry-After from its reset, the cart unchanged', async () => {
    const d = deps();
    const who = shopper();
    const first = await addItems(d, who, 'session', item(1), null);
    if (!first.ok) throw new Error(first.problem.message);
    platform.rateLimitNext(2_500);
    const sent = platform.requests.length;
    const limited = await addItems(d, who, first.value.cart.id, item(1), null);
    expect(limited).toMatchObject({ ok: false, problem: { status: 429, code: 'cart_platform_busy', retryAfterSeconds: 3 } });
    // The first platform call of the add met the 429 and was not sent again: the change stopped there.
    expect(platform.requests.length - sent).toBe(1);
    expect(who.session.current()!.data.cartIds.us).toBe(first.value.cart.id);
    const read = await sessionCart(d, who);
    expect(read.ok && read.value?.lines.map((l) => l.quantity)).toEqual([1]);
  });
});
