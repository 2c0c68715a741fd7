import { describe, expect, it } from 'vitest';
import { cardBrand, cardDigits, checkCard, isExpired, luhnValid } from '../../../worker/rules/card';

const NOW = new Date('2026-11-25T03:00:00Z');
const card = (number: string, over: Partial<{ exp_month: number; exp_year: number; cvc: string }> = {}) => ({
  number,
  exp_month: 12,
  exp_year: 2030,
  cvc: '123',
  ...over,
});

describe('Luhn', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['5555555555554444', true],
    ['378282246310005', true],
    ['6011111111111117', true],
    ['4242424242424241', false],
    ['1234567812345678', false],
    ['0000000000000000', true],
  ])('%s → %s', (digits, valid) => expect(luhnValid(digits)).toBe(valid));
});

describe('card number as typed', () => {
  it.each([
    ['4242 4242 4242 4242', '4242424242424242'],
    ['4242-4242-4242-4242', '4242424242424242'],
    ['4242424242', null],
    ['4242 4242 4242 424x', null],
    ['', null],
  ])('%j → %j', (typed, digits) => expect(cardDigits(typed)).toBe(digits));
});

describe('brand from the issuer range', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['371449635398431', 'amex'],
    ['6011111111111117', 'discover'],
    ['6445644564456445', 'discover'],
    ['3566002020360505', 'jcb'],
    ['30569309025904', 'diners'],
    ['6200000000000005', 'unionpay'],
    ['9999999999999995', 'unknown'],
  ])('%s is %s', (digits, brand) => expect(cardBrand(digits)).toBe(brand));
});

describe('expiry (valid through the end of its month)', () => {
  it.each([
    [11, 2026, false],
    [10, 2026, true],
    [1, 2027, false],
    [12, 2025, true],
    [11, 26, false],
    [10, 26, true],
  ])('%i/%i on 25 Nov 2026 expired: %s', (month, year, expired) => expect(isExpired(month, year, NOW)).toBe(expired));
});

describe('all checks together', () => {
  it.each([
    ['the success test card', card('4242 4242 4242 4242'), []],
    ['the decline test card (valid: the processor declines it)', card('4000 0000 0000 0002'), []],
    ['an amex with a 4-digit code', card('3782 822463 10005', { cvc: '1234' }), []],
    ['a two-digit year', card('4242424242424242', { exp_year: 29 }), []],
    ['this month', card('4242424242424242', { exp_month: 11, exp_year: 2026 }), []],
    ['a mistyped number', card('4242 4242 4242 4241'), ['number:invalid_number']],
    ['a number too short', card('4242'), ['number:invalid_number']],
    ['an unknown network', card('9999 9999 9999 9995'), ['number:unsupported_brand']],
    ['a visa of the wrong length', card('4242 4242 4242 4242 2'), ['number:invalid_number']],
    ['last month', card('4242424242424242', { exp_month: 10, exp_year: 2026 }), ['exp_year:expired']],
    ['month 13', card('4242424242424242', { exp_month: 13 }), ['exp_month:invalid_expiry']],
    ['a year too far ahead', card('4242424242424242', { exp_year: 2090 }), ['exp_year:invalid_expiry']],
    ['a 3-digit code on an amex', card('378282246310005', { cvc: '123' }), ['cvc:invalid_cvc']],
    ['a 4-digit code on a visa', card('4242424242424242', { cvc: '1234' }), ['cvc:invalid_cvc']],
    ['letters in the code', card('4242424242424242', { cvc: '12a' }), ['cvc:invalid_cvc']],
  ] as const)('%s', (_name, input, expected) => {
    expect(checkCard(input, NOW).map((i) => `${i.path}:${i.code}`)).toEqual(expected);
  });
});
