/**
 * Customer accounts: what the /api routes and the no-JS account forms share.
 * Every call goes through the commerce port; ownership, password and address rules are
 * checked here; failures come back as a Problem with field issues, never as HTTP.
 */
import * as v from 'valibot';
import type {
  CommerceProvider,
  AddressFields,
  AddressRecord,
  CustomerRecord,
  OrderRecord,
  Page,
  OrderSummary,
} from '../ports/commerce/types';
import type { CommerceContext } from '../ports/context';
import type { ApiIssue, Outcome, Problem } from '../edge/errors';
import { issuesOf } from '../edge/errors';
import { guestOrder, ownedBy } from '../rules/owner';
import { addressSchema } from '../rules/address';
import { stateChoicesOf } from '../rules/states';
import { AddressInput, CreateCustomer, UpdateCustomer } from './schemas';
import type { ThrottleOutcome } from './login-throttle';

export interface AccountDeps {
  commerce: CommerceProvider;
  mx: CommerceContext;
}

export const fail = (
  status: Problem['status'],
  code: string,
  message: string,
  issues: ApiIssue[] = [],
): { ok: false; problem: Problem } => ({ ok: false, problem: { status, code, message, issues } });

const invalid = (issues: ApiIssue[]) => fail(400, 'invalid_body', 'Some fields need attention', issues);
/** The commerce platform's own password rules said no (hosted adapter): a field message, like our length rule. */
const passwordRefused = () => invalid([{ path: 'password', message: 'password_rejected' }]);
const notFound = (what: string) => fail(404, 'not_found', `${what} not found`);

export function parse<S extends v.GenericSchema>(schema: S, input: unknown): Outcome<v.InferOutput<S>> {
  const parsed = v.safeParse(schema, input);
  return parsed.success ? { ok: true, value: parsed.output } : invalid(issuesOf(parsed.issues));
}

/** `extra`: the group and notes a pro account starts with (worker/account/pro-signup.ts). */
export async function createAccount(
  deps: AccountDeps,
  input: unknown,
  extra: { customer_group_id?: number; notes?: string } = {},
): Promise<Outcome<CustomerRecord>> {
  const parsed = parse(CreateCustomer, input);
  if (!parsed.ok) return parsed;
  const { email, password, firstName, lastName } = parsed.value;
  const created = await deps.commerce.createCustomer(deps.mx, {
    email,
    first_name: firstName,
    last_name: lastName,
    password,
    ...extra,
  });
  if (created === 'email_taken')
    return fail(409, 'email_taken', 'An account with this email address exists already', [{ path: 'email', message: 'email_taken' }]);
  if (created === 'password_refused') return passwordRefused();
  return { ok: true, value: created };
}

/**
 * The account when the password is right. Unknown email and wrong password give the same
 * answer after the same work: the adapter checks it (the embedded one against its PBKDF2
 * hash, or a dummy hash for an unknown email; the hosted one on the platform).
 */
export async function authenticate(
  deps: AccountDeps,
  by: { email: string } | { id: number },
  password: string,
): Promise<CustomerRecord | null> {
  return deps.commerce.verifyCredentials(deps.mx, by, password);
}

export const badCredentials = () =>
  fail(401, 'invalid_credentials', 'The email address or password is not right', [{ path: 'pw', message: 'invalid_credentials' }]);

/** The one 429 of every throttle (`too_many_attempts`, Retry-After in seconds); `what` names the attempts. */
export const tooManyAttempts = (retryAfterSeconds: number, what = 'failed sign-ins'): Problem => ({
  status: 429,
  code: 'too_many_attempts',
  message: `Too many ${what}: try again in ${retryAfterSeconds} seconds`,
  issues: [],
  retryAfterSeconds,
});

/** Opens one counted attempt of the account's sign-in throttle (throttle.ts `passwordGate`). */
export type PasswordGate = () => Promise<ThrottleOutcome>;

/**
 * The signed-in customer's own password, checked as a sign-in attempt of the account (so
 * a stolen session cannot guess it faster than a sign-in could): null when it is right.
 */
async function passwordRefusal(
  deps: AccountDeps,
  customerId: number,
  password: string,
  gate: PasswordGate,
  wrong: { path: string; message: string },
): Promise<Problem | null> {
  const attempt = await gate();
  if (!attempt.allowed) return tooManyAttempts(attempt.retryAfterSeconds);
  const self = await authenticate(deps, { id: customerId }, password);
  await attempt.done(self !== null);
  return self ? null : fail(403, 'current_password', wrong.message, [{ path: wrong.path, message: 'current_password' }]).problem;
}

