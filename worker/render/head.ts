import { allLocales, languageTag, localePath, type Locale } from '../domain/locale';

/** Title and meta tags of a page: known before the shell is flushed (DESIGN §4). */
export interface HeadData {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical?: string;
  /** hreflang → absolute URL, including `x-default`. */
  alternates?: { hreflang: string; href: string }[];
  robots?: string;
  openGraph?: Record<string, string>;
  jsonLd?: object[];
}

/** Canonical URL and hreflang alternates of a page that exists in every locale. */
export function localeAlternates(origin: string, locale: Locale, rest: string): Pick<HeadData, 'canonical' | 'alternates'> {
  const alternates = allLocales().map((l) => ({ hreflang: languageTag(l), href: origin + localePath(l, rest) }));
  alternates.push({ hreflang: 'x-default', href: origin + localePath({ prefix: 'en-us' }, rest) });
  return { canonical: origin + localePath(locale, rest), alternates };
}

/** `Title | Brand`, unless the title already is the brand. */
export function pageTitle(title: string, brand: string): string {
  return title === brand ? brand : `${title} | ${brand}`;
}

/**
 * Spec §2 error page titles: 'Page Not Found | {brand}' and 'Product Not Available | {brand}'
 * in English, the same words in the page's language elsewhere (display text keys
 * `error.pageTitle.notFound` / `error.pageTitle.gone`).
 */
export function errorPageTitle(
  status: number,
  text: { 'error.pageTitle.notFound': string; 'error.pageTitle.gone': string },
  brand: string,
): string {
  const template = status === 410 ? text['error.pageTitle.gone'] : text['error.pageTitle.notFound'];
  return template.replace('{brand}', brand);
}
