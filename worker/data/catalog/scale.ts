/**
 * The scale knob (`LOIPE_CATALOG_SCALE`): the catalog repeated `scale` times, so
 * the bench can show what a shop of thousands of products costs. Copy k of a product is a
 * product of its own (id + k × 10,000, uid and model suffixed with k + 1, its own skus,
 * stock and images), in the same categories, with the hand-written copy of the product it
 * repeats in every locale. Never used by default: the shop ships scale 1.
 */
import type { ProductSeed } from './seed';

export const MAX_SCALE = 200;
/** Product ids of the seed stay below this, so copies never collide. */
export const ID_STRIDE = 10_000;

export function scaleSeeds(seeds: readonly ProductSeed[], scale: number): ProductSeed[] {
  if (!Number.isInteger(scale) || scale < 1 || scale > MAX_SCALE)
    throw new Error(`catalog scale must be a whole number from 1 to ${MAX_SCALE}, got ${scale}`);
  for (const seed of seeds)
    if (seed.id >= ID_STRIDE) throw new Error(`seed ${seed.uid} has id ${seed.id}; ids must stay below ${ID_STRIDE}`);
  const out = [...seeds];
  for (let k = 1; k < scale; k++) {
    for (const seed of seeds) {
      out.push({
        ...seed,
        id: seed.id + k * ID_STRIDE,
        uid: `${seed.uid}-${k + 1}`,
        model: `${seed.model} ${k + 1}`,
        // Manual picks name hand-written products, which exist at every scale.
        copyOf: seed.uid,
      });
    }
  }
  return out;
}
