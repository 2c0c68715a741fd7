import type { ComponentType } from 'react';
import type { IslandName } from './types';

// biome-ignore lint/suspicious/noExplicitAny: each island chunk has its own props type; the registry is keyed by name
type Loader = () => Promise<{ default: ComponentType<any> }>;

/** Client side of the registry: each island is its own chunk, loaded only where it appears. */
export const islandLoaders: Record<IslandName, Loader> = {
  'mobile-menu': () => import('./MobileMenu'),
  'mini-cart': () => import('./MiniCart'),
  'cart-lines': () => import('./CartLines'),
  'product-grid': () => import('./ProductGrid'),
  'banner-slider': () => import('./BannerSlider'),
  'banner-video': () => import('./BannerVideo'),
  hotspots: () => import('./Hotspots'),
  'product-gallery': () => import('./ProductGallery'),
  'product-buy': () => import('./ProductBuy'),
  'product-add-ons': () => import('./ProductAddOns'),
  'newsletter-form': () => import('./NewsletterForm'),
  'search-box': () => import('./SearchBox'),
  'share-links': () => import('./ShareLinks'),
  'country-picker': () => import('./CountryPicker'),
  botcheck: () => import('./Botcheck'),
};
