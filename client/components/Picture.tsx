import { IMAGE_QUALITY, imageSources } from '../../shared/image-url';
import type { SizeRule } from '../../shared/image-sizes';
import { useFastConnection } from './connection';
import { imgHtml } from '../lib/raw-img';
import { preloadImage, useIslandRoot } from './image-preload';

export interface PictureProps {
  id: string;
  alt: string;
  rules: readonly SizeRule[];
  /** The slot the image fills in the layout (CSS `sizes`); defaults to the rules' own widths. */
  sizes?: string;
  quality?: number;
  /** The page's largest image above the fold: loaded first (fetchpriority high), never lazily. */
  priority?: boolean;
  /** Above the fold but not the largest image: loaded at once, at normal priority. */
  eager?: boolean;
  crop?: boolean;
  /** Background the service paints behind the picture (product studio shots use STUDIO_BACKGROUND). */
  background?: string;
  className?: string;
}

/** The light studio grey behind product pictures (the CSS --card-bg), painted by the image service. */
export const STUDIO_BACKGROUND = '#f1f5f8';

/**
 * An `<img>` from the image service with srcset/sizes from the spec's size tables and an
 * explicit width and height (no layout shift); lazy unless it is the priority image.
 * Rendered inside a class-less `<picture>` that takes no box of its own (CSS `picture:not([class])`).
 */
export function Picture({
  id,
  alt,
  rules,
  sizes,
  quality = IMAGE_QUALITY.component,
  priority = false,
  eager = false,
  crop,
  background,
  className,
}: PictureProps) {
  const fast = useFastConnection();
  const inIsland = useIslandRoot();
  const sources = imageSources({ id, sizes: rules, fast, quality, crop, background });
  if (!sources) return null;
  // The priority picture is preloaded from the head; an island's page does it with PreloadPicture.
  if (priority && !inIsland) preloadImage(sources.src, sources.srcset, sizes ?? sources.sizes);
  // The <img> is written by hand (client/lib/raw-img.ts) inside a box-less <picture> (CSS
  // `picture:not([class]) { display: contents }`): the same image, without `&amp;` in its URLs.
  const html = imgHtml({
    class: className,
    src: sources.src,
    srcset: sources.srcset,
    sizes: sizes ?? sources.sizes,
    width: sources.width,
    height: sources.height,
    alt,
    // Eager is what an <img> does without the attribute.
    loading: priority || eager ? undefined : 'lazy',
    // A lazy picture is decoded off the main thread by itself: the attribute is written where it changes something.
    decoding: priority ? 'sync' : eager ? 'async' : undefined,
    fetchpriority: priority ? 'high' : undefined,
  });
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markup built by imgHtml, every value escaped for its attribute
  return <picture dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Preloads the picture `Picture` would show with these props, from the page's own tree (for an island's priority picture). */
export function PreloadPicture({ id, rules, sizes, quality = IMAGE_QUALITY.component, crop, background }: Omit<PictureProps, 'alt'>) {
  const sources = imageSources({ id, sizes: rules, fast: useFastConnection(), quality, crop, background });
  if (sources) preloadImage(sources.src, sources.srcset, sizes ?? sources.sizes);
  return null;
}
