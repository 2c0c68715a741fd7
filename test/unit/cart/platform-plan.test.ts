import { describe, expect, it } from 'vitest';
import { adoptQuantities, planSync } from '../../../worker/cart/platform-plan';

const line = (variant: number, quantity: number) => ({ product_id: 1, variant_id: variant, quantity });
const item = (id: string, variant: number, quantity: number) => ({ id, product_id: 1, variant_id: variant, quantity });

describe('planSync: what makes the platform hold exactly our lines', () => {
  it.each([
    ['nothing to do when both agree', [line(1, 2)], [item('a', 1, 2)], []],
    ['adds a variant the platform lacks', [line(1, 2), line(2, 1)], [item('a', 1, 2)], [{ type: 'add', items: [line(2, 1)] }]],
    ['sets an absolute quantity, never an increment', [line(1, 5)], [item('a', 1, 3)], [{ type: 'set', itemId: 'a', item: line(1, 5) }]],
    ['removes what we no longer hold', [line(1, 1)], [item('a', 1, 1), item('b', 2, 4)], [{ type: 'remove', itemId: 'b' }]],
    ['deletes the cart instead of removing its last item', [], [item('a', 1, 1)], [{ type: 'delete-cart' }]],
    ['sends nothing for an empty cart the platform does not have', [], [], []],
    [
      'removes a second platform line of the same variant',
      [line(1, 2)],
      [item('a', 1, 2), item('b', 1, 1)],
      [{ type: 'remove', itemId: 'b' }],
    ],
    [
      'adds before it removes, so the cart never empties on the way',
      [line(2, 1)],
      [item('a', 1, 1)],
      [
        { type: 'add', items: [line(2, 1)] },
        { type: 'remove', itemId: 'a' },
      ],
    ],
  ] as const)('%s', (_name, target, platform, ops) => {
    expect(planSync(target, platform)).toEqual(ops);
  });
});

describe('adoptQuantities: the platform’s quantities on our lines', () => {
  it.each([
    ['keeps lines the platform agrees with (same objects)', [line(1, 2)], [item('a', 1, 2)], [line(1, 2)]],
    ['takes a quantity changed on the platform', [line(1, 2)], [item('a', 1, 5)], [line(1, 5)]],
    ['drops a line the platform no longer has', [line(1, 2), line(2, 1)], [item('b', 2, 1)], [line(2, 1)]],
    ['sums a variant split over two platform lines', [line(1, 2)], [item('a', 1, 2), item('b', 1, 1)], [line(1, 3)]],
    ['ignores lines only the platform has', [line(1, 2)], [item('a', 1, 2), item('c', 3, 1)], [line(1, 2)]],
  ] as const)('%s', (_name, lines, platform, expected) => {
    expect(adoptQuantities(lines, platform)).toEqual(expected);
  });
});
