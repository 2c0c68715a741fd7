/**
 * Customer accounts under /api (spec §7, issue 10): create, login, logout, validate,
 * validate-session, the `email:in` lookup, PUT/DELETE of the signed-in customer, addresses,
 * password reset. Writes need the session's CSRF token (middleware/csrf.ts); everything
 * about a customer is owner-only: another customer's id answers 404.
 */
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import type { AppEnv } from '../app-env';
import { apiError, problemJson, type Problem } from '../http/errors';
import { jsonBody } from '../http/limits';
import { PARAMETER_INVALID, validate } from '../http/validate';
import { botcheck } from '../middleware/botcheck';
import { CSRF_HEADER } from '../middleware/csrf';
import { emailQueryAllowed, isSelf, pathId } from '../domain/owner';
import { beginSignIn } from '../customers/throttle';
import { addAddress, authenticate, changeAddress, deleteAccount, removeAddress, type Outcome } from '../customers/service';
import { accountDeps, currentCustomer, customerView, endAllSessions, signedInId, signOut } from '../customers/session';
import { AddressInput, DeleteCustomer, Login, UpdateCustomer, Validate } from '../customers/schemas';
import { changeProfile, CreateAccountBody, openAccount, signInWithPassword } from '../customers/use-cases';
import { passwordResetRoutes } from './customers-password-reset';
import { describe } from '../http/describe';

type C = Context<AppEnv>;

/** POSTs that carry no fields (sign-out, the session check): an empty JSON object or no body at all. */
const NoFields = v.optional(v.strictObject({}), {});
const noFields = { json: NoFields };

function throttled(c: C, retryAfterSeconds: number) {
  return problemJson(c, {
    status: 429,
    code: 'too_many_attempts',
    message: `Too many failed sign-ins: try again in ${retryAfterSeconds} seconds`,
    issues: [],
    retryAfterSeconds,
  });
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

/** The signed-in answer (the session was rotated by the use case: the token is the new session's). */
/** Owner-only routes: refused (401/404) before the body is read, as the path decides who may call. */
const onlySelf = createMiddleware<AppEnv>(async function onlySelf(c, next) {
  const self = selfOr(c);
  if ('refused' in self) return self.refused;
  await next();
});

/** An address path id, or 404 before the body is read. */
const addressPath = createMiddleware<AppEnv>(async function addressPath(c, next) {
  if (pathId(c.req.param('addressId')) === null) return apiError(c, 404, 'not_found', 'Address not found');
  await next();
});

/** The signed-in customer's id, on a route behind onlySelf. */
const selfId = (c: C) => signedInId(c)!;

async function signedInAnswer(c: C, status: 200 | 201, customer: Parameters<typeof customerView>[0]) {
  c.header('cache-control', 'private, no-store');
  return c.json({ data: { customer: customerView(customer), csrfToken: await c.var.csrfToken() } }, status);
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
  botcheck(),
  validate('json', CreateAccountBody),
  async (c) => answer(c, await openAccount(c, c.req.valid('json')), (customer) => signedInAnswer(c, 201, customer)),
);

customersApi.post(
  '/customers/login',
  describe({
    summary: 'Sign in: rotates the session and attaches the session cart',
    responses: { 200: '`{ data: { customer } }`', 401: 'Wrong email or password', 429: 'Too many failed sign-ins (Retry-After)' },
  }),
  jsonBody(),
  validate('json', Login),
  async (c) => answer(c, await signInWithPassword(c, c.req.valid('json')), (customer) => signedInAnswer(c, 200, customer)),
);

customersApi.post(
  '/customers/logout',
  describe({
    summary: 'Sign out: clears the customer state of the session',
    request: noFields,
    responses: { 200: '`{ data: { customer: null, csrfToken } }`' },
  }),
  async (c) => {
    await signOut(c);
    c.header('cache-control', 'private, no-store');
    return c.json({ data: { customer: null, csrfToken: await c.var.csrfToken() } });
  },
);

customersApi.post(
  '/customers/validate',
  describe({
    summary: "Check a customer's password",
    responses: { 200: '`{ data: { is_valid, customer_id } }`', 429: 'Too many failed attempts (Retry-After)' },
  }),
  jsonBody(),
  validate('json', Validate),
  async (c) => {
    const input = c.req.valid('json');
    const by: { id: number } | { email: string } = typeof input.customer === 'number' ? { id: input.customer } : { email: input.customer };
    // A password check is a sign-in attempt for the limits.
    const gate = await beginSignIn(c, 'email' in by ? by.email : `id:${by.id}`);
    if (!gate.allowed) return throttled(c, gate.retryAfterSeconds);
    const customer = await authenticate(accountDeps(c), by, input.pw);
    await gate.done(customer !== null);
    return c.json({ data: { is_valid: customer !== null, customer_id: customer?.id ?? null } });
  },
);

customersApi.post(
  '/customers/validate-session',
  describe({
    summary: 'Whether the session has a signed-in customer',
    request: noFields,
    responses: { 200: '`{ data: { valid, customer } }`' },
  }),
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
      return apiError(c, 400, PARAMETER_INVALID, 'Ask by email: customers?email:in=address', [{ path: 'email:in', message: 'Required' }]);
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
  onlySelf,
  validate('json', UpdateCustomer),
  async (c) => {
    return answer(c, await changeProfile(c, selfId(c), c.req.valid('json')), async ({ customer, rotated }) => {
      c.header('cache-control', 'private, no-store');
      if (rotated) c.header(CSRF_HEADER, (await c.var.csrfToken()) ?? '');
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
  onlySelf,
  validate('json', DeleteCustomer),
  async (c) => {
    const deleted = await deleteAccount(accountDeps(c), selfId(c), c.req.valid('json').password);
    if (!deleted.ok) return problemJson(c, deleted.problem);
    // Every session of the account ends, on every device; this one goes on signed out.
    await endAllSessions(c, selfId(c));
    await signOut(c);
    return c.json({ data: { deleted: true, csrfToken: await c.var.csrfToken() } });
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
  onlySelf,
  validate('json', AddressInput),
  async (c) => {
    return answer(c, await addAddress(accountDeps(c), selfId(c), c.req.valid('json')), (address) => c.json({ data: address }, 201));
  },
);

customersApi.put(
  '/customers/:id/addresses/:addressId',
  describe({ summary: 'Change an address', responses: { 200: '`{ data: Address }`', 404: 'No such address of the signed-in customer' } }),
  jsonBody(),
  onlySelf,
  addressPath,
  validate('json', AddressInput),
  async (c) => {
    const addressId = pathId(c.req.param('addressId'))!;
    return answer(c, await changeAddress(accountDeps(c), selfId(c), addressId, c.req.valid('json')), (address) =>
      c.json({ data: address }),
    );
  },
);

customersApi.delete(
  '/customers/:id/addresses/:addressId',
  describe({
    summary: 'Delete an address',
    responses: { 200: '`{ data: { deleted: true } }`', 404: 'No such address of the signed-in customer' },
  }),
  onlySelf,
  addressPath,
  async (c) => {
    const addressId = pathId(c.req.param('addressId'))!;
    return answer(c, await removeAddress(accountDeps(c), selfId(c), addressId), () => c.json({ data: { deleted: true } }));
  },
);

passwordResetRoutes(customersApi);

export type { Problem };
