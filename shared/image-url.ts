/**
 * Image URLs for the image service (spec §4, §7, §9): sizes per breakpoint, quality,
 * density by connection speed, the 15×15 placeholder and the brand alias, as `src`,
 * `srcset`/`sizes` strings and `<picture>` sources. Pure: no window, no fetch.
 */
import { bannerSizes, mediaQuery, type SizeRule } from './image-sizes';

/** Spec §9: aliases of the helper and of the image component. */
export const IMAGE_ALIAS = { helper: 'loipeskis', component: 'loipe' } as const;
/** Spec §9: quality 90 for the helper, cards and the error page; 75 in the image component. */
export const IMAGE_QUALITY = { helper: 90, component: 75, card: 90, errorPage: 90 } as const;
export const PLACEHOLDER_SIZE = 15;
/** Spec §4: densities 96/144 on a fast connection (effective type 4g), 72/72 otherwise. */
export const DPI = { fast: { x1: 96, x2: 144 }, slow: { x1: 72, x2: 72 } } as const;
export const DEFAULT_IMAGE_BASE = '/media';

/** The art direction of a banner: its rules up to 768 px (mobile ratio) and above (desktop ratio), kept per table. */
const bannerSplitMemo = new WeakMap<readonly SizeRule[], { mobile: readonly SizeRule[]; desktop: readonly SizeRule[] }>();

export interface BannerPictureSources {
  /** The one `<source media>` for screens up to 768 px: width candidates of the mobile crop. */
  mobile: { media: string; srcset: string; width: number; height: number };
  /** The `<img>`: width candidates of the desktop crop, its widest rule at 1x as `src`. */
  desktop: { src: string; srcset: string; width: number; height: number };
  /** Banners fill the page's width. */
  sizes: string;
}

/**
 * A banner's `<picture>` in two crops instead of one `<source>` per breakpoint: the same
 * URLs (each spec §9 banner breakpoint at both densities), written as width candidates
 * of the mobile crop (up to 768 px) and of the desktop crop, so the browser picks by
 * viewport width × pixel ratio. Null without an image id.
 */
export function bannerPictureSources(
  o: Omit<ImageSourcesOptions, 'sizes'> & { desktopRatio: number; mobileRatio: number },
): BannerPictureSources | null {
  const rules = bannerSizes(o.desktopRatio, o.mobileRatio);
  let split = bannerSplitMemo.get(rules);
  if (!split) {
    split = { mobile: rules.filter((r) => r.width <= 768), desktop: rules.filter((r) => r.width > 768) };
    bannerSplitMemo.set(rules, split);
  }
  const { desktopRatio: _d, mobileRatio: _m, ...options } = o;
  const mobile = imageSources({ ...options, sizes: split.mobile });
  const desktop = imageSources({ ...options, sizes: split.desktop });
  const narrow = split.mobile[split.mobile.length - 1];
  if (!mobile || !desktop || !narrow) return null;
  return {
    mobile: { media: `(max-width: ${narrow.width}px)`, srcset: mobile.srcset, width: narrow.width, height: narrow.height },
    desktop: { src: desktop.src, srcset: desktop.srcset, width: desktop.width, height: desktop.height },
    sizes: '100vw',
  };
}

/** Spec §5 colour swap: the lowercase colour appended to the product's image id. */
export function colorImageId(uid: string, color: string): string {
  return `${uid}-${color.trim().toLowerCase().replace(/\s+/g, '-')}`;
}

export interface ImageUrlOptions {
  id: string;
  width?: number;
  height?: number;
  maxWidth?: number;
  quality?: number;
  dpi?: number;
  /** Spec §9: format auto. */
  format?: 'auto' | 'webp' | 'jpg' | 'png';
  /** Spec §9: white background. */
  background?: string;
  alias?: string;
  base?: string;
  type?: 'i' | 's' | 'v';
  /** Fill the box (crop) instead of fitting inside it. */
  crop?: boolean;
}

