import { IMAGE_QUALITY, imageUrl } from '../../shared/image-url';

/** Cart lines show a square thumbnail; the URL asks for twice its CSS size for dense screens. */
export const CART_IMAGE_SIZE = 120;

/** The media service's URL of a variant's picture at cart-line size. */
export function productImageUrl(imageId: string): string {
  return imageUrl({ id: imageId, width: CART_IMAGE_SIZE * 2, height: CART_IMAGE_SIZE * 2, quality: IMAGE_QUALITY.card, alias: 'loipe' });
}
