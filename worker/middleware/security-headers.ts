import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { SECURITY_HEADERS } from '../http/static-headers';

/** 128 random bits, base64: a fresh CSP nonce per response. */
export function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy(nonce: string, options: { gtm: boolean }): string {
  const gtm = options.gtm ? ' https://www.googletagmanager.com' : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${gtm}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${gtm}`,
    "media-src 'self' blob:",
    "font-src 'self'",
    `connect-src 'self'${options.gtm ? ' https://www.google-analytics.com' : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const GTM_ID = /^GTM-[A-Z0-9]+$/;

/** Puts a nonce on `c.var.nonce` and sets CSP, HSTS and the other security headers on every response. */
export function securityHeaders(options: { nonce?: () => string } = {}) {
  const makeNonce = options.nonce ?? randomNonce;
  return createMiddleware<AppEnv>(async function securityHeadersMiddleware(c, next) {
    const nonce = makeNonce();
    c.set('nonce', nonce);
    await next();
    const headers = new Headers(c.res.headers);
    headers.set('content-security-policy', contentSecurityPolicy(nonce, { gtm: GTM_ID.test(c.env.GTM_ID ?? '') }));
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
    c.res = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers });
  });
}
