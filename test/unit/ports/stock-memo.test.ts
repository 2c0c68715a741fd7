/**
 * The isolate's memo of live stock levels (worker/ports/commerce/stock-memo.ts): levels read
 * within two seconds answer a page; older ones, unknown ones and forgotten ones do not.
 */
import { describe, expect, it } from 'vitest';
import { STOCK_MEMO_MS, StockMemo } from '../../../worker/ports/commerce/stock-memo';

const T0 = 1_000_000;

/** A memo that read variants 1 (level 5) and 2 (level 0) of `us` at T0; 3 was asked for and has no row. */
function filled(limit?: number): StockMemo {
  const memo = new StockMemo(STOCK_MEMO_MS, limit);
  memo.remember(
    'us',
    [1, 2, 3],
    new Map([
      [1, 5],
      [2, 0],
    ]),
    T0,
  );
  return memo;
}

describe('stock memo', () => {
  it.each([
    [
      'every variant read just now',
      'us',
      [1, 2],
      T0,
      new Map([
        [1, 5],
        [2, 0],
      ]),
    ],
    ['a variant without a row: known to have none', 'us', [1, 3], T0 + 1, new Map([[1, 5]])],
    ['one millisecond before two seconds', 'us', [1], T0 + STOCK_MEMO_MS - 1, new Map([[1, 5]])],
    ['at two seconds: read again', 'us', [1], T0 + STOCK_MEMO_MS, null],
    ['one variant never read: read them all', 'us', [1, 4], T0, null],
    ["another store's variant", 'ca', [1], T0, null],
    ['nothing asked', 'us', [], T0, null],
  ])('%s', (_case, region, ids, now, expected) => {
    expect(filled().fresh(region, ids, now)).toEqual(expected);
  });

  it('forgets the variants an order or a restock changed, and only those', () => {
    const memo = filled();
    memo.forget('us', [2]);
    expect(memo.fresh('us', [2], T0)).toBeNull();
    expect(memo.fresh('us', [1, 3], T0)).toEqual(new Map([[1, 5]]));
    memo.forget('ca', [1]);
    expect(memo.fresh('us', [1], T0)).toEqual(new Map([[1, 5]]));
  });

  it('forgets everything when asked for no store', () => {
    const memo = filled();
    memo.forget();
    expect(memo.fresh('us', [1], T0)).toBeNull();
  });

  it('keeps the newest variants when full, the oldest read going first', () => {
    const memo = filled(3);
    memo.remember('us', [7], new Map([[7, 9]]), T0 + 10);
    expect(memo.fresh('us', [1], T0 + 10)).toBeNull();
    expect(memo.fresh('us', [2, 3, 7], T0 + 10)).toEqual(
      new Map([
        [2, 0],
        [7, 9],
      ]),
    );
  });

  it('remembers nothing with a lifetime of zero', () => {
    const memo = new StockMemo(0);
    memo.remember('us', [1], new Map([[1, 5]]), T0);
    expect(memo.fresh('us', [1], T0)).toBeNull();
  });
});
