/**
 * /{lang}/country: the country and language picker. Each language is a link back here with
 * `choose` (a locale prefix) and `return` (the page the shopper came from); a valid choice
 * sets the `locale` cookie (read by the locale middleware before the edge's country) and
 * redirects to the same page in the new locale. A choice we do not offer → 400, no cookie.
 */
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AppEnv } from '../edge/app-env';
import { countryEntry, parseLocalePrefix } from '../rules/locale';
import { languageTag, localePath } from '../../shared/locale';
import { pathInLocale } from './locale-switch';
import { LOCALE_COOKIE } from '../edge/region';
import { safeReturnPath } from '../edge/return-path';
import { pageRequest, renderPage } from '../render/render-page';
import { CountryPage } from '../../client/pages/CountryPage';
import { countryChoices } from '../../shared/country-choices';
import { shopHead } from '../render/seo-head';
import { buildShopContext } from '../render/shop-context';
import { NO_STORE } from '../rules/cache-control';

/** A year: the choice is a preference, not a session. */
const COOKIE_MAX_AGE = 365 * 24 * 3600;

export async function countryRoute(c: Context<AppEnv>): Promise<Response> {
  const choose = c.req.query('choose');
  const here = localePath(c.get('locale'), '/country');
  const returnPath = safeReturnPath(c.req.query('return'), localePath(c.get('locale')));
  if (choose !== undefined) {
    const chosen = parseLocalePrefix(choose);
    if (chosen) {
      setCookie(c, LOCALE_COOKIE, chosen.prefix, { path: '/', secure: true, httpOnly: true, sameSite: 'Lax', maxAge: COOKIE_MAX_AGE });
      c.header('cache-control', NO_STORE);
      return c.redirect(pathInLocale(returnPath, chosen), 303);
    }
  }
  const request = await pageRequest(c);
  const shop = buildShopContext(c, request, { currencies: new Map(), colorGroups: [] });
  const t = shop.t;
  const regionName = new Intl.DisplayNames([languageTag(shop.locale), 'en'], { type: 'region' });
  const entry = countryEntry(shop.locale.country);
  const countryLabel = entry.value === 'global' ? t('country.other') : (regionName.of(entry.iso) ?? entry.text);
  const head = shopHead(shop, { title: t('route.country.title'), description: t('route.country.description'), rest: '/country' });
  return renderPage(c, request, {
    status: choose !== undefined ? 400 : 200,
    head: choose !== undefined || c.req.query('return') !== undefined ? { ...head, robots: 'noindex, follow' } : head,
    headers: choose !== undefined ? { 'cache-control': NO_STORE } : undefined,
    body: (
      <CountryPage
        crumbs={[{ label: t('nav.home'), href: localePath(shop.locale) }, { label: t('route.country.title') }]}
        title={t('route.country.title')}
        lede={t('route.country.description')}
        current={t('country.current').replace('{country}', countryLabel)}
        heading={t('country.heading')}
        error={choose !== undefined ? t('country.badChoice') : null}
        countries={countryChoices({ current: shop.locale.prefix, action: here, returnPath, otherLabel: t('country.other') })}
        chooseLabel={t('country.choose')}
        currentLabel={t('country.currentMark')}
      />
    ),
  });
}
