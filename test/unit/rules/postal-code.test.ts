import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../worker/rules/locale';
import { POSTAL_RULES, isValidPostalCode, normalizePostalCode, postalExample } from '../../../worker/rules/postal-code';

describe('postal codes per country', () => {
  it.each([
    ['US', '80202', '80202'],
    ['US', '80202-1234', '80202-1234'],
    ['US', '8020', null],
    ['US', 'ABCDE', null],
    ['CA', 'k1a0b1', 'K1A 0B1'],
    ['CA', 'K1A 0B1', 'K1A 0B1'],
    ['CA', 'D1A 0B1', null],
    ['CA', '12345', null],
    ['NO', '0155', '0155'],
    ['NO', '155', null],
    ['NO', '01555', null],
    ['SE', '11351', '113 51'],
    ['SE', '113 51', '113 51'],
    ['SE', '1135', null],
    ['DE', '10115', '10115'],
    ['DE', '1011', null],
    ['FR', '75001', '75001'],
    ['IT', '00184', '00184'],
    ['ES', '28013', '28013'],
    ['ES', '53000', null],
    ['AT', '1010', '1010'],
    ['BE', '1000', '1000'],
    ['BE', '0999', null],
    ['CH', '8001', '8001'],
    ['NL', '1012ab', '1012 AB'],
    ['NL', '0123 AB', null],
    ['PL', '00-950', '00-950'],
    ['PL', '00950', null],
    ['CZ', '11000', '110 00'],
    ['GB', 'sw1a1aa', 'SW1A 1AA'],
    ['GB', 'EC1A 1BB', 'EC1A 1BB'],
    ['GB', 'M1 1AE', 'M1 1AE'],
    ['GB', '12345', null],
    ['AU', '2000', '2000'],
    ['NZ', '6011', '6011'],
    ['JP', '1000001', '100-0001'],
    ['JP', '100-0001', '100-0001'],
    ['JP', '100-001', null],
    ['IS', '101', '101'],
    ['IS', '<script>', null],
    ['IS', '', null],
  ])('%s %j → %j', (country, code, stored) => {
    expect(isValidPostalCode(country, code)).toBe(stored !== null);
    expect(normalizePostalCode(country, code)).toBe(stored);
  });

  it('has a rule, with a valid example, for every country the stores ship to (spec §9)', () => {
    for (const { iso } of COUNTRIES.filter((c) => c.iso !== '')) {
      expect(POSTAL_RULES[iso], iso).toBeDefined();
      expect(isValidPostalCode(iso, postalExample(iso)!), iso).toBe(true);
    }
  });
});
