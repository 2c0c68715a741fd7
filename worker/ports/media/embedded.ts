/**
 * Embedded image service: draws every picture as SVG in the Worker. It answers any
 * requested format (auto, webp, jpg, ...) with SVG, because SVG is what it can render
 * without an image codec; browsers show it wherever an <img> expects a picture.
 */
import type { DataSource } from '../data';
import { mediaPaths, type MediaProduct, type MediaProductsDocument } from './documents';
import type { CallContext } from '../context';
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

function imageSetItems(id: string, products: ReadonlyMap<string, MediaProduct>): string[] | null {
  if (IMAGE_SETS[id]) return IMAGE_SETS[id];
  const product = products.get(id);
  if (product) return product.colors.map((color) => `${product.uid}-${color.toLowerCase()}`);
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

const tables = new WeakMap<MediaProductsDocument, Map<string, MediaProduct>>();

/** The embedded service draws SVG, so its pictures are text. */
export interface EmbeddedMedia extends MediaProvider {
  render(call: CallContext, id: string, request: ImageRequest): Promise<(RenderedImage & { body: string }) | null>;
}

export function createEmbeddedMedia(options: { source: DataSource }): EmbeddedMedia {
  /** The product table by uid, read once per isolate (scenes, portraits and the logo need none). */
  const productsFor = async (call: CallContext, id: string): Promise<ReadonlyMap<string, MediaProduct>> => {
    if (/^(scene|athlete|logo|video)-/.test(id)) return new Map();
    const doc = await options.source.json<MediaProductsDocument>(mediaPaths.products(), call.signal);
    let table = tables.get(doc);
    if (!table) tables.set(doc, (table = new Map(doc.products.map((p) => [p.uid, p]))));
    return table;
  };
  return {
    name: 'embedded',
    aliases: MEDIA_ALIASES,

    async metadata(call, type: MediaType, alias: string, id: string, base: string): Promise<MediaMetadata | null> {
      const url = (item: string) => `${base}/i/${alias}/${item}`;
      if (type === 'v') {
        if (!/^video-[a-z0-9-]+$/.test(id)) return null;
        const poster = VIDEO_POSTERS[id] ?? id.replace(/^video-/, 'scene-');
        return {
          name: id,
          type: 'video',
          poster: { src: url(poster) },
          media: [
            {
              profile: 'mp4_720p',
              protocol: base.startsWith('https:') ? 'https' : 'http',
              src: `${base}/v/${alias}/${id}/mp4_720p`,
              format: 'mpeg4',
              width: 1280,
              height: 720,
            },
          ],
        };
      }
      if (type === 's') {
        const products = await productsFor(call, id);
        const items = imageSetItems(id, products);
        if (!items) return null;
        return {
          name: id,
          items: items.flatMap((item) => {
            const subject = resolveSubject(item, products);
            if (!subject) return [];
            const [width, height] = naturalSize(subject);
            return [{ type: 'img' as const, src: url(item), width, height, format: 'SVG', opaque: 'true' as const }];
          }),
        };
      }
      const subject = resolveSubject(id, await productsFor(call, id));
      if (!subject) return null;
      const [width, height] = naturalSize(subject);
      return { isImage: true, name: id, url: url(id), width, height, format: 'SVG', alpha: false };
    },

    async render(call, id: string, req: ImageRequest) {
      const subject = resolveSubject(id, await productsFor(call, id));
      if (!subject) return null;
      const [width, height] = resolveSize(naturalSize(subject), req);
      const density = req.dpi / 72;
      const pixelWidth = Math.min(MAX_SIDE, Math.round(width * density));
      const pixelHeight = Math.min(MAX_SIDE, Math.round(height * density));
      // Low quality and tiny placeholders get flat shapes only: fewer bytes, same silhouette.
      const detail = req.quality >= 40 && Math.min(width, height) >= 48;
      const body = renderSvg(subject, {
        width,
        height,
        pixelWidth,
        pixelHeight,
        background: req.background,
        detail,
        cover: req.scaleMode === 'c',
      });
      return { body, contentType: 'image/svg+xml', width: pixelWidth, height: pixelHeight };
    },
  };
}
