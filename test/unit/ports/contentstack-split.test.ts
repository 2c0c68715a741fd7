/** Long `$in` queries cut under the Delivery API's 8 KB URL limit, and their answers merged. */
import { describe, expect, it } from 'vitest';
import { encodedBytes, MAX_URL_BYTES, mergeSplit, splitInQuery } from '../../../worker/ports/content/contentstack/split';

const BASE =
  'https://cdn.contentstack.com/v3/content_types/product/entries?environment=production&locale=en-us&limit=100&skip=99999&query=';
const bytes = (query: Record<string, unknown>) => BASE.length + encodedBytes(JSON.stringify(query));
const uids = (n: number, width = 40) => Array.from({ length: n }, (_, i) => `uid-${String(i).padStart(width - 4, '0')}`);

describe('splitInQuery', () => {
  it.each([
    ['no $in list', { url: '/about' }, 1],
    ['a short list', { uid: { $in: uids(10) } }, 1],
    ['one value', { uid: { $in: uids(1, 9000) } }, 1],
    ['300 uids of 40 characters', { uid: { $in: uids(300) } }, 2],
    ['1000 uids of 40 characters', { uid: { $in: uids(1000) } }, 7],
  ])('%s: the asked number of queries, each URL within 8 KB, every value once in order', (_, query, count) => {
    const parts = splitInQuery(query, bytes);
    expect(parts).toHaveLength(count);
    const values = parts.flatMap((p) => ((p.uid as { $in?: unknown[] } | undefined)?.$in ?? []) as unknown[]);
    expect(values).toEqual((query as { uid?: { $in: unknown[] } }).uid?.$in ?? []);
    if (count > 1) for (const part of parts) expect(bytes(part)).toBeLessThanOrEqual(MAX_URL_BYTES);
  });

  it('keeps the other conditions on every part', () => {
    const parts = splitInQuery({ regions: 'us', uid: { $in: uids(400) } }, bytes);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((p) => p.regions === 'us')).toBe(true);
  });

  it('fills each part as far as it fits (a part plus the next value would not fit)', () => {
    const parts = splitInQuery({ uid: { $in: uids(500) } }, bytes);
    for (const [i, part] of parts.slice(0, -1).entries()) {
      const next = (parts[i + 1]!.uid as { $in: string[] }).$in[0]!;
      expect(bytes({ uid: { $in: [...(part.uid as { $in: string[] }).$in, next] } })).toBeGreaterThan(MAX_URL_BYTES);
    }
  });
});

describe('mergeSplit', () => {
  const a = { uid: 'a', created_at: '2026-01-03' };
  const b = { uid: 'b', created_at: '2026-01-01' };
  const c = { uid: 'c', created_at: '2026-01-02' };
  it.each([
    ['joins the parts in order', [[a], [b, c]], undefined, ['a', 'b', 'c']],
    [
      'keeps each uid once',
      [
        [a, b],
        [b, c],
      ],
      undefined,
      ['a', 'b', 'c'],
    ],
    ['sorts by the asked field, ascending', [[a], [b, c]], { field: 'created_at', direction: 1 as const }, ['b', 'c', 'a']],
    ['and descending', [[a], [b, c]], { field: 'created_at', direction: -1 as const }, ['a', 'c', 'b']],
  ])('%s', (_, answers, order, expected) => {
    expect(mergeSplit(answers, order).map((e) => e.uid)).toEqual(expected);
  });
});
