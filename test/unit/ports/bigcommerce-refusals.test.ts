import { describe, expect, it } from 'vitest';
import { isPasswordRefusal } from '../../../worker/ports/commerce/bigcommerce/refusals';

// Customers v3 ErrorResponse (customers.v3.yml): `{ status, title, type, errors: { field: text } }`.
const TYPE = '/api-docs/getting-started/api-status-codes';
const error = (status: number, title: string, errors: Record<string, unknown> = {}) => ({ status, title, type: TYPE, errors });
const RULE = 'Passwords must be at least 7 characters and contain both alphabetic and numeric characters.';

describe('a refused account write is a password refusal', () => {
  it.each([
    [
      'the store rule on authentication.new_password',
      422,
      error(422, 'Error creating or updating customers', { 'authentication.new_password': RULE }),
    ],
    [
      'the field named without the words',
      422,
      error(422, 'Error creating or updating customers', { 'authentication.new_password': 'is invalid' }),
    ],
    ['the words under another field', 422, error(422, 'Error creating customers', { '.customer_create': 'Password is too weak' })],
    ['the words in the title', 422, error(422, 'Invalid password')],
  ])('%s', (_, status, body) => {
    expect(isPasswordRefusal({ status, body })).toBe(true);
  });
});

describe('a refused account write is not a password refusal', () => {
  it.each([
    [
      'the vendor example (customers.v3.yml create 422)',
      422,
      error(422, 'Create customers failed.', { '.customer_create': 'Error creating customers' }),
    ],
    [
      'an email in use',
      422,
      error(422, 'Error creating or updating customers', { '.customer_create': 'The email "dana@loipe.test" is in use.' }),
    ],
    // The shopper's own email names no rule of ours: a password word inside it is not the platform's reason.
    [
      'an email in use that holds the word',
      422,
      error(422, 'Error creating or updating customers', { '.customer_create': 'The email "password.fan@loipe.test" is in use.' }),
    ],
    ['an unknown customer', 422, error(422, 'Customer not found', { id: 'customer 9 does not exist' })],
    ['the rate limit example (customers.v3.yml 429)', 429, error(429, 'Too many requests')],
    ['password words on a 400', 400, error(400, 'Invalid password')],
    ['a text body', 422, 'Invalid password'],
    ['an empty body', 422, null],
    ['no errors map', 422, { status: 422, title: 'Unprocessable entity' }],
  ])('%s', (_, status, body) => {
    expect(isPasswordRefusal({ status, body })).toBe(false);
  });
});
