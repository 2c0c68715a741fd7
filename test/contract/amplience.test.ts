/**
 * What is particular to the Amplience adapter, against the fake Dynamic Media host: the
 * recorded metadata shapes, the requests it sends, pictures as bytes, and failures.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { requestCalls } from '../../worker/ports/context';
import { testMedia } from '../support/data';
import { createMediaProvider } from '../../worker/ports/media/index';
import type { ImageRequest } from '../../worker/ports/media/types';
import { amplienceRoutes } from './fake-amplience';
import { startFakeService, type FakeService } from './fake-service';
import image from './fixtures/amplience/image.json';
import set from './fixtures/amplience/set.json';
import recordedVideo from './fixtures/vendor/amplience/video-webm.json';
import recordedSpin from './fixtures/vendor/amplience/set-spin.json';
import type { VideoMetadata } from '../../worker/ports/media/types';
import { MIXED_SET_IMAGES } from './amplience-recorded';

let fake: FakeService;
beforeAll(async () => {
  fake = await startFakeService(amplienceRoutes(['loipe', 'loipeskis'], () => fake.url));
});
afterAll(() => fake.close());
afterEach(() => fake.reset());

const media = () => createMediaProvider({ MEDIA_PROVIDER: 'amplience', AMPLIENCE_HOST: fake.url });
const call = () => requestCalls();
const withHost = (recorded: unknown) => JSON.parse(JSON.stringify(recorded).replaceAll('{host}', fake.url)) as unknown;
const request = (extra: Partial<ImageRequest> = {}): ImageRequest => ({
  width: 340,
  height: 453,
  scaleMode: 'c',
  format: 'webp',
  quality: 75,
  dpi: 144,
  background: '#f4f6f8',
  ...extra,
});

describe('recorded shapes', () => {
  it.each([
    ['i', 'aurora-classic-red', image],
    ['s', 'scene-set-winter-lineup', set],
  ])('the fake answers %s/%s as recorded', async (type, id, recorded) => {
    const res = await fetch(`${fake.url}/${type}/loipe/${id}.json?metadata=true&protocol=https`);
    expect(await res.json()).toEqual(withHost(recorded));
  });

  /** The JSON types at every key, so two documents compare by shape, not by value. */
  const shape = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.length === 0
        ? []
        : [shape(value[0])]
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, item]) => [k, shape(item)]))
        : value === null
          ? null
          : typeof value;

  it("the fake answers a video in the shape Amplience's SDK recorded (no type, poster or status; sizes as strings)", async () => {
    const res = await fetch(`${fake.url}/v/loipe/video-first-tracks.json?metadata=true&protocol=https`);
    const answer = (await res.json()) as typeof recordedVideo;
    expect(shape(answer)).toEqual(shape(recordedVideo));
    expect(answer).not.toHaveProperty('type');
    expect(answer).not.toHaveProperty('poster');
    expect(answer.meta.mainThumb.src).toBe(`${fake.url}/i/loipe/scene-fjord-sunrise`);
    expect(answer.media.map((m) => m.profile).sort()).toEqual(['mp4_240p', 'mp4_480p', 'mp4_720p', 'webm_240p', 'webm_480p', 'webm_720p']);
  });

  it('the fake answers a set holding a spin set in the recorded shape', async () => {
    const res = await fetch(`${fake.url}/s/loipe/scene-set-spin.json?metadata=true&protocol=https`);
    expect(shape(await res.json())).toEqual(shape(recordedSpin));
  });

  it('maps a video: poster from meta.mainThumb.src, the mp4 720p rendition first, sizes as numbers', async () => {
    const meta = (await media().metadata(call(), 'v', 'loipe', 'video-first-tracks', 'https://shop.test/media')) as VideoMetadata;
    expect(meta.poster).toEqual({ src: `${fake.url}/i/loipe/scene-fjord-sunrise` });
    expect(meta.media[0]).toEqual({
      profile: 'mp4_720p',
      protocol: 'https',
      src: `${fake.url}/v/loipe/video-first-tracks/mp4_720p`,
      format: 'mpeg4',
      width: 1280,
      height: 720,
    });
    expect(meta.media.map((m) => m.format)).toEqual(['mpeg4', 'mpeg4', 'mpeg4', 'webm', 'webm', 'webm']);
  });

  it.each([
    ['scene-set-with-video', [0, 1, 2]],
    ['scene-set-spin', [0, 1, 2, 5, 6, 7, 8]],
  ])('a set holding videos or a spin set (%s) gives its images, the first image first', async (id, order) => {
    const meta = await media().metadata(call(), 's', 'loipe', id, 'https://shop.test/media');
    expect(meta && 'items' in meta && meta.items.map((i) => i.src.split('/').pop())).toEqual(
      order.map((n) => MIXED_SET_IMAGES[n % MIXED_SET_IMAGES.length]),
    );
  });

  it("keeps only the port's fields of what the service says", async () => {
    const { status: _, ...expected } = withHost(image) as Record<string, unknown>;
    expect(await media().metadata(call(), 'i', 'loipe', 'aurora-classic-red', 'https://shop.test/media')).toEqual(expected);
  });
});

