import { describe, expect, it } from 'vitest';
import { commerceRegionFor, contentRegionFor, isShoppingRegion, regionsFor, type ContentRegion } from '../../../worker/rules/regions';

describe('content region from country (spec §4)', () => {
  it.each([
    ['us', false, 'us'],
    ['ca', false, 'ca'],
    ['jp', false, 'jp'],
    ['no', false, 'no'],
    ['de', false, 'eu'],
    ['fr', false, 'eu'],
    ['se', false, 'eu'],
    ['au', false, 'other'],
    ['nz', false, 'other'],
    ['global', false, 'other'],
    ['us', true, 'pro'],
    ['ca', true, 'pro_ca'],
    ['de', true, 'pro_eu_region_1'],
    ['no', true, 'no'],
    ['jp', true, 'jp'],
  ])('%s (pro: %s) → %s', (country, pro, region) => {
    expect(contentRegionFor(country, pro)).toBe(region);
  });
});

describe('shopping region is active only for us, ca, no, pro, pro_ca (spec §4)', () => {
  it.each([
    ['us', true],
    ['ca', true],
    ['no', true],
    ['pro', true],
    ['pro_ca', true],
    ['eu', false],
    ['jp', false],
    ['other', false],
    ['pro_eu_region_1', false],
  ] as [ContentRegion, boolean][])('%s → %s', (region, shopping) => {
    expect(isShoppingRegion(region)).toBe(shopping);
  });
});

describe('commerce region (spec §4)', () => {
  it.each([
    ['pro', 'us', 'us'],
    ['pro_ca', 'ca', 'ca'],
    ['pro_eu_region_1', 'de', 'eu_region_1'],
    ['us', 'us', 'us'],
    ['ca', 'ca', 'ca'],
    ['no', 'no', 'no'],
    ['eu', 'de', 'us'],
    ['jp', 'jp', 'us'],
    ['other', 'au', 'us'],
  ] as [ContentRegion, string, string][])('%s in %s → %s', (region, country, commerce) => {
    expect(commerceRegionFor(region, country)).toBe(commerce);
  });
  it('puts Germany in a catalogue-only European region', () => {
    expect(regionsFor('de')).toEqual({ content: 'eu', commerce: 'us', shopping: false, eu: true });
  });
});
