import { describe, expect, it } from 'vitest';
import { regionsFromHeader } from '../../../worker/edge/region';

describe('the one region header parser (spec §7)', () => {
  it.each([
    ['us', { content: 'us', commerce: 'us', shopping: true, eu: false }],
    [' CA ', { content: 'ca', commerce: 'ca', shopping: true, eu: false }],
    ['no', { content: 'no', commerce: 'no', shopping: true, eu: true }],
    ['eu', { content: 'eu', commerce: 'us', shopping: false, eu: true }],
    ['eu_region_1', { content: 'eu', commerce: 'eu_region_1', shopping: false, eu: true }],
    ['jp', { content: 'jp', commerce: 'us', shopping: false, eu: false }],
    ['pro', { content: 'pro', commerce: 'us', shopping: true, eu: false }],
    ['pro_ca', { content: 'pro_ca', commerce: 'ca', shopping: true, eu: false }],
    ['pro_eu_region_1', { content: 'pro_eu_region_1', commerce: 'eu_region_1', shopping: false, eu: true }],
  ])('%j names %o', (value, regions) => {
    expect(regionsFromHeader(value)).toEqual(regions);
  });

  it.each(['', 'xx', 'atlantis', 'us,ca', 'eu region 1'])('%j names no region', (value) => {
    expect(regionsFromHeader(value)).toBeNull();
  });
});
