import { describe, expect, it } from 'vitest';
import {
  addFingerprint,
  applyChange,
  baseAmount,
  emptyCart,
  IDEMPOTENCY_MEMORY,
  IDEMPOTENCY_TTL_MS,
  itemCount,
  lineLimit,
  MAX_LINES,
  pricedFor,
  RETAIL_PRICING_KEY,
  type CartChange,
  type CartRecord,
  type CatalogLine,
} from '../../worker/domain/cart-lines';

const NOW = 1_800_000_000_000;

function catalogLine(variant: number, overrides: Partial<CatalogLine> = {}): CatalogLine {
  return {
    product_id: Math.floor(variant / 100),
    variant_id: variant,
    sku: `LP-${variant}`,
    name: `Ski ${variant}`,
    url: `/p/ski-${variant}`,
    image_id: `ski-${variant}`,
    options: [{ name: 'Color', value: 'Red' }],
    original_price: 39995,
    sale_price: 39995,
    stock: 20,
    ...overrides,
  };
}

const cart = (): CartRecord => emptyCart('c'.repeat(64), 'us', 'USD', null, NOW);
const add = (items: [CatalogLine, number][], idempotency?: { key: string; fingerprint: string; created?: boolean }): CartChange => ({
  type: 'add',
  items: items.map(([line, quantity]) => ({ line, quantity })),
  idempotency: idempotency && { created: false, ...idempotency },
});

function ok(result: ReturnType<typeof applyChange>): CartRecord {
  if (!result.ok) throw new Error(`expected success, got ${result.error.code}`);
  return result.cart;
}

describe('adding lines', () => {
  it('adds a variant as a new line with the catalog price, name and image', () => {
    const next = ok(applyChange(cart(), add([[catalogLine(110101), 2]]), NOW));
    expect(next.lines).toEqual([
      expect.objectContaining({ id: '1', variant_id: 110101, quantity: 2, sale_price: 39995, name: 'Ski 110101' }),
    ]);
    expect(itemCount(next)).toBe(2);
    expect(baseAmount(next)).toBe(79990);
  });

  it('merges the same variant into its line instead of adding a second one', () => {
    const once = ok(applyChange(cart(), add([[catalogLine(110101), 2]]), NOW));
    const twice = ok(applyChange(once, add([[catalogLine(110101), 3]]), NOW));
    expect(twice.lines).toHaveLength(1);
    expect(twice.lines[0]).toMatchObject({ id: '1', quantity: 5 });
  });

  it('merges repeats of one variant inside a single request', () => {
    const next = ok(
      applyChange(
        cart(),
        add([
          [catalogLine(110101), 1],
          [catalogLine(110101), 4],
        ]),
        NOW,
      ),
    );
    expect(next.lines).toHaveLength(1);
    expect(next.lines[0]!.quantity).toBe(5);
  });

  it('keeps other variants of the same product on their own lines', () => {
    const next = ok(
      applyChange(
        cart(),
        add([
          [catalogLine(110101), 1],
          [catalogLine(110102), 1],
        ]),
        NOW,
      ),
    );
    expect(next.lines.map((l) => l.variant_id)).toEqual([110101, 110102]);
  });

  it('prices a merged line at the catalog price of the latest change', () => {
    const once = ok(applyChange(cart(), add([[catalogLine(110101), 1]]), NOW));
    const twice = ok(applyChange(once, add([[catalogLine(110101, { sale_price: 29995 }), 1]]), NOW));
    expect(twice.lines[0]).toMatchObject({ quantity: 2, sale_price: 29995 });
  });

  it('never reuses the id of a removed line', () => {
    const first = ok(applyChange(cart(), add([[catalogLine(110101), 1]]), NOW));
    const removed = ok(applyChange(first, { type: 'remove', itemId: '1' }, NOW));
    const again = ok(applyChange(removed, add([[catalogLine(110101), 1]]), NOW));
    expect(again.lines[0]!.id).toBe('2');
  });

  it('leaves the input cart untouched', () => {
    const before = ok(applyChange(cart(), add([[catalogLine(110101), 1]]), NOW));
    const snapshot = structuredClone(before);
    ok(
      applyChange(
        before,
        add([
          [catalogLine(110101), 2],
          [catalogLine(110102), 1],
        ]),
        NOW + 1,
      ),
    );
    expect(before).toEqual(snapshot);
  });
});

