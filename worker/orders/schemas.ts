/**
 * What an order request carries (issue 11), as valibot schemas shared by `POST /api/orders`
 * and the checkout page's plain forms. Addresses use the commerce platform's field names
 * (the accounts issue's AddressFields); the postal code is checked per country and US and
 * Canadian addresses need a state or province of that country. No amount is ever accepted.
 */
import * as v from 'valibot';
import { isValidPostalCode, normalizePostalCode, postalExample } from '../domain/postal-code';
import type { AddressFields } from '../providers/commerce/accounts';

const text = (name: string, max: number, min = 1) =>
  v.pipe(
    v.string(`${name} must be text`),
    v.transform((s) => s.trim()),
    v.minLength(min, `${name} is required`),
    v.maxLength(max, `${name} may be at most ${max} characters`),
  );
const optionalText = (name: string, max: number) => v.optional(text(name, max, 0), '');

/**
 * States and provinces per country that has them: each accepted spelling in upper case
 * (code `CO`, name `COLORADO`, slug `NEW-YORK`) → its two-letter code, which is what is kept.
 */
export type StateCodes = Readonly<Record<string, Readonly<Record<string, string>>>>;

export const stateCodeOf = (states: StateCodes, country: string, state: string): string | null =>
  states[country.toUpperCase()]?.[state.trim().toUpperCase()] ?? null;

export function addressSchema(states: StateCodes) {
  return v.pipe(
    v.strictObject({
      first_name: text('First name', 100),
      last_name: text('Last name', 100),
      company: optionalText('Company', 100),
      address1: text('Address', 200),
      address2: optionalText('Address line 2', 200),
      city: text('City', 100),
      state_or_province: optionalText('State or province', 100),
      postal_code: text('Postal code', 20),
      country_code: v.pipe(
        v.string('Country must be text'),
        v.regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter code'),
        v.transform((s) => s.toUpperCase()),
      ),
      phone: v.optional(
        v.pipe(
          v.string(),
          v.transform((s) => s.trim()),
          v.regex(/^[+0-9 ()./-]{0,40}$/, 'Phone may hold digits, spaces and + ( ) . / - only'),
        ),
        '',
      ),
    }),
    v.forward(
      v.check(
        (a) => isValidPostalCode(a.country_code, a.postal_code),
        (issue) => {
          const input = issue.input as { country_code?: string };
          const example = postalExample(input.country_code ?? '');
          return example ? `Not a postal code of this country (for example ${example})` : 'Not a valid postal code';
        },
      ),
      ['postal_code'],
    ),
    v.forward(
      v.check((a) => {
        return !states[a.country_code] || stateCodeOf(states, a.country_code, a.state_or_province) !== null;
      }, 'Choose a state or province of this country'),
      ['state_or_province'],
    ),
    v.transform(
      (a): AddressFields => ({
        ...a,
        state_or_province: stateCodeOf(states, a.country_code, a.state_or_province) ?? a.state_or_province.toUpperCase(),
        postal_code: normalizePostalCode(a.country_code, a.postal_code) ?? a.postal_code,
      }),
    ),
  );
}

export const emailSchema = v.pipe(
  v.string('Email must be text'),
  v.transform((s) => s.trim()),
  v.nonEmpty('Email is required'),
  v.maxLength(254, 'Email may be at most 254 characters'),
  v.email('Enter an email address like name@example.com'),
);

const wholeNumber = (name: string) => v.pipe(v.number(`${name} must be a number`), v.integer(`${name} must be a whole number`));

export const paymentSchema = v.strictObject({
  number: v.pipe(v.string('Card number must be text'), v.maxLength(30, 'Card number is too long')),
  exp_month: wholeNumber('Expiry month'),
  exp_year: wholeNumber('Expiry year'),
  cvc: v.pipe(v.string('Security code must be text'), v.maxLength(4, 'Security code is at most 4 digits')),
  name: text('Name on card', 100),
});

export function orderSchema(states: StateCodes) {
  const address = addressSchema(states);
  return v.strictObject({
    cart_id: v.pipe(v.string('cart_id must be text'), v.maxLength(64, 'cart_id is too long')),
    email: emailSchema,
    shipping_address: address,
    billing_address: v.optional(address),
    shipping_method_id: v.pipe(wholeNumber('Shipping method'), v.minValue(1, 'Choose a shipping method')),
    payment: paymentSchema,
  });
}

export type OrderRequest = v.InferOutput<ReturnType<typeof orderSchema>>;
