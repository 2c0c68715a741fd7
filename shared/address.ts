/**
 * The address inputs in the platform's field names (BigCommerce's customer address), in the
 * order the forms show them, with the longest text each takes: the account and checkout forms
 * draw them, the one address schema (worker/rules/address.ts) checks them, the D1 accounts
 * store reads and writes these columns.
 */
export const ADDRESS_FIELD_NAMES = [
  'first_name',
  'last_name',
  'company',
  'address1',
  'address2',
  'city',
  'state_or_province',
  'postal_code',
  'country_code',
  'phone',
] as const;
export type AddressFieldName = (typeof ADDRESS_FIELD_NAMES)[number];

/**
 * Characters per field, at most. Within the platform's limits (customers.v3.yml address:
 * names and company 255, city and state 100, postal code 30, phone 50); names, lines and
 * postal codes keep the tighter limits both our forms had. The phone takes the platform's 50.
 */
export const ADDRESS_MAX_LENGTH = {
  first_name: 100,
  last_name: 100,
  company: 100,
  address1: 200,
  address2: 200,
  city: 100,
  state_or_province: 100,
  postal_code: 20,
  country_code: 2,
  phone: 50,
} as const satisfies Record<AddressFieldName, number>;
