import type { ComponentType } from 'react';
import type { IslandName, IslandPropsMap } from './types';
import MobileMenu from './MobileMenu';
import MiniCart from './MiniCart';
import CartLines from './CartLines';
import ProductGrid from './ProductGrid';
import BannerSlider from './BannerSlider';
import BannerVideo from './BannerVideo';
import Hotspots from './Hotspots';
import ProductGallery from './ProductGallery';
import ProductBuy from './ProductBuy';
import ProductAddOns from './ProductAddOns';
import NewsletterForm from './NewsletterForm';
import SearchBox from './SearchBox';
import ShareLinks from './ShareLinks';
import CountryPicker from './CountryPicker';
import Botcheck from './Botcheck';

/** Server side of the registry: the components rendered inside island markers. */
export const islandComponents: { [N in IslandName]: ComponentType<IslandPropsMap[N]> } = {
  'mobile-menu': MobileMenu,
  'mini-cart': MiniCart,
  'cart-lines': CartLines,
  'product-grid': ProductGrid,
  'banner-slider': BannerSlider,
  'banner-video': BannerVideo,
  hotspots: Hotspots,
  'product-gallery': ProductGallery,
  'product-buy': ProductBuy,
  'product-add-ons': ProductAddOns,
  'newsletter-form': NewsletterForm,
  'search-box': SearchBox,
  'share-links': ShareLinks,
  'country-picker': CountryPicker,
  botcheck: Botcheck,
};

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandComponents, name);
}
