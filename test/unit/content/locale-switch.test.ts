import { describe, expect, it } from 'vitest';
import { pathInLocale } from '../../../worker/content/locale-switch';
import { parseLocalePrefix } from '../../../worker/rules/locale';
import { chooseHref, countryChoices, languageName } from '../../../shared/country-choices';
import { COUNTRIES } from '../../../shared/countries';

const locale = (prefix: string) => parseLocalePrefix(prefix)!;

describe('pathInLocale: the same page in the chosen locale', () => {
  it.each([
    ['/en-us/c/skis?color=red', 'de-de', '/de-de/c/skis?color=red'],
    ['/', 'fr-ca', '/fr-ca'],
    ['/fr-ca', 'en-us', '/'],
    ['/fr-ca/stores', 'en-us', '/en-us/stores'],
    ['/de-de', 'ja-jp', '/ja-jp'],
    ['/no-no/p/aurora-classic', 'en-global', '/en-global/p/aurora-classic'],
    ['/stores', 'sv-se', '/sv-se/stores'],
    ['/de-de/blog/', 'it-it', '/it-it/blog'],
    // A prefix we do not serve is still a prefix: it is replaced, not kept.
    ['/xx-zz/team', 'de-at', '/de-at/team'],
  ])('%s in %s → %s', (from, prefix, expected) => {
    expect(pathInLocale(from, locale(prefix))).toBe(expected);
  });
});

describe('countryChoices: every country of spec §9 with its languages', () => {
  const list = countryChoices({ current: 'fr-ca', action: '/fr-ca/country', returnPath: '/fr-ca/stores', otherLabel: 'Autres pays' });

  it("lists every country once with every language, in the spec's order", () => {
    expect(list.map((c) => c.value)).toEqual(COUNTRIES.map((c) => c.value));
    expect(list.find((c) => c.value === 'ca')!.languages.map((l) => l.prefix)).toEqual(['en-ca', 'fr-ca']);
    expect(list.find((c) => c.value === 'ch')!.languages.map((l) => l.prefix)).toEqual(['de-ch', 'fr-ch', 'it-ch', 'en-ch']);
    expect(list.find((c) => c.value === 'global')!.name).toBe('Autres pays');
  });

  it('marks the current country and language', () => {
    expect(list.filter((c) => c.current).map((c) => c.value)).toEqual(['ca']);
    expect(
      list
        .flatMap((c) => c.languages)
        .filter((l) => l.current)
        .map((l) => l.prefix),
    ).toEqual(['fr-ca']);
  });

  it('links each choice back through the picker with the page to return to', () => {
    const de = list.find((c) => c.value === 'de')!.languages[0]!;
    expect(de.href).toBe('/fr-ca/country?choose=de-de&return=%2Ffr-ca%2Fstores');
    expect(chooseHref('/country', 'en-us', '/?a=1&b=2')).toBe('/country?choose=en-us&return=%2F%3Fa%3D1%26b%3D2');
  });

  it('names each language in itself', () => {
    expect(['de', 'fr', 'ja', 'en', 'sv', 'it'].map(languageName)).toEqual([
      'Deutsch',
      'Français',
      '日本語',
      'English',
      'Svenska',
      'Italiano',
    ]);
    expect(languageName('no')).toMatch(/^Norsk/);
  });
});
