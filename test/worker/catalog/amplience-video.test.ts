/**
 * With Amplience's recorded video metadata (no `type`, `poster` or `status`; mp4 and
 * webm renditions with sizes as strings; the poster at `meta.mainThumb.src`), the home page's
 * video banner plays the video. The shop runs with MEDIA_PROVIDER=amplience and
 * AMPLIENCE_HOST pointing at the fake service's answers (test/contract/amplience-recorded.ts:
 * the vendored recording with the fake's addresses), served by a fetch stub because workerd
 * tests reach no network.
 */
import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../worker/app';
import { createMediaProvider } from '../../../worker/ports/media';
import { createContentProvider } from '../../../worker/ports/content';
import type { ContentProvider } from '../../../worker/ports/content/types';
import { videoAnswer } from '../../contract/amplience-recorded';

const HOST = 'https://amplience.fake.test';

function fakeAmplience() {
  const seen: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    seen.push(url.pathname);
    const video = /^\/v\/([^/]+)\/(video-[a-z0-9-]+)\.json$/.exec(url.pathname);
    if (video && video[2] === 'video-first-tracks') {
      const protocol = url.searchParams.get('protocol') === 'https' ? 'https' : 'http';
      return Response.json(videoAnswer({ host: HOST, alias: video[1]! }, video[2], 'scene-fjord-sunrise', protocol));
    }
    return Response.json({ status: 'error', errorMsg: 'Not found' }, { status: 404 });
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

async function home(service: ReturnType<typeof fakeAmplience>, content?: ContentProvider) {
  const app = createApp({
    providers: {
      media: (e) => createMediaProvider({ ...e, MEDIA_PROVIDER: 'amplience', AMPLIENCE_HOST: HOST }, { fetch: service.fetch }),
      ...(content ? { content: () => content } : {}),
    },
  });
  const res = await app.request(
    'https://loipe.test/',
    { headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 Chrome/156.0' } },
    env,
    createExecutionContext(),
  );
  expect(res.status).toBe(200);
  return res.text();
}

describe('the home page with MEDIA_PROVIDER=amplience', () => {
  it("plays the video banner: <video> with the recorded metadata's mp4 720p source and a poster", async () => {
    const service = fakeAmplience();
    const html = await home(service);
    expect(service.seen).toContain('/v/loipe/video-first-tracks.json');
    const video = /<video\b[^>]*>[\s\S]*?<\/video>/.exec(html)?.[0];
    expect(video, 'a <video> element on the home page').toBeDefined();
    expect(video).toContain(`<source src="${HOST}/v/loipe/video-first-tracks/mp4_720p" type="video/mp4"/>`);
    expect(/\sposter="([^"]+)"/.exec(video!)?.[1]).toMatch(/scene-fjord-sunrise/);
  });

  it("shows the service's poster (meta.mainThumb.src) when the editor chose none", async () => {
    const real = createContentProvider(env);
    const content: ContentProvider = {
      ...real,
      async getBanner(cx, uid) {
        const banner = await real.getBanner(cx, uid);
        if (!banner?.background) return banner;
        const { poster_amplience_id: _, ...background } = banner.background;
        return { ...banner, background };
      },
    };
    const html = await home(fakeAmplience(), content);
    const video = /<video\b[^>]*>/.exec(html)?.[0];
    expect(/\sposter="([^"]+)"/.exec(video ?? '')?.[1]).toBe(`${HOST}/i/loipe/scene-fjord-sunrise`);
  });
});
