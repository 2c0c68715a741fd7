/**
 * Localised catalog copy. Titles are composed from model and noun; taglines,
 * descriptions and spec rows are translated by hand. Missing fields fall back to en-us
 * field by field, and a spec text without a translation stays English.
 */
import { productSeeds } from '../all-seeds';
import type { ProductSeed } from '../seed';
import { colorGroups } from '../product-config';
import { displayTitle, type TranslatedLocale } from '../nouns';
import type { ContentProductCopy, ProductCategoryCopy } from '../types';
import { specRows } from '../build-content';
import { CATEGORY_NAMES, COLOR_NAMES, LOCALE_COLUMNS } from './categories';
import { de as deSpecs } from './specs/de';
import { es as esSpecs } from './specs/es';
import { fr as frSpecs } from './specs/fr';
import { it as itSpecs } from './specs/it';
import { ja as jaSpecs } from './specs/ja';
import { no as noSpecs } from './specs/no';
import { sv as svSpecs } from './specs/sv';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { no } from './no';
import { sv } from './sv';

const COPY: Record<TranslatedLocale, Record<string, [string, string]>> = { de, fr, es, it, sv, no, ja };
/** Spec row titles and values, English → the locale's; a text without one stays English (spec §7). */
export const specTranslations: Record<TranslatedLocale, Record<string, string>> = {
  de: deSpecs,
  fr: frSpecs,
  es: esSpecs,
  it: itSpecs,
  sv: svSpecs,
  no: noSpecs,
  ja: jaSpecs,
};

function productCopy(locale: TranslatedLocale, seeds: readonly ProductSeed[]): Record<string, ContentProductCopy> {
  const out: Record<string, ContentProductCopy> = {};
  for (const seed of seeds) {
    // A scaled copy (scale.ts) reads the hand-written copy of the product it repeats.
    const copy = COPY[locale][seed.copyOf ?? seed.uid];
    const translate = (text: string) => specTranslations[locale][text] ?? text;
    out[seed.uid] = {
      display_title: displayTitle(seed.model, seed.noun, locale),
      product_specs: specRows(seed.specs, translate),
      updated_product_specs: specRows(seed.updated, translate),
      ...(copy ? { tagline: copy[0], description: copy[1] } : {}),
    };
  }
  return out;
}

function byLocale<T>(build: (locale: TranslatedLocale, column: number) => T): Record<TranslatedLocale, T> {
  return Object.fromEntries(LOCALE_COLUMNS.map((l, i) => [l, build(l, i)])) as Record<TranslatedLocale, T>;
}

/** Localised copy of the given products (the scaled catalog's too), by locale and uid. */
export function productTranslationsFor(seeds: readonly ProductSeed[]): Record<TranslatedLocale, Record<string, ContentProductCopy>> {
  return byLocale((l) => productCopy(l, seeds));
}

export const productTranslations = productTranslationsFor(productSeeds);

export const categoryTranslations: Record<TranslatedLocale, Record<string, ProductCategoryCopy>> = byLocale((_, column) =>
  Object.fromEntries(
    Object.entries(CATEGORY_NAMES).flatMap(([uid, names]) => {
      const pair = names[column];
      return pair ? [[uid, { title: pair[0], display_title: pair[1] }]] : [];
    }),
  ),
);

export const colorGroupTranslations: Record<TranslatedLocale, Record<string, { color_name: string }>> = byLocale((_, column) =>
  Object.fromEntries(
    colorGroups.flatMap((g) => {
      const name = COLOR_NAMES[g.color_name]?.[column];
      return name ? [[g.uid, { color_name: name }]] : [];
    }),
  ),
);
