import { describe, expect, it } from 'vitest';
import { changedFields, type FieldState, KEEP_MS, keptFor, mayKeep, serializeKept } from '../../../client/lib/chunk-reload-forms';

const text = (name: string, value: string, defaultValue = '', type = 'text'): FieldState => ({ form: 0, name, type, value, defaultValue });
const box = (name: string, value: string, checked: boolean, defaultChecked: boolean, type = 'checkbox'): FieldState => ({
  form: 1,
  name,
  type,
  value,
  defaultValue: value,
  checked,
  defaultChecked,
});

describe('changedFields: what the shopper typed is kept for the chunk-failure reload, nothing secret', () => {
  it.each<[string, FieldState[], ReturnType<typeof changedFields>]>([
    ['a typed name', [text('name', 'Kari')], [{ form: 0, name: 'name', value: 'Kari' }]],
    ['a field as the server drew it', [text('email', 'kari@example.test', 'kari@example.test')], []],
    [
      'a server value the shopper changed',
      [text('email', 'new@example.test', 'old@example.test', 'email')],
      [{ form: 0, name: 'email', value: 'new@example.test' }],
    ],
    ['a textarea', [text('message', 'Staven min knakk', '', 'textarea')], [{ form: 0, name: 'message', value: 'Staven min knakk' }]],
    ['a chosen option', [text('topic', 'warranty', '', 'select')], [{ form: 0, name: 'topic', value: 'warranty' }]],
    ['a password, never', [text('password', 'hunter22', '', 'password')], []],
    ['a hidden field (CSRF token, bot-check answer), never', [text('altcha', 'eyJh', '', 'hidden')], []],
    ['a file, never', [text('upload', 'C:\\fakepath\\a.png', '', 'file')], []],
    ['a field without a name', [text('', 'x')], []],
    ['a ticked checkbox', [box('consent', 'yes', true, false)], [{ form: 1, name: 'consent', value: 'yes', checked: true }]],
    ['an unticked default', [box('consent', 'yes', false, true)], [{ form: 1, name: 'consent', value: 'yes', checked: false }]],
    ['an untouched radio', [box('size', 'm', true, true, 'radio')], []],
  ])('%s', (_name, fields, expected) => {
    expect(changedFields(fields)).toEqual(expected);
  });
});

/** A typed field with its autocomplete attribute, as a payment form draws it. */
const typed = (name: string, autocomplete: string, type = 'text'): FieldState => ({
  form: 0,
  name,
  type,
  value: '4539 1488 0343 6467',
  defaultValue: '',
  autocomplete,
});

describe('mayKeep: card fields never go to sessionStorage, by autocomplete or by name', () => {
  const rows: [string, FieldState, boolean][] = [
    ['a password', typed('password', 'current-password', 'password'), false],
    ['a hidden field', typed('csrf_token', '', 'hidden'), false],
    ['cc-number', typed('field_7', 'cc-number'), false],
    ['cc-csc', typed('field_8', 'cc-csc'), false],
    ['cc-exp', typed('field_9', 'cc-exp'), false],
    ['cc-exp-month', typed('m', 'cc-exp-month', 'select'), false],
    ['cc-exp-year', typed('y', 'cc-exp-year'), false],
    ['cc-name', typed('holder', 'cc-name'), false],
    ['cc-type', typed('kind', 'cc-type', 'select'), false],
    ['a cc- token after a section and billing', typed('f', 'section-pay billing cc-number'), false],
    ['a cc- token in capitals', typed('f', 'CC-CSC'), false],
    ["the checkout's card_number, no autocomplete", typed('card_number', ''), false],
    ["the checkout's cvc", typed('cvc', ''), false],
    ["the checkout's card_name", typed('card_name', ''), false],
    ["the checkout's exp_month", typed('exp_month', ''), false],
    ["the checkout's exp_year", typed('exp_year', ''), false],
    ['cardNumber', typed('cardNumber', 'off'), false],
    ['payment[card-number]', typed('payment[card-number]', ''), false],
    ['cvv2', typed('cvv2', ''), false],
    ['security_code', typed('security_code', ''), false],
    ['expiry_date', typed('expiry_date', ''), false],
    ['credit-card', typed('credit-card', ''), false],
    ['an email', typed('email', 'email', 'email'), true],
    ['a postal code', typed('postal_code', 'postal-code'), true],
    ['an address line', typed('address1', 'shipping address-line1'), true],
    ['a discount code', typed('discount_code', 'off'), true],
    ['a phone number', typed('phone', 'tel', 'tel'), true],
  ];
  it.each(rows.map(([name, field, kept]) => ({ name, field, kept })))('$name → kept: $kept', ({ field, kept }) => {
    expect(changedFields([field])).toHaveLength(kept ? 1 : 0);
    expect(mayKeep(field)).toBe(kept);
  });
});

describe('keptFor: only this page, only fresh, only well formed', () => {
  const fields = [{ form: 0, name: 'name', value: 'Kari' }];
  const stored = serializeKept('/no-no/support/contact', 1_000_000, fields);
  it.each<[string, string | null, string, number, number]>([
    ['the same page a moment later', stored, '/no-no/support/contact', 1_002_000, 1],
    ['exactly a minute later', stored, '/no-no/support/contact', 1_000_000 + KEEP_MS, 1],
    ['over a minute later', stored, '/no-no/support/contact', 1_000_001 + KEEP_MS, 0],
    ['another page', stored, '/no-no/account', 1_002_000, 0],
    ['a clock that went back', stored, '/no-no/support/contact', 999_000, 0],
    ['nothing stored', null, '/no-no/support/contact', 1_002_000, 0],
    ['not JSON', '{', '/no-no/support/contact', 1_002_000, 0],
    ['fields of the wrong shape', JSON.stringify({ path: '/x', at: 1, fields: [{ form: 'a', name: 1, value: null }] }), '/x', 2, 0],
  ])('%s → %i field(s)', (_name, value, path, now, count) => {
    expect(keptFor(value, path, now)).toHaveLength(count);
  });
  it('nothing to keep stores nothing', () => {
    expect(serializeKept('/x', 1, [])).toBeNull();
  });
});
