/**
 * /{lang}/consent: the footer's "Cookie settings", where a shopper who has chosen changes their
 * mind (the banner is gone for them). The same form as the banner, the current choice ticked,
 * back to the page they came from (`?return=`, a path on this site). Read from the choice
 * cookie, so it is personal: never kept by the page cache.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../edge/app-env';
import { safeReturnPath } from '../edge/return-path';
import { pageRequest, renderPage } from '../render/render-page';
import { shopHead } from '../render/seo-head';
import { buildShopContext } from '../render/shop-context';
import { PRIVATE_NO_STORE } from '../rules/cache-control';
import { localePath } from '../../shared/locale';
import { CONSENT_COOKIE, consentDefaults, needsOptIn, parseConsentCookie } from '../../shared/consent';
import { ConsentPage } from '../../client/pages/ConsentPage';

export async function consentRoute(c: Context<AppEnv>): Promise<Response> {
  const request = await pageRequest(c);
  // This page is the choice itself: no banner above it.
  request.context.consentBanner = false;
  const shop = buildShopContext(c, request, { currencies: new Map(), colorGroups: [] });
  const { t, locale } = shop;
  const stored = parseConsentCookie(getCookie(c, CONSENT_COOKIE));
  const head = shopHead(shop, { title: t('consent.settings'), description: t('consent.title'), rest: '/consent' });
  return renderPage(c, request, {
    head: { ...head, robots: 'noindex, follow' },
    headers: { 'cache-control': PRIVATE_NO_STORE },
    body: (
      <ConsentPage
        crumbs={[{ label: t('nav.home'), href: localePath(locale) }, { label: t('consent.settings') }]}
        title={t('consent.settings')}
        text={t(needsOptIn(locale.country) ? 'consent.text' : 'consent.notice')}
        current={stored ? t('consent.current') : null}
        privacy={{ label: t('consent.privacy'), href: localePath(locale, '/privacy') }}
        returnTo={safeReturnPath(c.req.query('return'), localePath(locale))}
        checked={stored ?? consentDefaults(locale.country)}
      />
    ),
  });
}
