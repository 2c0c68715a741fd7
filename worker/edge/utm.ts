import { createMiddleware } from 'hono/factory';
import { setCookie } from 'hono/cookie';
import type { AppEnv } from './app-env';

export const UTM_COOKIE = 'utm';
const MAX_VALUE_LENGTH = 200;

/** `utm_*` parameters of a query, trimmed to sane lengths; empty when there are none. */
export function utmParams(search: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of search) {
    if (/^utm_[a-z_]{1,30}$/.test(key) && value) out[key] = value.slice(0, MAX_VALUE_LENGTH);
  }
  return out;
}

/** Stores the campaign parameters of a landing request in a cookie (spec §2). */
export function utm() {
  return createMiddleware<AppEnv>(async function utmMiddleware(c, next) {
    await next();
    // Most requests carry no campaign: no URL to parse for them.
    if (!c.req.url.includes('utm_')) return;
    const params = utmParams(new URL(c.req.url).searchParams);
    if (Object.keys(params).length === 0) return;
    setCookie(c, UTM_COOKIE, new URLSearchParams(params).toString(), {
      path: '/',
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 30 * 24 * 3600,
    });
  });
}
