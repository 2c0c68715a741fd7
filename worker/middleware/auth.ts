import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { localePath } from '../domain/locale';

/** Account pages need a signed-in customer; guests go to the sign-in page with a way back. */
export function requireCustomer() {
  return createMiddleware<AppEnv>(async function requireCustomerMiddleware(c, next) {
    if (c.get('customerId')) return next();
    const url = new URL(c.req.url);
    const back = encodeURIComponent(url.pathname + url.search);
    c.header('cache-control', 'no-store');
    return c.redirect(`${localePath(c.get('locale'), '/account')}?return=${back}`, 302);
  });
}
