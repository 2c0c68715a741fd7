import type { Locale } from '../rules/locale';
import { localePath } from '../../shared/locale';

/** Title and meta tags of a page: known before the shell is flushed (DESIGN §4). */
export interface HeadData {
  title: string;
  description: string;
  /**
   * Absolute canonical URL. The page's hreflang alternates are not in its head: the locale
   * sitemaps list them (worker/content/sitemap.tsx), each URL with exactly the locales that offer it.
   */
  canonical?: string;
  robots?: string;
  openGraph?: Record<string, string>;
  jsonLd?: object[];
}

/** Absolute canonical URL of a page: `rest` is its path after the locale prefix. */
export function canonicalUrl(origin: string, locale: Locale, rest: string): string {
  return origin + localePath(locale, rest);
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
