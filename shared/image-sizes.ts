/**
 * The image size tables of spec §9 (default, product card, slider card, banner breakpoints)
 * and the media query of a size rule. Pure; image-url.ts turns them into URLs.
 */

/** One size of an image: shown up to `maxWidth` or from `minWidth` (CSS pixels). */
export interface SizeRule {
  maxWidth?: number;
  minWidth?: number;
  width: number;
  height: number;
}

/** Spec §9 default sizes. */
export const DEFAULT_SIZES: readonly SizeRule[] = [
  { maxWidth: 480, width: 480, height: 480 },
  { maxWidth: 768, width: 768, height: 432 },
  { maxWidth: 1439, width: 1440, height: 480 },
  { minWidth: 1440, width: 1440, height: 480 },
];

/** Spec §9 product card sizes. */
export const CARD_SIZES: readonly SizeRule[] = [
  { maxWidth: 480, width: 210, height: 280 },
  { maxWidth: 767, width: 353, height: 471 },
  { minWidth: 768, width: 340, height: 453 },
];

/** Spec §9 slider card sizes (the first two share the card breakpoints). */
export const SLIDER_SIZES: readonly SizeRule[] = [
  { maxWidth: 480, width: 430, height: 573 },
  { maxWidth: 767, width: 348, height: 464 },
  { maxWidth: 1440, width: 340, height: 453 },
  { minWidth: 1441, width: 453, height: 604 },
];

/** Spec §9 banner breakpoints. */
export const BANNER_BREAKPOINTS = [480, 768, 1024, 1200, 1440, 1792] as const;

const bannerSizesMemo = new Map<string, readonly SizeRule[]>();

/** Banner sizes: each breakpoint's width at the mobile ratio up to 768, the desktop ratio above (one table per ratio pair, kept). */
export function bannerSizes(desktopRatio: number, mobileRatio: number): readonly SizeRule[] {
  const key = `${desktopRatio}|${mobileRatio}`;
  let rules = bannerSizesMemo.get(key);
  if (!rules) {
    if (bannerSizesMemo.size > 100) bannerSizesMemo.clear();
    rules = buildBannerSizes(desktopRatio, mobileRatio);
    bannerSizesMemo.set(key, rules);
  }
  return rules;
}

function buildBannerSizes(desktopRatio: number, mobileRatio: number): SizeRule[] {
  return BANNER_BREAKPOINTS.map((bp, i) => {
    const ratio = bp <= 768 ? mobileRatio : desktopRatio;
    const last = i === BANNER_BREAKPOINTS.length - 1;
    const rule = last ? { minWidth: BANNER_BREAKPOINTS[i - 1]! + 1 } : { maxWidth: bp };
    return { ...rule, width: bp, height: Math.round(bp / ratio) };
  });
}

/** `(max-width: 480px)` / `(min-width: 1440px)`; '' for a rule without bounds. */
export function mediaQuery(rule: Pick<SizeRule, 'maxWidth' | 'minWidth'>): string {
  const parts = [
    ...(rule.minWidth !== undefined ? [`(min-width: ${rule.minWidth}px)`] : []),
    ...(rule.maxWidth !== undefined ? [`(max-width: ${rule.maxWidth}px)`] : []),
  ];
  return parts.join(' and ');
}
