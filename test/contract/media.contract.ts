/**
 * The media port's contract (worker/ports/media/types.ts): image, image-set and video
 * metadata in the image service's shapes (spec §7), pictures at a requested size, null for
 * what the library does not hold.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { contentProducts } from '../../worker/data/catalog/index';
import type { CallContext } from '../../worker/ports/context';
import type { ImageMetadata, ImageRequest, ImageSetMetadata, MediaProvider, VideoMetadata } from '../../worker/ports/media/types';
import { everyMethodHonoursAbort, type AdapterFactory, type MethodCalls } from './support';
import { requestCalls } from '../../worker/ports/context';

const BASE = 'https://shop.test/media';
const ALIAS = 'loipe';
const call = () => requestCalls();
const picture = (width?: number, height?: number): ImageRequest => ({
  width,
  height,
  scaleMode: 'aspect',
  format: 'auto',
  quality: 90,
  dpi: 72,
  background: '#ffffff',
});

export const MEDIA_CALLS: MethodCalls<MediaProvider, CallContext> = {
  metadata: (p, c) => p.metadata(c, 'i', ALIAS, 'scene-fjord-sunrise', BASE),
  render: (p, c) => p.render(c, 'aurora-classic-red', picture(200, 200)),
};

const product = contentProducts.find((p) => p.uid === 'aurora-classic')!;

export function mediaContract(name: string, factory: AdapterFactory<MediaProvider>) {
  describe(`media port contract: ${name}`, () => {
    let media: MediaProvider;
    beforeAll(async () => {
      media = await factory();
    });

    it('answers for the two brand aliases of spec §9', () => {
      expect([...media.aliases].sort()).toEqual(['loipe', 'loipeskis']);
    });

    it.each(['scene-fjord-sunrise', 'aurora-classic-red', 'athlete-ingrid-solberg', 'logo-loipe'])('describes image %s', async (id) => {
      const meta = (await media.metadata(call(), 'i', ALIAS, id, BASE)) as ImageMetadata;
      expect(meta).toMatchObject({ isImage: true, name: id, alpha: expect.any(Boolean), format: expect.any(String) });
      expect(meta.url.endsWith(`/i/${ALIAS}/${id}`)).toBe(true);
      expect(meta.width).toBeGreaterThan(0);
      expect(meta.height).toBeGreaterThan(0);
    });

    it('describes an image set by its items, the cover first (spec §7)', async () => {
      const set = (await media.metadata(call(), 's', ALIAS, 'scene-set-winter-lineup', BASE)) as ImageSetMetadata;
      expect(set.name).toBe('scene-set-winter-lineup');
      expect(set.items.map((i) => i.src.split('/').pop())).toEqual(['scene-fjord-sunrise', 'scene-frozen-lake', 'scene-spring-corn']);
      expect(set.items.every((i) => i.type === 'img' && i.width > 0 && i.height > 0)).toBe(true);
      const colours = (await media.metadata(call(), 's', ALIAS, product.uid, BASE)) as ImageSetMetadata;
      expect(colours.items.map((i) => i.src.split('/').pop())).toEqual(product.color_images.map((c) => c.amplience_id));
    });

    it('describes a video with its poster and an mp4_720p rendition', async () => {
      const video = (await media.metadata(call(), 'v', ALIAS, 'video-first-tracks', BASE)) as VideoMetadata;
      expect(video).toMatchObject({ name: 'video-first-tracks', type: 'video' });
      expect(video.poster.src.endsWith('/scene-fjord-sunrise')).toBe(true);
      expect(video.media[0]).toMatchObject({ profile: 'mp4_720p', format: 'mpeg4', width: 1280, height: 720 });
    });

    it.each([
      ['i', 'no-such-image'],
      ['i', 'aurora-classic-purple'],
      ['s', 'no-such-set'],
      ['v', 'no-such-clip'],
    ] as const)('resolves unknown %s %s to null', async (type, id) => {
      await expect(media.metadata(call(), type, ALIAS, id, BASE)).resolves.toBeNull();
    });

    it('renders a picture at the requested size, and null for an unknown id', async () => {
      const image = await media.render(call(), 'aurora-classic-red', picture(340, 453));
      expect(image?.contentType).toMatch(/^image\//);
      expect(image && (typeof image.body === 'string' ? image.body.length : image.body.byteLength)).toBeGreaterThan(0);
      expect(image).toMatchObject({ width: 340, height: 453 });
      const scaled = await media.render(call(), 'scene-fjord-sunrise', { ...picture(600), dpi: 144 });
      expect(scaled).toMatchObject({ width: 1200, height: 600 });
      await expect(media.render(call(), 'no-such-image', picture(100, 100))).resolves.toBeNull();
    });

    describe('call context', () => {
      everyMethodHonoursAbort(
        () => media,
        MEDIA_CALLS,
        (base) => base,
      );
    });
  });
}
