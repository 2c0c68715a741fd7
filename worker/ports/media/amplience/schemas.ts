/**
 * Amplience Dynamic Media metadata (`{i|s|v}/{alias}/{id}.json`) as the service sends it,
 * checked with valibot, and mapped to the media port's shapes. The shapes follow what
 * Amplience's own client SDK recorded (test/contract/fixtures/vendor/amplience/):
 *   - a video has no `type`, `poster` or `status`; its poster is `meta.mainThumb.src`, and it
 *     carries several renditions (mp4 and webm, 240p to 720p) whose numbers are strings;
 *   - a set may hold videos and nested (spin) sets besides its images.
 * Pure: the adapter (adapter.ts) does the I/O.
 */
import * as v from 'valibot';
import type { ImageMetadata, ImageSetMetadata, VideoMetadata } from '../types';

/** A size or count the service sends as a string (`"1280"`) or a number. */
const numeric = v.pipe(
  v.union([v.pipe(v.string(), v.regex(/^\d+(?:\.\d+)?$/)), v.number()]),
  v.transform(Number),
  v.number(),
  v.minValue(1),
);
const positive = v.pipe(v.number(), v.minValue(1));

export const RawImage = v.looseObject({
  isImage: v.literal(true),
  name: v.string(),
  url: v.string(),
  width: positive,
  height: positive,
  format: v.string(),
  alpha: v.boolean(),
});

const RawSetImage = v.looseObject({
  type: v.literal('img'),
  src: v.string(),
  width: positive,
  height: positive,
  format: v.string(),
  opaque: v.picklist(['true', 'false']),
});
const RawSetVideo = v.looseObject({ type: v.literal('video'), name: v.string(), src: v.string() });

export type RawSetItem =
  | v.InferOutput<typeof RawSetImage>
  | v.InferOutput<typeof RawSetVideo>
  | { type: 'set'; name: string; src: string; setType?: string; set: { items: RawSetItem[] } };

/** A set's item: an image, a video, or a nested set (a spin set) with its own items. */
const RawSetItemSchema: v.GenericSchema<RawSetItem> = v.variant('type', [
  RawSetImage,
  RawSetVideo,
  v.looseObject({
    type: v.literal('set'),
    name: v.string(),
    src: v.string(),
    setType: v.optional(v.string()),
    set: v.looseObject({ items: v.array(v.lazy(() => RawSetItemSchema)) }),
  }),
]) as v.GenericSchema<RawSetItem>;

export const RawSet = v.looseObject({ name: v.string(), items: v.array(RawSetItemSchema) });

export const RawVideo = v.looseObject({
  /** `name` is in some recordings only; `meta.title` (the uploaded file) in all. */
  name: v.optional(v.string()),
  meta: v.looseObject({ title: v.optional(v.string()), mainThumb: v.looseObject({ src: v.string() }) }),
  media: v.pipe(
    v.array(
      v.looseObject({
        src: v.string(),
        profile: v.string(),
        protocol: v.string(),
        format: v.string(),
        width: numeric,
        height: numeric,
      }),
    ),
    v.minLength(1),
  ),
});

export const RAW_SCHEMAS = { i: RawImage, s: RawSet, v: RawVideo } as const;

export function toImage(raw: v.InferOutput<typeof RawImage>): ImageMetadata {
  return { isImage: true, name: raw.name, url: raw.url, width: raw.width, height: raw.height, format: raw.format, alpha: raw.alpha };
}

/** The first image of an item: itself, a nested set's first image; a video has none. */
function firstImage(item: RawSetItem): v.InferOutput<typeof RawSetImage> | null {
  if (item.type === 'img') return item;
  if (item.type === 'set') {
    for (const inner of item.set.items) {
      const found = firstImage(inner);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The set's pictures in order (spec §7: a set shows its first image): each image as is, a
 * nested spin set by its first image; videos are left out (a set's cover is a picture).
 */
export function toImageSet(raw: v.InferOutput<typeof RawSet>): ImageSetMetadata {
  return {
    name: raw.name,
    items: raw.items.flatMap((item) => {
      const image = firstImage(item);
      return image
        ? [{ type: 'img' as const, src: image.src, width: image.width, height: image.height, format: image.format, opaque: image.opaque }]
        : [];
    }),
  };
}

const CONTAINER_RANK: Record<string, number> = { mpeg4: 0, webm: 1 };
const TARGET_HEIGHT = 720;

/**
 * The renditions the page can use, best first: mp4 before webm (every browser plays H.264),
 * then the one nearest 720p (recordings say 718 for 720p), larger before smaller on a tie.
 */
export function toVideo(raw: v.InferOutput<typeof RawVideo>, id: string): VideoMetadata {
  const media = raw.media
    .map((m) => ({ profile: m.profile, protocol: m.protocol, src: m.src, format: m.format, width: m.width, height: m.height }))
    .sort(
      (a, b) =>
        (CONTAINER_RANK[a.format] ?? 9) - (CONTAINER_RANK[b.format] ?? 9) ||
        Math.abs(a.height - TARGET_HEIGHT) - Math.abs(b.height - TARGET_HEIGHT) ||
        b.height - a.height,
    );
  return { name: raw.name ?? id, type: 'video', poster: { src: raw.meta.mainThumb.src }, media };
}
