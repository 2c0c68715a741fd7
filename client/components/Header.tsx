import { Island } from '../islands/Island';
import { localePath } from '../../shared/locale';
import { usePage, useT } from '../lib/page-context';
import type { FrameData } from './frame-types';
import { miniCartProps } from '../islands/mini-cart-props';

export function Header({ frame }: { frame: FrameData }) {
  const page = usePage();
  const { locale } = page;
  const t = useT();
  const accountHref = localePath(locale, '/account');
  return (
    <header className="site-header">
      {frame.topAlert ? <p className="top-alert">{frame.topAlert}</p> : null}
      <div className="site-header__bar">
        <Island
          name="mobile-menu"
          props={{
            labels: { open: t('nav.openMenu'), close: t('nav.closeMenu'), menu: t('nav.menu') },
            links: frame.nav,
            secondary: frame.secondary,
          }}
        />
        <a className="site-header__logo" href={localePath(locale)} aria-label={`Loipe – ${t('nav.home')}`}>
          <svg viewBox="0 0 120 28" width="120" height="28" aria-hidden="true" focusable="false">
            <path d="M2 24 L14 6 L20 14 L26 8 L38 24 Z" fill="currentColor" opacity="0.25" />
            <path d="M0 25 C20 21 40 21 60 25" stroke="currentColor" strokeWidth="2" fill="none" />
            <text x="44" y="20" fontSize="18" fontWeight="700" letterSpacing="2" fill="currentColor">LOIPE</text>
          </svg>
        </a>
        <nav className="site-header__nav" aria-label={t('nav.main')}>
          <ul>
            {frame.nav.map((link) => (
              <li key={link.href}><a href={link.href}>{link.label}</a></li>
            ))}
          </ul>
        </nav>
        <div className="site-header__tools">
          <a className="site-header__tool" href={localePath(locale, '/search')}>{t('nav.search')}</a>
          <a className="site-header__tool site-header__country" href={localePath(locale, '/country')} aria-label={`${t('nav.country')}: ${locale.country.toUpperCase()} / ${locale.language.toUpperCase()}`}>
            {locale.country === 'global' ? 'INTL' : locale.country.toUpperCase()} · {locale.language.toUpperCase()}
          </a>
          {/* The content's secondary navigation usually links the account already; never twice. */}
          {frame.secondary.some((link) => link.href === accountHref) ? null : (
            <a className="site-header__tool" href={accountHref}>{t('nav.account')}</a>
          )}
          {frame.pro ? (
            <a className="site-header__tool site-header__pro" href={frame.pro.href} title={frame.pro.status}>
              <span className="pro-badge" aria-hidden="true">{frame.pro.label}</span>
              <span className="visually-hidden">{frame.pro.status}</span>
              {frame.pro.employee ? <span className="pro-badge pro-badge--employee">{frame.pro.employee}</span> : null}
            </a>
          ) : null}
          <Island name="mini-cart" props={miniCartProps(page, t)} />
        </div>
      </div>
      <nav className="site-header__secondary" aria-label={t('nav.secondary')}>
        <ul>
          {frame.secondary.map((link) => (
            <li key={link.href}><a href={link.href}>{link.label}</a></li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
