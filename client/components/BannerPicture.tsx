import { bannerPictureSources, IMAGE_QUALITY } from '../../shared/image-url';
import { useFastConnection } from './connection';
import { imgHtml, sourceHtml } from '../lib/raw-img';
import { preloadImage, useIslandRoot } from './image-preload';

export interface BannerImage {
  id: string;
  alt: string;
}

/** An image set's images for the banner slider's props: ids alone and the alt text once when every slide has the same. */
export function packSlides(images: readonly BannerImage[]): { images: (BannerImage | string)[]; alt?: string } {
  const alt = images[0]?.alt;
  return alt !== undefined && images.every((image) => image.alt === alt)
    ? { images: images.map((image) => image.id), alt }
    : { images: [...images] };
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
 * one above, each crop's spec §9 banner breakpoints as width candidates; width and height
 * on the source and the image.
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
  const inIsland = useIslandRoot();
  const sources = bannerPictureSources({ id: image.id, desktopRatio, mobileRatio, fast, quality: IMAGE_QUALITY.component, crop: true });
  if (!sources) return null;
  const { mobile, desktop } = sources;
  // The opening banner is the page's largest picture: each crop preloaded for its screens.
  if (priority && !inIsland) {
    preloadImage(desktop.src, mobile.srcset, sources.sizes, mobile.media);
    preloadImage(desktop.src, desktop.srcset, sources.sizes, `(min-width: ${mobile.width + 1}px)`);
  }
  // Written by hand (client/lib/raw-img.ts): the same markup without `&amp;` in the URLs. A
  // full-width banner's `sizes` is 100vw, what the attribute means when it is left out.
  const sizes = sources.sizes === '100vw' ? undefined : sources.sizes;
  const html =
    sourceHtml({ media: mobile.media, srcset: mobile.srcset, sizes, width: mobile.width, height: mobile.height }) +
    imgHtml({
      src: desktop.src,
      srcset: desktop.srcset,
      sizes,
      width: desktop.width,
      height: desktop.height,
      alt: image.alt,
      // Eager is what an <img> does without the attribute.
      loading: priority ? undefined : 'lazy',
      // A lazy picture is decoded off the main thread by itself: the attribute only where it changes something.
      decoding: priority ? 'sync' : undefined,
      fetchpriority: priority ? 'high' : undefined,
    });
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markup built by sourceHtml/imgHtml, every value escaped for its attribute
  return <picture className="banner-picture" dangerouslySetInnerHTML={{ __html: html }} />;
}
