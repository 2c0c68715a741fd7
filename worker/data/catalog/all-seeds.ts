/** Every product seed in catalogue order. */
import { accessorySeeds } from './accessories';
import { bindingSeeds, poleSeeds } from './bindings-poles';
import { bootSeeds } from './boots';
import type { ProductSeed } from './seed';
import { skiSeeds } from './skis';

export const productSeeds: readonly ProductSeed[] = [...skiSeeds, ...bootSeeds, ...bindingSeeds, ...poleSeeds, ...accessorySeeds];
