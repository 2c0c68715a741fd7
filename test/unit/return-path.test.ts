import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../worker/http/return-path';

describe('safeReturnPath: a form sends the shopper back only to a path on this site', () => {
  it.each([
    ['/en-us/cart', '/en-us/cart'],
    ['/de-de/p/aurora-classic?variant=3', '/de-de/p/aurora-classic?variant=3'],
    ['/en-us/c/skis#newsletter-subscribed', '/en-us/c/skis'],
    ['/', '/'],
  ])('keeps %j as %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    ['//evil.test/x'],
    ['/\\evil.test'],
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
