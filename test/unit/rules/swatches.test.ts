import { describe, expect, it } from 'vitest';
import { colorFromQuery, colorImageId, colorSlug, showsSwatches, swatchLayout, withColor } from '../../../shared/swatches';

describe('swatches show only with more than one colour (spec §2)', () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
    [9, true],
  ])('%s colours → %s', (count, shown) => {
    expect(showsSwatches(count)).toBe(shown);
  });
});

describe("'+N' counts the colours beyond 6 on desktop and 4 on mobile (spec §2)", () => {
  it.each([
    [1, 'desktop', { visible: 0, more: 0 }],
    [4, 'mobile', { visible: 4, more: 0 }],
    [5, 'mobile', { visible: 4, more: 1 }],
    [6, 'desktop', { visible: 6, more: 0 }],
    [7, 'desktop', { visible: 6, more: 1 }],
    [9, 'desktop', { visible: 6, more: 3 }],
    [9, 'mobile', { visible: 4, more: 5 }],
  ] as const)('%s colours on %s → %o', (count, device, layout) => {
    expect(swatchLayout(count, device)).toEqual(layout);
  });
});

describe('colour swap (spec §5: lowercase colour into the image id)', () => {
  it.each([
    ['aurora-classic', 'Red', 'aurora-classic-red'],
    ['rime-skate', 'YELLOW', 'rime-skate-yellow'],
    ['kit', 'Forest Green', 'kit-forest-green'],
  ])('%s + %s → %s', (base, color, id) => {
    expect(colorImageId(base, color)).toBe(id);
  });
  it('slugs colours to lowercase', () => {
    expect(colorSlug('  Navy ')).toBe('navy');
  });
});

describe('selected colour as a lowercase color query parameter (spec §2)', () => {
  it.each([
    ['/en-us/p/aurora-classic', 'Red', '/en-us/p/aurora-classic?color=red'],
    ['/en-us/p/aurora-classic?variant=110102', 'Blue', '/en-us/p/aurora-classic?variant=110102&color=blue'],
    ['/en-us/p/aurora-classic?color=red', 'White', '/en-us/p/aurora-classic?color=white'],
    ['/en-us/p/aurora-classic?color=red#specs', null, '/en-us/p/aurora-classic#specs'],
  ])('%s with %s → %s', (href, color, out) => {
    expect(withColor(href, color)).toBe(out);
  });
  it('reads a colour back from the query, ignoring case, and refuses unknown ones', () => {
    expect(colorFromQuery('BLUE', ['Red', 'Blue'])).toBe('Blue');
    expect(colorFromQuery('green', ['Red', 'Blue'])).toBeNull();
    expect(colorFromQuery(null, ['Red'])).toBeNull();
  });
});
