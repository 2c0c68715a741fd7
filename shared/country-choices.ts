/**
 * The country picker's list (spec §9 countries with their languages), the same for the
 * /{lang}/country page and the header's dialog: each language is a link that sets the
 * `locale` cookie and brings the shopper back to the page they were on, in that locale.
 */
import { COUNTRIES } from './countries';

export interface LanguageChoice {
  /** Locale prefix it switches to, e.g. `de-ch`. */
  prefix: string;
  language: string;
  /** The language's name in itself ("Deutsch", "français"). */
  label: string;
  href: string;
  current: boolean;
}

export interface CountryChoice {
  value: string;
  /** The country's own name ("Deutschland"); "Other countries" in the page's language for `global`. */
  name: string;
  languages: LanguageChoice[];
  current: boolean;
}

/** A language's name in that language, first letter capitalised as a menu item is ("Français"). */
export function languageName(language: string): string {
  let name = language;
  try {
    name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  } catch {
    // An engine without display names keeps the code.
  }
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

/** The link that chooses a locale: `{action}?choose=de-de&return=/en-us/stores`. */
export function chooseHref(action: string, prefix: string, returnPath: string): string {
  return `${action}?${new URLSearchParams({ choose: prefix, return: returnPath })}`;
}

export function countryChoices(options: { current: string; action: string; returnPath: string; otherLabel: string }): CountryChoice[] {
  return COUNTRIES.map((country) => ({
    value: country.value,
    name: country.value === 'global' ? options.otherLabel : country.text,
    current: options.current.endsWith(`-${country.value}`),
    languages: country.langs.map((language) => {
      const prefix = `${language}-${country.value}`;
      return {
        prefix,
        language,
        label: languageName(language),
        href: chooseHref(options.action, prefix, options.returnPath),
        current: prefix === options.current,
      };
    }),
  }));
}
