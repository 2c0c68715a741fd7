import { describe, expect, it } from 'vitest';
import { contentProducts } from '../../../worker/data/catalog';
import { createMediaProvider } from '../../../worker/ports/media';
import { resolveSize } from '../../../worker/ports/media/embedded';
import { parseBackground } from '../../../worker/media/routes';
import { resolveSubject } from '../../../worker/ports/media/svg/render';
import type { ImageRequest } from '../../../worker/ports/media/types';
import { calls } from '../../support/calls';
import { testMedia, testAssets } from '../../support/data';

/** The image service's product table, as the build writes it (media/products.json). */
const TABLE = new Map(
  contentProducts.map((p) => [p.uid, { uid: p.uid, title: p.display_title, kind: p.kind, colors: p.color_images.map((c) => c.color) }]),
);

const media = testMedia();
const request = (extra: Partial<ImageRequest> = {}): ImageRequest => ({
  scaleMode: 'aspect',
  format: 'auto',
  quality: 90,
  dpi: 72,
  background: '#ffffff',
  ...extra,
});

describe('media provider selection', () => {
  it('creates the embedded image service for MEDIA_PROVIDER=embedded', () => {
    expect(createMediaProvider({ MEDIA_PROVIDER: 'embedded', ASSETS: testAssets() }).name).toBe('embedded');
  });
  it('fails loudly for an unknown adapter', () => {
    expect(() => createMediaProvider({ MEDIA_PROVIDER: 'amplience-typo', ASSETS: testAssets() })).toThrow(
      /Unknown MEDIA_PROVIDER "amplience-typo"/,
    );
  });
});

describe('image ids', () => {
  it.each([
    ['aurora-classic-red', 'product'],
    ['aurora-classic', 'product'],
    ['tass-junior-teal', 'product'],
    ['scene-frozen-lake', 'scene'],
    ['scene-anything-new', 'scene'],
    ['athlete-ingrid-solberg', 'portrait'],
    ['logo-loipe', 'logo'],
  ])('%s shows a %s', (id, type) => expect(resolveSubject(id, TABLE)?.type).toBe(type));

  it.each([
    ['aurora-classic-purple', 'a colour the product does not come in'],
    ['aurora-classic-chartreuse', 'a word that is no colour'],
    ['nope-red', 'an unknown product'],
    ['Aurora-Classic-Red', 'upper case'],
    ['../etc', 'path characters'],
    ['', 'nothing'],
  ])('%s is unknown (%s)', (id) => expect(resolveSubject(id, TABLE)).toBeNull());

  it('knows an image for every colour of every product', () => {
    for (const p of contentProducts) for (const c of p.color_images) expect(resolveSubject(c.amplience_id, TABLE)?.type).toBe('product');
  });
});

describe('sizes', () => {
  it.each([
    [{ width: 340, height: 453 }, [340, 453]],
    [{ width: 500 }, [500, 500]],
    [{ height: 200 }, [200, 200]],
    [{}, [1000, 1000]],
    [{ width: 2000, maxWidth: 800 }, [800, 800]],
    [{ width: 9000 }, [4000, 4000]],
  ])('a product image asked for %j is %j', (req, expected) => expect(resolveSize([1000, 1000], req)).toEqual(expected));

  it('keeps the aspect of a wide original when only the width is given', () => {
    expect(resolveSize([2400, 1200], { width: 1440 })).toEqual([1440, 720]);
  });
});

