/**
 * Product grid and slider rules (spec §2, §9): 1 card under 600 px, 2 from 600, 4 from 900,
 * 10 px apart; 6 skeletons in a grid and 4 in a slider while loading; only products with
 * a title, a url and a commerce record are shown.
 */
import { BREAKPOINTS } from './breakpoints';

export const GRID_SPACING_PX = 10;
export const SKELETONS = { grid: 6, slider: 4 } as const;
/** Spec §9: related products default to 4. */
export const RELATED_PRODUCTS_COUNT = 4;

/** Cards per row at a viewport width. */
export function gridColumns(width: number): 1 | 2 | 4 {
  if (width >= BREAKPOINTS.md) return 4;
  if (width >= BREAKPOINTS.xs) return 2;
  return 1;
}

/** keen-slider `breakpoints` for the same column rule (media queries are min-width). */
export function sliderBreakpoints(): Record<string, { slides: { perView: number; spacing: number } }> {
  return {
    [`(min-width: ${BREAKPOINTS.xs}px)`]: { slides: { perView: 2, spacing: GRID_SPACING_PX } },
    [`(min-width: ${BREAKPOINTS.md}px)`]: { slides: { perView: 4, spacing: GRID_SPACING_PX } },
  };
}

export function skeletonCount(mode: 'grid' | 'slider'): number {
  return SKELETONS[mode];
}

export interface GridCandidate {
  title?: string | null;
  url?: string | null;
  commerce?: unknown;
}

/** Spec §2: a product without title, url or commerce record in this region is left out. */
export function isShowable(product: GridCandidate): boolean {
  return !!product.title?.trim() && !!product.url?.trim() && product.commerce !== null && product.commerce !== undefined;
}

export function showableProducts<T extends GridCandidate>(products: readonly T[]): T[] {
  return products.filter(isShowable);
}

/** Spec §2: the slider starts only once products are loaded, and only when there is more than a row to slide. */
export function sliderActive(loaded: boolean, count: number, columns: number): boolean {
  return loaded && count > columns;
}
