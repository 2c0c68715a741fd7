import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ADDRESS_FIELD_NAMES, ADDRESS_MAX_LENGTH } from '../../../shared/address';
import { ADDRESS_ENTRIES, ADDRESS_ISSUE_CODES, addressSchema, stateOf, type AddressRules } from '../../../worker/rules/address';
import { stateChoicesOf, type StateLists } from '../../../worker/rules/states';
import { enUs } from '../../../worker/data/content/display-text/en-us';
import { displayTextTranslations } from '../../../worker/data/content/display-text/index';
import type { DisplayTextKey } from '../../../shared/display-text';

const STATES: StateLists = {
  US: stateChoicesOf([
    { abbreviation: 'CO', name: 'Colorado', value: 'colorado' },
    { abbreviation: 'NY', name: 'New York', value: 'new-york' },
  ]),
  CA: stateChoicesOf([{ abbreviation: 'ON', name: 'Ontario', value: 'ontario' }]),
};

const US = {
  first_name: 'Kari',
  last_name: 'Nordmann',
  address1: '1 Main St',
  city: 'Denver',
  state_or_province: 'CO',
  postal_code: '80202',
  country_code: 'US',
};

const check = (input: unknown, rules: Partial<AddressRules> = {}) =>
  v.safeParse(addressSchema({ states: STATES, keep: 'code', ...rules }), input);
const issues = (input: Record<string, unknown>, rules: Partial<AddressRules> = {}) => {
  const parsed = check(input, rules);
  return parsed.success ? [] : parsed.issues.map((i) => `${v.getDotPath(i)}: ${i.message}`);
};
const output = (input: Record<string, unknown>, rules: Partial<AddressRules> = {}) => {
  const parsed = check(input, rules);
  if (!parsed.success) throw new Error(issues(input, rules).join('; '));
  return parsed.output;
};

describe('the one address schema: fields', () => {
  it('has the field list of shared/address.ts, in its order', () => {
    expect(Object.keys(ADDRESS_ENTRIES)).toEqual([...ADDRESS_FIELD_NAMES]);
  });

  it('fills the optional fields with empty text and trims every field', () => {
    expect(output({ ...US, first_name: '  Kari ', city: ' Denver ', phone: ' +1 303 ' })).toEqual({
      ...US,
      company: '',
      address2: '',
      phone: '+1 303',
    });
  });

  it.each([
    ['first_name', 100, 'first_name'],
    ['last_name', 100, 'last_name'],
    ['company', 100, null],
    ['address1', 200, 'address1'],
    ['address2', 200, null],
    ['city', 100, 'city'],
  ] as const)('%s: up to %i characters; empty is %j', (field, max, emptyCode) => {
    expect(ADDRESS_MAX_LENGTH[field]).toBe(max);
    expect(issues({ ...US, [field]: 'x'.repeat(max) })).toEqual([]);
    expect(issues({ ...US, [field]: ` ${'x'.repeat(max)} ` })).toEqual([]);
    expect(issues({ ...US, [field]: 'x'.repeat(max + 1) })).toEqual([`${field}: too_long`]);
    expect(issues({ ...US, [field]: '   ' })).toEqual(emptyCode ? [`${field}: ${emptyCode}`] : []);
    expect(issues({ ...US, [field]: 7 })).toEqual([`${field}: ${emptyCode ?? 'too_long'}`]);
  });

  it.each([
    ['US', 'US'],
    ['us', 'US'],
    [' us ', 'US'],
    ['USA', null],
    ['U', null],
    ['1A', null],
    ['', null],
  ])('country code %j → %j', (given, code) => {
    const parsed = check({ ...US, country_code: given });
    expect(parsed.success ? parsed.output.country_code : null).toBe(code);
  });

  it('refuses a country outside the store list when one is given', () => {
    expect(issues({ ...US }, { countries: ['US', 'NO'] })).toEqual([]);
    expect(issues({ ...US, country_code: 'NO', state_or_province: '', postal_code: '0155' }, { countries: ['US', 'NO'] })).toEqual([]);
    expect(issues({ ...US, country_code: 'DE', state_or_province: '', postal_code: '10115' }, { countries: ['US', 'NO'] })).toEqual([
      'country_code: country_code',
    ]);
  });

  it('refuses something that is not an object, and unknown fields', () => {
    expect(check('Denver').success).toBe(false);
    expect(issues({ ...US, amount: 1 })).toHaveLength(1);
  });
});

describe('the one address schema: phone', () => {
  it.each([
    ['', true],
    ['+1 303 555 0100', true],
    ['(303) 555-0100', true],
    ['303.555.0100', true],
    ['0047 22/33 44 55', true],
    ['1'.repeat(50), true],
    ['1'.repeat(51), false],
    ['303 555 0100 ext 2', false],
    ['+47 22 33 44 55;', false],
    ['<script>', false],
  ])('%j accepted: %j', (phone, ok) => {
    expect(check({ ...US, phone }).success).toBe(ok);
  });

  it('answers the phone code for a character, too_long past 50', () => {
    expect(issues({ ...US, phone: '555-CALL' })).toEqual(['phone: phone']);
    expect(issues({ ...US, phone: '5'.repeat(51) })).toEqual(['phone: too_long']);
    expect(ADDRESS_MAX_LENGTH.phone).toBe(50);
  });
});

