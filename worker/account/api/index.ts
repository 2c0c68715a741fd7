/**
 * Customer accounts under /api/customers (spec §7), one file per use case: the
 * account (create, the `email:in` lookup, PUT/DELETE of the signed-in customer), signing in
 * and out, the address book, password reset, and the hand-off to the platform's checkout.
 * Writes need the session's CSRF token (worker/edge/csrf.ts); everything about a customer is
 * owner-only: another customer's id answers 404.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../edge/app-env';
import { accountApi } from './account';
import { addressesApi } from './addresses';
import { bcLoginApi } from './bclogin';
import { passwordResetApi } from './password-reset';
import { signInApi } from './sign-in';

export const customersApi = new Hono<AppEnv>();
customersApi.route('/', accountApi); //        POST /create, GET /, PUT|DELETE /:id
customersApi.route('/', signInApi); //         POST /login, /logout, /validate, /validate-session
customersApi.route('/', addressesApi); //      /:id/addresses, /:id/addresses/:addressId
customersApi.route('/', passwordResetApi); //  POST /password-reset, /password-reset/confirm
customersApi.route('/', bcLoginApi); //        POST /bclogin
