/**
 * GET /api/products/{id}/availability: the live units the buy box of a cached product page
 * reads when it hydrates (shared/availability.ts). One small read a browser may keep 5 s.
 */
import { createExecutionContext, env, reset, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../../worker/app';
import { commerceProducts } from '../../../worker/data/catalog';
import { migrate, orderBody, placeOrder, setLevel } from '../checkout/order-support';
import { shopperWithCart, type Pick } from '../cart/cart-support';

beforeEach(migrate);
afterEach(() => reset());

const AURORA = commerceProducts('us').find((p) => p.id === 1101)!;
const pick = (variantId: number, stock: number): Pick => ({ product_id: AURORA.id, variant_id: variantId, stock, price: 0 });

const availability = (id: string | number, headers: Record<string, string> = {}) =>
  SELF.fetch(`https://loipe.test/api/products/${id}/availability`, { headers });
type Body = { data: Record<string, number> };
type Problem = { error: { code: string; message: string; issues: { path: string }[] } };

describe('GET /api/products/{id}/availability', () => {
  it('answers the units of every variant, kept by the browser 5 s per store, and follows the live stock', async () => {
    const [first, second, third] = AURORA.variants;
    await setLevel('us', pick(first!.id, 0), 3);
    await setLevel('us', pick(second!.id, 0), 0);
    const res = await availability(AURORA.id, { region: 'us' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('private, max-age=5');
    expect(res.headers.get('vary')).toContain('region');
    const body = (await res.json()) as Body;
    expect(Object.keys(body.data).sort()).toEqual(AURORA.variants.map((v) => String(v.id)).sort());
    expect(body.data[first!.id]).toBe(3);
    expect(body.data[second!.id]).toBe(0);
    expect(body.data[third!.id]).toBe(third!.isPurchasable ? Math.max(0, third!.inventoryLevel) : 0);

    // An order takes a unit: the next read says so (nothing of it is kept on the server).
    const { shopper, cart } = await shopperWithCart(pick(first!.id, 3), 1);
    expect((await placeOrder(shopper, orderBody(cart.id))).status).toBe(201);
    expect(((await (await availability(AURORA.id, { region: 'us' })).json()) as Body).data[first!.id]).toBe(2);
  });

  it('answers the store the region header names (absent: us)', async () => {
    const [first] = AURORA.variants;
    await setLevel('us', pick(first!.id, 0), 4);
    await setLevel('no', pick(first!.id, 0), 1);
    expect(((await (await availability(AURORA.id)).json()) as Body).data[first!.id]).toBe(4);
    expect(((await (await availability(AURORA.id, { region: 'no' })).json()) as Body).data[first!.id]).toBe(1);
    const unknown = await availability(AURORA.id, { region: 'atlantis' });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as Problem).error.issues[0]!.path).toBe('region');
  });

  it('answers 404 in the error envelope for a product the store does not have', async () => {
    const res = await availability(999999);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Product not found', issues: [] } });
  });

  it.each([['abc'], ['-1'], ['0'], ['1.5'], ['99999999999']])('answers 400 naming id for the id %s', async (id) => {
    const res = await availability(id);
    expect(res.status).toBe(400);
    const body = (await res.json()) as Problem;
    expect(body.error.code).toBe('invalid_parameter');
    expect(body.error.issues.map((i) => i.path)).toContain('id');
  });

  it('is as cheap as the other catalog reads: one stock statement, no session made, nothing written', async () => {
    const statements: string[] = [];
    const db = new Proxy(env.COMMERCE_DB, {
      get(target, key) {
        const value = Reflect.get(target, key, target);
        if (key === 'prepare')
          return (sql: string) => {
            statements.push(sql);
            return target.prepare(sql);
          };
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const ctx = createExecutionContext();
    const res = await createApp().request(
      `https://loipe.test/api/products/${AURORA.id}/availability`,
      { headers: { region: 'us' } },
      { ...env, COMMERCE_DB: db },
      ctx,
    );
    expect(res.status).toBe(200);
    await res.json();
    await waitOnExecutionContext(ctx);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^\s*SELECT\b/i);
    expect((await env.SESSIONS.list()).keys).toEqual([]);
  });
});
