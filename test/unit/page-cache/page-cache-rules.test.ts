import { describe, expect, it } from 'vitest';
import {
  asksKnownQuery,
  cacheDecision,
  cacheStatus,
  contentPurgeTags,
  formEncode,
  freshnessFor,
  isIndexed,
  isTag,
  phaseOf,
  storedLifetime,
  type RequestFacts,
} from '../../../worker/page-cache/rules';

const facts = (path: string, over: Partial<RequestFacts> = {}): RequestFacts => ({
  method: 'GET',
  url: new URL(`https://shop.test${path}`),
  hasSession: false,
  visitorIsDefaultLocale: true,
  fastConnection: true,
  crawler: false,
  buildId: 'b1',
  ...over,
});

describe('which requests the page cache answers', () => {
  it.each([
    ['/', 'home'],
    ['/en-us/p/aurora-classic', 'product'],
    ['/de-de/c/skis/race', 'category'],
    ['/de-de', 'home'],
    ['/en-us/blog', 'blog'],
    ['/en-us/blog/p/wax-guide', 'blog'],
    ['/en-us/about', 'content'],
    ['/en-us/support/faq', 'content'],
    ['/fr-ca/no-such-page', 'content'],
  ])('%s is a cacheable %s page', (path, kind) => {
    const decision = cacheDecision(facts(path));
    expect(typeof decision).toBe('object');
    expect((decision as { page: { kind: string } }).page.kind).toBe(kind);
  });

  it.each([
    ['/api/products', {}, 'not-page'],
    ['/robots.txt', {}, 'not-page'],
    ['/media/x.svg', {}, 'not-page'],
    ['/en-us/cart', {}, 'personal-path'],
    ['/en-us/cart/add', {}, 'personal-path'],
    ['/en-us/checkout', {}, 'personal-path'],
    ['/en-us/account/orders', {}, 'personal-path'],
    ['/en-us/search?q=ski', {}, 'personal-path'],
    ['/en-us/pro', {}, 'personal-path'],
    ['/en-us/stores', {}, 'personal-path'],
    ['/en-us/back-in-stock/confirm?token=x', {}, 'personal-path'],
    ['/en-us/support/contact', {}, 'personal-path'],
    ['/en-us/p/aurora-classic', { hasSession: true }, 'session'],
    ['/en-us/p/aurora-classic', { method: 'POST' }, 'method'],
    ['/', { visitorIsDefaultLocale: false }, 'geo'],
    ['/en-us/p/aurora-classic?x=1', {}, 'query'],
    // An editor's live preview: drafts, never read from or stored in the cache (even with a session).
    ['/en-us/about?live_preview=0f1e2d3c4b5a6978&content_type_uid=page&entry_uid=about', {}, 'preview'],
    ['/en-us/p/aurora-classic?hash=0f1e2d3c4b5a6978', {}, 'preview'],
    ['/en-us/about?live_preview=', {}, 'preview'],
    ['/?live_preview=0f1e2d3c4b5a6978', { hasSession: true }, 'preview'],
    ['/en-us/about?page=2', {}, 'query'],
    ['/en-us/', {}, 'not-page'],
    ['/xx-yy/p/a', {}, 'not-page'],
  ] as const)('%s %j goes past the cache: %s', (path, over, reason) => {
    expect(cacheDecision(facts(path, over))).toBe(reason);
  });

  it('keys on host, path, the sorted parameters that change the page, the buckets and the build', () => {
    const key = (path: string, over: Partial<RequestFacts> = {}) => (cacheDecision(facts(path, over)) as { key: string }).key;
    expect(key('/en-us/p/a?variant=2&color=Red')).toBe('https://shop.test/en-us/p/a?color=Red&variant=2&%7Eect=fast&%7Ebuild=b1');
    expect(key('/en-us/p/a?color=Red&variant=2')).toBe(key('/en-us/p/a?variant=2&color=Red'));
    expect(key('/en-us/p/a?utm_source=x&gclid=y&fbclid=z&color=Red')).toBe(key('/en-us/p/a?color=Red'));
    expect(key('/en-us/c/skis?sort=name&Color=Red&page=2')).toBe(
      'https://shop.test/en-us/c/skis?Color=Red&page=2&sort=name&%7Eect=fast&%7Ebuild=b1',
    );
    expect(key('/en-us/p/a', { fastConnection: false })).not.toBe(key('/en-us/p/a'));
    expect(key('/en-us/p/a', { crawler: true })).not.toBe(key('/en-us/p/a'));
    expect(key('/en-us/p/a', { buildId: 'b2' })).not.toBe(key('/en-us/p/a'));
    expect(key('/en-us/p/a', { method: 'HEAD' })).toBe(key('/en-us/p/a'));
  });

  it('keys a price group: retail shares the anonymous copy, each pro group has its own', () => {
    const key = (over: Partial<RequestFacts> = {}) => (cacheDecision(facts('/en-us/p/a', over)) as { key: string }).key;
    expect(key({ priceGroup: 'retail' })).toBe(key());
    expect(key({ priceGroup: 'us.group-2-pro' })).toBe('https://shop.test/en-us/p/a?%7Eect=fast&%7Ebuild=b1&%7Egroup=us.group-2-pro');
    expect(key({ priceGroup: 'us.group-3-pro' })).not.toBe(key({ priceGroup: 'us.group-2-pro' }));
    // A session the page cache did not read stays past the cache, whatever group it names.
    expect(cacheDecision(facts('/en-us/p/a', { hasSession: true, priceGroup: 'retail' }))).toBe('session');
  });
});

