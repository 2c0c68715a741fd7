import type { FrameData } from '../../client/components/frame-types';
import type { DisplayText } from '../data/content/display-text/en-us';
import { localePath, type Locale } from '../domain/locale';

/** Header and footer links of the shop for a locale. */
export function buildFrame(locale: Locale, text: DisplayText): FrameData {
  const link = (key: keyof DisplayText, path: string) => ({ label: text[key], href: localePath(locale, path) });
  return {
    nav: [
      link('nav.skis', '/c/skis'),
      link('nav.boots', '/c/boots'),
      link('nav.bindings', '/c/bindings'),
      link('nav.poles', '/c/poles'),
      link('nav.accessories', '/c/accessories'),
      link('nav.journal', '/blog'),
      link('nav.team', '/team'),
    ],
    secondary: [link('nav.support', '/support'), link('nav.stores', '/stores'), link('nav.pro', '/pro')],
    topAlert: null,
    footerColumns: [
      { title: text['footer.shop'], links: [link('nav.skis', '/c/skis'), link('nav.boots', '/c/boots'), link('nav.poles', '/c/poles'), link('nav.accessories', '/c/accessories')] },
      { title: text['footer.help'], links: [link('nav.support', '/support'), link('footer.contact', '/support/contact'), link('nav.stores', '/stores')] },
      { title: text['footer.company'], links: [link('footer.about', '/about'), link('nav.team', '/team'), link('nav.pro', '/pro'), link('footer.privacy', '/privacy')] },
    ],
    social: [],
    contact: null,
  };
}
