/**
 * Locales and countries (spec §2, §5, §9): every page path starts with /{lang}-{country},
 * language two letters, country two letters or `global`.
 */
import { CONTENT_LOCALES, type ContentLocale, type Locale } from '../../shared/locale';
import { COUNTRIES, type CountryEntry } from '../../shared/countries';

export { CONTENT_LOCALES, type ContentLocale, type Locale } from '../../shared/locale';

export const DEFAULT_COUNTRY = 'us';
export const DEFAULT_LANGUAGE = 'en';
export const DEFAULT_CONTENT_LOCALE: ContentLocale = 'en-us';

export { COUNTRIES, type CountryEntry } from '../../shared/countries';

const BY_VALUE = new Map(COUNTRIES.map((c) => [c.value, c]));
const GLOBAL = BY_VALUE.get('global')!;

/** The country entry for a code; any other two-letter code is served as "Other". */
export function countryEntry(country: string): CountryEntry {
  return BY_VALUE.get(country) ?? GLOBAL;
}

/** Spec §5: a known country, `global`, or any two-letter code. */
export function isAcceptedCountry(value: string): boolean {
  return value === 'global' || /^[a-z]{2}$/.test(value);
}

const PREFIX_PATTERN = /^([a-z]{2})-([a-z]{2}|global)$/;

/** True when a path segment has the shape of a locale prefix (it may still be unsupported). */
export function looksLikePrefix(segment: string): boolean {
  return PREFIX_PATTERN.test(segment);
}

/** Parses `de-de` into a locale, or null when the shape or the language/country pair is not offered. */
export function parseLocalePrefix(segment: string): Locale | null {
  const match = PREFIX_PATTERN.exec(segment);
  if (!match) return null;
  const [, language, country] = match as unknown as [string, string, string];
  if (!countryEntry(country).langs.includes(language)) return null;
  return makeLocale(language, country);
}

export function makeLocale(language: string, country: string): Locale {
  return { language, country, prefix: `${language}-${country}`, contentLocale: contentLocaleFor(language) };
}

/** Content locale for a language: en-us for English and for languages without own content. */
export function contentLocaleFor(language: string): ContentLocale {
  return (CONTENT_LOCALES as readonly string[]).includes(language) && language !== 'en'
    ? (language as ContentLocale)
    : DEFAULT_CONTENT_LOCALE;
}

/** The locale a visitor from this country gets by default (unknown or missing → en-us). */
export function defaultLocaleForCountry(rawCountry: string | null | undefined): Locale {
  const lower = (rawCountry ?? '').trim().toLowerCase();
  if (!/^[a-z]{2}$/.test(lower) || lower === 'xx' || lower === 't1') return makeLocale(DEFAULT_LANGUAGE, DEFAULT_COUNTRY);
  const entry = countryEntry(lower);
  return makeLocale(entry.langs[0]!, entry.value);
}

/** Every locale prefix the site serves, for hreflang and sitemaps. */
export function allLocales(): Locale[] {
  return COUNTRIES.flatMap((c) => c.langs.map((l) => makeLocale(l, c.value)));
}