describe('quantity rules', () => {
  it.each([0, -1, 100, 1.5, Number.NaN])('refuses quantity %s', (quantity) => {
    const result = applyChange(cart(), add([[catalogLine(110101), quantity]]), NOW);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_quantity' } });
  });

  it.each([1, 20])('accepts quantity %s up to the stock', (quantity) => {
    expect(applyChange(cart(), add([[catalogLine(110101), quantity]]), NOW).ok).toBe(true);
  });

  it('refuses more than the stock and says how many are available', () => {
    const result = applyChange(cart(), add([[catalogLine(110101, { stock: 3 }), 4]]), NOW);
    expect(result).toMatchObject({ ok: false, error: { code: 'insufficient_stock', available: 3, inCart: 0, index: 0 } });
  });

  it('counts what is already in the cart against the stock', () => {
    const once = ok(applyChange(cart(), add([[catalogLine(110101, { stock: 3 }), 2]]), NOW));
    const result = applyChange(once, add([[catalogLine(110101, { stock: 3 }), 2]]), NOW);
    expect(result).toMatchObject({ ok: false, error: { code: 'insufficient_stock', available: 3, inCart: 2 } });
  });

  it('caps a merged line at 99 even with more stock', () => {
    const once = ok(applyChange(cart(), add([[catalogLine(110101, { stock: 500 }), 99]]), NOW));
    expect(applyChange(once, add([[catalogLine(110101, { stock: 500 }), 1]]), NOW)).toMatchObject({
      ok: false,
      error: { code: 'insufficient_stock', available: 99 },
    });
  });

  it('answers a sold-out variant with 0 available', () => {
    expect(applyChange(cart(), add([[catalogLine(110101, { stock: 0 }), 1]]), NOW)).toMatchObject({ ok: false, error: { available: 0 } });
    expect(lineLimit({ stock: -4 })).toBe(0);
  });

  it('sets a new quantity within the stock and refuses one above it', () => {
    const once = ok(applyChange(cart(), add([[catalogLine(110101, { stock: 5 }), 1]]), NOW));
    expect(
      ok(applyChange(once, { type: 'set-quantity', itemId: '1', quantity: 5, line: catalogLine(110101, { stock: 5 }) }, NOW)).lines[0]!
        .quantity,
    ).toBe(5);
    expect(
      applyChange(once, { type: 'set-quantity', itemId: '1', quantity: 6, line: catalogLine(110101, { stock: 5 }) }, NOW),
    ).toMatchObject({ ok: false, error: { code: 'insufficient_stock', available: 5 } });
    expect(applyChange(once, { type: 'set-quantity', itemId: '1', quantity: 0, line: catalogLine(110101) }, NOW)).toMatchObject({
      ok: false,
      error: { code: 'invalid_quantity' },
    });
  });

  it('answers an unknown item with item_not_found', () => {
    expect(applyChange(cart(), { type: 'remove', itemId: 'zz' }, NOW)).toMatchObject({ ok: false, error: { code: 'item_not_found' } });
    expect(applyChange(cart(), { type: 'set-quantity', itemId: 'zz', quantity: 1, line: catalogLine(110101) }, NOW)).toMatchObject({
      ok: false,
      error: { code: 'item_not_found' },
    });
  });
});

describe('line limit', () => {
  it(`holds ${MAX_LINES} lines and refuses the next new one, while merging into existing lines still works`, () => {
    const full = ok(applyChange(cart(), add(Array.from({ length: MAX_LINES }, (_, i) => [catalogLine(200000 + i), 1])), NOW));
    expect(full.lines).toHaveLength(MAX_LINES);
    expect(applyChange(full, add([[catalogLine(300000), 1]]), NOW)).toMatchObject({
      ok: false,
      error: { code: 'too_many_lines', max: MAX_LINES },
    });
    expect(ok(applyChange(full, add([[catalogLine(200000), 1]]), NOW)).lines[0]!.quantity).toBe(2);
  });
});

