import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { looksLikePrefix, parseLocalePrefix, type Locale } from '../rules/locale';
import { localePath } from '../../shared/locale';
import { regionsFor } from '../rules/regions';
import { resolveRedirect, type RedirectRule } from '../rules/redirects';
import { legacyRedirects } from '../data/redirects';
import { visitorLocale } from './region';
import { apiError } from './errors';
import { NO_STORE } from '../rules/cache-control';
import { asksForPreview } from '../rules/live-preview';

function setLocale(c: Context<AppEnv>, locale: Locale): void {
  c.set('locale', locale);
  c.set('regions', regionsFor(locale.country));
}

/**
 * Locale prefix and legacy redirects for page paths (spec §2 "Before each navigation"):
 * an unprefixed path goes to the visitor's prefix, `/en-us` alone to `/`, a legacy path
 * through the redirect map; an unsupported prefix is a 404.
 */
export function locale(options: { rules?: readonly RedirectRule[] } = {}) {
  const rules = options.rules ?? legacyRedirects;
  return createMiddleware<AppEnv>(async function localeMiddleware(c, next) {
    const url = new URL(c.req.url);
    const allowedHosts = (c.env.REDIRECT_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean);
    const visitor = visitorLocale(c);
    const first = url.pathname.split('/')[1] ?? '';
    const prefixed = looksLikePrefix(first);
    const pageLocale = prefixed ? parseLocalePrefix(first) : visitor;
    if (!pageLocale) {
      setLocale(c, visitor);
      return c.notFound();
    }
    const rest = prefixed ? url.pathname.slice(first.length + 1) || '/' : url.pathname;

    const redirect = resolveRedirect(rules, rest, url.search, { lang: pageLocale.prefix, allowedHosts });
    switch (redirect.kind) {
      case 'redirect':
        // A prefixed path may already be the target (`/de-de/support`): then it is the page itself.
        if (redirect.location !== url.pathname + url.search) return c.redirect(redirect.location, 301);
        break;
      case 'too-many':
        return apiError(c, 400, 'too_many_redirects', 'Too many redirects');
      case 'rejected':
        // Bad redirect data must not send visitors away; the request goes on as if unmapped.
        console.error(`redirect to ${redirect.target} rejected (${redirect.reason})`);
        break;
      case 'none':
        break;
      default:
        throw new Error(`unknown redirect result ${redirect satisfies never as string}`);
    }

    if (prefixed) {
      if (pageLocale.prefix === 'en-us' && rest === '/') return c.redirect(`/${url.search}`, 301);
      if (url.pathname.endsWith('/')) return c.redirect(`/${first}${rest.replace(/\/+$/, '')}${url.search}`, 301);
      setLocale(c, pageLocale);
      return next();
    }
    // `/` is the en-us home; an editor's live preview of it is that page wherever the editor sits.
    if (url.pathname === '/' && (visitor.prefix === 'en-us' || (url.search && asksForPreview(url.searchParams)))) {
      setLocale(c, visitor.prefix === 'en-us' ? visitor : parseLocalePrefix('en-us')!);
      return next();
    }
    c.header('cache-control', NO_STORE);
    c.header('vary', 'cookie');
    return c.redirect(localePath(visitor, url.pathname.replace(/\/+$/, '') || '/') + url.search, 302);
  });
}
