import { describe, expect, it } from 'vitest';
import { countForms, countText, type CountedKey } from '../../../shared/count-text';
import type { DisplayTextKey } from '../../../shared/display-text';
import { enUs } from '../../../worker/data/content/display-text/en-us';
import { displayTextTranslations } from '../../../worker/data/content/display-text';

const dictionaries: Record<string, Partial<Record<DisplayTextKey, string>>> = { 'en-us': enUs, ...displayTextTranslations };
const TAGS: Record<string, string> = {
  'en-us': 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  it: 'it-IT',
  sv: 'sv-SE',
  no: 'no-NO',
  ja: 'ja-JP',
};
const COUNTED: CountedKey[] = [
  'category.productCount',
  'category.applyFilters',
  'card.moreColoursLabel',
  'miniCart.open',
  'search.suggestionCount',
  'stores.count',
  'stores.mapLabel',
];

/** A locale's text for a counted key, as a page of that locale shows it. */
function say(locale: string, key: CountedKey, count: number): string {
  const text = dictionaries[locale]!;
  return countText(
    countForms((k) => text[k] ?? `missing ${k}`, key),
    count,
    TAGS[locale]!,
  );
}

describe('counted display texts: the singular for one, the plural otherwise, by the language’s plural rule', () => {
  it.each([
    ['en-us', 'category.productCount', 1, '1 product'],
    ['en-us', 'category.productCount', 0, '0 products'],
    ['en-us', 'category.productCount', 12, '12 products'],
    ['en-us', 'miniCart.open', 1, 'Open cart, 1 item'],
    ['en-us', 'miniCart.open', 3, 'Open cart, 3 items'],
    ['en-us', 'search.suggestionCount', 1, '1 suggestion. Use the up and down arrows to choose.'],
    ['en-us', 'stores.mapLabel', 1, 'Map of the first store in the list'],
    ['en-us', 'stores.mapLabel', 8, 'Map of the first 8 stores in the list'],
    ['en-us', 'category.applyFilters', 1, 'Show 1 product'],
    ['en-us', 'card.moreColoursLabel', 1, '1 more colour'],
    ['en-us', 'card.moreColoursLabel', 2, '2 more colours'],
    ['it', 'card.moreColoursLabel', 1, '1 altro colore'],
    ['de', 'card.moreColoursLabel', 3, '3 weitere Farben'],
    // French counts 0 and 1 as singular.
    ['fr', 'category.productCount', 0, '0 produit'],
    ['fr', 'category.productCount', 1, '1 produit'],
    ['fr', 'category.productCount', 2, '2 produits'],
    ['fr', 'miniCart.open', 1, 'Ouvrir le panier, 1 article'],
    ['de', 'category.productCount', 1, '1 Produkt'],
    ['de', 'category.productCount', 4, '4 Produkte'],
    ['de', 'search.suggestionCount', 1, '1 Vorschlag. Mit den Pfeiltasten auswählen.'],
    ['es', 'miniCart.open', 1, 'Abrir la cesta, 1 artículo'],
    ['es', 'stores.count', 2, '2 tiendas'],
    ['it', 'stores.mapLabel', 1, 'Mappa del primo negozio dell’elenco'],
    ['it', 'stores.mapLabel', 5, 'Mappa dei primi 5 negozi dell’elenco'],
    ['sv', 'stores.count', 1, '1 butik'],
    ['sv', 'stores.count', 3, '3 butiker'],
    ['no', 'miniCart.open', 1, 'Åpne handlekurven, 1 vare'],
    ['no', 'category.applyFilters', 7, 'Vis 7 produkter'],
    // Japanese has one form for every count.
    ['ja', 'category.productCount', 1, '1件の商品'],
    ['ja', 'category.productCount', 2, '2件の商品'],
  ] as const)('%s %s × %d → %s', (locale, key, count, expected) => {
    expect(say(locale, key, count)).toBe(expected);
  });

  it.each(Object.keys(dictionaries))('%s has both forms of every counted text, the plural with {count}', (locale) => {
    for (const key of COUNTED) {
      const forms = countForms((k) => dictionaries[locale]![k] ?? '', key);
      expect(forms.one, `${locale} ${key}.one`).not.toBe('');
      expect(forms.other, `${locale} ${key}`).toContain('{count}');
    }
  });
});