/**
 * What the shop's own image route (`/media`, worker/media/routes.ts) assumes for a parameter
 * left out: format auto, quality 90, white background and density 96 (spec §9's format,
 * background and 1x density), and the image component's alias for a path without one
 * (`/media/i/{id}`). URLs on that route leave these out, so every `srcset` candidate is about 35
 * bytes shorter for the same picture; a URL on another base (a CDN) spells everything.
 */
export const MEDIA_ROUTE_DEFAULTS = { format: 'auto', quality: 90, background: 'white', dpi: 96, alias: IMAGE_ALIAS.component } as const;
/** The density an image service assumes without one (Amplience: 72, one image pixel per CSS pixel of `w`). */
export const SERVICE_DPI = 72;

/**
 * One image URL: `imageUrl({ id: 'aurora-classic-red', width: 340 })` → `/media/i/loipeskis/aurora-classic-red?w=340`
 * (on the shop's route the defaults are left out: see MEDIA_ROUTE_DEFAULTS). '' without an id.
 */
export function imageUrl(o: ImageUrlOptions): string {
  if (!o.id) return '';
  const base = o.base ?? DEFAULT_IMAGE_BASE;
  const own = base === DEFAULT_IMAGE_BASE;
  const format = o.format ?? 'auto';
  const quality = o.quality ?? IMAGE_QUALITY.helper;
  const background = o.background ?? 'white';
  let query = '';
  if (o.width !== undefined) query += `&w=${Math.round(o.width)}`;
  if (o.height !== undefined) query += `&h=${Math.round(o.height)}`;
  if (o.maxWidth !== undefined) query += `&maxW=${Math.round(o.maxWidth)}`;
  if (o.crop) query += '&sm=c';
  if (!own || format !== MEDIA_ROUTE_DEFAULTS.format) query += `&fmt=${formValue(format)}`;
  if (!own || quality !== MEDIA_ROUTE_DEFAULTS.quality) query += `&qlt=${formValue(String(quality))}`;
  // No density asked for is the service's own (72): on the shop's route, whose default is 96, it is spelled.
  const dpi = o.dpi ?? (own ? SERVICE_DPI : undefined);
  if (dpi !== undefined && !(own && dpi === MEDIA_ROUTE_DEFAULTS.dpi)) query += `&dpi=${formValue(String(dpi))}`;
  if (!own) query += `&bg=${formValue(background)}`;
  // The route reads a hex colour with or without `#`, so `f1f5f8` rather than `%23f1f5f8`.
  else if (background !== MEDIA_ROUTE_DEFAULTS.background)
    query += `&bg=${formValue(background.replace(/^#(?=[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3})?$)/, ''))}`;
  const alias = o.alias ?? IMAGE_ALIAS.helper;
  const path = own && alias === MEDIA_ROUTE_DEFAULTS.alias ? '' : `${alias}/`;
  return `${base}/${o.type ?? 'i'}/${path}${encodeURIComponent(o.id)}${query ? `?${query.slice(1)}` : ''}`;
}

/** A query value as URLSearchParams writes it; plain words and numbers (nearly all) without building one. */
function formValue(value: string): string {
  return /^[\w.-]*$/.test(value) ? value : new URLSearchParams({ v: value }).toString().slice(2);
}

/** Metadata address of an image, image set or video (spec §7). */
export function metadataUrl(type: 'i' | 's' | 'v', id: string, alias: string = IMAGE_ALIAS.component, base = DEFAULT_IMAGE_BASE): string {
  return `${base}/${type}/${alias}/${encodeURIComponent(id)}.json?metadata=true&protocol=https`;
}

export interface ImageSourcesOptions {
  id: string;
  sizes: readonly SizeRule[];
  /** Effective connection type 4g (spec §4). */
  fast: boolean;
  quality?: number;
  alias?: string;
  base?: string;
  background?: string;
  crop?: boolean;
}

export interface ImageSources {
  /** Fallback: the last (widest screen) rule at 1x. */
  src: string;
  width: number;
  height: number;
  /** Width descriptors: each rule at both densities, in real pixels, near-duplicates merged (widthCandidates). */
  srcset: string;
  sizes: string;
  /** Art direction for `<picture>`: one source per rule with 1x/2x. */
  sources: { media: string; srcset: string; width: number; height: number }[];
  placeholder: string;
}

