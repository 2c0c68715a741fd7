import type { ComponentType } from 'react';
import type { IslandName, IslandPropsMap } from './types';
import MobileMenu from './MobileMenu';

/** Server side of the registry: the components rendered inside island markers. */
export const islandComponents: { [N in IslandName]: ComponentType<IslandPropsMap[N]> } = {
  'mobile-menu': MobileMenu,
};

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandComponents, name);
}
