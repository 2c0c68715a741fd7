import { describe, expect, it } from 'vitest';
import { effectiveTypeNumber, isFastConnection } from '../../../shared/connection';
import { DPI, MEDIA_ROUTE_DEFAULTS, imageSources } from '../../../shared/image-url';
import { DEFAULT_SIZES } from '../../../shared/image-sizes';

describe('spec §4 connection: fast when the effective type number is at least 4', () => {
  it.each([
    ['4g', 4, true],
    ['3g', 3, false],
    ['2g', 2, false],
    ['slow-2g', 1, false],
    [' 4G ', 4, true],
    ['"3g"', 3, false],
    ['5g', null, true],
    ['', null, true],
    [null, null, true],
    [undefined, null, true],
  ])('%j → number %j, fast %s', (ect, number, fast) => {
    expect(effectiveTypeNumber(ect)).toBe(number);
    expect(isFastConnection(ect)).toBe(fast);
  });

  it.each([
    ['4g', [96, 144]],
    ['3g', [72]],
  ])('%s pictures use dpi %j', (ect, expected) => {
    const sources = imageSources({ id: 'scene-birch-trail', sizes: DEFAULT_SIZES, fast: isFastConnection(ect) })!;
    // A candidate on the shop's route without `dpi=` is at the route's default density (96).
    const used = new Set(sources.srcset.split(', ').map((c) => Number(/dpi=(\d+)/.exec(c)?.[1] ?? MEDIA_ROUTE_DEFAULTS.dpi)));
    expect([...used].sort((a, b) => a - b)).toEqual(expected);
    expect(DPI.fast).toEqual({ x1: 96, x2: 144 });
  });
});
