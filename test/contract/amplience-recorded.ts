/**
 * The fake Dynamic Media service's answers for videos and mixed sets, built from the shapes
 * Amplience's own SDK recorded (fixtures/vendor/amplience/, SOURCE.txt): the recorded document with
 * its addresses pointed at the fake host and our asset ids. No I/O, so the Node fake
 * (fake-amplience.ts) and the workerd page tests serve the very same answers.
 */
import recordedVideo from './fixtures/vendor/amplience/video-webm.json';
import recordedSpin from './fixtures/vendor/amplience/set-spin.json';
import recordedSetWithVideo from './fixtures/vendor/amplience/set-with-video.json';

export interface Where {
  /** The fake's origin, e.g. `http://127.0.0.1:41234`. */
  host: string;
  alias: string;
}

/** Sizes of a rendition by its line count (`…_720p`); the recording's odd `mp4720p1` is its mp4 720p. */
const SIZES: Record<string, [number, number]> = { '240': [426, 240], '480': [854, 480], '720': [1280, 720] };
const profileName = (profile: string) => (profile === 'mp4720p1' ? 'mp4_720p' : profile);

/**
 * A video's metadata as the service sends it (fixtures/vendor/amplience/video-webm.json): `name`, `id`,
 * `meta` with `mainThumb.src` as the poster, mp4 and webm renditions with numbers as strings,
 * and no `type`, `poster` or `status`. The poster is an image of the fake's library.
 */
export function videoAnswer(where: Where, id: string, posterId: string, protocol: string): unknown {
  const base = `${where.host}/v/${where.alias}/${id}`;
  return {
    name: id,
    id: recordedVideo.id,
    meta: { ...recordedVideo.meta, title: `${id}.mp4`, mainThumb: { src: `${where.host}/i/${where.alias}/${posterId}` } },
    media: recordedVideo.media.map((m) => {
      const profile = profileName(m.profile);
      const [width, height] = SIZES[/(\d+)p/.exec(profile)?.[1] ?? '720'] ?? [1280, 720];
      return { ...m, src: `${base}/${profile}`, profile, protocol, width: String(width), height: String(height) };
    }),
    thumbs: recordedVideo.thumbs.map((t) => ({ ...t, src: `${base}/thumbs/${t.src.split('/').pop()}` })),
  };
}

type Item = { type: string; src: string; set?: { items: Item[] } } & Record<string, unknown>;

/** Recorded sets that hold more than images, served under ids of our own with our pictures. */
export const MIXED_SETS = {
  /** Images, then two videos (amp.get/setWithVideo3.success.json). */
  'scene-set-with-video': recordedSetWithVideo,
  /** Images with a nested spin set as the third item (amp.genHTML/set.json). */
  'scene-set-spin': recordedSpin,
} as const;
export type MixedSetId = keyof typeof MIXED_SETS;

/** The pictures of the fake's library that stand in for the recording's, in order. */
export const MIXED_SET_IMAGES = ['scene-fjord-sunrise', 'scene-frozen-lake', 'scene-spring-corn', 'scene-night-stadium'];

/** A recorded mixed set, its images' addresses replaced by the library's pictures in turn. */
export function mixedSetAnswer(where: Where, id: MixedSetId): unknown {
  let next = 0;
  const image = () => `${where.host}/i/${where.alias}/${MIXED_SET_IMAGES[next++ % MIXED_SET_IMAGES.length]}`;
  const rewrite = (item: Item): Item => {
    if (item.type === 'img') return { ...item, src: image() };
    if (item.type === 'video') return { ...item, src: `${where.host}/v/${where.alias}/video-first-tracks` };
    if (item.set)
      return { ...item, src: `${where.host}/s/${where.alias}/${id}-spin`, set: { ...item.set, items: item.set.items.map(rewrite) } };
    return item;
  };
  const recorded = MIXED_SETS[id] as { name: string; items: Item[] };
  return { ...recorded, name: id, items: recorded.items.map(rewrite) };
}
