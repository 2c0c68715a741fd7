/**
 * Inputs of the account calls and forms (valibot; DESIGN §1.5): one schema per action,
 * shared by /api (JSON) and the no-JS page forms. Messages are codes the pages translate
 * (`account.error.<code>`); the API answers them in `issues` with the field's path.
 */
import * as v from 'valibot';
import { ADDRESS_ENTRIES } from '../rules/address';
import { PASSWORD_MAX, PASSWORD_MIN } from '../rules/password-hash';

const trimmed = (max: number, code: string) => v.pipe(v.string(code), v.trim(), v.minLength(1, code), v.maxLength(max, code));

export const Email = v.pipe(v.string('email'), v.trim(), v.toLowerCase(), v.maxLength(254, 'email'), v.email('email'));
/** Counted in characters (code points); never trimmed, never logged. */
export const Password = v.pipe(
  v.string('password_length'),
  v.check((text) => [...text].length >= PASSWORD_MIN && [...text].length <= PASSWORD_MAX, 'password_length'),
);
/** A given password to check (sign-in, current password): any length up to the maximum, not empty. */
const GivenPassword = v.pipe(
  v.string('password_required'),
  v.minLength(1, 'password_required'),
  v.maxLength(PASSWORD_MAX * 4, 'password_required'),
);
const Name = (code: string) => trimmed(100, code);

export const CreateCustomer = v.object({
  email: Email,
  password: Password,
  firstName: Name('first_name'),
  lastName: Name('last_name'),
});

export const Login = v.object({ email: Email, pw: GivenPassword });

export const UpdateCustomer = v.pipe(
  v.object({
    firstName: v.optional(Name('first_name')),
    lastName: v.optional(Name('last_name')),
    email: v.optional(Email),
    password: v.optional(Password),
    currentPassword: v.optional(v.string()),
  }),
  // Changing the sign-in email or the password needs the current password (ASVS V2.1.6).
  v.forward(
    v.check(
      (input) =>
        (input.email === undefined && input.password === undefined) ||
        (typeof input.currentPassword === 'string' && input.currentPassword.length > 0),
      'current_password',
    ),
    ['currentPassword'],
  ),
);

export const DeleteCustomer = v.object({ password: GivenPassword });

export const Validate = v.object({ customer: v.union([Email, v.pipe(v.number(), v.integer(), v.minValue(1))]), pw: GivenPassword });

/**
 * An address of the book as the page form and the JSON call send it: the one address
 * schema's fields (worker/rules/address.ts) and whether it becomes the default. The service
 * checks it again with the store's countries and state lists (checkAddress).
 */
export const AddressInput = v.object({
  ...ADDRESS_ENTRIES,
  is_default: v.optional(
    v.union([
      v.boolean(),
      v.pipe(
        v.picklist(['on', 'true', '1', 'false', '0', '']),
        v.transform((s) => s === 'on' || s === 'true' || s === '1'),
      ),
    ]),
    false,
  ),
});

export const ResetRequest = v.object({ email: Email });
export const ResetConfirm = v.object({ token: v.pipe(v.string('token'), v.regex(/^[A-Za-z0-9_-]{43}$/, 'token')), password: Password });
