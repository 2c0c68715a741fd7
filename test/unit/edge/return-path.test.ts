import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../../worker/edge/return-path';

describe('safeReturnPath: a form sends the shopper back only to a path on this site', () => {
  it.each([
    ['/en-us/cart', '/en-us/cart'],
    ['/de-de/p/aurora-classic?variant=3', '/de-de/p/aurora-classic?variant=3'],
    ['/en-us/c/skis#newsletter-subscribed', '/en-us/c/skis'],
    ['/', '/'],
    // Encoded slashes and backslashes stay encoded: a browser reads them as one path segment.
    ['/%2F/evil.test', '/%2F/evil.test'],
    ['/%5Cevil.test', '/%5Cevil.test'],
    ['/%09/evil.test', '/%09/evil.test'],
    // Dot segments resolve, and what they resolve to is what comes back.
    ['/en-us/./cart', '/en-us/cart'],
    ['/en-us/x/../cart', '/en-us/cart'],
    ['/en-us/c/skis?q=a b', '/en-us/c/skis?q=a%20b'],
  ])('keeps %j as %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    ['//evil.test/x'],
    ['/\\evil.test'],
    ['\\\\evil.test'],
    // Harmless as typed, but they parse to `//evil.test`: the checked path must be the parsed one.
    ['/.//evil.test'],
    ['/%2e//evil.test'],
    ['/%2E//evil.test'],
    ['/..//evil.test'],
    ['/../..//evil.test'],
    ['/x/..//evil.test'],
    ['/%2e%2e//evil.test'],
    ['/.%2e//evil.test'],
    ['/./\\evil.test'],
    ['/\\/evil.test'],
    ['/.\t/evil.test'],
    ['/\r/evil.test'],
    ['/\u0000/evil.test'],
    ['/\u007f/evil.test'],
    [' /evil.test'],
    [' //evil.test'],
    ['\t//evil.test'],
    ['http://evil.test'],
    ['//evil.test'],
    ['///evil.test'],
    ['JavaScript:alert(1)'],
    ['data:text/html,x'],
    ['/\t/evil.test'],
    ['/\n/evil.test'],
    ['/\r\n/evil.test'],
    ['https://evil.test/'],
    ['javascript:alert(1)'],
    ['en-us/cart'],
    [''],
    [`/${'a'.repeat(600)}`],
    [42],
    [null],
    [['/en-us']],
  ])('refuses %j and falls back', (value) => {
    expect(safeReturnPath(value)).toBe('/');
    expect(safeReturnPath(value, '/en-us/cart')).toBe('/en-us/cart');
  });
});
