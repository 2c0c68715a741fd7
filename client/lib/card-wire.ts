/**
 * Product cards as the product-grid island's props carry them: without what the card
 * itself already says (issue 15). The alt stem is the title; the analytics id and name are
 * the card's id and title; a colour's label is its name unless translated, and its image
 * the product's colour image id unless the content names another. `unpackCard` restores
 * the card exactly.
 */
import type { AnalyticsProduct } from './analytics';
import { colorImageId } from './image-url';
import type { ColorChoice, ProductCardData } from '../components/shop-types';

export type WireColor = Omit<ColorChoice, 'label' | 'image'> & { label?: string; image?: string };

export type WireCard = Omit<ProductCardData, 'alt' | 'analytics' | 'colors'> & {
  colors: WireColor[];
  analytics: Omit<AnalyticsProduct, 'id' | 'name'> & Partial<Pick<AnalyticsProduct, 'id' | 'name'>>;
};

export function packCard(card: ProductCardData): WireCard {
  const { alt: _alt, analytics, colors, ...rest } = card;
  const { id, name, ...prices } = analytics;
  return {
    ...rest,
    colors: colors.map((c) => ({
      name: c.name,
      ...(c.label !== c.name ? { label: c.label } : {}),
      hex: c.hex,
      ...(c.image !== colorImageId(card.uid, c.name) ? { image: c.image } : {}),
    })),
    // The analytics id and name stay only where they are not the card's.
    analytics: { ...(id !== card.id ? { id } : {}), ...(name !== card.title ? { name } : {}), ...prices },
  };
}

export function unpackCard(wire: WireCard): ProductCardData {
  const { colors, analytics, ...rest } = wire;
  return {
    ...rest,
    colors: colors.map((c) => ({ name: c.name, label: c.label ?? c.name, hex: c.hex, image: c.image ?? colorImageId(wire.uid, c.name) })),
    alt: wire.title,
    analytics: { ...analytics, id: analytics.id ?? wire.id, name: analytics.name ?? wire.title },
  };
}