describe('rendering', () => {
  it('draws the product in the requested colour, in a viewBox of the requested size, on white', async () => {
    const image = (await media.render(calls, 'aurora-classic-blue', request({ width: 340, height: 453 })))!;
    expect(image.contentType).toBe('image/svg+xml');
    expect(image.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 340 453" width="340" height="453"/);
    expect(image.body).toContain('fill="#1f5fbf"');
    expect(image.body).toContain('<rect x="0" y="0" width="340" height="453" fill="#ffffff"/>');
    expect(image.body).toContain('<title>Aurora Classic Ski, Blue</title>');
  });

  it('scales the intrinsic size by dpi/72 (96 → 1.33x, 144 → 2x)', async () => {
    expect((await media.render(calls, 'rime-skate', request({ width: 300, height: 300, dpi: 144 })))!.width).toBe(600);
    expect((await media.render(calls, 'rime-skate', request({ width: 300, height: 300, dpi: 96 })))!.width).toBe(400);
  });

  it('leaves out the background for bg=transparent', async () => {
    const image = (await media.render(calls, 'rime-skate', request({ width: 100, height: 100, background: 'none' })))!;
    expect(image.body).not.toContain('fill="#ffffff"/><g');
  });

  it('draws flat shapes for low quality and tiny placeholders (fewer bytes)', async () => {
    const full = (await media.render(calls, 'aurora-classic-red', request({ width: 300, height: 300 })))!;
    const low = (await media.render(calls, 'aurora-classic-red', request({ width: 300, height: 300, quality: 30 })))!;
    const tiny = (await media.render(calls, 'aurora-classic-red', request({ width: 15, height: 15 })))!;
    expect(low.body.length).toBeLessThan(full.body.length);
    expect(tiny.body).not.toContain('LOIPE');
    expect(full.body).toContain('LOIPE');
  });

  it('draws every product kind, and the scenes and portraits of the editorial content', async () => {
    for (const p of contentProducts) {
      const image = (await media.render(calls, p.image.amplience_id, request({ width: 200, height: 200 })))!;
      expect(image.body.length).toBeGreaterThan(400);
    }
    for (const id of [
      'scene-birch-trail',
      'scene-night-stadium',
      'scene-waxing-cabin',
      'scene-mountain-hut',
      'athlete-aiko-tanabe',
      'logo-loipe',
    ]) {
      const image = (await media.render(calls, id, request({ width: 1440, height: 480 })))!;
      expect(image.body).toContain('viewBox="0 0 1440 480"');
    }
  });

  it('draws the same picture for the same id every time', async () => {
    const a = (await media.render(calls, 'scene-frozen-lake', request({ width: 800, height: 400 })))!;
    const b = (await media.render(calls, 'scene-frozen-lake', request({ width: 800, height: 400 })))!;
    expect(a.body).toBe(b.body);
  });

  it('returns null for an unknown id', async () => {
    expect(await media.render(calls, 'nope', request())).toBeNull();
  });
});

describe('metadata', () => {
  const base = 'https://loipe.test/media';
  it('describes an image with its address and size', async () => {
    expect(await media.metadata(calls, 'i', 'loipe', 'aurora-classic-red', base)).toEqual({
      isImage: true,
      name: 'aurora-classic-red',
      url: 'https://loipe.test/media/i/loipe/aurora-classic-red',
      width: 1000,
      height: 1000,
      format: 'SVG',
      alpha: false,
    });
  });
  it('lists the items of an image set, first one first', async () => {
    const set = await media.metadata(calls, 's', 'loipe', 'scene-set-winter-lineup', base);
    expect(set && 'items' in set ? set.items.map((i) => i.src) : []).toEqual([
      'https://loipe.test/media/i/loipe/scene-fjord-sunrise',
      'https://loipe.test/media/i/loipe/scene-frozen-lake',
      'https://loipe.test/media/i/loipe/scene-spring-corn',
    ]);
    const product = await media.metadata(calls, 's', 'loipe', 'lavvu-tour', base);
    expect(product && 'items' in product ? product.items : []).toHaveLength(7);
  });
  it('gives a video its mp4_720p address and poster', async () => {
    const video = await media.metadata(calls, 'v', 'loipe', 'video-first-tracks', base);
    expect(video).toMatchObject({
      type: 'video',
      poster: { src: 'https://loipe.test/media/i/loipe/scene-fjord-sunrise' },
      media: [
        {
          profile: 'mp4_720p',
          protocol: 'https',
          src: 'https://loipe.test/media/v/loipe/video-first-tracks/mp4_720p',
          width: 1280,
          height: 720,
        },
      ],
    });
  });
  it('returns null for unknown assets', async () => {
    expect(await media.metadata(calls, 'i', 'loipe', 'nope', base)).toBeNull();
    expect(await media.metadata(calls, 's', 'loipe', 'nope', base)).toBeNull();
    expect(await media.metadata(calls, 'v', 'loipe', 'scene-x', base)).toBeNull();
  });
});

describe('background parameter', () => {
  it.each([
    ['white', '#ffffff'],
    ['transparent', 'none'],
    ['#ABC', '#aabbcc'],
    ['f4f6f8', '#f4f6f8'],
    ['rgb(255, 255, 255)', '#ffffff'],
    ['rgb(0,16,255)', '#0010ff'],
    ['rgb(256,0,0)', null],
    ['url(javascript:x)', null],
    ['"/><script>', null],
  ])('%j → %j', (input, expected) => expect(parseBackground(input)).toBe(expected));
});
