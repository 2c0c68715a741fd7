/**
 * The embedded catalog: content entries for products and categories (all locales) and the
 * commerce settings of each store. Commerce product records are built on demand by the
 * commerce provider (buildCommerceProduct), once per isolate.
 */
import type { ContentLocale } from '../../domain/locale';
import { productSeeds } from './all-seeds';
import { buildContentProduct } from './build-content';
import { categoryTranslations, colorGroupTranslations, productTranslations } from './translations';
import type { TranslatedLocale } from './nouns';
import type { ColorGroup, ContentProduct, ProductCategory } from '../../providers/content/catalog-entries';

export { productSeeds } from './all-seeds';
export { buildCommerceProduct, MAX_VARIANTS } from './build-commerce';
export { colorImageId } from './build-content';
export { categoryGroups, categoryId, productCategories } from './categories';
export { colorFromSlug, colorHex, PALETTE, type ColorName } from './palette';
export { CATALOGUE_COUNTRIES, REGION_CURRENCY } from './pricing';
export {
  automatedRelatedProductsConfig, categoryProductAddOnConfig, colorGroups, hideProductAttributes, manageProductAttributes,
} from './product-config';
export { categoryTranslations, colorGroupTranslations, productTranslations } from './translations';
export { currencies, currencyFormat } from './settings/currencies';
export { countries, states } from './settings/countries';
export { customerGroups } from './settings/customer-groups';
export { shippingMethods, shippingSettings, shippingZones } from './settings/shipping';
export { stores } from './settings/store';
export type * from './types';
export type { TranslatedLocale } from './nouns';

/** Every product as a content entry in en-us, discontinued ones included. */
export const contentProducts: ContentProduct[] = productSeeds.map(buildContentProduct);

const translated = (locale: ContentLocale): TranslatedLocale | null => (locale === 'en-us' ? null : locale);

/** A product entry in a locale; missing translated fields keep the en-us value (spec §7 fallback). */
export function localizeProduct(product: ContentProduct, locale: ContentLocale): ContentProduct {
  const l = translated(locale);
  const copy = l ? productTranslations[l][product.uid] : undefined;
  return copy ? { ...product, ...definedOnly(copy) } : product;
}

export function localizeCategory(category: ProductCategory, locale: ContentLocale): ProductCategory {
  const l = translated(locale);
  const copy = l ? categoryTranslations[l][category.uid] : undefined;
  return copy ? { ...category, ...definedOnly({ title: copy.title, display_title: copy.display_title }) } : category;
}

export function localizeColorGroup(group: ColorGroup, locale: ContentLocale): ColorGroup {
  const l = translated(locale);
  const copy = l ? colorGroupTranslations[l][group.uid] : undefined;
  return copy ? { ...group, color_name: copy.color_name } : group;
}

/** Drops undefined and empty strings so they never shadow the base value. */
function definedOnly<T extends object>(copy: T): Partial<T> {
  return Object.fromEntries(Object.entries(copy).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;
}
