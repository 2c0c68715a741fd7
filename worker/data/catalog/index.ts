/**
 * The embedded catalog: content entries for products and categories (all locales) and the
 * commerce settings of each store. Commerce product records are built on demand by the
 * commerce provider (buildCommerceProduct), once per isolate.
 */
import { productSeeds } from './all-seeds';
import { buildContentProduct } from './build-content';
import type { ContentProduct } from '../../ports/content/catalog-entries';
import type { CommerceProduct } from '../../ports/commerce/records';
import type { CommerceRegion } from '../../rules/regions';
import { buildCommerceProduct } from './build-commerce';

export { productSeeds } from './all-seeds';
export { buildCommerceProduct, MAX_VARIANTS } from './build-commerce';
export { colorImageId } from './build-content';
export { categoryGroups, categoryId, productCategories } from './categories';
export { colorFromSlug, colorHex, PALETTE, type ColorName } from './palette';
export { CATALOGUE_COUNTRIES, REGION_CURRENCY } from './pricing';
export {
  automatedRelatedProductsConfig,
  categoryProductAddOnConfig,
  colorGroups,
  hideProductAttributes,
  manageProductAttributes,
} from './product-config';
export { categoryTranslations, colorGroupTranslations, productTranslations } from './translations';
export { currencies, currencyFormat } from './settings/currencies';
export { countries, states } from './settings/countries';
export { customerGroups, EMPLOYEE_GROUP_ID } from './settings/customer-groups';
export { proCodes, proCodesOf } from './settings/pro-codes';
export { shippingMethods, shippingSettings, shippingZones } from './settings/shipping';
export { stores } from './settings/store';
export type * from './types';
export type { TranslatedLocale } from './nouns';

/** Every product as a content entry in en-us, discontinued ones included. */
export const contentProducts: ContentProduct[] = productSeeds.map(buildContentProduct);

/** Every product's commerce record in a store, by id (tests and tools; the Worker reads the documents). */
export function commerceProducts(region: CommerceRegion): CommerceProduct[] {
  return productSeeds.map((seed) => buildCommerceProduct(seed, region)).sort((a, b) => a.id - b.id);
}
