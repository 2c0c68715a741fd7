/**
 * Embedded image service: draws every picture as SVG in the Worker. It answers any
 * requested format (auto, webp, jpg, ...) with SVG, because SVG is what it can render
 * without an image codec; browsers show it wherever an <img> expects a picture.
 */
import { contentProducts } from '../../data/catalog';
import { naturalSize, renderSvg, resolveSubject } from './svg/render';
import type { ImageRequest, MediaMetadata, MediaProvider, MediaType, RenderedImage } from './types';

export const MEDIA_ALIASES = ['loipe', 'loipeskis'] as const;

/** Image sets of the service and their items (as the hosted service keeps them in its library). */
const IMAGE_SETS: Record<string, string[]> = {
  'scene-set-winter-lineup': ['scene-fjord-sunrise', 'scene-frozen-lake', 'scene-spring-corn'],
};

/** Videos and their posters; other `video-…` ids use the scene of the same name. */
const VIDEO_POSTERS: Record<string, string> = { 'video-first-tracks': 'scene-fjord-sunrise' };

const MAX_SIDE = 4000;

function imageSetItems(id: string): string[] | null {
  if (IMAGE_SETS[id]) return IMAGE_SETS[id];
  const product = contentProducts.find((p) => p.uid === id);
  if (product) return product.color_images.map((c) => c.amplience_id);
  if (id.startsWith('scene-set-')) return [1, 2, 3].map((i) => `${id.replace('scene-set-', 'scene-')}-${i}`);
  return null;
}

/** Width and height from the request, the original's aspect filling in what is missing. */
export function resolveSize(natural: [number, number], req: Pick<ImageRequest, 'width' | 'height' | 'maxWidth'>): [number, number] {
  const [nw, nh] = natural;
  let w = req.width ?? (req.height !== undefined ? (req.height * nw) / nh : nw);
  let h = req.height ?? (req.width !== undefined ? (req.width * nh) / nw : nh);
  if (req.maxWidth !== undefined && w > req.maxWidth) {
    h = (h * req.maxWidth) / w;
    w = req.maxWidth;
  }
  const clamp = (v: number) => Math.max(1, Math.min(MAX_SIDE, Math.round(v)));
  return [clamp(w), clamp(h)];
}

export function createEmbeddedMedia(): MediaProvider {
  return {
    name: 'embedded',
    aliases: MEDIA_ALIASES,

    async metadata(_call, type: MediaType, alias: string, id: string, base: string): Promise<MediaMetadata | null> {
      const url = (item: string) => `${base}/i/${alias}/${item}`;
      if (type === 'v') {
        if (!/^video-[a-z0-9-]+$/.test(id)) return null;
        const poster = VIDEO_POSTERS[id] ?? id.replace(/^video-/, 'scene-');
        return {
          name: id,
          type: 'video',
          poster: { src: url(poster) },
          media: [{ profile: 'mp4_720p', protocol: base.startsWith('https:') ? 'https' : 'http', src: `${base}/v/${alias}/${id}/mp4_720p`, format: 'mpeg4', width: 1280, height: 720 }],
        };
      }
      if (type === 's') {
        const items = imageSetItems(id);
        if (!items) return null;
        return {
          name: id,
          items: items.flatMap((item) => {
            const subject = resolveSubject(item);
            if (!subject) return [];
            const [width, height] = naturalSize(subject);
            return [{ type: 'img' as const, src: url(item), width, height, format: 'SVG', opaque: 'true' as const }];
          }),
        };
      }
      const subject = resolveSubject(id);
      if (!subject) return null;
      const [width, height] = naturalSize(subject);
      return { isImage: true, name: id, url: url(id), width, height, format: 'SVG', alpha: false };
    },

    async render(_call, id: string, req: ImageRequest): Promise<RenderedImage | null> {
      const subject = resolveSubject(id);
      if (!subject) return null;
      const [width, height] = resolveSize(naturalSize(subject), req);
      const density = req.dpi / 72;
      const pixelWidth = Math.min(MAX_SIDE, Math.round(width * density));
      const pixelHeight = Math.min(MAX_SIDE, Math.round(height * density));
      // Low quality and tiny placeholders get flat shapes only: fewer bytes, same silhouette.
      const detail = req.quality >= 40 && Math.min(width, height) >= 48;
      const body = renderSvg(subject, { width, height, pixelWidth, pixelHeight, background: req.background, detail, cover: req.scaleMode === 'c' });
      return { body, contentType: 'image/svg+xml', width: pixelWidth, height: pixelHeight };
    },
  };
}
