/** Locales as both sides use them: the content locales, a page's locale and its paths. */

export const CONTENT_LOCALES = ['en-us', 'de', 'fr', 'es', 'it', 'sv', 'no', 'ja'] as const;

export type ContentLocale = (typeof CONTENT_LOCALES)[number];

export interface Locale {
  language: string;
  country: string;
  /** The path prefix, `{language}-{country}`. */
  prefix: string;
  /** Content locale the text comes from (falls back to en-us field by field). */
  contentLocale: ContentLocale;
}

/** Path of a page in a locale: en-us home is `/`, everything else carries the prefix. */
export function localePath(locale: Pick<Locale, 'prefix'>, path = '/'): string {
  const rest = path === '/' ? '' : path.startsWith('/') ? path : `/${path}`;
  if (locale.prefix === 'en-us' && rest === '') return '/';
  return `/${locale.prefix}${rest}`;
}

/** BCP 47 tag for Intl and hreflang: `de-DE`; `global` becomes the bare language. */
export function languageTag(locale: Pick<Locale, 'language' | 'country'>): string {
  return locale.country === 'global' ? locale.language : `${locale.language}-${locale.country.toUpperCase()}`;
}