describe('the one address schema: postal code per country', () => {
  it.each([
    ['US', '80202', '80202'],
    ['US', '80202-1234', '80202-1234'],
    ['US', 'ABCDE', null],
    ['US', '8020', null],
    ['CA', 'k1a0b1', 'K1A 0B1'],
    ['CA', 'K1A 0B1', 'K1A 0B1'],
    ['CA', '80202', null],
    ['NO', '0155', '0155'],
    ['NO', '80202', null],
    ['SE', '11351', '113 51'],
    ['GB', 'sw1a1aa', 'SW1A 1AA'],
    ['DE', '10115', '10115'],
    ['JP', '1000001', '100-0001'],
    ['XX', 'AB-12', 'AB-12'],
    ['XX', '!', null],
  ])('%s %j → %j', (country, given, stored) => {
    const state = country === 'US' ? 'CO' : country === 'CA' ? 'ON' : '';
    const parsed = check({ ...US, country_code: country, state_or_province: state, postal_code: given });
    expect(parsed.success ? parsed.output.postal_code : null).toBe(stored);
    if (!parsed.success)
      expect(issues({ ...US, country_code: country, state_or_province: state, postal_code: given })).toEqual(['postal_code: postal_code']);
  });

  it('needs a postal code of at most 20 characters', () => {
    expect(issues({ ...US, postal_code: '' })).toEqual(['postal_code: postal_code', 'postal_code: postal_code']);
    expect(issues({ ...US, postal_code: '1'.repeat(21) })).toContain('postal_code: too_long');
  });
});

describe('the one address schema: the state from the country’s one list', () => {
  it.each([
    ['CO', 'CO', 'Colorado'],
    ['co', 'CO', 'Colorado'],
    ['Colorado', 'CO', 'Colorado'],
    ['colorado', 'CO', 'Colorado'],
    [' COLORADO ', 'CO', 'Colorado'],
    ['NY', 'NY', 'New York'],
    ['new york', 'NY', 'New York'],
    ['new-york', 'NY', 'New York'],
  ])('%j: the order keeps %j, the account book %j', (given, code, name) => {
    expect(output({ ...US, state_or_province: given }).state_or_province).toBe(code);
    expect(output({ ...US, state_or_province: given }, { keep: 'name' }).state_or_province).toBe(name);
  });

  it.each([['Atlantis'], ['ON'], ['Ontario'], ['C'], [''], ['  ']])('refuses %j for a US address, either way kept', (given) => {
    for (const keep of ['code', 'name'] as const)
      expect(issues({ ...US, state_or_province: given }, { keep })).toEqual(['state_or_province: state_or_province']);
  });

  it('takes a province of Canada in Canada only', () => {
    const canada = { ...US, country_code: 'CA', postal_code: 'K1A 0B1' };
    expect(output({ ...canada, state_or_province: 'ontario' }).state_or_province).toBe('ON');
    expect(issues({ ...canada, state_or_province: 'CO' })).toEqual(['state_or_province: state_or_province']);
  });

  it('keeps no state for a country without a list', () => {
    const norway = { ...US, country_code: 'NO', postal_code: '0155' };
    expect(output({ ...norway, state_or_province: 'Colorado' }).state_or_province).toBe('');
    expect(output({ ...norway, state_or_province: '' }, { keep: 'name' }).state_or_province).toBe('');
  });

  it('stateOf reads the country in any case and answers null off the list', () => {
    expect(stateOf(STATES, 'us', 'new-york')?.code).toBe('NY');
    expect(stateOf(STATES, 'NO', 'new-york')).toBeNull();
    expect(stateOf(STATES, 'US', 'Ontario')).toBeNull();
  });
});

describe('the one address schema: messages', () => {
  it('speaks only its codes, each translated for the account pages in every locale', () => {
    const bad = { first_name: '', last_name: 1, company: 'x'.repeat(101), address1: '', city: '', state_or_province: 'Atlantis' };
    const spoken = new Set(
      [...issues({ ...US, ...bad, postal_code: 'ABC', phone: 'a' }), ...issues({ ...US, country_code: 'USA', phone: '1'.repeat(60) })].map(
        (i) => i.split(': ')[1],
      ),
    );
    expect([...spoken].every((code) => (ADDRESS_ISSUE_CODES as readonly string[]).includes(code!))).toBe(true);
    for (const code of ADDRESS_ISSUE_CODES) {
      const key = `account.error.${code}` as DisplayTextKey;
      expect(enUs[key], key).toBeTruthy();
      for (const [locale, text] of Object.entries(displayTextTranslations)) expect(text[key], `${locale} ${key}`).toBeTruthy();
    }
  });
});
