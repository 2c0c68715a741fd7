import { abortAllDurableObjects, env, reset, runInDurableObject } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartDurableObject } from '../../../worker/cart/durable-object';
import { shopperWithCart, line, variants, type CartBody, type ErrorBody } from './cart-support';

afterEach(() => reset());

const roomy = variants('us', 30);
const [a, b] = roomy as [(typeof roomy)[0], (typeof roomy)[0]];

const cartOf = async (res: Response) => ((await res.json()) as CartBody).data;

describe('the cart Durable Object', () => {
  it('keeps every unit when 50 adds race on one cart', async () => {
    const { shopper, cart } = await shopperWithCart(a, 1);
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => shopper.api('POST', `/cart/${cart.id}/items`, { line_items: [line(i % 2 ? a : b, 1)] })),
    );
    const elapsed = performance.now() - started;
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    const after = await cartOf(await shopper.api('GET', `/cart/${cart.id}`));
    const byVariant = Object.fromEntries(after.line_items.physical_items.map((i) => [i.variant_id, i.quantity]));
    expect(byVariant).toEqual({ [a.variant_id]: 1 + 25, [b.variant_id]: 25 });
    expect(after.item_count).toBe(51);
    console.log(`50 concurrent adds: ${after.item_count - 1} units kept, ${elapsed.toFixed(0)} ms in all`);
  });

  it('never lets racing adds exceed the stock: the units that fit are kept, the rest are refused with 409', async () => {
    const scarce = variants('us', 5).find((v) => v.stock >= 5 && v.stock <= 20 && v.variant_id !== a.variant_id)!;
    const { shopper, cart } = await shopperWithCart(a, 1);
    const results = await Promise.all(
      Array.from({ length: 30 }, () => shopper.api('POST', `/cart/${cart.id}/items`, { line_items: [line(scarce, 1)] })),
    );
    const accepted = results.filter((r) => r.status === 200).length;
    expect(accepted).toBe(scarce.stock);
    expect(results.filter((r) => r.status === 409)).toHaveLength(30 - scarce.stock);
    const after = await cartOf(await shopper.api('GET', `/cart/${cart.id}`));
    expect(after.line_items.physical_items.find((i) => i.variant_id === scarce.variant_id)!.quantity).toBe(scarce.stock);
  });

  it('survives the Durable Object being restarted, and keeps the cart in one SQLite row', async () => {
    const { shopper, cart } = await shopperWithCart(a, 3);
    await shopper.api('POST', `/cart/${cart.id}/items`, { line_items: [line(b, 2)] });
    const stub = env.CART.get(env.CART.idFromString(cart.id));
    const stored = await runInDurableObject(stub, (_instance: CartDurableObject, state) =>
      state.storage.sql.exec<{ record: string }>('SELECT record FROM cart').toArray(),
    );
    expect(stored).toHaveLength(1);
    expect(JSON.parse(stored[0]!.record)).toMatchObject({ id: cart.id, lines: [{ quantity: 3 }, { quantity: 2 }] });

    await abortAllDurableObjects();
    const after = await cartOf(await shopper.api('GET', `/cart/${cart.id}`));
    expect(after.line_items.physical_items.map((i) => [i.variant_id, i.quantity])).toEqual([
      [a.variant_id, 3],
      [b.variant_id, 2],
    ]);
    const more = await shopper.api('POST', `/cart/${cart.id}/items`, { line_items: [line(a, 1)] });
    expect((await cartOf(more)).item_count).toBe(6);
  });

  it('deletes every row when the cart is deleted', async () => {
    const { shopper, cart } = await shopperWithCart(a, 1);
    await shopper.api('DELETE', `/cart/${cart.id}`);
    const stub = env.CART.get(env.CART.idFromString(cart.id));
    const tables = await runInDurableObject(stub, (_instance: CartDurableObject, state) =>
      state.storage.sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'cart'").toArray(),
    );
    expect(tables).toEqual([]);
  });
});

describe('Idempotency-Key on add-item', () => {
  it('replays a repeated add without adding again, flagged Idempotent-Replayed', async () => {
    const { shopper, cart } = await shopperWithCart(a, 1);
    const send = () =>
      shopper.api('POST', `/cart/${cart.id}/items`, { line_items: [line(b, 2)] }, { headers: { 'idempotency-key': 'add-b-1' } });
    const first = await send();
    const replay = await send();
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const [one, two] = [await cartOf(first), await cartOf(replay)];
    expect(two.line_items).toEqual(one.line_items);
    expect(two.item_count).toBe(3);
  });

  it('replays racing requests with one key as a single add', async () => {
    const { shopper, cart } = await shopperWithCart(a, 1);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        shopper.api('POST', `/cart/${cart.id}/items`, { line_items: [line(b, 1)] }, { headers: { 'idempotency-key': 'same' } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect((await cartOf(await shopper.api('GET', `/cart/${cart.id}`))).item_count).toBe(2);
  });

  it('refuses the same key with a different body with 422 and changes nothing', async () => {
    const { shopper, cart } = await shopperWithCart(a, 1);
    await shopper.api('POST', `/cart/${cart.id}/items`, { line_items: [line(b, 2)] }, { headers: { 'idempotency-key': 'k' } });
    const res = await shopper.api('POST', `/cart/${cart.id}/items`, { line_items: [line(b, 5)] }, { headers: { 'idempotency-key': 'k' } });
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorBody).error.code).toBe('idempotency_mismatch');
    expect((await cartOf(await shopper.api('GET', `/cart/${cart.id}`))).item_count).toBe(3);
  });

  it('replays a keyed cart/create as the same 201 with the same cart', async () => {
    const { shopper } = await shopperWithCart(a, 1);
    await shopper.api('DELETE', `/cart/${(await shopper.session()).cartId}`);
    const send = () => shopper.api('POST', '/cart/create', { line_items: [line(b, 1)] }, { headers: { 'idempotency-key': 'create-1' } });
    const first = await send();
    const replay = await send();
    expect([first.status, replay.status]).toEqual([201, 201]);
    expect((await cartOf(replay)).id).toBe((await cartOf(first)).id);
    expect((await cartOf(await shopper.api('GET', `/cart/${(await shopper.session()).cartId}`))).item_count).toBe(1);
  });
});
