import { reset, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';

// The image service as worker/app.ts mounts it at /media.
const get = (path: string) => SELF.fetch(`https://loipe.test/media${path}`, {});

afterEach(() => reset());

describe('GET /media/i/{alias}/{id}', () => {
  it('answers a product picture as SVG sized to the request, cached for a year', async () => {
    const res = await get('/i/loipe/aurora-classic-red?w=340&h=453&fmt=auto&qlt=90&dpi=96&bg=white');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await res.text();
    expect(svg).toMatch(/viewBox="0 0 340 453" width="453" height="604"/);
    expect(svg).toContain('fill="#c8102e"');
  });

  it('serves the same picture when format auto, quality 90, a white background and density 96 are left out, and reads a hex background without #', async () => {
    const spelled = await (await get('/i/loipe/aurora-classic-red?w=340&h=453&fmt=auto&qlt=90&dpi=96&bg=white')).text();
    expect(await (await get('/i/loipe/aurora-classic-red?w=340&h=453')).text()).toBe(spelled);
    // Another density is spelled: 72 draws one pixel per unit of w.
    expect(await (await get('/i/loipe/aurora-classic-red?w=340&h=453&dpi=72')).text()).toMatch(
      /viewBox="0 0 340 453" width="340" height="453"/,
    );
    const hashed = await (await get('/i/loipe/aurora-classic-red?w=96&h=96&qlt=75&bg=%23f1f5f8')).text();
    expect(await (await get('/i/loipe/aurora-classic-red?w=96&h=96&qlt=75&bg=f1f5f8')).text()).toBe(hashed);
  });

  it("serves a path without an alias as the image component's alias (the shop's own URLs leave it out)", async () => {
    const res = await get('/i/aurora-classic-red?w=340&h=453');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(await (await get('/i/loipe/aurora-classic-red?w=340&h=453')).text());
    expect((await get('/i/nope?w=10')).status).toBe(404);
    expect((await get('/i/aurora-classic-red.json?metadata=true')).status).toBe(200);
  });

  it('draws the colour named in the id (spec §5 colour swap)', async () => {
    const svg = await (await get('/i/loipe/aurora-classic-blue?w=200&h=200')).text();
    expect(svg).toContain('fill="#1f5fbf"');
    expect(svg).not.toContain('fill="#c8102e"');
  });

  it.each([['webp'], ['jpg'], ['png'], ['avif']])('answers SVG for fmt=%s too (the embedded service draws SVG only)', async (fmt) => {
    const res = await get(`/i/loipeskis/rime-skate-yellow?w=100&fmt=${fmt}`);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('draws editorial scenes, athlete portraits and the logo', async () => {
    for (const id of ['scene-birch-trail', 'scene-set-winter-lineup', 'athlete-ingrid-solberg', 'logo-loipe']) {
      const res = await get(`/i/loipe/${id}?w=1440&h=480`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('viewBox="0 0 1440 480"');
    }
  });

  it('colours the background from bg', async () => {
    expect(await (await get('/i/loipe/rime-skate?w=50&h=50&bg=rgb(244,246,248)')).text()).toContain('fill="#f4f6f8"');
  });

  it.each([
    ['/i/loipe/aurora-classic-purple', 'a colour the product does not come in'],
    ['/i/loipe/nope', 'an unknown id'],
    ['/i/other/aurora-classic-red', 'an unknown alias'],
    ['/i/loipe/Aurora', 'an id that is not a slug'],
    ['/s/loipe/aurora-classic', 'a set asked for as a picture'],
  ])('answers %s with 404 (%s)', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });

  it.each([['w=0'], ['w=5000'], ['h=abc'], ['qlt=101'], ['dpi=10'], ['fmt=bmp'], ['bg=url(x)'], ['sm=zoom']])(
    'answers ?%s with 400',
    async (q) => {
      const res = await get(`/i/loipe/aurora-classic-red?${q}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_parameter');
    },
  );
});

describe('GET /media/{i|s|v}/{alias}/{id}.json (metadata)', () => {
  it('describes an image', async () => {
    const res = await get('/i/loipe/aurora-classic-red.json?metadata=true');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      isImage: true,
      url: 'https://loipe.test/media/i/loipe/aurora-classic-red',
      width: 1000,
      height: 1000,
    });
  });

  it('lists an image set, first item first, with https addresses when asked', async () => {
    const body = (await (await get('/s/loipe/scene-set-winter-lineup.json?metadata=true&protocol=https')).json()) as {
      items: { src: string }[];
    };
    expect(body.items[0]!.src).toBe('https://loipe.test/media/i/loipe/scene-fjord-sunrise');
    const product = (await (await get('/s/loipe/tass-junior.json?metadata=true')).json()) as { items: { src: string }[] };
    expect(product.items).toHaveLength(8);
  });

  it('gives a video its mp4_720p address and a poster that is a picture', async () => {
    const video = (await (await get('/v/loipe/video-first-tracks.json?metadata=true')).json()) as {
      poster: { src: string };
      media: { profile: string; src: string }[];
    };
    expect(video.media[0]).toMatchObject({ profile: 'mp4_720p', src: 'https://loipe.test/media/v/loipe/video-first-tracks/mp4_720p' });
    const poster = await SELF.fetch(video.poster.src, {});
    expect(poster.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers 404 for the video file (no video codec in the embedded service) and unknown assets', async () => {
    expect((await get('/v/loipe/video-first-tracks/mp4_720p')).status).toBe(404);
    expect((await get('/i/loipe/nope.json')).status).toBe(404);
    expect((await get('/v/loipe/aurora-classic.json')).status).toBe(404);
    expect((await get('/x/loipe/aurora-classic.json')).status).toBe(404);
  });
});
