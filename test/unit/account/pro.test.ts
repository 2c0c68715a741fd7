import { describe, expect, it } from 'vitest';
import {
  brandIdFor,
  checkProCode,
  DEFAULT_BRAND_SPEND_LIMIT,
  defaultCustomerState,
  formatProCode,
  isExpired,
  isPro,
  normaliseProCode,
  parseProCodeValue,
  proCodeInfo,
  proCodeNote,
  proCodeStore,
  proSpend,
  proYear,
  spendLimitMinor,
  spendPercent,
  type ProCode,
} from '../../../worker/rules/pro';
import { commerceRegionFor, contentRegionFor, isShoppingRegion, regionsFor } from '../../../worker/rules/regions';
import { proCodes, proCodesOf } from '../../../worker/data/catalog/index';

const day = (iso: string) => Date.parse(`${iso}T12:00:00Z`);
const NOW = day('2026-11-25');

describe('proCodeInfo from a Pro Code form field or the notes (spec §3)', () => {
  it.each([
    [
      'a form field',
      { form_fields: [{ name: 'Pro Code', value: 'LOIPE-PRO-US-DEMO; region=pro; expires=2030-06-30; employee=no' }] },
      { code: 'LOIPE-PRO-US-DEMO', region: 'pro', expires: '2030-06-30', employee: false },
    ],
    [
      'a form field named in other case, lower-case code',
      { form_fields: [{ name: 'pro code', value: 'loipe-pro-ca-demo; region=pro_ca' }] },
      { code: 'LOIPE-PRO-CA-DEMO', region: 'pro_ca', expires: null, employee: false },
    ],
    [
      'a notes line',
      { notes: 'Met at the Birkie expo.\nPro Code: LOIPE-STAFF-NO-DEMO; region=no; expires=2030-06-30; employee=yes' },
      { code: 'LOIPE-STAFF-NO-DEMO', region: 'no', expires: '2030-06-30', employee: true },
    ],
    [
      'a notes line with spaces and case',
      { notes: '  PRO CODE :  loipe-pro-eu-demo ; Region = PRO_EU_REGION_1 ' },
      { code: 'LOIPE-PRO-EU-DEMO', region: 'pro_eu_region_1', expires: null, employee: false },
    ],
    [
      'the field before the notes',
      { form_fields: [{ name: 'Pro Code', value: 'A-FIELD-CODE; region=pro' }], notes: 'Pro Code: A-NOTES-CODE; region=pro_ca' },
      { code: 'A-FIELD-CODE', region: 'pro', expires: null, employee: false },
    ],
    [
      'the notes when the field carries no region',
      { form_fields: [{ name: 'Pro Code', value: 'LOIPE-PRO-US-DEMO' }], notes: 'Pro Code: LOIPE-PRO-US-DEMO; region=pro' },
      { code: 'LOIPE-PRO-US-DEMO', region: 'pro', expires: null, employee: false },
    ],
  ])('reads %s', (_name, source, info) => {
    expect(proCodeInfo(source)).toEqual(info);
  });

  it.each([
    ['no field and no notes', {}],
    ['notes without a pro code line', { notes: 'Prefers skate skis.' }],
    ['a code without a region', { notes: 'Pro Code: LOIPE-PRO-US-DEMO' }],
    ['a code that cannot be one', { notes: 'Pro Code: <script>; region=pro' }],
    ['a region that cannot be one', { notes: 'Pro Code: LOIPE-PRO-US-DEMO; region=pro us!' }],
    ['another form field', { form_fields: [{ name: 'Club', value: 'LOIPE-PRO-US-DEMO; region=pro' }] }],
    ['a form field that is not text', { form_fields: [{ name: 'Pro Code', value: 42 }] }],
  ])('is null for %s', (_name, source) => {
    expect(proCodeInfo(source)).toBeNull();
  });

  it('reads back what the signup writes, for every embedded code', () => {
    for (const code of proCodes) {
      expect(proCodeInfo({ notes: proCodeNote(code) })).toEqual({
        code: code.code,
        region: code.region,
        expires: code.expires,
        employee: code.employee,
      });
      expect(parseProCodeValue(formatProCode(code))?.code).toBe(code.code);
    }
  });

  it.each([
    [' loipe-pro-us-demo ', 'LOIPE-PRO-US-DEMO'],
    ['LOIPE PRO US DEMO', 'LOIPEPROUSDEMO'],
    ['ab', null],
    ['', null],
    ['x'.repeat(41), null],
    ['LOIPE_PRO', null],
  ])('normalises %j to %j', (raw, code) => expect(normaliseProCode(raw)).toBe(code));
});

