/**
 * Live preview through the Contentstack adapter, against the double's Delivery API and preview
 * service (fake-contentstack.ts): with a preview on the call, every read goes to the preview
 * host with the preview token and the editor's hash (Contentstack's Preview API), never to a
 * cache; without one nothing changes. The double refuses what the vendor refuses.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contentSeed } from '../../worker/data/content/index';
import { createContentProvider } from '../../worker/ports/content/index';
import { memoryCache, type ResponseCache } from '../../worker/ports/http/cache';
import { previewOrigin } from '../../worker/ports/content/contentstack/delivery';
import { contentstackPreviewRoutes, contentstackRoutes, DRAFT_PREFIX, PREVIEW_PATH, type FakePreviews } from './fake-contentstack';
import { previewPath } from './fake-contentstack-preview-paths';
import { startFakeService, type FakeService } from './fake-service';
import { cx } from './support';
import type { PreviewSession } from '../../worker/ports/context';

const STACK = { apiKey: 'loipe-main', deliveryToken: 'cs-delivery-token', environment: 'production', previewToken: 'cs-preview-token' };
const ABOUT = contentSeed.pages.find((p) => p.uid === 'about')!;
let fake: FakeService;
let previews: FakePreviews;
beforeAll(async () => {
  const preview = contentstackPreviewRoutes(STACK);
  previews = preview.previews;
  fake = await startFakeService([...contentstackRoutes(STACK), ...preview.routes]);
});
afterAll(() => fake.close());
afterEach(() => fake.reset());

function content(options: { previewToken?: string; cache?: ResponseCache } = {}) {
  return createContentProvider(
    {
      CONTENT_PROVIDER: 'contentstack',
      CONTENTSTACK_API_KEY: STACK.apiKey,
      CONTENTSTACK_DELIVERY_TOKEN: STACK.deliveryToken,
      CONTENTSTACK_ENVIRONMENT: STACK.environment,
      CONTENTSTACK_HOST: fake.url,
      CONTENTSTACK_PREVIEW_HOST: `${fake.url}${PREVIEW_PATH}`,
      CONTENTSTACK_PREVIEW_TOKEN: options.previewToken ?? STACK.previewToken,
    },
    { log: () => {}, cache: options.cache },
  );
}

const previewing = (hash: string) => ({ ...cx('en-us', 'cache-else-network'), preview: { hash } as PreviewSession });

describe('the preview host', () => {
  it.each([
    [{ region: undefined }, 'https://rest-preview.contentstack.com'],
    [{ region: 'eu' }, 'https://eu-rest-preview.contentstack.com'],
    [{ region: 'azure-na' }, 'https://azure-na-rest-preview.contentstack.com'],
    [{ region: 'eu', preview: { host: 'rest-preview.contentstack.com' } }, 'https://eu-rest-preview.contentstack.com'],
    [{ region: 'eu', preview: { host: 'http://127.0.0.1:8830/preview' } }, 'http://127.0.0.1:8830/preview'],
  ])('%j → %s', (config, origin) => {
    expect(previewOrigin(config)).toBe(origin);
  });
});

describe('checkPreview', () => {
  it('accepts a hash the preview service issued for the entry', async () => {
    const hash = previews.issue('page', 'about');
    expect(await content().checkPreview(previewing(hash), { contentType: 'page', uid: 'about' })).toBe('accepted');
    expect(await content().checkPreview(previewing(hash), null)).toBe('accepted');
  });

  it('is refused for a made-up or expired hash, or a wrong preview token', async () => {
    const hash = previews.issue('page', 'about');
    expect(await content().checkPreview(previewing('0f1e2d3c-4b5a-6978'), { contentType: 'page', uid: 'about' })).toBe('refused');
    expect(await content({ previewToken: 'not-the-token' }).checkPreview(previewing(hash), null)).toBe('refused');
    previews.expire(hash);
    expect(await content().checkPreview(previewing(hash), { contentType: 'page', uid: 'about' })).toBe('refused');
  });

  it('is unavailable without a preview token: the service is never asked', async () => {
    const hash = previews.issue('page', 'about');
    expect(await content({ previewToken: '' }).checkPreview(previewing(hash), null)).toBe('unavailable');
    expect(fake.requests).toHaveLength(0);
  });
});

describe('reads under a preview', () => {
  it('show the edited entry’s draft, read from the preview host with the preview token and hash, never the delivery token', async () => {
    const hash = previews.issue('page', 'about');
    const page = await content().getPageByUrl(previewing(hash), '/about');
    expect(page?.title).toBe(`${DRAFT_PREFIX}${ABOUT.title}`);
    expect(fake.requests.length).toBeGreaterThan(0);
    for (const request of fake.requests) {
      expect(request.path.startsWith(`${PREVIEW_PATH}/v3/`)).toBe(true);
      expect(request.headers).toMatchObject({ api_key: STACK.apiKey, preview_token: STACK.previewToken, live_preview: hash });
      expect(request.headers.access_token).toBeUndefined();
      expect(request.query.get('environment')).toBe(STACK.environment);
    }
    // Every other entry is as published.
    const other = await content().getPageByUrl(previewing(hash), '/psia');
    expect(other?.title).toBe(contentSeed.pages.find((p) => p.uid === 'psia')!.title);
  });

  it('keep nothing in the response cache, and a read without the preview is the published entry from the delivery host', async () => {
    const cache = memoryCache();
    const hash = previews.issue('page', 'about');
    const provider = content({ cache });
    expect((await provider.getPageByUrl(previewing(hash), '/about'))?.title).toBe(`${DRAFT_PREFIX}${ABOUT.title}`);
    expect(cache.size).toBe(0);
    fake.reset();
    expect((await provider.getPageByUrl(cx('en-us', 'cache-else-network'), '/about'))?.title).toBe(ABOUT.title);
    expect(fake.requests.every((r) => r.path.startsWith('/v3/') && r.headers.access_token === STACK.deliveryToken)).toBe(true);
    expect(cache.size).toBeGreaterThan(0);
    // A preview after the published page is cached still reads the draft.
    expect((await provider.getPageByUrl(previewing(hash), '/about'))?.title).toBe(`${DRAFT_PREFIX}${ABOUT.title}`);
  });

  it('read the published content when the hash is refused mid-page, and mark the preview so the page shows the notice', async () => {
    const hash = previews.issue('page', 'about');
    const call = previewing(hash);
    const provider = content();
    expect(await provider.checkPreview(call, { contentType: 'page', uid: 'about' })).toBe('accepted');
    previews.expire(hash);
    expect((await provider.getPageByUrl(call, '/about'))?.title).toBe(ABOUT.title);
    expect(call.preview.refused).toBe(true);
    // The rest of the request's reads go straight to the delivery host.
    fake.reset();
    expect((await provider.getPageByUrl(call, '/psia'))?.uid).toBe('psia');
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(fake.requests.every((r) => r.path.startsWith('/v3/') && r.headers.access_token === STACK.deliveryToken)).toBe(true);
  });

  it('send a timeline preview’s moment as the preview_timestamp header', async () => {
    const hash = previews.issue('page', 'about');
    const call = { ...cx('en-us'), preview: { hash, timestamp: '2026-12-24T08:00:00.000Z' } };
    await content().getPageByUrl(call, '/about');
    expect(fake.requests.every((r) => r.headers.preview_timestamp === '2026-12-24T08:00:00.000Z')).toBe(true);
  });
});

describe('the double refuses what the vendor refuses', () => {
  const get = (headers: Record<string, string>) =>
    fetch(`${fake.url}${PREVIEW_PATH}/v3/content_types/page/entries/about?environment=production&locale=en-us`, { headers });

  it('a missing or wrong preview token: 401', async () => {
    const hash = previews.issue('page', 'about');
    expect((await get({ api_key: STACK.apiKey, live_preview: hash })).status).toBe(401);
    expect((await get({ api_key: STACK.apiKey, live_preview: hash, access_token: STACK.deliveryToken })).status).toBe(401);
    expect((await get({ api_key: STACK.apiKey, live_preview: hash, preview_token: 'wrong' })).status).toBe(401);
  });

  it('a missing or unknown hash: 422 naming live_preview', async () => {
    for (const headers of [{}, { live_preview: 'never-issued-hash' }] as Record<string, string>[]) {
      const res = await get({ api_key: STACK.apiKey, preview_token: STACK.previewToken, ...headers });
      expect(res.status).toBe(422);
      expect(((await res.json()) as { errors: Record<string, unknown> }).errors).toHaveProperty('live_preview');
    }
  });

  it('the delivery host takes no preview token in place of the delivery token', async () => {
    const hash = previews.issue('page', 'about');
    const res = await fetch(`${fake.url}/v3/content_types/page/entries/about?environment=production&locale=en-us`, {
      headers: { api_key: STACK.apiKey, preview_token: STACK.previewToken, live_preview: hash },
    });
    expect(res.status).toBe(401);
  });

  it.each([
    ['page/about', '/en-us/about'],
    ['page/home', '/'],
    ['product/aurora-classic', '/en-us/p/aurora-classic'],
    ['product_category/skis', '/en-us/c/skis'],
    ['page/no-such-page', null],
    ['banner/home-hero', null],
  ])('serves the preview URL of %s at %s', (draft, path) => {
    const [type, uid] = draft.split('/') as [string, string];
    expect(previewPath(type, uid)).toBe(path);
  });
});
