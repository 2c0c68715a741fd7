import { Island } from '../islands/Island';
import { languageTag, localePath } from '../../shared/locale';
import { returnParam } from '../../shared/return-param';
import { countForms } from '../../shared/count-text';
import { usePage, useT } from './page-context';
import type { FrameData } from './frame-types';
import { miniCartProps } from '../islands/mini-cart-props';
import { COUNT_COOKIE } from '../lib/cart-math';
import { CART_COUNT_EVENT, CART_EVENT } from '../lib/cart-state';

/** The site header: its element and what is inside it (the worker renders the inside as one string). */
export function Header({ frame }: { frame: FrameData }) {
  return (
    <header className="site-header">
      <HeaderContent frame={frame} />
    </header>
  );
}

export function HeaderContent({ frame }: { frame: FrameData }) {
  const page = usePage();
  const { locale } = page;
  const t = useT();
  const accountHref = localePath(locale, '/account');
  return (
    <>
      {frame.topAlert ? <p className="top-alert">{frame.topAlert}</p> : null}
      <div className="site-header__bar">
        {/* Its panel shows the two navigations below, read from the page when it opens. */}
        <Island
          name="mobile-menu"
          hydrate="focus"
          props={{ labels: { open: t('nav.openMenu'), close: t('nav.closeMenu'), menu: t('nav.menu') } }}
        />
        {/* biome-ignore lint/a11y/useAnchorContent: named by aria-label; the drawn logo is decorative */}
        <a className="site-header__logo" href={localePath(locale)} aria-label={`Loipe – ${t('nav.home')}`}>
          <svg viewBox="0 0 120 28" width="120" height="28" aria-hidden="true">
            <path d="M2 24 L14 6 L20 14 L26 8 L38 24 Z" fill="currentColor" opacity="0.25" />
            <path d="M0 25 C20 21 40 21 60 25" stroke="currentColor" strokeWidth="2" fill="none" />
            <text x="44" y="20" fontSize="18" fontWeight="700" letterSpacing="2" fill="currentColor">
              LOIPE
            </text>
          </svg>
        </a>
        <nav className="site-header__nav" aria-label={t('nav.main')}>
          <ul>
            {frame.nav.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__tools">
          {frame.search ? (
            <div className="site-header__search">
              <Island
                name="search-box"
                hydrate="focus"
                props={{
                  action: localePath(locale, '/search'),
                  locale: locale.prefix,
                  lang: languageTag(locale),
                  region: page.regions.content,
                  query: frame.searchQuery ?? '',
                  labels: {
                    label: t('search.label'),
                    placeholder: t('search.placeholder'),
                    submit: t('search.submit'),
                    suggestions: t('search.suggestions'),
                    products: t('search.suggestedProducts'),
                    pages: t('search.suggestedPages'),
                    count: countForms(t, 'search.suggestionCount'),
                    none: t('search.noSuggestions'),
                  },
                }}
              />
            </div>
          ) : null}
          <Island
            name="country-picker"
            hydrate="focus"
            props={{
              text: `${locale.country === 'global' ? 'INTL' : locale.country.toUpperCase()} · ${locale.language.toUpperCase()}`,
              label: `${t('nav.country')}: ${locale.country.toUpperCase()} / ${locale.language.toUpperCase()}`,
              // The list's action and the page to return to are read from the link.
              href: `${localePath(locale, '/country')}?return=${returnParam(page.path)}`,
              current: locale.prefix,
              labels: {
                title: t('route.country.title'),
                close: t('country.close'),
                other: t('country.other'),
                choose: t('country.choose'),
                current: t('country.currentMark'),
              },
            }}
          />
          {/* The content's secondary navigation usually links the account already; never twice. */}
          {/* A shared page names no one: its account link carries the greeting (data-hello) the edge fills with a signed-in customer's name (worker/page-cache/personal.ts). */}
          {page.customerName ? (
            <a className="site-header__tool site-header__account" href={accountHref}>
              {t('account.hello').replace('{name}', page.customerName)}
            </a>
          ) : frame.secondary.some((link) => link.href === accountHref) ? (
            // Where a signed-in customer's greeting goes; the edge puts it here on a shared page.
            <template data-hello={t('account.hello')} />
          ) : (
            <a className="site-header__tool" href={accountHref} data-hello={t('account.hello')}>
              {t('nav.account')}
            </a>
          )}
          {frame.pro ? (
            <a className="site-header__tool site-header__pro" href={frame.pro.href} title={frame.pro.status}>
              <span className="pro-badge" aria-hidden="true">
                {frame.pro.label}
              </span>
              <span className="visually-hidden">{frame.pro.status}</span>
              {frame.pro.employee ? <span className="pro-badge pro-badge--employee">{frame.pro.employee}</span> : null}
            </a>
          ) : null}
          {/* Hydrated at load only when the cart's count cookie has a count for this store; else when the shopper comes to it or the cart's count changes (an add moves it at once). */}
          <Island
            name="mini-cart"
            hydrate="focus"
            wake={{ cookie: `${COUNT_COOKIE}:${page.regions.commerce}`, event: `${CART_COUNT_EVENT} ${CART_EVENT}` }}
            props={miniCartProps(page, t)}
          />
        </div>
      </div>
      <nav className="site-header__secondary" aria-label={t('nav.secondary')}>
        <ul>
          {frame.secondary.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
