/**
 * Customer accounts under /api (spec §7, issue 10): create, login, logout, validate,
 * validate-session, the `email:in` lookup, PUT/DELETE of the signed-in customer, addresses,
 * password reset. Writes need the session's CSRF token (middleware/csrf.ts); everything
 * about a customer is owner-only: another customer's id answers 404.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env';
import { apiError, problemJson, type Problem } from '../http/errors';
import { jsonBody } from '../http/limits';
import { CSRF_HEADER, csrfTokenFor } from '../middleware/csrf';
import { emailQueryAllowed, isSelf, pathId } from '../domain/owner';
import { passesBotcheck } from '../providers/botcheck';
import { beginSignIn } from '../customers/throttle';
import {
  addAddress,
  authenticate,
  badCredentials,
  changeAddress,
  deleteAccount,
  parse,
  removeAddress,
  updateAccount,
  type Outcome,
} from '../customers/service';
import {
  accountDeps,
  currentCustomer,
  customerView,
  endAllSessions,
  endOtherSessions,
  signedInId,
  signIn,
  signOut,
} from '../customers/session';
import { DeleteCustomer, Login, ResetConfirm, ResetRequest, Validate } from '../customers/schemas';
import { confirmReset, requestReset } from '../customers/password-reset';
import { requestRegions, visitorLocale } from '../http/region';
import { createWithProCode } from '../customers/pro-signup';
import { accountMail } from '../customers/mail-text';
import { describe } from '../http/describe';

type C = Context<AppEnv>;

const body = async (c: C): Promise<Record<string, unknown>> => (await c.req.json()) as Record<string, unknown>;

export function botcheckRefused(c: C) {
  return apiError(c, 400, 'botcheck', 'The bot check was missing, wrong, expired or already used: solve a new challenge', [
    { path: 'altcha', message: 'botcheck' },
  ]);
}

function throttled(c: C, retryAfterSeconds: number) {
  c.header('retry-after', String(retryAfterSeconds));
  return apiError(c, 429, 'too_many_attempts', `Too many failed sign-ins: try again in ${retryAfterSeconds} seconds`);
}

const answer = <T>(c: C, outcome: Outcome<T>, ok: (value: T) => Response | Promise<Response>) =>
  outcome.ok ? ok(outcome.value) : problemJson(c, outcome.problem);

const signInRequired = (c: C) => apiError(c, 401, 'sign_in_required', 'Sign in first');

/** The path's customer id when it is the signed-in customer's own; otherwise the answer to send (401 signed out, 404 anyone else). */
function selfOr(c: C): { id: number } | { refused: Response } {
  const viewer = signedInId(c);
  if (viewer === null) return { refused: signInRequired(c) };
  const target = pathId(c.req.param('id'));
  return isSelf(viewer, target) ? { id: viewer } : { refused: apiError(c, 404, 'not_found', 'Customer not found') };
}

async function signedInAnswer(c: C, status: 200 | 201, customer: Parameters<typeof customerView>[0]) {
  const session = await signIn(c, customer);
  c.header('cache-control', 'private, no-store');
  return c.json({ data: { customer: customerView(customer), csrfToken: await csrfTokenFor(session) } }, status);
}

export const customersApi = new Hono<AppEnv>();

customersApi.post(
  '/customers/create',
  describe({
    summary: 'Create an account, optionally with a Pro Code (bot check required)',
    responses: {
      201: '`{ data: { customer, csrfToken } }`',
      400: 'Invalid fields, bot check (`botcheck`) or a refused Pro Code (`pro_code_unknown|expired|wrong_region`)',
      409: 'The email has an account',
    },
  }),
  jsonBody(),
  async (c) => {
    const input = await body(c);
    if (!(await passesBotcheck(c, input))) return botcheckRefused(c);
    const regions = requestRegions(c);
    const created = await createWithProCode(
      { ...accountDeps(c), call: c.var.call },
      input,
      regions === 'invalid' ? 'us' : regions.content,
      Date.now(),
    );
    return answer(c, created, (customer) => signedInAnswer(c, 201, customer));
  },
);

