import { describe, expect, it } from 'vitest';
import { localize } from '../../../worker/ports/content/localize';

type Entry = {
  title: string;
  seo: { title: string; description: string };
  tags: string[];
  nav: { title: string; href: string }[];
  count?: number;
};

const base: Entry = {
  title: 'Skis',
  seo: { title: 'Skis | Loipe', description: 'All skis' },
  tags: ['classic', 'skate'],
  nav: [
    { title: 'Classic', href: '/skis/classic' },
    { title: 'Skate', href: '/skis/skate' },
  ],
  count: 2,
};

describe('localize (spec §7: language entry first, then the base entry, field by field)', () => {
  const cases: [string, Parameters<typeof localize<Entry>>[1], Entry][] = [
    ['keeps the base entry when there is no translation (en-us)', undefined, base],
    ['keeps the base entry when the translation is empty', {}, base],
    ['takes a translated top-level field and keeps the others', { title: 'Ski' }, { ...base, title: 'Ski' }],
    [
      'merges nested objects field by field',
      { seo: { title: 'Ski | Loipe' } },
      { ...base, seo: { title: 'Ski | Loipe', description: 'All skis' } },
    ],
    [
      'merges arrays of the same length element by element, keeping untranslated fields',
      { nav: [{ title: 'Klassisch' }, {}] },
      {
        ...base,
        nav: [
          { title: 'Klassisch', href: '/skis/classic' },
          { title: 'Skate', href: '/skis/skate' },
        ],
      },
    ],
    ['replaces an array of another length whole', { tags: ['klassisch'] }, { ...base, tags: ['klassisch'] }],
    ['treats an explicit undefined as "not translated"', { title: undefined }, base],
    ['treats an empty string as untranslated but takes other falsy values such as 0', { count: 0, title: '' }, { ...base, count: 0 }],
  ];

  it.each(cases)('%s', (_name, translation, expected) => {
    expect(localize(base, translation)).toEqual(expected);
  });

  it('never changes the base entry', () => {
    const before = JSON.stringify(base);
    localize(base, { title: 'Ski', seo: { title: 'x' }, nav: [{ title: 'y' }, {}] });
    expect(JSON.stringify(base)).toBe(before);
  });

  it('works on flat dictionaries such as display text', () => {
    const text = { 'nav.menu': 'Menu', 'nav.cart': 'Cart' };
    expect(localize(text, { 'nav.menu': 'Meny' })).toEqual({ 'nav.menu': 'Meny', 'nav.cart': 'Cart' });
  });
});
