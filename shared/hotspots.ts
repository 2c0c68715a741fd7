/**
 * Banner hotspots (spec §2, §5, §9): which hotspots show, their call-to-action text,
 * where the detail panel opens relative to the marker, and when the banner switches to
 * its compact mode.
 */
export const MARKER_OFFSET_PX = 18;
/** The marker colours hotspots have unless the editor chose others; the island's props leave these out. */
export const HOTSPOT_COLOURS = { fontColor: '#ffffff', backgroundColor: '#12324a' } as const;
export const RESIZE_THROTTLE_MS = 450;
export const COMPACT_MAX = { width: 650, height: 360 } as const;

export type HotspotType = 'product' | 'page' | 'manual';

export interface HotspotLike {
  title?: string | null;
  dataType?: { value?: string | null } | null;
  ctaCopy?: string | null;
}

/** Spec §5: hotspots without a type or with an empty title are dropped. */
export function usableHotspots<T extends HotspotLike>(hotspots: readonly T[]): T[] {
  return hotspots.filter((h) => !!h.dataType?.value && !!h.title?.trim());
}

/** Spec §5: the editor's text, else 'Shop Now' for product hotspots and 'Learn More' otherwise. */
export function hotspotCta(hotspot: HotspotLike, labels: { shopNow: string; learnMore: string }): string {
  const own = hotspot.ctaCopy?.trim();
  if (own) return own;
  return hotspot.dataType?.value === 'product' ? labels.shopNow : labels.learnMore;
}

export type Horizontal = 'left' | 'center' | 'right';
export type Vertical = 'top' | 'center' | 'bottom';

/** One axis of spec §9: 0.3–0.6 is the centre, above 0.6 the far side, below 0.3 the near side. */
function axis<N extends string, F extends string>(value: number, near: N, far: F): N | 'center' | F {
  if (value > 0.6) return far;
  if (value >= 0.3) return 'center';
  return near;
}

/** Side of the image the point lies on: it decides which way the detail panel opens. */
export function modalSide(point: { x: number; y: number }): { x: Horizontal; y: Vertical } {
  return { x: axis(point.x, 'left', 'right'), y: axis(point.y, 'top', 'bottom') };
}

/** Spec §9 compact mode: a container at most 650 px wide or at most 360 px high. */
export function isCompact(width: number, height: number): boolean {
  return width <= COMPACT_MAX.width || height <= COMPACT_MAX.height;
}

/** Clamps a point fraction into 0–1 so a bad value never places a marker off the image. */
export function clampFraction(value: number): number {
  if (!Number.isFinite(value)) return 0.5;
  return Math.min(1, Math.max(0, value));
}

/** Marker position as CSS percentages. */
export function markerStyle(point: { x: number; y: number }): { left: string; top: string } {
  return { left: `${clampFraction(point.x) * 100}%`, top: `${clampFraction(point.y) * 100}%` };
}

/**
 * Panel position: it opens away from the image edge nearest the point, MARKER_OFFSET_PX
 * beside the marker, so it always stays inside the banner.
 */
export function panelStyle(point: { x: number; y: number }): Record<string, string> {
  const side = modalSide(point);
  const x = clampFraction(point.x) * 100;
  const y = clampFraction(point.y) * 100;
  const style: Record<string, string> = {};
  if (side.x === 'left') style.left = `calc(${x}% + ${MARKER_OFFSET_PX}px)`;
  else if (side.x === 'right') style.right = `calc(${100 - x}% + ${MARKER_OFFSET_PX}px)`;
  else style.left = `${x}%`;
  if (side.y === 'top') style.top = `calc(${y}% + ${MARKER_OFFSET_PX}px)`;
  else if (side.y === 'bottom') style.bottom = `calc(${100 - y}% + ${MARKER_OFFSET_PX}px)`;
  else style.top = `${y}%`;
  const shift = [side.x === 'center' ? 'translateX(-50%)' : '', side.y === 'center' ? 'translateY(-50%)' : ''].filter(Boolean);
  if (shift.length) style.transform = shift.join(' ');
  return style;
}

/** Calls `fn` at most once per `ms`, with the last arguments (trailing call kept). */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number, now: () => number = Date.now) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const run = () => {
    timer = null;
    last = now();
    if (pending) fn(...pending);
    pending = null;
  };
  const throttled = (...args: A) => {
    pending = args;
    const wait = last + ms - now();
    if (wait <= 0 && !timer) run();
    else if (!timer) timer = setTimeout(run, Math.max(0, wait));
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}
