/**
 * Display texts that carry a count: "1 product" and "2 products". A counted text keeps its
 * singular under `<key>.one` beside the plural under `<key>`, and the language's CLDR plural
 * rule (Intl.PluralRules) says which one a count takes: French writes "0 produit", Japanese
 * has one form for every count (its `.one` is never chosen).
 */
import type { DisplayTextKey } from './display-text';
import { fill } from './fill';
import { pluralRulesOf } from './intl';

/** The display texts with a `{count}` that changes the words around it. */
export type CountedKey =
  | 'category.productCount'
  | 'category.applyFilters'
  | 'card.moreColoursLabel'
  | 'miniCart.open'
  | 'search.suggestionCount'
  | 'stores.count'
  | 'stores.mapLabel';

/** Both forms of a counted text, as islands take them in their props. */
export interface CountForms {
  one: string;
  other: string;
}

export function countForms(t: (key: DisplayTextKey) => string, key: CountedKey): CountForms {
  return { one: t(`${key}.one`), other: t(key) };
}

/** The form the count takes in the language `tag` (a BCP 47 tag: `en-US`, `fr-FR`, `no`), with `{count}` filled. */
export function countText(forms: CountForms, count: number, tag: string): string {
  return fill(pluralRulesOf(tag).select(count) === 'one' ? forms.one : forms.other, { count });
}
