/**
 * The hand-written part of the catalog: one compact seed per product. Everything
 * repetitive (variants, skus, stock, regional prices, images) is derived from it by
 * build-content.ts and build-commerce.ts.
 */
import type { ContentRegion } from '../../rules/regions';
import type { ColorName } from './palette';
import type { NounKey } from './nouns';
import type { ProductKind } from '../../ports/content/catalog-entries';

export type Style = 'Classic' | 'Skate' | 'Combi' | 'Backcountry' | 'Touring' | 'All';
export type Level = 'Beginner' | 'Recreational' | 'Sport' | 'Performance' | 'Race';
export type Terrain = 'Groomed' | 'Mixed' | 'Off-trail';

/** Size scales of products sold in sizes (spec §3 `Size` option). */
export const SIZE_SCALES = {
  boot: ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46', '47'],
  junior: ['28', '29', '30', '31', '32', '33', '34', '35', '36', '37'],
  glove: ['XS', 'S', 'M', 'L', 'XL'],
  socks: ['36-38', '39-41', '42-44', '45-47'],
} as const;

export type SizeScale = keyof typeof SIZE_SCALES;

export interface ProductSeed {
  /** Commerce id, the same in every store. */
  id: number;
  uid: string;
  /** Model name; the display title is the model plus the localised noun. */
  model: string;
  noun: NounKey;
  kind: ProductKind;
  /** Category uid (e.g. `skis-classic`); the product is also in its parent. */
  category: string;
  /** US list price in dollars. */
  price: number;
  /** Percent off in every store (shown as a sale: calculated < retail). */
  sale?: number;
  /** Dollars added per size or length step, giving a price range. */
  step?: number;
  colors: ColorName[];
  sizes?: SizeScale;
  /** Lengths in cm (skis, poles). */
  lengths?: number[];
  tagline: string;
  description: string;
  specs: [string, string][];
  /** Rows changed by a redesign (also marks the product redesigned). */
  updated?: [string, string][];
  isNew?: boolean;
  attrs?: { style: Style; level: Level; terrain: Terrain };
  /** Content regions; every region when absent. */
  regions?: ContentRegion[];
  related?: string[];
  discontinued?: boolean;
  /** Uid of the hand-written seed this one repeats (the scale knob's copies, scale.ts). */
  copyOf?: string;
}

export const ALL_CONTENT_REGIONS: ContentRegion[] = ['us', 'ca', 'jp', 'no', 'eu', 'other', 'pro', 'pro_ca', 'pro_eu_region_1'];

/** `range(180, 205, 5)` → [180, 185, ..., 205]. */
export function range(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let n = from; n <= to; n += step) out.push(n);
  return out;
}