export async function updateAccount(
  deps: AccountDeps,
  customerId: number,
  input: unknown,
  gate: PasswordGate,
): Promise<Outcome<CustomerRecord>> {
  const parsed = parse(UpdateCustomer, input);
  if (!parsed.ok) return parsed;
  const { firstName, lastName, email, password, currentPassword } = parsed.value;
  if (email !== undefined || password !== undefined) {
    const wrong = { path: 'currentPassword', message: 'The current password is not right' };
    const refused = await passwordRefusal(deps, customerId, currentPassword ?? '', gate, wrong);
    if (refused) return { ok: false, problem: refused };
  }
  const updated = await deps.commerce.updateCustomer(deps.mx, customerId, {
    first_name: firstName,
    last_name: lastName,
    email,
    password,
  });
  if (updated === 'email_taken')
    return fail(409, 'email_taken', 'An account with this email address exists already', [{ path: 'email', message: 'email_taken' }]);
  if (updated === 'password_refused') return passwordRefused();
  return updated ? { ok: true, value: updated } : notFound('Customer');
}

export async function deleteAccount(deps: AccountDeps, customerId: number, password: string, gate: PasswordGate): Promise<Outcome<null>> {
  const refused = await passwordRefusal(deps, customerId, password, gate, { path: 'password', message: 'The password is not right' });
  if (refused) return { ok: false, problem: refused };
  await deps.commerce.deleteCustomer(deps.mx, customerId);
  return { ok: true, value: null };
}

/**
 * An address input checked with the one address schema (worker/rules/address.ts): the store's
 * countries, the chosen country's state list (a state by code, name or slug) and its postal
 * codes. The book keeps the state's name, as the platform's customer address does
 * (customers.v3.yml: "State or province codes not accepted").
 */
export async function checkAddress(deps: AccountDeps, input: unknown): Promise<Outcome<{ fields: AddressFields; isDefault: boolean }>> {
  const parsed = parse(AddressInput, input);
  if (!parsed.ok) return parsed;
  const { is_default: isDefault, ...given } = parsed.value;
  const countries = await deps.commerce.getCountries(deps.mx);
  const country = countries.find((c) => c.country_iso2 === given.country_code);
  // Only the chosen country's list is read: the one list the check needs.
  const states = country?.has_states
    ? { [country.country_iso2]: stateChoicesOf((await deps.commerce.getStates(deps.mx, country.id)) ?? []) }
    : {};
  const checked = parse(addressSchema({ states, keep: 'name', countries: countries.map((c) => c.country_iso2) }), given);
  return checked.ok ? { ok: true, value: { fields: checked.value, isDefault } } : checked;
}

export async function addAddress(deps: AccountDeps, customerId: number, input: unknown): Promise<Outcome<AddressRecord>> {
  const checked = await checkAddress(deps, input);
  if (!checked.ok) return checked;
  const created = await deps.commerce.createAddress(deps.mx, customerId, checked.value.fields, checked.value.isDefault);
  if (created === 'too_many') return fail(409, 'too_many_addresses', 'An account keeps at most 20 addresses');
  return { ok: true, value: created };
}

export async function changeAddress(
  deps: AccountDeps,
  customerId: number,
  addressId: number,
  input: unknown,
): Promise<Outcome<AddressRecord>> {
  const checked = await checkAddress(deps, input);
  if (!checked.ok) return checked;
  const updated = await deps.commerce.updateAddress(
    deps.mx,
    customerId,
    addressId,
    checked.value.fields,
    checked.value.isDefault || undefined,
  );
  return updated ? { ok: true, value: updated } : notFound('Address');
}

export async function removeAddress(deps: AccountDeps, customerId: number, addressId: number): Promise<Outcome<null>> {
  return (await deps.commerce.deleteAddress(deps.mx, customerId, addressId)) ? { ok: true, value: null } : notFound('Address');
}

/** An order of the signed-in customer; any other order (or none) is not found. */
export async function ownOrder(deps: AccountDeps, customerId: number, orderId: number): Promise<Outcome<OrderRecord>> {
  const order = ownedBy(await deps.commerce.getOrder(deps.mx, orderId), customerId);
  return order ? { ok: true, value: order } : notFound('Order');
}

/** Guest lookup: the order only with its own email address. */
export async function orderByEmail(deps: AccountDeps, orderId: number, email: string): Promise<Outcome<OrderRecord>> {
  const order = guestOrder(await deps.commerce.getOrder(deps.mx, orderId), email);
  return order ? { ok: true, value: order } : notFound('Order');
}

export function ordersOf(deps: AccountDeps, customerId: number, page = 1, limit = 20): Promise<Page<OrderSummary>> {
  return deps.commerce.listOrders(deps.mx, customerId, { page, limit });
}
