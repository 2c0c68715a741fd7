/** Shapes only the seed generator uses: per-locale copy that overrides a catalog entry. */
import type { ContentProduct, ProductCategory } from '../../ports/content/catalog-entries';

export type ContentProductCopy = Partial<
  Pick<ContentProduct, 'title' | 'display_title' | 'tagline' | 'description' | 'product_specs' | 'updated_product_specs'>
>;

export type ProductCategoryCopy = Partial<Pick<ProductCategory, 'title' | 'display_title'>> & { description?: string };
