/**
 * What is particular to the Contentstack adapter, against the fake Delivery API: the
 * recorded shapes, the requests it sends, spec §8's failures (code 141, the SDK rejection,
 * 408/429 retries), header log lines, and the cache policies with a real cache.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentSeed } from '../../worker/data/content/index';
import { requestCalls } from '../../worker/ports/context';
import { createContentProvider } from '../../worker/ports/content/index';
import type { ContentLogger } from '../../worker/ports/content/types';
import { contentstackHost } from '../../worker/ports/content/contentstack/delivery';
import { memoryCache, type ResponseCache } from '../../worker/ports/http/cache';
import { contentstackRoutes } from './fake-contentstack';
import { startFakeService, type FakeService } from './fake-service';
import recordedDe from './fixtures/contentstack/entry-de.json';
import recordedEnUs from './fixtures/contentstack/entry-en-us.json';
import { cx } from './support';

const STACK = { apiKey: 'loipe-main', deliveryToken: 'cs-delivery-token', environment: 'production' };
let fake: FakeService;
beforeAll(async () => {
  fake = await startFakeService(contentstackRoutes(STACK));
});
afterAll(() => fake.close());
afterEach(() => fake.reset());

function content(options: { token?: string; log?: ContentLogger; cache?: ResponseCache } = {}) {
  return createContentProvider(
    {
      CONTENT_PROVIDER: 'contentstack',
      CONTENTSTACK_API_KEY: STACK.apiKey,
      CONTENTSTACK_DELIVERY_TOKEN: options.token ?? STACK.deliveryToken,
      CONTENTSTACK_ENVIRONMENT: STACK.environment,
      CONTENTSTACK_HOST: fake.url,
    },
    { log: options.log ?? (() => {}), cache: options.cache },
  );
}

describe('the fake Delivery API answers in the recorded shapes', () => {
  it.each([
    ['en-us', '', recordedEnUs],
    ['de', '&include_fallback=true', recordedDe],
  ])('GET an entry in %s', async (locale, extra, recorded) => {
    const res = await fetch(
      `${fake.url}/v3/content_types/blog_category/entries/technique?environment=production&locale=${locale}${extra}`,
      {
        headers: { api_key: STACK.apiKey, access_token: STACK.deliveryToken },
      },
    );
    expect(await res.json()).toEqual(recorded);
  });
});

describe('requests', () => {
  it('sends the stack key and delivery token, the environment, the locale with fallback and the references (spec §7)', async () => {
    await content().getHeader(cx('de'), 'us');
    const requests = fake.hits('/v3/content_types/header/entries');
    expect(requests).toHaveLength(2);
    for (const request of requests) {
      expect(request.headers).toMatchObject({ api_key: 'loipe-main', access_token: 'cs-delivery-token' });
      expect(request.query.get('environment')).toBe('production');
      expect(request.query.getAll('include[]')).toEqual(['main_nav', 'top_alert', 'main_nav.link.banner']);
      expect(Number(request.query.get('limit'))).toBeLessThanOrEqual(100);
    }
    expect(requests.map((r) => [r.query.get('locale'), r.query.get('include_fallback')])).toEqual(
      expect.arrayContaining([
        ['en-us', null],
        ['de', 'true'],
      ]),
    );
  });

  it('reads a list of more than 100 entries in pages of 100 (spec §7)', async () => {
    await content().getDisplayText(cx('en-us'));
    const pages = fake.hits('/v3/content_types/display_text/entries');
    expect(pages.map((r) => r.query.get('skip'))).toEqual(['0']);
    fake.reset();
    const products = await content().getProducts(cx('en-us'), { includeDiscontinued: true });
    const skips = fake.hits('/v3/content_types/product/entries').map((r) => Number(r.query.get('skip')));
    expect(skips).toEqual(Array.from({ length: Math.ceil(products.length / 100) }, (_, i) => i * 100));
  });

  it('pages blog posts in the service, newest first, counting them there', async () => {
    const page = await content().getBlogPosts(cx('en-us'), { page: 2, perPage: 3 });
    const [request] = fake.hits('/v3/content_types/blog_post/entries');
    expect(request?.query.get('desc')).toBe('date');
    expect([request?.query.get('skip'), request?.query.get('limit'), request?.query.get('include_count')]).toEqual(['3', '3', 'true']);
    expect(page.total).toBe(contentSeed.blogPosts.length);
  });

  it.each([
    ['na', 'https://cdn.contentstack.io'],
    ['us', 'https://cdn.contentstack.io'],
    ['eu', 'https://eu-cdn.contentstack.com'],
    ['azure-na', 'https://azure-na-cdn.contentstack.com'],
    ['gcp-na', 'https://gcp-na-cdn.contentstack.com'],
  ])('the %s region prefixes the delivery host: %s', (region, host) => {
    expect(contentstackHost(region)).toBe(host);
  });
});

describe('spec §8 failures', () => {
  it('resolves a missing entry (code 141) to null in every locale', async () => {
    await expect(content().getBlogPost(cx('sv'), 'no-such-post')).resolves.toBeNull();
    expect(fake.hits('/v3/content_types/blog_post/entries/:uid')).toHaveLength(2);
  });

  it('rejects with the SDK shape (error_message, error_code, errors, status, statusText) as the cause', async () => {
    const error = await content({ token: 'wrong' })
      .getFooter(cx('en-us'))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'ProviderError',
      kind: 'upstream',
      service: 'content',
      status: 401,
      message: 'The Delivery Token is invalid.',
    });
    expect((error as Error).cause).toEqual({
      error_message: 'The Delivery Token is invalid.',
      error_code: 103,
      errors: { access_token: ['is not valid.'] },
      status: 401,
      statusText: 'Unauthorized',
    });
  });

  it('retries a 429 and a 408 and still answers', async () => {
    fake.script('/v3/content_types/footer/entries', [{ status: 429, headers: { 'retry-after': '0' } }, { status: 408 }]);
    await expect(content().getFooter(cx('en-us'))).resolves.toMatchObject({ uid: contentSeed.footer.uid });
    expect(fake.hits('/v3/content_types/footer/entries')).toHaveLength(3);
  });

  it('fails with upstream on a 5xx, with bad_response on an entry of the wrong shape', async () => {
    // Twice: one 5xx alone is tried once more.
    fake.script('/v3/content_types/footer/entries', [
      { status: 503, raw: 'Service Unavailable' },
      { status: 503, raw: 'Service Unavailable' },
    ]);
    await expect(content().getFooter(cx('en-us'))).rejects.toMatchObject({
      kind: 'upstream',
      status: 503,
      message: 'Request failed with status code 503',
    });
    fake.script('/v3/content_types/athlete/entries/:uid', [
      { json: { entry: { ...contentSeed.athletes[0], bio: 'one string, not a list' } } },
    ]);
    const error = await content()
      .getAthlete(cx('en-us'), contentSeed.athletes[0]!.uid)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'bad_response' });
    expect((error as Error).message).toContain('athlete/');
    expect((error as Error).message).toContain('at bio');
  });
});

describe('header log lines (spec §8)', () => {
  it('logs "Header - No Region Match" and serves the first header', async () => {
    const log = vi.fn();
    const only = { ...contentSeed.headers[0]!, regions: ['us'] };
    fake.script('/v3/content_types/header/entries', [{ json: { entries: [only], count: 1 } }]);
    const header = await content({ log }).getHeader(cx('en-us'), 'jp');
    expect(log).toHaveBeenCalledWith('Header - No Region Match', { locale: 'en-us', region: 'jp' });
    expect(header.uid).toBe(only.uid);
  });

  it('logs "Header - No Results" and serves the five categories in the locale', async () => {
    const log = vi.fn();
    fake.script('/v3/content_types/header/entries', [{ json: { entries: [], count: 0 } }, { json: { entries: [], count: 0 } }]);
    const header = await content({ log }).getHeader(cx('de'), 'us');
    expect(log).toHaveBeenCalledWith('Header - No Results', { locale: 'de', region: 'us' });
    expect(header.main_nav.map((n) => n.link.title)).toEqual(['Ski', 'Schuhe', 'Bindungen', 'Stöcke', 'Zubehör']);
  });
});

describe('cache policies (spec §9) with a real cache', () => {
  it('cache-else-network asks the service once for the same entries', async () => {
    const cache = memoryCache();
    const adapter = content({ cache });
    const background: Promise<unknown>[] = [];
    const call = () => requestCalls({ cache: 'cache-else-network', waitUntil: (p) => void background.push(p) }).content('fr');
    const first = await adapter.getBrandSettings(call());
    await Promise.all(background);
    const requests = fake.requests.length;
    expect(await adapter.getBrandSettings(call())).toEqual(first);
    expect(fake.requests.length).toBe(requests);
  });

  it('the default ignore-cache asks the service every time', async () => {
    const adapter = content({ cache: memoryCache() });
    await adapter.getBrandSettings(cx('fr'));
    await adapter.getBrandSettings(cx('fr'));
    expect(fake.hits('/v3/content_types/brand_settings/entries')).toHaveLength(4);
  });
});
