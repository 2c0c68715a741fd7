/**
 * The consent banner leaves once a choice is made, with or without JavaScript. Every page is
 * rendered (and kept by the page cache) with the banner; an answer to a request that carries a
 * choice of the current policy (shared/consent.ts) goes out without it, dropped by HTMLRewriter
 * as the bytes stream by. So a stored page stays one copy for everyone, and a request without
 * the cookie (every first visit, every bench hit) costs nothing here but one cookie lookup.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { hasConsentChoice } from '../../shared/consent';

/** The banner's element (client/components/ConsentBanner.tsx). */
export const CONSENT_BANNER_SELECTOR = '[data-consent-banner]';

/** `response` without the consent banner: a streamed copy, its headers mutable, its length no longer known. */
export function withoutConsentBanner(response: Response): Response {
  const dropped = new HTMLRewriter()
    .on(CONSENT_BANNER_SELECTOR, {
      element(element) {
        element.remove();
      },
    })
    .transform(response);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(dropped.body, { status: response.status, statusText: response.statusText, headers });
}

/** Drops the banner from HTML answers to shoppers who have chosen: pages rendered here and page-cache hits alike. */
export function consentBanner() {
  return createMiddleware<AppEnv>(async function consentBannerMiddleware(c, next) {
    await next();
    if (!c.res.body || !hasConsentChoice(c.req.header('cookie'))) return;
    if (!(c.res.headers.get('content-type') ?? '').startsWith('text/html')) return;
    const answer = withoutConsentBanner(c.res);
    // Hono's setter copies the old answer's headers onto the new one: clear it first, so a stale length cannot come back.
    c.res = undefined;
    c.res = answer;
  });
}
