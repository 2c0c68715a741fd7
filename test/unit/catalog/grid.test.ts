import { describe, expect, it } from 'vitest';
import {
  GRID_SPACING_PX,
  gridColumns,
  isShowable,
  showableProducts,
  skeletonCount,
  sliderActive,
  sliderBreakpoints,
} from '../../../shared/grid';
import { BREAKPOINTS, breakpointFor, isMobileWidth, isPhoneWidth, isTabletWidth } from '../../../shared/breakpoints';

describe('grid columns: 1 under 600, 2 from 600, 4 from 900 (spec §2)', () => {
  it.each([
    [320, 1],
    [599, 1],
    [600, 2],
    [899, 2],
    [900, 4],
    [1440, 4],
  ])('%s px → %s', (width, columns) => {
    expect(gridColumns(width)).toBe(columns);
  });
  it('spaces cards 10 px apart, in the slider too', () => {
    expect(GRID_SPACING_PX).toBe(10);
    expect(sliderBreakpoints()).toEqual({
      '(min-width: 600px)': { slides: { perView: 2, spacing: 10 } },
      '(min-width: 900px)': { slides: { perView: 4, spacing: 10 } },
    });
  });
});

describe('skeletons while loading (spec §2, §9)', () => {
  it('shows 6 in a grid and 4 in a slider', () => {
    expect(skeletonCount('grid')).toBe(6);
    expect(skeletonCount('slider')).toBe(4);
  });
  it('starts the slider only once products are loaded and there is more than a row', () => {
    expect(sliderActive(false, 8, 4)).toBe(false);
    expect(sliderActive(true, 4, 4)).toBe(false);
    expect(sliderActive(true, 5, 4)).toBe(true);
  });
});

describe('only products with title, url and a commerce record show (spec §2)', () => {
  it.each([
    [{ title: 'Aurora', url: 'aurora', commerce: {} }, true],
    [{ title: '', url: 'aurora', commerce: {} }, false],
    [{ title: 'Aurora', url: ' ', commerce: {} }, false],
    [{ title: 'Aurora', url: 'aurora', commerce: null }, false],
    [{ title: 'Aurora', url: 'aurora' }, false],
  ])('%o → %s', (product, shown) => {
    expect(isShowable(product)).toBe(shown);
  });
  it('filters a list and keeps its order', () => {
    expect(
      showableProducts([
        { title: 'B', url: 'b', commerce: 1 },
        { title: 'X', url: '', commerce: 1 },
        { title: 'A', url: 'a', commerce: 1 },
      ]).map((p) => p.title),
    ).toEqual(['B', 'A']);
  });
});

describe('breakpoints (spec §2) and device states (spec §4)', () => {
  it('uses the spec numbers', () => {
    expect(BREAKPOINTS).toEqual({ xxxs: 0, xxs: 480, xs: 600, sm: 769, md: 900, lg: 1024, xl: 1200, xxl: 1440 });
  });
  it.each([
    [0, 'xxxs'],
    [479, 'xxxs'],
    [480, 'xxs'],
    [600, 'xs'],
    [768, 'xs'],
    [769, 'sm'],
    [900, 'md'],
    [1024, 'lg'],
    [1200, 'xl'],
    [1440, 'xxl'],
    [-1, 'xl'],
  ])('%s px → %s', (width, bp) => {
    expect(breakpointFor(width)).toBe(bp);
  });
  it.each([
    [375, true, true, false],
    [768, true, true, false],
    [769, true, false, true],
    [1023, true, false, true],
    [1024, false, false, true],
    [1025, false, false, false],
  ])('%s px: mobile %s, phone %s, tablet %s', (width, mobile, phone, tablet) => {
    expect(isMobileWidth(width)).toBe(mobile);
    expect(isPhoneWidth(width)).toBe(phone);
    expect(isTabletWidth(width)).toBe(tablet);
  });
});