customersApi.post(
  '/customers/login',
  describe({
    summary: 'Sign in: rotates the session and attaches the session cart',
    responses: { 200: '`{ data: { customer } }`', 401: 'Wrong email or password', 429: 'Too many failed sign-ins (Retry-After)' },
  }),
  jsonBody(),
  async (c) => {
    const parsed = parse(Login, await body(c));
    if (!parsed.ok) return problemJson(c, parsed.problem);
    const gate = await beginSignIn(c, parsed.value.email);
    if (!gate.allowed) return throttled(c, gate.retryAfterSeconds);
    const customer = await authenticate(accountDeps(c), { email: parsed.value.email }, parsed.value.pw);
    await gate.done(customer !== null);
    return customer ? signedInAnswer(c, 200, customer) : problemJson(c, badCredentials().problem);
  },
);

customersApi.post(
  '/customers/logout',
  describe({
    summary: 'Sign out: clears the customer state of the session',
    responses: { 200: '`{ data: { customer: null, csrfToken } }`' },
  }),
  async (c) => {
    const session = await signOut(c);
    c.header('cache-control', 'private, no-store');
    return c.json({ data: { customer: null, csrfToken: await csrfTokenFor(session) } });
  },
);

customersApi.post(
  '/customers/validate',
  describe({
    summary: "Check a customer's password",
    responses: { 200: '`{ data: { is_valid, customer_id } }`', 429: 'Too many failed attempts (Retry-After)' },
  }),
  jsonBody(),
  async (c) => {
    const parsed = parse(Validate, await body(c));
    if (!parsed.ok) return problemJson(c, parsed.problem);
    const by: { id: number } | { email: string } =
      typeof parsed.value.customer === 'number' ? { id: parsed.value.customer } : { email: parsed.value.customer };
    // A password check is a sign-in attempt for the limits.
    const gate = await beginSignIn(c, 'email' in by ? by.email : `id:${by.id}`);
    if (!gate.allowed) return throttled(c, gate.retryAfterSeconds);
    const customer = await authenticate(accountDeps(c), by, parsed.value.pw);
    await gate.done(customer !== null);
    return c.json({ data: { is_valid: customer !== null, customer_id: customer?.id ?? null } });
  },
);

customersApi.post(
  '/customers/validate-session',
  describe({ summary: 'Whether the session has a signed-in customer', responses: { 200: '`{ data: { valid, customer } }`' } }),
  async (c) => {
    const customer = await currentCustomer(c);
    c.header('cache-control', 'private, no-store');
    return c.json({ data: { valid: customer !== null, customer: customer ? customerView(customer) : null } });
  },
);

customersApi.get(
  '/customers',
  describe({
    summary: "Customers by `email:in` (only the signed-in customer's own address answers)",
    responses: { 200: '`{ data: Customer[] }`' },
  }),
  async (c) => {
    c.header('cache-control', 'private, no-store');
    const asked = c.req.query('email:in');
    if (asked === undefined)
      return apiError(c, 400, 'bad_request', 'Ask by email: customers?email:in=address', [{ path: 'email:in', message: 'Required' }]);
    const emails = asked
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const customer = await currentCustomer(c);
    // Only the signed-in customer's own address is answered; any other gives an empty list (no enumeration).
    return c.json({ data: customer && emailQueryAllowed(customer.email, emails) ? [customerView(customer)] : [] });
  },
);

customersApi.put(
  '/customers/:id',
  describe({
    summary:
      "Change the signed-in customer's names, email or password (with the current password). A new password ends the customer's other sessions and rotates this one: its new CSRF token is in the `csrf-token` response header",
    responses: {
      200: '`{ data: Customer }`',
      401: 'Signed out',
      403: 'Wrong current password',
      404: 'Not the signed-in customer',
      409: 'The email has an account',
    },
  }),
  jsonBody(),
  async (c) => {
    const self = selfOr(c);
    if ('refused' in self) return self.refused;
    const input = await body(c);
    const updated = await updateAccount(accountDeps(c), self.id, input);
    return answer(c, updated, async (customer) => {
      c.header('cache-control', 'private, no-store');
      if (typeof input.password === 'string') c.header(CSRF_HEADER, await csrfTokenFor(await endOtherSessions(c, self.id)));
      return c.json({ data: customerView(customer) });
    });
  },
);

