/** The countries of spec §9 with their languages: the locale rules and the country picker (both sides) read this one list. */

export interface CountryEntry {
  /** Lowercase ISO code, or `global` for "Other". */
  value: string;
  iso: string;
  text: string;
  /** Languages the site is offered in for this country; the first is the default. */
  langs: readonly string[];
}

/** Countries with languages (spec §9); `global` stands for every other country. */
export const COUNTRIES: readonly CountryEntry[] = [
  { value: 'us', iso: 'US', text: 'United States', langs: ['en'] },
  { value: 'ca', iso: 'CA', text: 'Canada', langs: ['en', 'fr'] },
  { value: 'at', iso: 'AT', text: 'Österreich', langs: ['de', 'en'] },
  { value: 'be', iso: 'BE', text: 'Belgique / België', langs: ['fr', 'nl', 'en'] },
  { value: 'cz', iso: 'CZ', text: 'Česká republika', langs: ['cs', 'en'] },
  { value: 'fr', iso: 'FR', text: 'France', langs: ['fr', 'en'] },
  { value: 'de', iso: 'DE', text: 'Deutschland', langs: ['de', 'en'] },
  { value: 'it', iso: 'IT', text: 'Italia', langs: ['it', 'en'] },
  { value: 'nl', iso: 'NL', text: 'Nederland', langs: ['nl', 'en'] },
  { value: 'no', iso: 'NO', text: 'Norge', langs: ['no', 'en'] },
  { value: 'pl', iso: 'PL', text: 'Polska', langs: ['pl', 'en'] },
  { value: 'es', iso: 'ES', text: 'España', langs: ['es', 'en'] },
  { value: 'se', iso: 'SE', text: 'Sverige', langs: ['sv', 'en'] },
  { value: 'gb', iso: 'GB', text: 'United Kingdom', langs: ['en'] },
  { value: 'ch', iso: 'CH', text: 'Schweiz / Suisse', langs: ['de', 'fr', 'it', 'en'] },
  { value: 'au', iso: 'AU', text: 'Australia', langs: ['en'] },
  { value: 'nz', iso: 'NZ', text: 'New Zealand', langs: ['en'] },
  { value: 'jp', iso: 'JP', text: '日本', langs: ['ja', 'en'] },
  { value: 'global', iso: '', text: 'Other countries', langs: ['en'] },
];
