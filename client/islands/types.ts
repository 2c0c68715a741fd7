import type { MobileMenuProps } from './MobileMenu';

/** Island name → props. The server refuses names not listed here (STYLE 7). */
export interface IslandPropsMap {
  'mobile-menu': MobileMenuProps;
}

export type IslandName = keyof IslandPropsMap;
