/**
 * The media port (DESIGN §7 "image and video delivery", spec §7 "Image service"): image,
 * image-set and video metadata, and pictures at a requested size. The embedded adapter
 * draws SVG; a hosted adapter (Amplience Dynamic Media) answers the same calls.
 */
import type { CallContext } from '../context';
export type MediaType = 'i' | 's' | 'v';

export const IMAGE_FORMATS = ['auto', 'webp', 'avif', 'jpg', 'jpeg', 'png', 'gif', 'svg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Parsed image parameters (Amplience names: w, h, maxW, sm, fmt, qlt, dpi, bg). */
export interface ImageRequest {
  width?: number;
  height?: number;
  maxWidth?: number;
  /** `aspect` keeps the whole picture inside the box; `c` fills it (crop). */
  scaleMode: 'aspect' | 'c';
  format: ImageFormat;
  /** 1-100. */
  quality: number;
  /** Pixels per inch relative to 72, the service's base density. */
  dpi: number;
  /** `#rrggbb`, or `none` for a transparent background. */
  background: string;
}

export interface RenderedImage {
  /** SVG text from the embedded renderer; the bytes of a JPEG, WebP, ... from a hosted service. */
  body: string | ArrayBuffer;
  contentType: string;
  width: number;
  height: number;
}

export interface ImageMetadata {
  isImage: true;
  name: string;
  url: string;
  width: number;
  height: number;
  format: string;
  alpha: boolean;
}

export interface ImageSetMetadata {
  name: string;
  /** Spec §7: image sets use their first item. */
  items: { type: 'img'; src: string; width: number; height: number; format: string; opaque: 'true' | 'false' }[];
}

/** A video: its poster picture and its renditions, the one to play first (mp4 at 720p) at the head. */
export interface VideoMetadata {
  name: string;
  type: 'video';
  poster: { src: string };
  /** `profile` is the service's rendition name (`mp4_720p`, `webm_480p`, ...), `format` its container (`mpeg4`, `webm`). */
  media: { profile: string; protocol: string; src: string; format: string; width: number; height: number }[];
}

export type MediaMetadata = ImageMetadata | ImageSetMetadata | VideoMetadata;

export interface MediaProvider {
  readonly name: string;
  /** Brand aliases the service answers for (spec §9: one for the helper, one for the component). */
  readonly aliases: readonly string[];
  /** Metadata of an asset; `base` is the absolute service address its URLs start with. Null when unknown. */
  metadata(call: CallContext, type: MediaType, alias: string, id: string, base: string): Promise<MediaMetadata | null>;
  /** The picture for an image id at the requested size; null when the id is unknown. */
  render(call: CallContext, id: string, request: ImageRequest): Promise<RenderedImage | null>;
}
