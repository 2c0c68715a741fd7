import { describe, expect, it } from 'vitest';
import {
  addFingerprint,
  applyChange,
  baseAmount,
  IDEMPOTENCY_MEMORY,
  IDEMPOTENCY_TTL_MS,
  MAX_LINES,
  pricedFor,
  RETAIL_PRICING_KEY,
} from '../../../worker/cart/lines';
import { add, cart, catalogLine, NOW, ok } from './cart-lines-support';

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

describe('group pricing', () => {
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
