import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { localePath } from '../domain/locale';
import { accountDeps, signedInId } from '../customers/session';
import type { CustomerRecord } from '../providers/commerce/types';

/** Guests go to the sign-in page with a way back (`?return=`), never cached. */
function toSignIn(c: Context<AppEnv>): Response {
  const url = new URL(c.req.url);
  const back = encodeURIComponent(url.pathname + url.search);
  c.header('cache-control', 'no-store');
  return c.redirect(`${localePath(c.get('locale'), '/account')}?return=${back}`, 302);
}

/** Account pages need a signed-in customer; guests go to the sign-in page with a way back. */
export function requireCustomer() {
  return createMiddleware<AppEnv>(async function requireCustomerMiddleware(c, next) {
    if (c.get('customerId')) return next();
    return toSignIn(c);
  });
}

/** The customer the session names, read; null for a guest or an account that no longer exists. */
export async function signedInCustomerRecord(c: Context<AppEnv>): Promise<CustomerRecord | null> {
  const id = signedInId(c);
  return id === null ? null : c.var.commerce.getCustomer(accountDeps(c).mx, id);
}

/**
 * The layout of the signed-in account pages: reads the customer once into `c.var.customer`
 * (declared in middleware/variables.ts AccountVariables), so no handler reads it again; a
 * guest, or a session whose account is gone, goes to the sign-in page.
 */
export function signedInCustomer() {
  return createMiddleware<AppEnv>(async function signedInCustomerMiddleware(c, next) {
    const customer = await signedInCustomerRecord(c);
    if (!customer) return toSignIn(c);
    c.set('customer', customer);
    await next();
  });
}
