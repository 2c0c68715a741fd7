/**
 * The page's largest picture, asked for before anything else in the head: a
 * `<link rel="preload" as="image" fetchpriority="high">` through React's resource queue,
 * which writes high-priority image preloads ahead of the stylesheet and the module
 * preloads (for first paint and largest contentful paint).
 *
 * An island renders as a root of its own (worker/render/Island.tsx), whose head is not the
 * page's: its preload would land in the body. Inside an island the page asks for it
 * instead (PreloadPicture in the page's own tree), so `IslandRoot` tells a picture where it is.
 */
import { createContext, useContext } from 'react';
import { preload } from 'react-dom';

/** True inside an island's own server render. */
export const IslandRoot = createContext(false);

export function useIslandRoot(): boolean {
  return useContext(IslandRoot);
}

/** Preloads one image (a `srcset` with its `sizes`, for screens matching `media` when given) at high priority. */
export function preloadImage(src: string, srcset: string, sizes: string, media?: string): void {
  preload(src, { as: 'image', imageSrcSet: srcset, imageSizes: sizes, fetchPriority: 'high', ...(media ? { media } : {}) });
}
