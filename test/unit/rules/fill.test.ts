import { describe, expect, it } from 'vitest';
import { fill } from '../../../shared/fill';

describe('fill: {placeholder} display texts', () => {
  it.each([
    ['Only {count} left', { count: 3 }, 'Only 3 left'],
    ['{a} and {b}', { a: 'x', b: 'y' }, 'x and y'],
    ['{a}{a}', { a: 1 }, '11'],
    ['Hello {name}', {}, 'Hello {name}'],
    ['{constructor} {toString}', {}, '{constructor} {toString}'],
    ['{count} pairs', { count: 0 }, '0 pairs'],
    ['{empty}!', { empty: '' }, '!'],
    ['{ spaced } {with-dash}', { spaced: 'x', 'with-dash': 'y' }, '{ spaced } {with-dash}'],
    ['no placeholders', { a: 1 }, 'no placeholders'],
    ['{price}', { price: '$1' }, '$1'],
  ] as const)('%s with %o → %s', (template, values, expected) => {
    expect(fill(template, values)).toBe(expected);
  });
});
