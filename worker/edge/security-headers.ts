import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { SECURITY_HEADERS } from '../rules/static-headers';
import { checkoutOrigins } from '../ports/payment';

/** 128 random bits, base64: a fresh CSP nonce per response. */
export function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export interface PolicyOptions {
  gtm: boolean;
  botcheck?: string;
  formAction?: readonly string[];
  /** The CMS app that frames a live preview (its origin; worker/content/live-preview.ts): it alone may frame the response and talk to it. */
  framedBy?: string;
}

export function contentSecurityPolicy(nonce: string, options: PolicyOptions): string {
  const framedBy = options.framedBy ? ` ${options.framedBy}` : '';
  const gtm = options.gtm ? ' https://www.googletagmanager.com' : '';
  // A hosted bot check (Turnstile) runs its script and its challenge frame from its own origin.
  const botcheck = options.botcheck ? ` ${options.botcheck}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${gtm}${botcheck}`,
    ...(botcheck ? [`frame-src 'self'${botcheck}`] : []),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${gtm}`,
    "media-src 'self' blob:",
    "font-src 'self'",
    `connect-src 'self'${options.gtm ? ' https://www.google-analytics.com' : ''}${botcheck}${framedBy}`,
    "object-src 'none'",
    "base-uri 'none'",
    // The platform's checkout (PAYMENT_PROVIDER=platform) is reached by a form post answered with a
    // 303 to its storefront; browsers hold that redirect to form-action too.
    `form-action 'self'${(options.formAction ?? []).map((origin) => ` ${origin}`).join('')}`,
    `frame-ancestors ${options.framedBy ?? "'none'"}`,
  ].join('; ');
}

const GTM_ID = /^GTM-[A-Z0-9]+$/;
const STATIC_HEADERS = Object.entries(SECURITY_HEADERS);

/** A framed preview drops the headers that forbid it: `X-Frame-Options: DENY`, and COOP, which would cut the editor's tab from its opener. */
const FRAMED_HEADERS = STATIC_HEADERS.filter(([name]) => name !== 'x-frame-options' && name !== 'cross-origin-opener-policy');

function setSecurityHeaders(headers: Headers, csp: string, framed: boolean): void {
  headers.set('content-security-policy', csp);
  for (const [name, value] of framed ? FRAMED_HEADERS : STATIC_HEADERS) headers.set(name, value);
}

/** Puts a nonce on `c.var.nonce` and sets CSP, HSTS and the other security headers on every response. */
export function securityHeaders(options: { nonce?: () => string } = {}) {
  const makeNonce = options.nonce ?? randomNonce;
  return createMiddleware<AppEnv>(async function securityHeadersMiddleware(c, next) {
    const nonce = makeNonce();
    c.set('nonce', nonce);
    await next();
    const csp = contentSecurityPolicy(nonce, {
      gtm: GTM_ID.test(c.env?.GTM_ID ?? ''),
      botcheck: c.get('botcheckOrigin'),
      formAction: checkoutOrigins(c.env ?? {}),
      framedBy: c.get('framedBy'),
    });
    const framed = c.get('framedBy') !== undefined;
    try {
      // Our own responses have mutable headers: set them in place (no second Response per request).
      setSecurityHeaders(c.res.headers, csp, framed);
    } catch {
      // A response with immutable headers (one passed through from a fetch) is copied once.
      const headers = new Headers(c.res.headers);
      setSecurityHeaders(headers, csp, framed);
      c.res = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers });
    }
  });
}
