import type { ComponentType } from 'react';
import type { IslandName, IslandPropsMap } from './types';
import MobileMenu from './MobileMenu';
import MiniCart from './MiniCart';
import CartLines from './CartLines';

/** Server side of the registry: the components rendered inside island markers. */
export const islandComponents: { [N in IslandName]: ComponentType<IslandPropsMap[N]> } = {
  'mobile-menu': MobileMenu,
  'mini-cart': MiniCart,
  'cart-lines': CartLines,
};

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandComponents, name);
}
