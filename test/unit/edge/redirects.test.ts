import { describe, expect, it } from 'vitest';
import { REDIRECT_LIMIT, resolveRedirect, type RedirectRule } from '../../../worker/rules/redirects';
import { legacyRedirects } from '../../../worker/data/redirects';

const ctx = { lang: 'en-us', allowedHosts: ['www.loipe.com'] };

describe('the legacy redirect map (spec §2)', () => {
  it.each([
    ['/register', '', '/en-us/account/create'],
    ['/history', '', '/en-us/account/orders'],
    ['/dealers', '', '/en-us/stores'],
    ['/nordic-skis', '', '/en-us/c/skis'],
    ['/nordic-skis/race', '', '/en-us/c/skis/race'],
    ['/nordic-skis/race/', '', '/en-us/c/skis/race'],
    ['/nordic-boots/skate', '', '/en-us/c/boots/skate'],
    ['/nordic-poles', '', '/en-us/c/poles'],
    ['/accessories/wax', '', '/en-us/c/accessories/wax'],
    ['/partners', '', '/en-us/pro'],
    ['/redline', '', '/en-us/c/skis/race'],
    ['/support/contact-us', '', '/en-us/support/contact'],
    ['/customer-service', '', '/en-us/support'],
    ['/support', '', '/en-us/support'],
    ['/help', '', '/en-us/support'],
    ['/contact', '', '/en-us/support'],
    ['/privacy', '', '/en-us/privacy'],
    ['/', '?ski-category=junior', '/en-us/c/skis/junior'],
    ['/', '?pole-category=race-performance', '/en-us/c/poles/race-performance'],
    ['/nordic-boots', '?boot-category=touring', '/en-us/c/boots/touring'],
    ['/', '?ski-category=backcountry&utm_source=mail', '/en-us/c/skis/backcountry?utm_source=mail'],
  ])('%s%s → %s', (path, search, location) => {
    expect(resolveRedirect(legacyRedirects, path, search, ctx)).toMatchObject({ kind: 'redirect', location });
  });

  it('uses the visitor locale in the target', () => {
    expect(resolveRedirect(legacyRedirects, '/dealers', '', { ...ctx, lang: 'de-de' })).toMatchObject({ location: '/de-de/stores' });
  });

  it.each([
    ['/c/skis', ''],
    ['/nordic-skiing', ''],
    ['/', '?ski-category=unknown'],
    ['/', ''],
  ])('leaves %s%s alone', (path, search) => {
    expect(resolveRedirect(legacyRedirects, path, search, ctx)).toEqual({ kind: 'none' });
  });
});

describe('redirect chains (spec §8: more than 10 redirects → 400)', () => {
  const chain = (length: number): RedirectRule[] =>
    Array.from({ length }, (_, i) => ({ from: `/a${i}`, to: i === length - 1 ? '/{lang}/end' : `/a${i + 1}` }));

  it(`follows a chain of exactly ${REDIRECT_LIMIT} hops in one request`, () => {
    expect(resolveRedirect(chain(REDIRECT_LIMIT), '/a0', '', ctx)).toEqual({ kind: 'redirect', location: '/en-us/end', hops: 10 });
  });
  it('refuses a chain of 11 hops', () => {
    expect(resolveRedirect(chain(11), '/a0', '', ctx)).toEqual({ kind: 'too-many', hops: 11 });
  });
  it('stops a loop at the limit', () => {
    const loop: RedirectRule[] = [
      { from: '/ping', to: '/pong' },
      { from: '/pong', to: '/ping' },
    ];
    expect(resolveRedirect(loop, '/ping', '', ctx).kind).toBe('too-many');
  });
});

describe('external targets (spec §8: only with explicit permission, never a blocked protocol)', () => {
  it.each([
    ['https://www.loipe.com/stories', { kind: 'redirect', location: 'https://www.loipe.com/stories' }],
    ['https://evil.example/phish', { kind: 'rejected', reason: 'host' }],
    ['//evil.example/phish', { kind: 'rejected', reason: 'host' }],
    ['javascript:alert(1)', { kind: 'rejected', reason: 'protocol' }],
    [' JavaScript:alert(1)', { kind: 'rejected', reason: 'protocol' }],
    ['data:text/html,hi', { kind: 'rejected', reason: 'protocol' }],
    ['ftp://www.loipe.com/file', { kind: 'rejected', reason: 'protocol' }],
  ])('%s', (to, expected) => {
    expect(resolveRedirect([{ from: '/out', to }], '/out', '', ctx)).toMatchObject(expected);
  });
});
