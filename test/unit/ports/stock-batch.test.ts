import { describe, expect, it } from 'vitest';
import { batchedStockReads } from '../../../worker/ports/commerce/stock-batch';

/** A stock read that records each call and answers every asked id with id × 10. */
function recordingRead() {
  const calls: { region: string; ids: number[] }[] = [];
  const read = async (region: string, ids: readonly number[]) => {
    calls.push({ region, ids: [...ids].sort((a, b) => a - b) });
    return new Map(ids.map((id) => [id, id * 10]));
  };
  return { calls, read };
}

/** Waits for a zero timer: every microtask before it has run (the default `defer` waits for less). */
const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

const request = () => new AbortController().signal;

describe('live-stock reads batched per request and turn', () => {
  it('reads once for the buy box and the add-ons when both ask in the same turn, a few microtasks apart', async () => {
    const { calls, read } = recordingRead();
    const levels = batchedStockReads(read);
    const signal = request();
    const buyBox = levels({ signal, region: 'us' }, [1, 2]);
    // The add-ons ask after a chain of already-resolved reads (memoised documents).
    const addOns = Promise.resolve()
      .then(() => Promise.resolve())
      .then(() => levels({ signal, region: 'us' }, [2, 7]));
    const [mine, theirs] = await Promise.all([buyBox, addOns]);
    expect(calls).toEqual([{ region: 'us', ids: [1, 2, 7] }]);
    expect(mine.get(1)).toBe(10);
    expect(theirs.get(7)).toBe(70);
  });

  it.each([
    ['a later turn', { sameSignal: true, sameRegion: true, laterTurn: true }],
    ['another request', { sameSignal: false, sameRegion: true, laterTurn: false }],
    ['another region', { sameSignal: true, sameRegion: false, laterTurn: false }],
  ])('reads again for %s', async (_case, { sameSignal, sameRegion, laterTurn }) => {
    const { calls, read } = recordingRead();
    const levels = batchedStockReads(read);
    const signal = request();
    const first = levels({ signal, region: 'us' }, [1]);
    if (laterTurn) await first;
    const second = levels({ signal: sameSignal ? signal : request(), region: sameRegion ? 'us' : 'ca' }, [2]);
    await Promise.all([first, second]);
    expect(calls).toHaveLength(2);
    expect(calls.map((c) => c.ids)).toEqual([[1], [2]]);
  });

  it("gives every caller of a batch the read's error, and the next turn reads afresh", async () => {
    let fail = true;
    const levels = batchedStockReads(async (_region, ids) => {
      if (fail) throw new Error('D1_ERROR: no such table: inventory');
      return new Map(ids.map((id) => [id, 1]));
    });
    const signal = request();
    const results = await Promise.allSettled([levels({ signal, region: 'us' }, [1]), levels({ signal, region: 'us' }, [2])]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    await nextTurn();
    await expect(levels({ signal, region: 'us' }, [3])).resolves.toEqual(new Map([[3, 1]]));
  });

  it('a read that throws at once rejects every caller', async () => {
    const levels = batchedStockReads(() => {
      throw new Error('D1 binding missing');
    });
    const signal = request();
    const results = await Promise.allSettled([levels({ signal, region: 'us' }, [1]), levels({ signal, region: 'us' }, [2])]);
    expect(results).toEqual([
      { status: 'rejected', reason: new Error('D1 binding missing') },
      { status: 'rejected', reason: new Error('D1 binding missing') },
    ]);
  });

  it('asks for nothing before the turn ends', async () => {
    const { calls, read } = recordingRead();
    const levels = batchedStockReads(read);
    const pending = levels({ signal: request(), region: 'us' }, [5]);
    await Promise.resolve();
    expect(calls).toEqual([]);
    await pending;
    expect(calls).toEqual([{ region: 'us', ids: [5] }]);
  });

  it("does not wait behind callbacks already queued (a fresh isolate's document reads): it reads before a zero timer set earlier", async () => {
    const { calls, read } = recordingRead();
    const levels = batchedStockReads(read);
    const seen: number[] = [];
    setTimeout(() => seen.push(calls.length), 0);
    const signal = request();
    // Still one read for the asks of the same turn, however many microtasks apart.
    let chain = Promise.resolve();
    for (let i = 0; i < 20; i++) chain = chain.then(() => undefined);
    await Promise.all([levels({ signal, region: 'us' }, [5]), chain.then(() => levels({ signal, region: 'us' }, [6]))]);
    await nextTurn();
    expect(seen).toEqual([1]);
    expect(calls).toEqual([{ region: 'us', ids: [5, 6] }]);
  });
});
