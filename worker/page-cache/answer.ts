/**
 * A stored page as this response: what the page cache middleware (middleware.ts)
 * and the held-page stage (held-pages.ts) answer a hit with, built once per response.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../edge/app-env';
import { cacheStatus, type CacheOutcome } from './rules';
import { withNonce } from '../render/nonce-rewrite';
import type { HotPage } from './hot-pages';
import { PRIVATE_REVALIDATE } from '../rules/cache-control';
import { fillPersonal, hasPersonalParts, type PersonalParts } from './personal';

/**
 * Its bytes with this response's nonce, its headers with `Cache-Status` and `private, max-age=0`,
 * mutable for the middleware after it (utm's cookie, the security headers, Server-Timing); with
 * `parts`, the shopper's own parts filled in.
 */
export function answerFromCopy(
  c: Context<AppEnv>,
  stored: HotPage,
  responseNonce: string,
  outcome: CacheOutcome,
  parts: PersonalParts | null = null,
): Response {
  c.set('cacheOutcome', outcome);
  // The page's forms load a hosted bot check (Turnstile): this answer's CSP allows its origin, as the render's did.
  if (stored.botcheckOrigin) c.set('botcheckOrigin', stored.botcheckOrigin);
  // A list, not a Headers: the Response builds its own headers from it once (a Headers object given
  // here is copied into a second one: 4% of a hit's CPU profile).
  const headers: [string, string][] = [
    ...(stored.headers as [string, string][]),
    ['cache-status', cacheStatus(outcome)],
    ['cache-control', PRIVATE_REVALIDATE],
  ];
  const body = c.req.method === 'HEAD' ? null : withNonce(stored.template, responseNonce);
  const response = new Response(body, { status: stored.status, headers });
  // A shopper's own parts (their token, cart count, name) are written into this answer only (personal.ts).
  return hasPersonalParts(parts) ? fillPersonal(response, parts) : response;
}
