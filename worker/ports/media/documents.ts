/** The embedded image service's one document: what each product looks like (kind and colours). */
import type { ProductKind } from '../content/catalog-entries';

export interface MediaProduct {
  uid: string;
  /** The product's name in the base locale: the picture's title. */
  title: string;
  kind: ProductKind;
  colors: string[];
}

export interface MediaProductsDocument {
  products: MediaProduct[];
}

export const mediaPaths = {
  products: () => 'media/products.json',
};
