import { IMAGE_QUALITY, imageSources, type SizeRule } from '../lib/image-url';
import { useFastConnection } from '../lib/connection';

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
  const sources = imageSources({ id, sizes: rules, fast, quality, crop, background });
  if (!sources) return null;
  return (
    <img
      className={className}
      src={sources.src}
      srcSet={sources.srcset}
      sizes={sizes ?? sources.sizes}
      width={sources.width}
      height={sources.height}
      alt={alt}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
}
