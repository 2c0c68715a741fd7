/**
 * What an order request carries, as valibot schemas shared by `POST /api/orders`
 * and the checkout page's plain forms. Addresses are the one address schema of the account
 * book too (worker/rules/address.ts: platform field names, postal code per country, a state of the
 * country's list by code, name or slug); their messages are its codes. No amount is ever accepted.
 */
import * as v from 'valibot';
import { addressSchema as sharedAddressSchema } from '../rules/address';
import type { StateLists } from '../rules/states';

const text = (name: string, max: number) =>
  v.pipe(
    v.string(`${name} must be text`),
    v.transform((s) => s.trim()),
    v.minLength(1, `${name} is required`),
    v.maxLength(max, `${name} may be at most ${max} characters`),
  );

/**
 * An order's address: the one address schema (worker/rules/address.ts) with the store's state
 * lists; the order keeps the state's code, which its shipping zones and tax rates name.
 */
export const addressSchema = (states: StateLists) => sharedAddressSchema({ states, keep: 'code' });

export const emailSchema = v.pipe(
  v.string('Email must be text'),
  v.transform((s) => s.trim()),
  v.nonEmpty('Email is required'),
  v.maxLength(254, 'Email may be at most 254 characters'),
  v.email('Enter an email address like name@example.com'),
);

const wholeNumber = (name: string) => v.pipe(v.number(`${name} must be a number`), v.integer(`${name} must be a whole number`));

/**
 * The card goes to the processor only: an order keeps its brand and last four (placement.ts),
 * and its idempotency fingerprint no more than those (fingerprint.ts).
 */
export const paymentSchema = v.strictObject({
  number: v.pipe(v.string('Card number must be text'), v.maxLength(30, 'Card number is too long')),
  exp_month: wholeNumber('Expiry month'),
  exp_year: wholeNumber('Expiry year'),
  cvc: v.pipe(v.string('Security code must be text'), v.maxLength(4, 'Security code is at most 4 digits')),
  name: text('Name on card', 100),
});

export function orderSchema(states: StateLists) {
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
