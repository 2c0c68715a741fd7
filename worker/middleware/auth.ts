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

/**
 * The customer the session names; null for a guest or an account that no longer exists. The
 * customer-state middleware has usually read the record already (accounts are one database for
 * every store): that one is taken, and read here only when its read failed.
 */
export async function signedInCustomerRecord(c: Context<AppEnv>): Promise<CustomerRecord | null> {
  const id = signedInId(c);
  if (id === null) return null;
  // Unset on requests the customer-state middleware found no customer for (AccountVariables).
  const loaded = c.get('customer') as CustomerRecord | undefined;
  if (loaded?.id === id) return loaded;
  return c.var.commerce.getCustomer(accountDeps(c).mx, id);
}

/**
 * The layout of the signed-in account pages: puts the customer on `c.var.customer` (declared
 * in middleware/variables.ts AccountVariables), so no handler reads it again; a guest, or a
 * session whose account is gone, goes to the sign-in page.
 */
export function signedInCustomer() {
  return createMiddleware<AppEnv>(async function signedInCustomerMiddleware(c, next) {
    const customer = await signedInCustomerRecord(c);
    if (!customer) return toSignIn(c);
    c.set('customer', customer);
    await next();
  });
}
