/** Signing in and out under /api/customers: login, logout, validate, validate-session. */
import { Hono } from 'hono';
import type { AppEnv } from '../../edge/app-env';
import { jsonBody } from '../../edge/limits';
import { validate } from '../../edge/validate';
import { beginSignIn } from '../throttle';
import { authenticate } from '../service';
import { accountDeps, currentCustomer, customerView, signOut } from '../customer-session';
import { Login, Validate } from '../schemas';
import { signInWithPassword } from '../use-cases';
import { describe } from '../../edge/describe';
import { answer, noFields, signedInAnswer, throttled } from './answers';
import { PRIVATE_NO_STORE } from '../../rules/cache-control';

export const signInApi = new Hono<AppEnv>();

signInApi.post(
  '/login',
  describe({
    summary: 'Sign in: rotates the session and attaches the session cart',
    responses: { 200: '`{ data: { customer } }`', 401: 'Wrong email or password', 429: 'Too many failed sign-ins (Retry-After)' },
  }),
  jsonBody(),
  validate('json', Login),
  async (c) => answer(c, await signInWithPassword(c, c.req.valid('json')), (customer) => signedInAnswer(c, 200, customer)),
);

signInApi.post(
  '/logout',
  describe({
    summary: 'Sign out: clears the customer state of the session',
    request: noFields,
    responses: { 200: '`{ data: { customer: null, csrfToken } }`' },
  }),
  async (c) => {
    await signOut(c);
    c.header('cache-control', PRIVATE_NO_STORE);
    return c.json({ data: { customer: null, csrfToken: await c.var.csrfToken() } });
  },
);

signInApi.post(
  '/validate',
  describe({
    summary: "Check a customer's password",
    responses: { 200: '`{ data: { is_valid, customer_id } }`', 429: 'Too many failed attempts (Retry-After)' },
  }),
  jsonBody(),
  validate('json', Validate),
  async (c) => {
    const input = c.req.valid('json');
    const by: { id: number } | { email: string } = typeof input.customer === 'number' ? { id: input.customer } : { email: input.customer };
    // A password check is a sign-in attempt of the account, asked for by id or by email alike.
    const gate = await beginSignIn(c, by);
    if (!gate.allowed) return throttled(c, gate.retryAfterSeconds);
    const customer = await authenticate(accountDeps(c), by, input.pw);
    await gate.done(customer !== null);
    return c.json({ data: { is_valid: customer !== null, customer_id: customer?.id ?? null } });
  },
);

signInApi.post(
  '/validate-session',
  describe({
    summary: 'Whether the session has a signed-in customer',
    request: noFields,
    responses: { 200: '`{ data: { valid, customer } }`' },
  }),
  async (c) => {
    const customer = await currentCustomer(c);
    c.header('cache-control', PRIVATE_NO_STORE);
    return c.json({ data: { valid: customer !== null, customer: customer ? customerView(customer) : null } });
  },
);
