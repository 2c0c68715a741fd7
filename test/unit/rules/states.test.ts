import { describe, expect, it } from 'vitest';
import { findState, stateChoicesOf } from '../../../worker/rules/states';

const US = stateChoicesOf([
  { abbreviation: 'CO', name: 'Colorado', value: 'colorado' },
  { abbreviation: 'NY', name: 'New York', value: 'new-york' },
  { abbreviation: 'ak', name: 'Alaska', value: 'alaska' },
]);

describe('state lists: one list, a state by code, name or slug', () => {
  it('keeps codes in upper case and the list order', () => {
    expect(US.map((s) => s.code)).toEqual(['CO', 'NY', 'AK']);
  });

  it.each([
    ['CO', 'CO'],
    ['co', 'CO'],
    ['Colorado', 'CO'],
    ['COLORADO', 'CO'],
    ['  colorado ', 'CO'],
    ['New York', 'NY'],
    ['new-york', 'NY'],
    ['AK', 'AK'],
    ['Alaska', 'AK'],
    ['', null],
    ['  ', null],
    ['ZZ', null],
    ['New', null],
    ['Colorad', null],
  ])('%j → %j', (given, code) => {
    expect(findState(US, given)?.code ?? null).toBe(code);
  });

  it('finds nothing for a country without a list', () => {
    expect(findState(undefined, 'CO')).toBeNull();
  });
});
