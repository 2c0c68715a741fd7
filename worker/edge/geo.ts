import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { parseCoordinate, type Position } from '../rules/distance';

/** The visitor's address as the edge saw it (throttles key on it); `unknown` where none was given (tests, tools). */
export const clientIp = (c: Context<AppEnv>): string => c.req.header('cf-connecting-ip') ?? c.req.header('x-real-ip') ?? 'unknown';

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

/**
 * The visitor's approximate position: `request.cf.latitude/longitude` at the edge (strings
 * there). Under the same DEV_GEO_HEADER switch, `CF-IPLatitude` and `CF-IPLongitude`
 * request headers override it. Null when either half is missing or out of range.
 */
export function visitorPosition(c: Context<AppEnv>): Position | null {
  if (c.env.DEV_GEO_HEADER === 'true') {
    const latitude = parseCoordinate(c.req.header('cf-iplatitude'), 90);
    const longitude = parseCoordinate(c.req.header('cf-iplongitude'), 180);
    if (latitude !== null && longitude !== null) return { latitude, longitude };
  }
  const cf = (c.req.raw as { cf?: { latitude?: unknown; longitude?: unknown } }).cf;
  const latitude = parseCoordinate(typeof cf?.latitude === 'number' ? String(cf.latitude) : (cf?.latitude as string | undefined), 90);
  const longitude = parseCoordinate(typeof cf?.longitude === 'number' ? String(cf.longitude) : (cf?.longitude as string | undefined), 180);
  return latitude !== null && longitude !== null ? { latitude, longitude } : null;
}

export function geo() {
  return createMiddleware<AppEnv>(async function geoMiddleware(c, next) {
    c.set('geoCountry', visitorCountry(c));
    await next();
  });
}
