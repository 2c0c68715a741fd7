/**
 * The one address input: the fields, their lengths and trimming, the
 * country code, the phone rule, the postal code per country and the state from the
 * country's one state list (states.ts, by code, name or slug, any case). The account
 * address book (worker/account/) and the checkout and `POST /api/orders` (worker/checkout/) both read
 * addresses with it; each keeps the state the way its platform record holds it (`keep`).
 *
 * Messages are codes (`ADDRESS_ISSUE_CODES`), never sentences: the account pages show
 * `account.error.<code>` and the checkout its `checkout.field.*` text, both in the
 * shopper's language, and /api answers the code with the field's path.
 */
import * as v from 'valibot';
import { ADDRESS_MAX_LENGTH, type AddressFieldName } from '../../shared/address';
import { normalizePostalCode } from './postal-code';
import { findState, type StateChoice, type StateLists } from './states';

/** Every message an address issue carries: the field's own code, or `too_long`. */
export const ADDRESS_ISSUE_CODES = [
  'first_name',
  'last_name',
  'address1',
  'city',
  'state_or_province',
  'postal_code',
  'country_code',
  'phone',
  'too_long',
] as const;
export type AddressIssueCode = (typeof ADDRESS_ISSUE_CODES)[number];

/**
 * Digits, spaces and `+ ( ) . / -`, up to the platform's 50 characters (customers.v3.yml
 * `phone` maxLength 50, no pattern): the wider of the two rules the forms had (the checkout
 * took `/`, the account 30 characters), so no phone either form took is refused now.
 */
export const PHONE_PATTERN = /^[+0-9 ()./-]*$/;

const max = (name: AddressFieldName) => v.maxLength<string, number, AddressIssueCode>(ADDRESS_MAX_LENGTH[name], 'too_long');
const required = (name: AddressFieldName & AddressIssueCode) => v.pipe(v.string(name), v.trim(), v.minLength(1, name), max(name));
const optional = (name: AddressFieldName) => v.optional(v.pipe(v.string('too_long'), v.trim(), max(name)), '');

/** Each field's rule on its own, trimmed (no rule between fields: those are addressSchema's). */
export const ADDRESS_ENTRIES = {
  first_name: required('first_name'),
  last_name: required('last_name'),
  company: optional('company'),
  address1: required('address1'),
  address2: optional('address2'),
  city: required('city'),
  state_or_province: optional('state_or_province'),
  postal_code: required('postal_code'),
  country_code: v.pipe(v.string('country_code'), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'country_code')),
  phone: v.optional(v.pipe(v.string('phone'), v.trim(), max('phone'), v.regex(PHONE_PATTERN, 'phone')), ''),
} satisfies Record<AddressFieldName, v.GenericSchema<unknown, string>>;

/** An address once checked: every field as text, in the platform's names. */
export type AddressValue = Record<AddressFieldName, string>;

/**
 * The state a text names in the country's list, or null (no list for the country, or no
 * such state in it). The one state resolution of every address input and of the shipping quote.
 */
export const stateOf = (lists: StateLists, country: string, given: string): StateChoice | null =>
  findState(lists[country.trim().toUpperCase()], given);

export interface AddressRules {
  /** The store's state lists (states.ts); a country without one has no states. */
  states: StateLists;
  /**
   * What the state is kept as: the platform's customer address holds the name ("State or
   * province codes not accepted", customers.v3.yml), our orders the code (shipping zones and
   * tax rates name states by code).
   */
  keep: 'code' | 'name';
  /** The countries an address may name (ISO codes); any two letters when not given. */
  countries?: readonly string[];
}

/**
 * The one address schema. A country with a state list needs one of its states; a country
 * without one keeps no state. The postal code is checked and written the country's way.
 */
export function addressSchema(rules: AddressRules) {
  return v.pipe(
    v.strictObject(ADDRESS_ENTRIES),
    v.forward(
      v.check((a) => !rules.countries || rules.countries.includes(a.country_code), 'country_code' satisfies AddressIssueCode),
      ['country_code'],
    ),
    v.forward(
      v.check((a) => normalizePostalCode(a.country_code, a.postal_code) !== null, 'postal_code' satisfies AddressIssueCode),
      ['postal_code'],
    ),
    v.forward(
      v.check(
        (a) => !rules.states[a.country_code] || stateOf(rules.states, a.country_code, a.state_or_province) !== null,
        'state_or_province' satisfies AddressIssueCode,
      ),
      ['state_or_province'],
    ),
    v.transform(
      (a): AddressValue => ({
        ...a,
        state_or_province: stateOf(rules.states, a.country_code, a.state_or_province)?.[rules.keep] ?? '',
        postal_code: normalizePostalCode(a.country_code, a.postal_code) ?? a.postal_code,
      }),
    ),
  );
}
