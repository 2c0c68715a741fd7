import type { MobileMenuProps } from './MobileMenu';
import type { MiniCartProps } from './MiniCart';
import type { CartLinesProps } from './CartLines';
import type { ProductGridProps } from './ProductGrid';
import type { BannerSliderProps } from './BannerSlider';
import type { BannerVideoProps } from './BannerVideo';
import type { HotspotsProps } from './Hotspots';
import type { ProductGalleryProps } from './ProductGallery';
import type { ProductBuyProps } from './ProductBuy';
import type { ProductAddOnsProps } from './ProductAddOns';
import type { NewsletterFormProps } from './NewsletterForm';
import type { SearchBoxProps } from './SearchBox';
import type { ShareLinksProps } from './ShareLinks';
import type { CountryPickerProps } from './CountryPicker';
import type { BotcheckProps } from './Botcheck';

/** Island name → props. The server refuses names not listed here (STYLE 7). */
export interface IslandPropsMap {
  'mobile-menu': MobileMenuProps;
  'mini-cart': MiniCartProps;
  'cart-lines': CartLinesProps;
  'product-grid': ProductGridProps;
  'banner-slider': BannerSliderProps;
  'banner-video': BannerVideoProps;
  hotspots: HotspotsProps;
  'product-gallery': ProductGalleryProps;
  'product-buy': ProductBuyProps;
  'product-add-ons': ProductAddOnsProps;
  'newsletter-form': NewsletterFormProps;
  'search-box': SearchBoxProps;
  'share-links': ShareLinksProps;
  'country-picker': CountryPickerProps;
  botcheck: BotcheckProps;
}

export type IslandName = keyof IslandPropsMap;