describe('a page is stored only for the query it knows', () => {
  const asked = (path: string) => (cacheDecision(facts(path)) as { query: readonly (readonly [string, string])[] }).query;

  it.each([
    ['/en-us/p/a', {}, true],
    ['/en-us/p/a?utm_source=x', {}, true],
    ['/en-us/p/a?variant=7', { variant: '7' }, true],
    ['/en-us/p/a?color=red&variant=7&crumbs=skis', { variant: '7', color: 'red', crumbs: 'skis' }, true],
    ['/en-us/p/a?variant=7', { variant: '7', color: undefined }, true],
    ['/en-us/c/skis?Style=Classic,Skate&page=2', { Style: 'Classic,Skate', page: '2' }, true],
    // Values the page does not know, or spells another way: rendered, never stored.
    ['/en-us/p/a?variant=999999', {}, false],
    ['/en-us/p/a?variant=007', { variant: '7' }, false],
    ['/en-us/p/a?color=Red', { color: 'red' }, false],
    ['/en-us/p/a?color=red&color=zz', { color: 'red' }, false],
    ['/en-us/p/a?variant=7&variant=7', { variant: '7' }, false],
    ['/en-us/p/a?crumbs=not-a-category', {}, false],
    ['/en-us/p/a?variant=', {}, false],
    ['/en-us/c/skis?page=9999', { page: '3' }, false],
    ['/en-us/c/skis?page=1', {}, false],
    ['/en-us/c/skis?Style=Skate,Classic', { Style: 'Classic,Skate' }, false],
    ['/en-us/c/skis?Style=Nope', {}, false],
    // A known value the request left out is a different page: not this one's copy either.
    ['/en-us/p/a', { variant: '7' }, false],
  ] as const)('%s with the page knowing %j: stored %s', (path, known, stored) => {
    expect(asksKnownQuery(asked(path), known)).toBe(stored);
  });

  it('keys the query without the buckets and tracking parameters', () => {
    expect(asked('/en-us/p/a?variant=2&utm_source=x&color=red')).toEqual([
      ['color', 'red'],
      ['variant', '2'],
    ]);
  });
});

