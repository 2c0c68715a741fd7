import { describe, expect, it } from 'vitest';
import {
  currencyFor,
  DEFAULT_CURRENCY,
  decimalToMinor,
  formatCurrency,
  minorToDecimal,
  moneyFormat,
  type CurrencyFormat,
} from '../../../shared/currency';

const USD: CurrencyFormat = DEFAULT_CURRENCY;
const CAD: CurrencyFormat = { token: 'CA$', token_location: 'left', decimal_token: '.', thousands_token: ',', decimal_places: 2 };
const NOK: CurrencyFormat = { token: 'kr', token_location: 'right', decimal_token: ',', thousands_token: ' ', decimal_places: 2 };
const EUR: CurrencyFormat = { token: '€', token_location: 'right', decimal_token: ',', thousands_token: '.', decimal_places: 2 };
const CHF: CurrencyFormat = { token: 'CHF', token_location: 'left', decimal_token: '.', thousands_token: '’', decimal_places: 2 };
const JPY: CurrencyFormat = { token: '¥', token_location: 'left', decimal_token: '.', thousands_token: ',', decimal_places: 0 };

describe('formatCurrency', () => {
  it.each([
    [39995, USD, '$399.95'],
    [129999, USD, '$1,299.99'],
    [100000000, USD, '$1,000,000.00'],
    [5, USD, '$0.05'],
    [0, USD, '$0.00'],
    [-1295, USD, '-$12.95'],
    [53999, CAD, 'CA$539.99'],
    [484900, NOK, '4 849,00 kr'],
    [21900, NOK, '219,00 kr'],
    [41995, EUR, '419,95 €'],
    [1234567, EUR, '12.345,67 €'],
    [26990, CHF, 'CHF 269.90'],
    [69700, JPY, '¥69,700'],
    [999, JPY, '¥999'],
  ])('formats %i minor units as %j', (value, currency, expected) => {
    expect(formatCurrency(value, currency)).toBe(expected);
  });

  it('rounds a fractional minor amount to whole minor units', () => {
    expect(formatCurrency(1999.6, USD)).toBe('$20.00');
  });

  it.each([[null], [undefined], [''], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'returns an empty string for the empty value %j',
    (value) => {
      expect(formatCurrency(value as number | null | undefined | '', USD)).toBe('');
    },
  );

  it.each([
    ['no currency', null],
    ['no token', { ...USD, token: undefined }],
    ['no decimal token', { ...USD, decimal_token: undefined }],
    ['no thousands token', { ...USD, thousands_token: undefined }],
    ['no decimal places', { ...USD, decimal_places: undefined }],
    ['no token side', { ...USD, token_location: undefined }],
    ['a null setting', { ...USD, token: null }],
    ['fractional decimal places', { ...USD, decimal_places: 1.5 }],
  ])('returns the raw value when a setting is missing (%s)', (_, currency) => {
    expect(formatCurrency(129999, currency as Partial<CurrencyFormat>)).toBe('129999');
  });

  it('uses the spec defaults: $ on the left, "." decimals, "," thousands, 2 places', () => {
    expect(DEFAULT_CURRENCY).toEqual({ token: '$', token_location: 'left', decimal_token: '.', thousands_token: ',', decimal_places: 2 });
  });

  it('keeps an empty thousands token as no grouping', () => {
    expect(formatCurrency(1234567, { ...USD, thousands_token: '' })).toBe('$12345.67');
  });
});

describe('currencyFor', () => {
  const list = [
    { ...NOK, currency_code: 'NOK' },
    { ...EUR, currency_code: 'EUR' },
  ];
  it('finds the format of a listed currency code', () => expect(currencyFor('EUR', list)?.token).toBe('€'));
  it('falls back to the first (active) currency for an unlisted code', () => expect(currencyFor('USD', list)?.currency_code).toBe('NOK'));
  it('gives null for an empty list', () => expect(currencyFor('USD', [])).toBeNull());
});

describe('moneyFormat: the store settings first, Intl only for unlisted currencies', () => {
  const stores = [
    { ...NOK, currency_code: 'NOK' },
    { ...EUR, currency_code: 'EUR' },
    { ...USD, currency_code: 'USD', token: 'US$' },
    { ...USD, currency_code: 'USD' },
  ];
  const money = moneyFormat(stores, 'nb-NO');
  it.each([
    [484900, 'NOK', '4 849,00 kr'],
    [129999, 'EUR', '1.299,99 €'],
    [129999, 'USD', 'US$1,299.99'],
    [0, 'NOK', '0,00 kr'],
  ])('%d %s → %s', (minor, code, expected) => expect(money(minor, code)).toBe(expected));
  it('formats a currency no store lists with Intl in the page language', () => {
    expect(money(1000, 'JPY')).toBe(new Intl.NumberFormat('nb-NO', { style: 'currency', currency: 'JPY' }).format(1000));
  });
});

describe('minorToDecimal: the platform decimal amounts of /api', () => {
  it.each([
    [300000, 2, 3000],
    [129999, 2, 1299.99],
    [120000, 2, 1200],
    [5, 2, 0.05],
    [5000, 0, 5000],
    [0, 2, 0],
    [-250, 2, -2.5],
  ])('%d with %d places → %d', (minor, places, decimal) => expect(minorToDecimal(minor, places)).toBe(decimal));
});

describe('decimalToMinor: /api decimal amounts back in minor units', () => {
  it.each([
    [399.95, 2, 39995],
    [1299.99, 2, 129999],
    [4299, 2, 429900],
    [0.1 + 0.2, 2, 30],
    [19.99 * 3, 2, 5997],
    [1.005, 2, 101],
    [0.05, 2, 5],
    [150, 2, 15000],
    [69700, 0, 69700],
    [999.5, 0, 1000],
    [0, 2, 0],
    [-0.001, 2, 0],
    [-2.5, 2, -250],
    [1e-7, 2, 0],
    [12.3456, 4, 123456],
  ])('%d with %d places → %d', (amount, places, minor) => expect(decimalToMinor(amount, places)).toBe(minor));

  it('gives NaN for an amount that is no number', () => {
    expect(decimalToMinor(Number.NaN, 2)).toBeNaN();
    expect(decimalToMinor(Number.POSITIVE_INFINITY, 2)).toBeNaN();
  });

  it.each([
    [39995, 2],
    [129999, 2],
    [5, 2],
    [69700, 0],
    [-1295, 2],
    [123456789, 2],
  ])('undoes minorToDecimal: %d with %d places', (minor, places) => {
    expect(decimalToMinor(minorToDecimal(minor, places), places)).toBe(minor);
    expect(formatCurrency(decimalToMinor(minorToDecimal(minor, places), places), places ? USD : JPY)).toBe(
      formatCurrency(minor, places ? USD : JPY),
    );
  });
});
