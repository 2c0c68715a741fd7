/** The account under /api/customers: create it, find it by email, change or delete it (owner-only). */
import { Hono } from 'hono';
import type { AppEnv } from '../../edge/app-env';
import { apiError, problemJson } from '../../edge/errors';
import { jsonBody } from '../../edge/limits';
import { PARAMETER_INVALID, validate } from '../../edge/validate';
import { botcheck } from '../../edge/botcheck';
import { CSRF_HEADER } from '../../edge/csrf';
import { emailQueryAllowed } from '../../rules/owner';
import { deleteAccount } from '../service';
import { passwordGate } from '../throttle';
import { accountDeps, currentCustomer, customerView, endAllSessions, selfIdentity, signOut } from '../customer-session';
import { DeleteCustomer, UpdateCustomer } from '../schemas';
import { changeProfile, CreateAccountBody, openAccount } from '../use-cases';
import { describe } from '../../edge/describe';
import { answer, onlySelf, selfId, signedInAnswer } from './answers';
import { PRIVATE_NO_STORE } from '../../rules/cache-control';

export const accountApi = new Hono<AppEnv>();

accountApi.post(
  '/create',
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

accountApi.get(
  '/',
  describe({
    summary: "Customers by `email:in` (only the signed-in customer's own address answers)",
    responses: { 200: '`{ data: Customer[] }`' },
  }),
  async (c) => {
    c.header('cache-control', PRIVATE_NO_STORE);
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

accountApi.put(
  '/:id',
  describe({
    summary:
      "Change the signed-in customer's names, email or password (with the current password). A new password ends the customer's other sessions and rotates this one: its new CSRF token is in the `csrf-token` response header",
    responses: {
      200: '`{ data: Customer }`',
      401: 'Signed out',
      403: 'Wrong current password',
      404: 'Not the signed-in customer',
      409: 'The email has an account',
      429: 'Too many failed password checks of the account (Retry-After)',
    },
  }),
  jsonBody(),
  onlySelf,
  validate('json', UpdateCustomer),
  async (c) => {
    return answer(c, await changeProfile(c, selfId(c), c.req.valid('json')), async ({ customer, rotated }) => {
      c.header('cache-control', PRIVATE_NO_STORE);
      if (rotated) c.header(CSRF_HEADER, (await c.var.csrfToken()) ?? '');
      return c.json({ data: customerView(customer) });
    });
  },
);

accountApi.delete(
  '/:id',
  describe({
    summary: "Delete the signed-in customer's account (with the password); orders are kept anonymised",
    responses: {
      200: '`{ data: { deleted: true, csrfToken } }`: every session of the account has ended',
      401: 'Signed out',
      403: 'Wrong password',
      404: 'Not the signed-in customer',
      429: 'Too many failed password checks of the account (Retry-After)',
    },
  }),
  jsonBody(),
  onlySelf,
  validate('json', DeleteCustomer),
  async (c) => {
    const deleted = await deleteAccount(accountDeps(c), selfId(c), c.req.valid('json').password, passwordGate(c, selfId(c)));
    if (!deleted.ok) return problemJson(c, deleted.problem);
    // Every session of the account ends, on every device; this one goes on signed out.
    await endAllSessions(c, selfIdentity(c));
    await signOut(c);
    return c.json({ data: { deleted: true, csrfToken: await c.var.csrfToken() } });
  },
);