describe('requests', () => {
  it('asks for metadata over https (spec §7)', async () => {
    await media().metadata(call(), 's', 'loipeskis', 'aurora-classic', 'https://shop.test/media');
    const [sent] = fake.hits('/s/loipeskis/:file');
    expect(sent?.path).toBe('/s/loipeskis/aurora-classic.json');
    expect(Object.fromEntries(sent!.query)).toEqual({ metadata: 'true', protocol: 'https' });
  });

  it("asks nothing for an alias that is not the brand's", async () => {
    await expect(media().metadata(call(), 'i', 'someone-else', 'aurora-classic-red', 'https://shop.test/media')).resolves.toBeNull();
    expect(fake.requests).toHaveLength(0);
  });

  it("passes the picture through as bytes with the service's transformation parameters", async () => {
    const picture = await media().render(call(), 'aurora-classic-red', request());
    const [sent] = fake.hits('/i/loipe/aurora-classic-red');
    expect(Object.fromEntries(sent!.query)).toEqual({
      w: '340',
      h: '453',
      sm: 'c',
      fmt: 'webp',
      qlt: '75',
      dpi: '144',
      bg: 'rgb(244,246,248)',
    });
    const drawn = await testMedia().render(call(), 'aurora-classic-red', request());
    expect(new TextDecoder().decode(picture!.body as ArrayBuffer)).toBe(drawn!.body);
    expect(picture).toMatchObject({ contentType: 'image/svg+xml', width: drawn!.width, height: drawn!.height });
  });

  it('sends no background for a transparent one', async () => {
    await media().render(call(), 'aurora-classic-red', request({ background: 'none', format: 'png' }));
    expect(fake.hits('/i/loipe/aurora-classic-red')[0]!.query.has('bg')).toBe(false);
  });
});

describe('failures', () => {
  it('retries a 429 and answers', async () => {
    fake.script('/i/loipe/:file', [{ status: 429, headers: { 'retry-after': '0' } }]);
    await expect(media().metadata(call(), 'i', 'loipe', 'scene-frozen-lake', 'https://shop.test/media')).resolves.toMatchObject({
      isImage: true,
    });
    expect(fake.hits('/i/loipe/:file')).toHaveLength(2);
  });

  it('fails with upstream on a 5xx and bad_response on a shape it does not know', async () => {
    // Twice: one 5xx alone is tried once more.
    fake.script('/i/loipe/:file', [
      { status: 502, raw: 'Bad Gateway' },
      { status: 502, raw: 'Bad Gateway' },
    ]);
    await expect(media().metadata(call(), 'i', 'loipe', 'scene-frozen-lake', 'https://shop.test/media')).rejects.toMatchObject({
      kind: 'upstream',
      service: 'media',
      status: 502,
    });
    fake.script('/i/loipe/:file', [{ json: { isImage: true, name: 'scene-frozen-lake', width: 0, height: 0 } }]);
    await expect(media().metadata(call(), 'i', 'loipe', 'scene-frozen-lake', 'https://shop.test/media')).rejects.toMatchObject({
      kind: 'bad_response',
    });
  });
});