describe('idempotent adds', () => {
  const body = [{ product_id: 1101, variant_id: 110101, quantity: 2 }];
  const key = { key: 'k-1', fingerprint: addFingerprint(body) };

  it('replays a repeated key without adding again', () => {
    const once = ok(applyChange(cart(), add([[catalogLine(110101), 2]], key), NOW));
    const replay = applyChange(once, add([[catalogLine(110101), 2]], key), NOW + 1000);
    expect(replay).toMatchObject({ ok: true, replayed: true });
    expect(ok(replay).lines[0]!.quantity).toBe(2);
  });

  it('refuses the same key with a different body', () => {
    const once = ok(applyChange(cart(), add([[catalogLine(110101), 2]], key), NOW));
    const other = { key: 'k-1', fingerprint: addFingerprint([{ product_id: 1101, variant_id: 110101, quantity: 3 }]) };
    expect(applyChange(once, add([[catalogLine(110101), 3]], other), NOW)).toMatchObject({
      ok: false,
      error: { code: 'idempotency_mismatch' },
    });
  });

  it('remembers whether the keyed add created the cart', () => {
    const once = ok(applyChange(cart(), add([[catalogLine(110101), 2]], { ...key, created: true }), NOW));
    expect(applyChange(once, add([[catalogLine(110101), 2]], key), NOW)).toMatchObject({ replayed: true, created: true });
  });

  it('does not remember a key whose add failed', () => {
    const failed = applyChange(cart(), add([[catalogLine(110101, { stock: 1 }), 2]], key), NOW);
    expect(failed.ok).toBe(false);
    expect(cart().idempotency).toEqual([]);
  });

  it('forgets keys after a day and keeps only the latest ones', () => {
    let next = cart();
    for (let i = 0; i < IDEMPOTENCY_MEMORY + 5; i++)
      next = ok(applyChange(next, add([[catalogLine(400000 + i), 1]], { key: `k${i}`, fingerprint: 'f' }), NOW));
    expect(next.idempotency).toHaveLength(IDEMPOTENCY_MEMORY);
    expect(next.idempotency[0]!.key).toBe('k5');
    const later = applyChange(next, add([[catalogLine(500000), 1]], { key: 'k54', fingerprint: 'other' }), NOW + IDEMPOTENCY_TTL_MS + 1);
    expect(later).toMatchObject({ ok: true, replayed: false });
  });

  it('fingerprints bodies by product, variant and quantity', () => {
    expect(addFingerprint(body)).toBe(addFingerprint([{ quantity: 2, variant_id: 110101, product_id: 1101 }]));
    expect(addFingerprint(body)).not.toBe(addFingerprint([{ product_id: 1101, variant_id: 110101, quantity: 1 }]));
  });
});

describe('customer', () => {
  it('attaches and detaches a customer', () => {
    const owned = ok(applyChange(cart(), { type: 'set-customer', customerId: '42' }, NOW));
    expect(owned.customerId).toBe('42');
    expect(ok(applyChange(owned, { type: 'set-customer', customerId: null }, NOW)).customerId).toBeNull();
  });
});

describe('group pricing (issue 12)', () => {
  it('holds retail prices until an add says which pricing its lines carry', () => {
    expect(pricedFor(cart())).toBe(RETAIL_PRICING_KEY);
    const pro = ok(
      applyChange(
        cart(),
        {
          type: 'add',
          items: [{ line: catalogLine(110101, { original_price: 23997, sale_price: 23997 }), quantity: 1 }],
          pricedFor: 'group-3-pro',
        },
        NOW,
      ),
    );
    expect(pricedFor(pro)).toBe('group-3-pro');
  });

  it('marks the cart when an order is begun from it, and changes nothing else', () => {
    const one = ok(applyChange(cart(), add([[catalogLine(110101), 2]]), NOW));
    expect(one.orderingAt).toBeUndefined();
    const marked = ok(applyChange(one, { type: 'ordering' }, NOW + 5));
    expect(marked).toEqual({ ...one, orderingAt: NOW + 5 });
  });

  it('reprices the named lines, keeps the others, and records the pricing', () => {
    const two = ok(
      applyChange(
        cart(),
        add([
          [catalogLine(110101), 2],
          [catalogLine(120101, { original_price: 4995, sale_price: 3995 }), 1],
        ]),
        NOW,
      ),
    );
    const repriced = ok(
      applyChange(
        two,
        { type: 'reprice', pricedFor: 'group-3-pro', prices: [{ id: '1', original_price: 23997, sale_price: 23997 }] },
        NOW + 1,
      ),
    );
    expect(repriced.lines.map((l) => [l.id, l.quantity, l.original_price, l.sale_price])).toEqual([
      ['1', 2, 23997, 23997],
      ['2', 1, 4995, 3995],
    ]);
    expect(baseAmount(repriced)).toBe(2 * 23997 + 3995);
    expect(pricedFor(repriced)).toBe('group-3-pro');
    expect(repriced.updatedAt).toBe(NOW + 1);
    const back = ok(
      applyChange(
        repriced,
        { type: 'reprice', pricedFor: RETAIL_PRICING_KEY, prices: [{ id: '1', original_price: 39995, sale_price: 39995 }] },
        NOW + 2,
      ),
    );
    expect(back.lines[0]).toMatchObject({ original_price: 39995, sale_price: 39995, quantity: 2 });
    expect(pricedFor(back)).toBe(RETAIL_PRICING_KEY);
  });
});
