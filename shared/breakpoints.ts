/**
 * Breakpoints of spec §2 (px, min-width) and the device states of spec §4. CSS uses the
 * same numbers; islands read them to pick image sizes and slider settings.
 */
export const BREAKPOINTS = { xxxs: 0, xxs: 480, xs: 600, sm: 769, md: 900, lg: 1024, xl: 1200, xxl: 1440 } as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** Spec §2: the breakpoint assumed before the width is known (server render). */
export const DEFAULT_BREAKPOINT: Breakpoint = 'xl';

const ORDER = (Object.entries(BREAKPOINTS) as [Breakpoint, number][]).sort((a, b) => b[1] - a[1]);

/** The largest breakpoint whose minimum width the viewport reaches. */
export function breakpointFor(width: number): Breakpoint {
  if (!Number.isFinite(width) || width < 0) return DEFAULT_BREAKPOINT;
  return ORDER.find(([, min]) => width >= min)![0];
}

/** Spec §4: mobile below 1024. */
export function isMobileWidth(width: number): boolean {
  return width < BREAKPOINTS.lg;
}

/** Spec §4: phone at most 768. */
export function isPhoneWidth(width: number): boolean {
  return width <= 768;
}

/** Spec §4: tablet above 768 and at most 1024. */
export function isTabletWidth(width: number): boolean {
  return width > 768 && width <= 1024;
}
