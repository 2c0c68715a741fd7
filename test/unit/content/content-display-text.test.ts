import { describe, expect, it } from 'vitest';
import { CONTENT_LOCALES } from '../../../worker/rules/locale';
import { enUs } from '../../../worker/data/content/display-text/en-us';
import { displayTextTranslations } from '../../../worker/data/content/display-text/index';
import { cx } from '../../support/calls';
import { testContent } from '../../support/data';

const KEYS = Object.keys(enUs);
const TRANSLATED = CONTENT_LOCALES.filter((l) => l !== 'en-us') as Exclude<(typeof CONTENT_LOCALES)[number], 'en-us'>[];
const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();

describe('display text dictionary', () => {
  it('has the keys the frame and every route need', () => {
    const routes = [
      'page',
      'account',
      'accountCreate',
      'accountAddresses',
      'accountOrders',
      'accountProfile',
      'blog',
      'blogCategory',
      'blogPost',
      'category',
      'cart',
      'country',
      'product',
      'pro',
      'proCreate',
      'proSignup',
      'psia',
      'search',
      'stores',
      'styletile',
      'support',
      'supportPage',
      'team',
      'testStore',
    ];
    const needed = [
      'site.skipToContent',
      'nav.openMenu',
      'nav.closeMenu',
      'nav.menu',
      'nav.home',
      'nav.country',
      'nav.cart',
      'nav.search',
      'nav.account',
      'footer.rights',
      'route.home.title',
      'route.home.description',
      ...routes.flatMap((r) => [`route.${r}.title`, `route.${r}.description`]),
      'error.notFound.title',
      'error.notFound.text',
      'error.gone.title',
      'error.gone.text',
      'error.generic.title',
      'error.generic.link',
      'error.home',
    ];
    expect(needed.filter((k) => !(k in enUs))).toEqual([]);
    expect(enUs['error.generic.title']).toBe('Oops! Something Broke');
    expect(enUs['error.generic.link']).toBe('Return to homepage');
  });

  it('has no empty strings in any locale', () => {
    for (const [locale, table] of [['en-us', enUs], ...Object.entries(displayTextTranslations)] as const) {
      for (const [key, text] of Object.entries(table)) expect(text?.trim(), `${locale} ${key}`).not.toBe('');
    }
  });

  it.each(TRANSLATED)('%s only translates keys that exist in en-us', (locale) => {
    expect(Object.keys(displayTextTranslations[locale]).filter((k) => !(k in enUs))).toEqual([]);
  });

  it.each(TRANSLATED)('%s keeps every {placeholder} of the English text', (locale) => {
    const wrong = Object.entries(displayTextTranslations[locale])
      .filter(([key, text]) => placeholders(text ?? '').join() !== placeholders(enUs[key as keyof typeof enUs]).join())
      .map(([key]) => key);
    expect(wrong).toEqual([]);
  });

  it('translates at least 90% of the keys in every locale (figures printed)', () => {
    const figures = TRANSLATED.map((locale) => {
      const table = displayTextTranslations[locale];
      const share = KEYS.filter((k) => table[k as keyof typeof table]).length / KEYS.length;
      expect(share, locale).toBeGreaterThanOrEqual(0.9);
      return `${locale} ${(share * 100).toFixed(1)}%`;
    });
    console.log(`display text keys translated (of ${KEYS.length}): ${figures.join(', ')}`);
  });

  it.each(CONTENT_LOCALES)('serves a complete dictionary in %s', async (locale) => {
    const text = await testContent().getDisplayText(cx(locale));
    expect(Object.keys(text).sort()).toEqual([...KEYS].sort());
  });
});