describe('how long a page stays fresh', () => {
  it.each([
    ['product', 200, 60, 600],
    ['category', 200, 60, 600],
    ['home', 200, 300, 3600],
    ['content', 200, 300, 3600],
    ['blog', 200, 300, 3600],
    ['product', 404, 60, 0],
    ['product', 410, 300, 0],
  ] as const)('%s %i: fresh %i s, then stale for %i s', (kind, status, fresh, swr) => {
    expect(freshnessFor(kind, status)).toEqual({ fresh, staleWhileRevalidate: swr, staleIfError: 86_400 });
  });

  it.each([301, 302, 303, 400, 403, 500, 503])('%i is never stored', (status) => {
    expect(freshnessFor('product', status)).toBeNull();
  });

  it.each([
    [200, true],
    [410, true],
    [404, false],
  ])('a stored %i has a purge index record: %s (a 404 is any made-up path)', (status, indexed) => {
    expect(isIndexed(status)).toBe(indexed);
  });

  it('moves from fresh to stale to expired', () => {
    const f = freshnessFor('product', 200)!;
    expect(phaseOf(0, f)).toBe('fresh');
    expect(phaseOf(59.9, f)).toBe('fresh');
    expect(phaseOf(60, f)).toBe('stale');
    expect(phaseOf(659, f)).toBe('stale');
    expect(phaseOf(660, f)).toBe('expired');
    expect(storedLifetime(f)).toBe(60 + 600 + 86_400);
  });
});

describe('Cache-Status (RFC 9211)', () => {
  it.each([
    [{ kind: 'hit', ttl: 42 }, 'loipe; hit; ttl=42'],
    [{ kind: 'stale', ttl: -3 }, 'loipe; fwd=stale; ttl=-3'],
    [{ kind: 'stale', ttl: -700, fwdStatus: 503 }, 'loipe; fwd=stale; ttl=-700; fwd-status=503'],
    [{ kind: 'miss', stored: true }, 'loipe; fwd=miss; stored'],
    [{ kind: 'miss', stored: false }, 'loipe; fwd=miss'],
    [{ kind: 'miss', stored: true, stale: true }, 'loipe; fwd=stale; stored'],
    [{ kind: 'miss', stored: false, unknownQuery: true }, 'loipe; fwd=miss; detail=query'],
    [{ kind: 'bypass', reason: 'session' }, 'loipe; fwd=bypass; detail=session'],
  ] as const)('%j → %s', (outcome, header) => {
    expect(cacheStatus(outcome)).toBe(header);
  });
});

describe('what a change purges', () => {
  it.each([
    ['product', ['content:product', 'content:category', 'content:home', 'content:content', 'content:blog']],
    ['product_category', ['content:category', 'content:product', 'content:home']],
    ['blog_post', ['content:blog', 'content:home']],
    ['page', ['content:content', 'content:home']],
    ['header', ['*']],
    ['display_text', ['*']],
  ])('a %s publish purges %j', (type, tags) => {
    expect(contentPurgeTags(type)).toEqual(tags);
  });

  it.each([
    ['product:1101', true],
    ['category:skis-race', true],
    ['content:product', true],
    ['locale:de-de', true],
    ['product:', false],
    ['user:1', false],
    ['product:1 2', false],
    ['*', false],
  ])('%s is a tag: %s', (value, ok) => {
    expect(isTag(value)).toBe(ok);
  });
});

describe('formEncode: the query of a key, written as URLSearchParams writes it', () => {
  it.each(['fast', 'b1.production.GTM-AB12', 'https://stores.example/map?x=1&y=2', 'a b+c', "~!'()*-._", 'Skiløper ✓', '%41', ''])(
    '%j',
    (text) => {
      expect(formEncode(text)).toBe(new URLSearchParams([[text, '']]).toString().slice(0, -1));
    },
  );

  it('keys a query with such values as new URL would', () => {
    const built = new URL('https://shop.test/en-us/c/skis');
    built.searchParams.append('Color', 'Red & Blue');
    built.searchParams.append('page', '2');
    built.searchParams.append('~ect', 'fast');
    built.searchParams.append('~build', 'b1.https://x.test/a b');
    const key = (
      cacheDecision(facts('/en-us/c/skis?page=2&Color=Red%20%26%20Blue', { buildId: 'b1.https://x.test/a b' })) as { key: string }
    ).key;
    expect(key).toBe(built.toString());
  });
});
