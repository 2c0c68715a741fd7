import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  allLocales,
  contentLocaleFor,
  defaultLocaleForCountry,
  isAcceptedCountry,
  looksLikePrefix,
  parseLocalePrefix,
} from '../../../worker/rules/locale';
import { languageTag, localePath } from '../../../shared/locale';

describe('locale prefix parsing (spec §5: two-letter language, dash, country or global)', () => {
  it.each([
    ['en-us', { language: 'en', country: 'us', contentLocale: 'en-us' }],
    ['de-de', { language: 'de', country: 'de', contentLocale: 'de' }],
    ['fr-ca', { language: 'fr', country: 'ca', contentLocale: 'fr' }],
    ['ja-jp', { language: 'ja', country: 'jp', contentLocale: 'ja' }],
    ['no-no', { language: 'no', country: 'no', contentLocale: 'no' }],
    ['sv-se', { language: 'sv', country: 'se', contentLocale: 'sv' }],
    ['nl-be', { language: 'nl', country: 'be', contentLocale: 'en-us' }],
    ['cs-cz', { language: 'cs', country: 'cz', contentLocale: 'en-us' }],
    ['en-global', { language: 'en', country: 'global', contentLocale: 'en-us' }],
    ['en-br', { language: 'en', country: 'br', contentLocale: 'en-us' }],
  ])('accepts %s', (segment, expected) => {
    expect(parseLocalePrefix(segment)).toMatchObject({ ...expected, prefix: segment });
  });

  it.each(['de-us', 'ja-de', 'xx-yy', 'en-usa', 'EN-US', 'en_us', 'e-us', 'en-', '', 'de-br'])('rejects %s', (segment) => {
    expect(parseLocalePrefix(segment)).toBeNull();
  });

  it.each([
    ['de-de', true],
    ['xx-yy', true],
    ['en-global', true],
    ['c', false],
    ['about', false],
    ['nordic-skis', false],
  ])('%s looks like a prefix: %s', (segment, expected) => {
    expect(looksLikePrefix(segment)).toBe(expected);
  });
});

describe('accepted country values (spec §5)', () => {
  it.each([
    'us',
    'ca',
    'au',
    'at',
    'be',
    'cz',
    'fr',
    'de',
    'it',
    'jp',
    'nl',
    'no',
    'ru',
    'pl',
    'es',
    'se',
    'ch',
    'gb',
    'nz',
    'global',
    'br',
  ])('accepts %s', (value) => {
    expect(isAcceptedCountry(value)).toBe(true);
  });
  it.each(['usa', 'u', '', 'U1', '12'])('rejects %s', (value) => {
    expect(isAcceptedCountry(value)).toBe(false);
  });
});

describe("a visitor's default locale from the edge country", () => {
  it.each([
    ['US', 'en-us'],
    ['DE', 'de-de'],
    ['CA', 'en-ca'],
    ['JP', 'ja-jp'],
    ['NO', 'no-no'],
    ['SE', 'sv-se'],
    ['CH', 'de-ch'],
    ['FR', 'fr-fr'],
    ['IT', 'it-it'],
    ['ES', 'es-es'],
    ['GB', 'en-gb'],
    ['AU', 'en-au'],
    ['NZ', 'en-nz'],
    ['PL', 'pl-pl'],
    ['BR', 'en-global'],
    ['XX', 'en-us'],
    ['T1', 'en-us'],
    [null, 'en-us'],
    ['', 'en-us'],
    ['not a country', 'en-us'],
  ])('%s → %s', (country, prefix) => {
    expect(defaultLocaleForCountry(country).prefix).toBe(prefix);
  });
});

describe('countries with languages (spec §9)', () => {
  it('offers every country of the spec, with Canada in English and French', () => {
    const values = COUNTRIES.map((c) => c.value);
    expect(values).toEqual(
      expect.arrayContaining([
        'ca',
        'us',
        'at',
        'be',
        'cz',
        'fr',
        'de',
        'it',
        'nl',
        'no',
        'pl',
        'es',
        'se',
        'gb',
        'ch',
        'au',
        'nz',
        'jp',
        'global',
      ]),
    );
    expect(COUNTRIES.find((c) => c.value === 'ca')?.langs).toEqual(['en', 'fr']);
  });
  it('gives every supported locale a prefix that parses back to itself', () => {
    for (const locale of allLocales()) expect(parseLocalePrefix(locale.prefix)).toEqual(locale);
  });
});

describe('content locale (spec §9: sv, ja, no, es, de, fr, it, en-us)', () => {
  it.each([
    ['en', 'en-us'],
    ['de', 'de'],
    ['fr', 'fr'],
    ['es', 'es'],
    ['it', 'it'],
    ['sv', 'sv'],
    ['no', 'no'],
    ['ja', 'ja'],
    ['nl', 'en-us'],
    ['pl', 'en-us'],
    ['cs', 'en-us'],
  ])('%s → %s', (language, expected) => {
    expect(contentLocaleFor(language)).toBe(expected);
  });
});

describe('locale paths (spec §2: /en-us alone maps to /)', () => {
  it.each([
    ['en-us', '/', '/'],
    ['en-us', '/cart', '/en-us/cart'],
    ['de-de', '/', '/de-de'],
    ['de-de', '/c/skis', '/de-de/c/skis'],
    ['ja-jp', 'team', '/ja-jp/team'],
  ])('%s + %s → %s', (prefix, path, expected) => {
    expect(localePath({ prefix }, path)).toBe(expected);
  });
  it.each([
    [{ language: 'de', country: 'de' }, 'de-DE'],
    [{ language: 'en', country: 'global' }, 'en'],
  ])('language tag of %o is %s', (locale, tag) => {
    expect(languageTag(locale)).toBe(tag);
  });
});
