import type { MobileMenuProps } from './MobileMenu';
import type { MiniCartProps } from './MiniCart';
import type { CartLinesProps } from './CartLines';

/** Island name → props. The server refuses names not listed here (STYLE 7). */
export interface IslandPropsMap {
  'mobile-menu': MobileMenuProps;
  'mini-cart': MiniCartProps;
  'cart-lines': CartLinesProps;
}

export type IslandName = keyof IslandPropsMap;
