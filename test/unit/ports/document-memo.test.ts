import { describe, expect, it, vi } from 'vitest';
import { assetsSource, dataMemoSize, DocumentMemo } from '../../../worker/ports/data';
import { ProviderError, untilAborted } from '../../../worker/ports/errors';

const never = () => new Promise<{ value: string; bytes: number }>(() => {});
const reads = () => {
  let count = 0;
  const read =
    (value: string, bytes = 10) =>
    async () => {
      count += 1;
      return { value, bytes };
    };
  return { read, count: () => count };
};

describe('DocumentMemo holds only settled documents', () => {
  it('a read that never settles for one request does not hold up another request', async () => {
    const memo = new DocumentMemo();
    const first = new AbortController();
    void memo.load('ja/site.json', never, first.signal);
    const second = new AbortController();
    await expect(memo.load('ja/site.json', async () => ({ value: 'site', bytes: 4 }), second.signal)).resolves.toBe('site');
  });

  it('keeps a settled document for every later request without reading again', async () => {
    const memo = new DocumentMemo();
    const counter = reads();
    await memo.load('a', counter.read('A'), new AbortController().signal);
    await expect(memo.load('a', counter.read('other'), new AbortController().signal)).resolves.toBe('A');
    expect(counter.count()).toBe(1);
    expect(memo.size).toEqual({ documents: 1, bytes: 10 });
  });

  it("shares one request's concurrent reads of a document, and not across requests", async () => {
    const memo = new DocumentMemo();
    const counter = reads();
    const own = new AbortController().signal;
    await Promise.all([memo.load('a', counter.read('A'), own), memo.load('a', counter.read('A'), own)]);
    expect(counter.count()).toBe(1);
    const other = new DocumentMemo();
    await Promise.all([
      other.load('b', counter.read('B'), new AbortController().signal),
      other.load('b', counter.read('B'), new AbortController().signal),
    ]);
    expect(counter.count()).toBe(3);
  });

  it('forgets a failed read, so the next request reads again', async () => {
    const memo = new DocumentMemo();
    const signal = new AbortController().signal;
    await expect(memo.load('a', () => Promise.reject(new Error('down')), signal)).rejects.toThrow('down');
    await expect(memo.load('a', async () => ({ value: 'A', bytes: 1 }), signal)).resolves.toBe('A');
  });

  it('evicts the least recently used documents past its byte limit, never the one just read', async () => {
    const memo = new DocumentMemo(25);
    const counter = reads();
    await memo.load('a', counter.read('A'));
    await memo.load('b', counter.read('B'));
    await memo.load('a', counter.read('A'));
    await memo.load('c', counter.read('C'));
    expect(memo.size).toEqual({ documents: 2, bytes: 20 });
    await memo.load('a', counter.read('A'));
    expect(counter.count()).toBe(3);
    await memo.load('b', counter.read('B'));
    expect(counter.count()).toBe(4);
  });
});

describe('untilAborted bounds a wait by the waiting request', () => {
  it('rejects with a timeout ProviderError when the signal aborts before the work settles', async () => {
    const controller = new AbortController();
    const waiting = untilAborted(new Promise(() => {}), controller.signal, 'data');
    controller.abort();
    const error = await waiting.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).kind).toBe('timeout');
    expect((error as ProviderError).service).toBe('data');
  });
  it('answers the work when it settles first, and fails at once on an aborted signal', async () => {
    await expect(untilAborted(Promise.resolve(7), new AbortController().signal, 'x')).resolves.toBe(7);
    await expect(untilAborted(Promise.reject(new Error('no')), new AbortController().signal, 'x')).rejects.toThrow('no');
    await expect(untilAborted(Promise.resolve(7), AbortSignal.abort(), 'x')).rejects.toBeInstanceOf(ProviderError);
  });
  it('listens on a signal once for all its waits: an abort fails those still waiting, not those that settled', async () => {
    const controller = new AbortController();
    const listen = vi.spyOn(controller.signal, 'addEventListener');
    const settled = untilAborted(Promise.resolve('early'), controller.signal, 'data');
    const open = Array.from({ length: 20 }, (_, i) => untilAborted(new Promise(() => {}), controller.signal, `port ${i}`));
    await expect(settled).resolves.toBe('early');
    controller.abort();
    const errors = await Promise.all(open.map((wait) => wait.catch((e: unknown) => e)));
    expect(errors.map((e) => [(e as ProviderError).kind, (e as ProviderError).service])).toEqual(
      open.map((_, i) => ['timeout', `port ${i}`]),
    );
    expect(listen).toHaveBeenCalledTimes(1);
  });
});

describe("the isolate's first reads (cold-start profile)", () => {
  it('lists each document read through ASSETS once, with its size, and not the memo hits', async () => {
    let fetches = 0;
    const assets = {
      fetch: async (url: string) => {
        fetches += 1;
        return new Response(JSON.stringify({ url }));
      },
    } as unknown as Fetcher;
    const source = assetsSource(assets, new DocumentMemo());
    const before = dataMemoSize().reads.length;
    await source.json('cold/a.json');
    await source.json('cold/a.json');
    await source.json('cold/b.json');
    const reads = dataMemoSize().reads.slice(before);
    expect(fetches).toBe(2);
    expect(reads.map((r) => r.path)).toEqual(['cold/a.json', 'cold/b.json']);
    expect(reads[0]!.bytes).toBe(JSON.stringify({ url: 'https://assets.local/_data/cold/a.json' }).length);
    expect(reads.every((r) => r.endMs >= r.startMs)).toBe(true);
  });
});
