import { bannerSizes, IMAGE_QUALITY, imageSources } from '../lib/image-url';
import { useFastConnection } from '../lib/connection';

export interface BannerImage {
  id: string;
  alt: string;
}

/** `3:1` → 3; anything malformed → the fallback ratio. */
export function parseRatio(text: string | undefined, fallback: number): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)\s*$/.exec(text ?? '');
  if (!match) return fallback;
  const ratio = Number(match[1]) / Number(match[2]);
  return Number.isFinite(ratio) && ratio > 0.2 && ratio < 8 ? ratio : fallback;
}

/**
 * A banner picture with art direction: the mobile aspect ratio up to 768 px and the desktop
 * one above, at the spec's banner breakpoints; width and height on every source.
 */
export function BannerPicture({
  image,
  desktopRatio,
  mobileRatio,
  priority,
}: {
  image: BannerImage;
  desktopRatio: number;
  mobileRatio: number;
  priority: boolean;
}) {
  const fast = useFastConnection();
  const sources = imageSources({
    id: image.id,
    sizes: bannerSizes(desktopRatio, mobileRatio),
    fast,
    quality: IMAGE_QUALITY.component,
    crop: true,
  });
  if (!sources) return null;
  return (
    <picture className="banner-picture">
      {sources.sources.slice(0, -1).map((source) => (
        <source key={source.media} media={source.media} srcSet={source.srcset} width={source.width} height={source.height} />
      ))}
      <img
        src={sources.src}
        srcSet={sources.sources[sources.sources.length - 1]?.srcset}
        width={sources.width}
        height={sources.height}
        alt={image.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
