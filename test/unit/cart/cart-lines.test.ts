import { describe, expect, it } from 'vitest';
import { applyChange, baseAmount, itemCount, lineLimit } from '../../../worker/cart/lines';
import { add, cart, catalogLine, NOW, ok } from './cart-lines-support';

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
