import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../edge/app-env';
import { localePath } from '../../../shared/locale';
import { currentCustomer } from '../customer-session';
import { NO_STORE } from '../../rules/cache-control';

/** Guests go to the sign-in page with a way back (`?return=`), never cached. */
function toSignIn(c: Context<AppEnv>): Response {
  const url = new URL(c.req.url);
  const back = encodeURIComponent(url.pathname + url.search);
  c.header('cache-control', NO_STORE);
  return c.redirect(`${localePath(c.get('locale'), '/account')}?return=${back}`, 302);
}

/** Account pages need a signed-in customer; guests go to the sign-in page with a way back. */
export function requireCustomer() {
  return createMiddleware<AppEnv>(async function requireCustomerMiddleware(c, next) {
    if (c.var.shopper.customer) return next();
    return toSignIn(c);
  });
}

/**
 * The layout of the signed-in account pages: puts the customer on `c.var.customer` (declared
 * in worker/edge/variables.ts AccountVariables), so no handler reads it again; a guest, or a
 * session whose account is gone, goes to the sign-in page.
 */
export function signedInCustomer() {
  return createMiddleware<AppEnv>(async function signedInCustomerMiddleware(c, next) {
    const customer = await currentCustomer(c);
    if (!customer) return toSignIn(c);
    c.set('customer', customer);
    await next();
  });
}