describe('a customer is pro when the pro code region starts with pro (spec §4)', () => {
  const info = (region: string, expires: string | null = '2030-06-30') => ({ code: 'C-1', region, expires, employee: false });
  it.each([
    ['pro', true],
    ['pro_ca', true],
    ['pro_eu_region_1', true],
    ['no', false],
    ['us', false],
    ['ca', false],
    ['eu', false],
    ['jp', false],
  ])('region %s → pro %s', (region, pro) => expect(isPro(info(region), NOW)).toBe(pro));
  it('is not pro without a code', () => expect(isPro(null, NOW)).toBe(false));
  it('is not pro once the code ran out, and is on its last day', () => {
    expect(isPro(info('pro', '2026-11-24'), NOW)).toBe(false);
    expect(isPro(info('pro', '2026-11-25'), NOW)).toBe(true);
    expect(isPro(info('pro', null), NOW)).toBe(true);
  });
  it.each([
    ['2026-11-24', true],
    ['2026-11-25', false],
    ['2026-11-26', false],
  ])('a code ending %s is expired on 2026-11-25: %s', (expires, expired) => expect(isExpired(expires, NOW)).toBe(expired));
});

describe('pro regions (spec §4 tables)', () => {
  it.each([
    // country, pro content region, commerce region, shopping, eu
    ['us', 'pro', 'us', true, false],
    ['ca', 'pro_ca', 'ca', true, false],
    ['de', 'pro_eu_region_1', 'eu_region_1', false, true],
    ['fr', 'pro_eu_region_1', 'eu_region_1', false, true],
    ['se', 'pro_eu_region_1', 'eu_region_1', false, true],
    ['gb', 'pro_eu_region_1', 'eu_region_1', false, true],
    ['no', 'no', 'no', true, true],
    ['jp', 'jp', 'us', false, false],
    ['au', 'other', 'us', false, false],
  ] as const)('a pro in %s: content %s, commerce %s, shopping %s', (country, content, commerce, shopping, eu) => {
    expect(contentRegionFor(country, true)).toBe(content);
    expect(commerceRegionFor(content, country)).toBe(commerce);
    expect(isShoppingRegion(content)).toBe(shopping);
    expect(regionsFor(country, true)).toEqual({ content, commerce, shopping, eu });
  });

  it.each([
    ['pro', 'us'],
    ['pro_ca', 'ca'],
    ['pro_eu_region_1', 'eu_region_1'],
    ['no', 'no'],
  ] as const)('codes of region %s live in the %s store', (region, store) => expect(proCodeStore(region)).toBe(store));

  it.each([
    ['us', 'us'],
    ['pro', 'us'],
    ['ca', 'ca'],
    ['pro_ca', 'ca'],
    ['no', 'no'],
    ['eu', 'eu_region_1'],
    ['pro_eu_region_1', 'eu_region_1'],
    ['eu_region_1', 'eu_region_1'],
    ['jp', 'eu_region_1'],
    ['other', 'eu_region_1'],
  ])('brand_id of %s is %s (spec §7: us, ca, no, else eu region 1)', (region, brand) => expect(brandIdFor(region)).toBe(brand));
});

describe('checking a typed code for the region applied in', () => {
  const code: ProCode = { code: 'LOIPE-PRO-CA-DEMO', region: 'pro_ca', customer_group_id: 3, expires: '2030-06-30', employee: false };
  it('accepts a code of the region before its end', () => expect(checkProCode(code, 'pro_ca', NOW)).toEqual({ ok: true, code }));
  it('refuses an unknown code', () => expect(checkProCode(null, 'pro', NOW)).toEqual({ ok: false, reason: 'unknown' }));
  it('refuses a code of another region', () => expect(checkProCode(code, 'pro', NOW)).toEqual({ ok: false, reason: 'wrong_region' }));
  it('refuses a code past its last day', () =>
    expect(checkProCode({ ...code, expires: '2026-06-30' }, 'pro_ca', NOW)).toEqual({ ok: false, reason: 'expired' }));
});

