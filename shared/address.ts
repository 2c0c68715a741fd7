/**
 * The address inputs in the platform's field names (BigCommerce's customer address), in the
 * order the forms show them: the account and checkout forms draw them, the D1 accounts store
 * reads and writes these columns.
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
