import { describe, expect, it } from 'vitest';
import { cookieWakes, hasCookie } from '../../../client/lib/interaction';

describe('what wakes an island hydrated on interaction', () => {
  it.each([
    ['cart_count=us%3D2', 'cart_count:us', true],
    ['theme=dark; cart_count=us=2&no=1', 'cart_count:no', true],
    ['cart_count=us=2', 'cart_count:no', false], // a count for another store
    ['cart_count=us=0', 'cart_count:us', false], // an emptied cart
    ['cart_count=us=x', 'cart_count:us', false],
    ['cart_count=', 'cart_count:us', false],
    ['xcart_count=us=2', 'cart_count:us', false],
    ['cart_count=%E0%A4%A', 'cart_count:us', false], // not decodable
    ['', 'cart_count:us', false],
    ['cart_count=us=2', 'cart_count', true], // a name alone: the cookie is set
    ['other=1', 'cart_count', false],
  ])('cookies %j with %j: %s', (cookies, spec, wakes) => {
    expect(cookieWakes(cookies, spec)).toBe(wakes);
  });

  it('finds a cookie by its whole name only', () => {
    expect(hasCookie('a=1; cart_count=us=1', 'cart_count')).toBe(true);
    expect(hasCookie('my_cart_count=1', 'cart_count')).toBe(false);
  });
});
