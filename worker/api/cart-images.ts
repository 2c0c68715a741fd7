/**
 * Cart line pictures: the media service's image URL for a variant's image id, at the size
 * a cart line shows it (square thumbnails, 2x for dense screens). Aligned with the media
 * route of worker/providers/media (`/i/{alias}/{id}` with Amplience-style parameters).
 */
export const CART_IMAGE_SIZE = 120;

export function productImageUrl(imageId: string): string {
  const size = CART_IMAGE_SIZE * 2;
  return `/i/loipe/${encodeURIComponent(imageId)}?w=${size}&h=${size}&sm=aspect&fmt=auto&qlt=90&bg=%23ffffff`;
}
