/**
 * The Amplience adapter's own schemas (worker/ports/media/amplience/schemas.ts) against
 * what Amplience's SDK recorded from the service (test/contract/fixtures/vendor/amplience/, SOURCE.txt):
 * every recorded image, set and video parses, and maps to the media port's shapes.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RAW_SCHEMAS, toImage, toImageSet, toVideo } from '../../../worker/ports/media/amplience/schemas';
import image from '../../contract/fixtures/vendor/amplience/image.json';
import set from '../../contract/fixtures/vendor/amplience/set.json';
import setSpin from '../../contract/fixtures/vendor/amplience/set-spin.json';
import setWithVideo from '../../contract/fixtures/vendor/amplience/set-with-video.json';
import video from '../../contract/fixtures/vendor/amplience/video.json';
import videoWebm from '../../contract/fixtures/vendor/amplience/video-webm.json';

const last = (src: string) => src.split('/').pop();

describe('recorded images and sets', () => {
  it('an image keeps the port fields and drops status', () => {
    expect(toImage(v.parse(RAW_SCHEMAS.i, image))).toEqual({
      isImage: true,
      name: 'Lighthouse_15',
      url: 'http://i1-orig-qa.adis.ws/i/processJobs_01/Lighthouse_15',
      width: 1024,
      height: 768,
      format: 'JPEG',
      alpha: false,
    });
  });

  it.each([
    ['a set of images', set, ['cat', 'jump', 'building', 'field', 'camera']],
    ['a set holding videos: the videos are left out, the images keep their order', setWithVideo, ['cat', 'jump', 'building']],
    ['a set holding a spin set: the spin set stands by its first image', setSpin, ['1', '4', '1', '5', '6', '2', '3']],
  ])('%s', (_, recorded, firsts) => {
    const mapped = toImageSet(v.parse(RAW_SCHEMAS.s, recorded));
    expect(mapped.items.map((i) => last(i.src))).toEqual(firsts);
    expect(mapped.items.every((i) => i.type === 'img' && i.width > 0 && i.height > 0)).toBe(true);
  });

  it('refuses a set item of a kind it does not know', () => {
    expect(v.safeParse(RAW_SCHEMAS.s, { name: 'x', items: [{ type: 'model3d', src: 'x' }] }).success).toBe(false);
  });
});

describe('recorded videos', () => {
  it('parses a video with no name, type, poster or status; poster from meta.mainThumb.src; numbers parsed', () => {
    const raw = v.parse(RAW_SCHEMAS.v, video);
    const mapped = toVideo(raw, 'test_video');
    expect(mapped.name).toBe('test_video');
    expect(mapped.type).toBe('video');
    expect(mapped.poster.src).toBe(video.meta.mainThumb.src);
    expect(mapped.media.map((m) => m.profile)).toEqual(['mp4_720p', 'mp4_480p', 'mp4_240p']);
    expect(mapped.media[0]).toEqual({
      profile: 'mp4_720p',
      protocol: 'http',
      src: 'http://i1.adis.ws/v/fake_client/test_video/mp4_720p',
      format: 'mpeg4',
      width: 1280,
      height: 718,
    });
  });

  it('puts the mp4 720p rendition first, whatever its profile is called, then mp4 before webm', () => {
    const mapped = toVideo(v.parse(RAW_SCHEMAS.v, videoWebm), 'x');
    expect(mapped.name).toBe(videoWebm.name);
    expect(mapped.media.map((m) => `${m.format} ${m.height}`)).toEqual([
      'mpeg4 718',
      'mpeg4 480',
      'mpeg4 240',
      'webm 718',
      'webm 480',
      'webm 240',
    ]);
    expect(mapped.media[0]!.profile).toBe('mp4720p1');
  });

  it('refuses the shape our old fake invented (type and poster, no meta)', () => {
    const invented = {
      name: 'v',
      type: 'video',
      status: 'ok',
      poster: { src: 'https://x/i/a/p' },
      media: [{ profile: 'mp4_720p', protocol: 'https', src: 'https://x/v', format: 'mpeg4', width: 1280, height: 720 }],
    };
    expect(v.safeParse(RAW_SCHEMAS.v, invented).success).toBe(false);
  });

  it('refuses a size that is not a number', () => {
    const broken = { ...video, media: [{ ...video.media[0]!, width: 'wide' }] };
    expect(v.safeParse(RAW_SCHEMAS.v, broken).success).toBe(false);
  });
});
