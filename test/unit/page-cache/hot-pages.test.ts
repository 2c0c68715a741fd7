/**
 * The isolate's copies of recent pages (worker/page-cache/hot-pages.ts): held at most
 * `holdMs`, dropped by a purge of any of their tags, bounded by bytes (least recently used
 * out); and `withNonce`, what a hit runs, puts the answer's nonce in every cut.
 */
import { describe, expect, it } from 'vitest';
import { HotPages, type HotPage } from '../../../worker/page-cache/hot-pages';
import { withNonce, type NonceTemplate } from '../../../worker/render/nonce-rewrite';

const encoder = new TextEncoder();
const template = (...parts: string[]): NonceTemplate => {
  const bytes = parts.map((p) => encoder.encode(p));
  return { parts: bytes, bytes: bytes.reduce((sum, p) => sum + p.byteLength, 0) };
};

const page = (heldAt: number, tags: string[] = ['locale:en-us', 'product:7'], size = 10): HotPage => ({
  status: 200,
  headers: [['content-type', 'text/html; charset=UTF-8']],
  template: template('x'.repeat(size)),
  storedAt: heldAt,
  tags,
  freshness: { fresh: 60, staleWhileRevalidate: 600, staleIfError: 86_400 },
  heldAt,
});

describe('HotPages: how long a copy is held', () => {
  it.each([
    { age: 0, held: true },
    { age: 4_999, held: true },
    { age: 5_000, held: false },
    { age: 60_000, held: false },
    // A clock that went back (another isolate's time is never compared, only ours): not trusted.
    { age: -1, held: false },
  ])('a copy $age ms old is held: $held', ({ age, held }) => {
    const hot = new HotPages(5_000);
    hot.set('k', page(1_000_000));
    expect(hot.get('k', 1_000_000 + age) !== null).toBe(held);
  });

  it('drops a copy once past its time, so the next read goes to the Cache API', () => {
    const hot = new HotPages(5_000);
    hot.set('k', page(0));
    expect(hot.get('k', 6_000)).toBeNull();
    expect(hot.size.pages).toBe(0);
  });

  it('holds nothing when holdMs is 0', () => {
    const hot = new HotPages(0);
    hot.set('k', page(0));
    expect(hot.get('k', 0)).toBeNull();
  });
});

describe('HotPages: purge', () => {
  it.each([
    // 'product:*' (a page whose tags did not fit the index) goes with any product's purge.
    { tags: ['product:7'], dropped: ['a', 'b', 'c'] },
    { tags: ['product:8'], dropped: ['c'] },
    { tags: ['locale:de-de'], dropped: ['c'] },
    { tags: ['category:3'], dropped: [] },
    { tags: ['*'], dropped: ['a', 'b', 'c'] },
  ])('a purge of $tags drops $dropped', ({ tags, dropped }) => {
    const hot = new HotPages(5_000);
    hot.set('a', page(0, ['locale:en-us', 'product:7']));
    hot.set('b', page(0, ['locale:en-us', 'product:7', 'product:9']));
    hot.set('c', page(0, ['locale:de-de', 'product:*']));
    expect(hot.purge(tags)).toBe(dropped.length);
    for (const key of ['a', 'b', 'c']) expect(hot.get(key, 1) === null, key).toBe(dropped.includes(key));
  });
});

describe('HotPages: bounded by bytes', () => {
  it('lets the least recently used copy go first', () => {
    const hot = new HotPages(5_000, 25);
    hot.set('a', page(0, [], 10));
    hot.set('b', page(0, [], 10));
    expect(hot.get('a', 1)).not.toBeNull(); // a is now the most recent
    hot.set('c', page(0, [], 10));
    expect(hot.get('b', 1)).toBeNull();
    expect(hot.get('a', 1)).not.toBeNull();
    expect(hot.get('c', 1)).not.toBeNull();
    expect(hot.size.bytes).toBe(20);
  });

  it('keeps no copy larger than the whole bound, and counts a replaced copy once', () => {
    const hot = new HotPages(5_000, 25);
    hot.set('big', page(0, [], 30));
    expect(hot.size).toEqual({ pages: 0, bytes: 0 });
    hot.set('a', page(0, [], 10));
    hot.set('a', page(0, [], 12));
    expect(hot.size).toEqual({ pages: 1, bytes: 12 });
  });
});

describe('withNonce', () => {
  it.each([
    { parts: ['<p>no scripts</p>'], expected: '<p>no scripts</p>' },
    { parts: ['<script nonce="', '">a()</script>'], expected: '<script nonce="N0nce+/=">a()</script>' },
    {
      parts: ['<script nonce="', '">a()</script><script>inert()</script><link nonce="', '">'],
      expected: '<script nonce="N0nce+/=">a()</script><script>inert()</script><link nonce="N0nce+/=">',
    },
    { parts: ['<p>é ✓</p><script nonce="', '"></script>'], expected: '<p>é ✓</p><script nonce="N0nce+/="></script>' },
  ])('writes the nonce into every cut of $parts.length parts', ({ parts, expected }) => {
    const out = withNonce(template(...parts), 'N0nce+/=');
    expect(new TextDecoder().decode(out)).toBe(expected);
    expect(out.byteLength).toBe(encoder.encode(expected).byteLength);
  });
});