describe('the embedded pro codes', () => {
  it.each([
    ['LOIPE-PRO-US-DEMO', 'pro', false],
    ['LOIPE-PRO-CA-DEMO', 'pro_ca', false],
    ['LOIPE-PRO-EU-DEMO', 'pro_eu_region_1', false],
    ['LOIPE-STAFF-NO-DEMO', 'no', true],
  ])('%s is for %s (employee %s) and valid today', (name, region, employee) => {
    const code = proCodes.find((c) => c.code === name)!;
    expect(code).toMatchObject({ region, employee });
    expect(isExpired(code.expires, Date.now())).toBe(false);
    expect(proCodesOf(proCodeStore(code.region))).toContain(code);
  });
  it('has one code that ran out', () =>
    expect(proCodes.filter((c) => isExpired(c.expires, NOW)).map((c) => c.code)).toEqual(['LOIPE-PRO-US-2025']));
  it('keeps each code in exactly one store, normalised', () => {
    const stores = (['us', 'ca', 'no', 'eu_region_1'] as const).flatMap(proCodesOf);
    expect(stores.map((c) => c.code).sort()).toEqual(proCodes.map((c) => c.code).sort());
    for (const c of proCodes) expect(normaliseProCode(c.code)).toBe(c.code);
  });
});

describe('customer store state (spec §3, §4, §9)', () => {
  it('defaults: no customer, not pro, no group or discount, nothing spent, spend limit 3000', () => {
    expect(defaultCustomerState()).toEqual({
      customer: null,
      isPro: false,
      customerGroup: null,
      customerDiscount: [],
      proCurrentSpend: 0,
      proExpirationDate: null,
      isEmployee: false,
      brandSpendLimit: 3000,
    });
    expect(DEFAULT_BRAND_SPEND_LIMIT).toBe(3000);
  });
  it('gives every caller its own copy', () => {
    const a = defaultCustomerState();
    a.customerDiscount.push({ type: 'all', method: 'percent', amount: '10' });
    expect(defaultCustomerState().customerDiscount).toEqual([]);
  });
  it.each([
    [3000, 2, 300000],
    [3000, 0, 3000],
    [1500.5, 2, 150050],
  ])('a limit of %d with %d places is %d minor units', (limit, places, minor) => expect(spendLimitMinor(limit, places)).toBe(minor));
});

describe('the pro year and spend', () => {
  it.each([
    ['2026-11-25', '2026-07-01', '2027-07-01'],
    ['2026-07-01', '2026-07-01', '2027-07-01'],
    ['2026-06-30', '2025-07-01', '2026-07-01'],
    ['2027-01-01', '2026-07-01', '2027-07-01'],
  ])('on %s runs from %s to before %s', (today, start, end) => {
    expect(proYear(day(today))).toEqual({ start: Date.parse(`${start}T00:00:00Z`), end: Date.parse(`${end}T00:00:00Z`) });
  });

  const order = (status: string, region: string, subtotal: number, date: string) => ({
    status,
    region,
    subtotal,
    date_created: `${date}T10:00:00.000Z`,
  });
  it('counts shipped and completed orders of the brand in the pro year, goods only', () => {
    const orders = [
      order('shipped', 'us', 40000, '2026-08-01'),
      order('completed', 'us', 12500, '2026-11-20'),
      order('awaiting_fulfillment', 'us', 99900, '2026-11-21'),
      order('cancelled', 'us', 10000, '2026-09-01'),
      order('refunded', 'us', 10000, '2026-09-01'),
      order('shipped', 'ca', 30000, '2026-10-01'),
      order('shipped', 'us', 50000, '2026-06-30'),
    ];
    expect(proSpend(orders, 'us', NOW)).toBe(52500);
    expect(proSpend(orders, 'ca', NOW)).toBe(30000);
    expect(proSpend(orders, 'no', NOW)).toBe(0);
    expect(proSpend([], 'us', NOW)).toBe(0);
  });

  it.each([
    [0, 300000, 0],
    [52500, 300000, 18],
    [300000, 300000, 100],
    [450000, 300000, 100],
    [100, 0, 0],
  ])('%d of %d is %d %%', (spent, limit, percent) => expect(spendPercent(spent, limit)).toBe(percent));
});
