import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * The visitor's country: `request.cf.country` at the edge. When DEV_GEO_HEADER is on
 * (`npm start` and tests only), a `CF-IPCountry` request header overrides it, so anyone
 * can try any country locally; a deploy never honours the header.
 */
export function visitorCountry(c: Context<AppEnv>): string | null {
  if (c.env.DEV_GEO_HEADER === 'true') {
    const header = c.req.header('cf-ipcountry');
    if (header && /^[A-Za-z]{2}$/.test(header)) return header.toLowerCase();
  }
  const cf = (c.req.raw as { cf?: { country?: unknown } }).cf;
  const country = typeof cf?.country === 'string' ? cf.country : null;
  return country && /^[A-Za-z]{2}$/.test(country) ? country.toLowerCase() : null;
}

export function geo() {
  return createMiddleware<AppEnv>(async function geoMiddleware(c, next) {
    c.set('geoCountry', visitorCountry(c));
    c.set('customerId', null);
    await next();
  });
}