/** A srcset candidate this much narrower than a wider one of the same shape adds nothing worth its bytes. */
export const SRCSET_MERGE = 0.15;

/**
 * Width candidates, narrowest first, without near-duplicates: one within 15% of a wider
 * candidate of the same aspect ratio is dropped (the browser takes the wider one, at most
 * 18% more pixels across), so 453w beside 471w, 604w beside 696w, or 560w beside 640w is sent once.
 */
function widthCandidates(entries: Map<number, { url: string; ratio: number }>): [number, string][] {
  const kept: [number, string, number][] = [];
  for (const [w, { url, ratio }] of [...entries].sort(([a], [b]) => b - a)) {
    const wider = kept[kept.length - 1];
    if (wider && w >= wider[0] * (1 - SRCSET_MERGE) && Math.abs(ratio - wider[2]) / wider[2] < 0.01) continue;
    kept.push([w, url, ratio]);
  }
  return kept.reverse().map(([w, url]) => [w, url]);
}

/** imageSources answers per size table (the module's constant tables), then per options: the same for every request. */
const sourcesMemo = new WeakMap<readonly SizeRule[], Map<string, ImageSources | null>>();
const MEMO_LIMIT = 5000;

/** Everything an `<img>` or `<picture>` needs; null without an image id (spec §5: the id is required). Memoised per isolate; do not change the answer. */
export function imageSources(o: ImageSourcesOptions): ImageSources | null {
  let memo = sourcesMemo.get(o.sizes);
  if (!memo) {
    memo = new Map();
    sourcesMemo.set(o.sizes, memo);
  }
  const key = `${o.id}|${o.fast}|${o.quality}|${o.alias}|${o.base}|${o.background}|${o.crop}`;
  let found = memo.get(key);
  if (found === undefined) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    found = buildSources(o);
    memo.set(key, found);
  }
  return found;
}

function buildSources(o: ImageSourcesOptions): ImageSources | null {
  const fallback = o.sizes[o.sizes.length - 1];
  if (!o.id || !fallback) return null;
  const dpi = o.fast ? DPI.fast : DPI.slow;
  const url = (rule: SizeRule, density: number) =>
    imageUrl({
      id: o.id,
      width: rule.width,
      height: rule.height,
      dpi: density,
      quality: o.quality ?? IMAGE_QUALITY.component,
      alias: o.alias ?? IMAGE_ALIAS.component,
      base: o.base,
      background: o.background,
      crop: o.crop,
    });
  // The service renders width × dpi/72 pixels, so that is what the descriptor says.
  const pixels = (rule: SizeRule, density: number) => Math.round((rule.width * density) / 72);
  const entries = new Map<number, { url: string; ratio: number }>();
  for (const rule of o.sizes)
    for (const density of [dpi.x1, dpi.x2])
      entries.set(pixels(rule, density), { url: url(rule, density), ratio: rule.width / rule.height });
  const sizes = o.sizes.map((rule, i) => (i === o.sizes.length - 1 ? `${rule.width}px` : `${mediaQuery(rule)} ${rule.width}px`)).join(', ');
  return {
    src: url(fallback, dpi.x1),
    width: fallback.width,
    height: fallback.height,
    srcset: widthCandidates(entries)
      .map(([w, u]) => `${u} ${w}w`)
      .join(', '),
    sizes,
    sources: o.sizes.map((rule) => ({
      media: mediaQuery(rule),
      srcset: dpi.x1 === dpi.x2 ? url(rule, dpi.x1) : `${url(rule, dpi.x1)} 1x, ${url(rule, dpi.x2)} 2x`,
      width: rule.width,
      height: rule.height,
    })),
    placeholder: imageUrl({
      id: o.id,
      width: PLACEHOLDER_SIZE,
      height: PLACEHOLDER_SIZE,
      quality: o.quality ?? IMAGE_QUALITY.component,
      alias: o.alias ?? IMAGE_ALIAS.component,
      base: o.base,
      background: o.background,
    }),
  };
}