customersApi.delete(
  '/customers/:id',
  describe({
    summary: "Delete the signed-in customer's account (with the password); orders are kept anonymised",
    responses: {
      200: '`{ data: { deleted: true, csrfToken } }`: every session of the account has ended',
      401: 'Signed out',
      404: 'Not the signed-in customer',
    },
  }),
  jsonBody(),
  async (c) => {
    const self = selfOr(c);
    if ('refused' in self) return self.refused;
    const parsed = parse(DeleteCustomer, await body(c));
    if (!parsed.ok) return problemJson(c, parsed.problem);
    const deleted = await deleteAccount(accountDeps(c), self.id, parsed.value.password);
    if (!deleted.ok) return problemJson(c, deleted.problem);
    // Every session of the account ends, on every device; this one goes on signed out.
    await endAllSessions(c, self.id);
    const session = await signOut(c);
    return c.json({ data: { deleted: true, csrfToken: await csrfTokenFor(session) } });
  },
);

customersApi.get(
  '/customers/:id/addresses',
  describe({
    summary: "The signed-in customer's addresses",
    responses: { 200: '`{ data: Address[] }`', 404: 'Not the signed-in customer' },
  }),
  async (c) => {
    const self = selfOr(c);
    if ('refused' in self) return self.refused;
    c.header('cache-control', 'private, no-store');
    return c.json({ data: await c.var.commerce.listAddresses(accountDeps(c).mx, self.id) });
  },
);

customersApi.post(
  '/customers/:id/addresses',
  describe({
    summary: 'Add an address (postal code checked per country)',
    responses: { 201: '`{ data: Address }`', 404: 'Not the signed-in customer' },
  }),
  jsonBody(),
  async (c) => {
    const self = selfOr(c);
    if ('refused' in self) return self.refused;
    return answer(c, await addAddress(accountDeps(c), self.id, await body(c)), (address) => c.json({ data: address }, 201));
  },
);

const addressIdOr = (c: C): number | Response => pathId(c.req.param('addressId')) ?? apiError(c, 404, 'not_found', 'Address not found');

customersApi.put(
  '/customers/:id/addresses/:addressId',
  describe({ summary: 'Change an address', responses: { 200: '`{ data: Address }`', 404: 'No such address of the signed-in customer' } }),
  jsonBody(),
  async (c) => {
    const self = selfOr(c);
    if ('refused' in self) return self.refused;
    const addressId = addressIdOr(c);
    if (addressId instanceof Response) return addressId;
    return answer(c, await changeAddress(accountDeps(c), self.id, addressId, await body(c)), (address) => c.json({ data: address }));
  },
);

customersApi.delete(
  '/customers/:id/addresses/:addressId',
  describe({
    summary: 'Delete an address',
    responses: { 200: '`{ data: { deleted: true } }`', 404: 'No such address of the signed-in customer' },
  }),
  async (c) => {
    const self = selfOr(c);
    if ('refused' in self) return self.refused;
    const addressId = addressIdOr(c);
    if (addressId instanceof Response) return addressId;
    return answer(c, await removeAddress(accountDeps(c), self.id, addressId), () => c.json({ data: { deleted: true } }));
  },
);

customersApi.post(
  '/customers/password-reset',
  describe({
    summary: 'Request a password reset mail (bot check required; the same answer for unknown emails)',
    responses: { 202: 'A mail is on its way if the account exists', 400: 'Invalid email or bot check (`botcheck`)' },
  }),
  jsonBody(),
  async (c) => {
    const input = await body(c);
    if (!(await passesBotcheck(c, input))) return botcheckRefused(c);
    const parsed = parse(ResetRequest, input);
    if (!parsed.ok) return problemJson(c, parsed.problem);
    const locale = visitorLocale(c);
    await requestReset(c, accountDeps(c), parsed.value.email, locale, await accountMail(c, locale));
    // The same answer whether or not an account has this address.
    return c.json({ data: { requested: true } }, 202);
  },
);

customersApi.post(
  '/customers/password-reset/confirm',
  describe({
    summary: 'Set a new password with a single-use reset token (1 h); every session of the account ends',
    responses: { 200: '`{ data: { reset: true } }`', 400: 'Invalid password or token' },
  }),
  jsonBody(),
  async (c) => {
    const parsed = parse(ResetConfirm, await body(c));
    if (!parsed.ok) return problemJson(c, parsed.problem);
    const confirmed = await confirmReset(accountDeps(c), parsed.value.token, parsed.value.password);
    if (confirmed.ok) await endAllSessions(c, confirmed.value);
    return answer(c, confirmed, () => c.json({ data: { reset: true } }));
  },
);

export type { Problem };
