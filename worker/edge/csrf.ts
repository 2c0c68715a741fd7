import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import type { Session } from './session-records';
import { apiError } from './errors';
import { formTooLarge, MAX_BODY_BYTES, tooLarge } from './limits';
import { formInput, isFormPost } from './validate';
import { NO_STORE } from '../rules/cache-control';

export const CSRF_HEADER = 'csrf-token';
export const CSRF_FIELD = 'csrf_token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const encoder = new TextEncoder();

function base64url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The session's anti-forgery token: an HMAC of the session id under the session's own secret, which never leaves KV. */
export async function csrfTokenFor(session: Session): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(session.data.csrfSecret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return base64url(await crypto.subtle.sign('HMAC', key, encoder.encode(`csrf:${session.id}`)));
}

/** Constant-time comparison, so the token cannot be guessed byte by byte from response times. */
function sameToken(given: string, expected: string): boolean {
  const a = encoder.encode(given);
  const b = encoder.encode(expected);
  if (a.byteLength !== b.byteLength) return false;
  let diff = 0;
  for (let i = 0; i < a.byteLength; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

async function tokenOf(c: Context<AppEnv>): Promise<string | 'too-large' | null> {
  const header = c.req.header(CSRF_HEADER);
  if (header) return header;
  if (!isFormPost(c)) return null;
  if (formTooLarge(c)) return 'too-large';
  return (await formInput(c))[CSRF_FIELD] ?? null;
}

/**
 * POST endpoints that need no token (the cross-site refusal still applies): GraphQL and
 * search only read (a search click is the engine's analytics, nothing of the shopper's, as is a
 * Web Vitals beacon, which a page sends as it is hidden), and
 * the newsletter form sits in the footer of every page, and the consent banner above it, which
 * must not create a session per page view to carry a token (the consent route takes posts from
 * our own pages only: worker/consent/api.ts).
 */
export const TOKEN_EXEMPT_PATHS: readonly string[] = [
  '/api/consent',
  '/api/graphql',
  '/api/newsletter',
  '/api/rum',
  '/api/search',
  '/api/search/click',
];

/**
 * Operator calls (PUT /api/inventory/{variantId}, a restock) come from back-office tools, not
 * browsers: no session cookie to forge, and each must carry the OPS_TOKEN bearer secret instead;
 * so do the page cache purge (OPS_TOKEN) and the vendors' webhooks (their own secrets).
 */
export const TOKEN_EXEMPT_PREFIXES: readonly string[] = ['/api/inventory/', '/api/cache/', '/api/webhooks/'];

export interface CsrfOptions {
  /** Paths whose POSTs need no token. */
  exempt?: (path: string) => boolean;
  /** The answer to a refused page form (no-JS); /api answers JSON. */
  pageFailure?: (c: Context<AppEnv>, reason: 'csrf' | 'too-large') => Response | Promise<Response>;
}

/**
 * True when the browser says the request comes from one of our own pages: Fetch Metadata
 * (`Sec-Fetch-Site: same-origin`), or, from browsers without it, an `Origin` equal to ours.
 * A request with neither proves nothing and is not trusted.
 */
export function isSameOrigin(c: Context): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin';
  const origin = c.req.header('origin');
  return origin !== undefined && origin === new URL(c.req.url).origin;
}

/**
 * Spec §6/§7: every state-changing request of a session carries the session's token, in
 * the `csrf-token` header or (plain forms) a `csrf_token` field; cross-site requests are
 * refused outright. Missing or wrong → 403 `{ error: { code: "csrf" } }`.
 *
 * A visitor without a session has no stored record to hold a token, and pages never make
 * one just to render a form (an anonymous page view writes nothing and stays cacheable).
 * Their first plain form post (add to cart, sign in) is accepted when the browser proves it
 * comes from our own pages (`isSameOrigin`); the route then creates the session, whose
 * token every later post carries. JSON calls get their session from GET /api/session first.
 */
export function csrf(options: CsrfOptions = {}) {
  const exempt =
    options.exempt ?? ((path: string) => TOKEN_EXEMPT_PATHS.includes(path) || TOKEN_EXEMPT_PREFIXES.some((p) => path.startsWith(p)));
  return createMiddleware<AppEnv>(async function csrfMiddleware(c, next) {
    c.set('csrfToken', async () => {
      const current = c.get('session').current();
      return current ? csrfTokenFor(current) : null;
    });
    if (SAFE_METHODS.has(c.req.method)) return next();
    const path = new URL(c.req.url).pathname;
    const api = path.startsWith('/api/');
    const refuse = (reason: 'csrf' | 'too-large', message: string) => {
      c.header('cache-control', NO_STORE);
      if (!api && options.pageFailure) return options.pageFailure(c, reason);
      return reason === 'too-large' ? tooLarge(c) : apiError(c, 403, 'csrf', message);
    };

    if (c.req.header('sec-fetch-site') === 'cross-site') return refuse('csrf', 'Cross-site requests may not change anything here');
    if (exempt(path)) return next();
    const given = await tokenOf(c);
    if (given === 'too-large') return refuse('too-large', `A form may carry at most ${MAX_BODY_BYTES} bytes`);
    const session = c.get('session').current();
    if (!session) {
      if (isFormPost(c) && isSameOrigin(c)) return next();
      return refuse('csrf', 'No session: call GET /api/session for a session and a csrf token');
    }
    if (!given) return refuse('csrf', `Missing ${CSRF_HEADER} header`);
    if (!sameToken(given, await csrfTokenFor(session))) return refuse('csrf', `The ${CSRF_HEADER} does not match this session`);
    return next();
  });
}
