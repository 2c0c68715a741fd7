/**
 * Contentstack Live Preview, server-rendered (worker/content/live-preview.ts), with the shop on
 * the Contentstack double (test/support/bigcommerce-fake-global.ts serves the delivery API and
 * the preview service on loopback). A hash the double issued shows the entry's draft with edit
 * tags and the SDK; the same page without the parameters is the published, cacheable page; no
 * preview answer is stored, indexed or frameable by anyone but the stack's app; a made-up hash
 * is the published page with a notice, never a 500.
 */
import { createExecutionContext, reset, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../../worker/app';
import { hotPages } from '../../../worker/page-cache/middleware';
import { assetManifest } from '../../../worker/render/manifest';
import { contentSeed } from '../../../worker/data/content/index';
import type { Env } from '../../../worker/env';

const contentstack = inject('contentstackVars');
const app = createApp();
const ABOUT = contentSeed.pages.find((p) => p.uid === 'about')!;
const PUBLISHED = ABOUT.title;
const DRAFT = `Draft: ${ABOUT.title}`;

afterEach(async () => {
  hotPages.clear();
  await reset();
});

async function get(path: string, options: { env?: Partial<Env>; headers?: Record<string, string> } = {}) {
  const ctx = createExecutionContext();
  const res = await app.request(
    `https://loipe.test${path}`,
    { headers: options.headers },
    { ...env, ...contentstack, ...options.env },
    ctx,
  );
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, html };
}

async function issue(type: string, uid: string): Promise<string> {
  const res = await fetch(`${contentstack.CONTENTSTACK_HOST}/__previews`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type, uid }),
  });
  return ((await res.json()) as { hash: string }).hash;
}

const previewQuery = (hash: string, type = 'page', uid = 'about', locale = 'en-us') =>
  `?${new URLSearchParams({ live_preview: hash, content_type_uid: type, entry_uid: uid, locale })}`;
const h1 = (html: string) => /<h1[^>]*>([^<]*)</.exec(html)?.[1];
const frameAncestors = (res: Response) => /frame-ancestors ([^;]+)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
const NOTICE = /class="preview-notice" role="status">This preview has expired or could not be loaded/;

function expectPrivate(res: Response) {
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(res.headers.get('x-robots-tag')).toBe('noindex');
  expect(res.headers.get('cache-status')).toMatch(/fwd=bypass; detail=preview/);
}

describe('a live preview the preview service accepts', () => {
  it('shows the draft title with edit tags and the SDK, private, unindexed, framed by the stack app only', async () => {
    const hash = await issue('page', 'about');
    const { res, html } = await get(`/en-us/about${previewQuery(hash)}`);
    expect(res.status).toBe(200);
    expect(h1(html)).toBe(DRAFT);
    expect(html).toContain(`<h1 data-cslp="page.about.en-us.title">${DRAFT}</h1>`);
    expect(html).toContain('data-cslp="page.about.en-us.seo.description"');
    expect(html).not.toMatch(NOTICE);
    // The SDK's own chunk, with the stack it talks to.
    expect(html).toContain(`<script type="module" src="${assetManifest.livePreview}"`);
    expect(html).toMatch(
      /<script type="application\/json" id="live-preview-config">\{"apiKey":"loipe-main","environment":"production","branch":"main","appHost":"app.contentstack.com"\}<\/script>/,
    );
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expectPrivate(res);
    expect(frameAncestors(res)).toBe('https://app.contentstack.com');
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('cross-origin-opener-policy')).toBeNull();
  });

  it('answers HEAD as GET: private and unindexed', async () => {
    const hash = await issue('page', 'about');
    const ctx = createExecutionContext();
    const res = await app.request(
      `https://loipe.test/en-us/about${previewQuery(hash)}`,
      { method: 'HEAD' },
      { ...env, ...contentstack },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    expectPrivate(res);
  });

  it('tags a category’s and a blog post’s title with their entries', async () => {
    const category = await get(`/en-us/c/skis${previewQuery(await issue('product_category', 'skis'), 'product_category', 'skis')}`);
    expect(category.html).toMatch(/<h1 data-cslp="product_category\.skis\.en-us\.(display_)?title">Draft: [^<]+<\/h1>/);
    const post = contentSeed.blogPosts[0]!;
    const blog = await get(`/en-us/blog/p/${post.uid}${previewQuery(await issue('blog_post', post.uid), 'blog_post', post.uid)}`);
    expect(blog.html).toContain(`<h1 data-cslp="blog_post.${post.uid}.en-us.title">Draft: ${post.title}</h1>`);
  });

  it('previews the en-us home at `/` for an editor anywhere (no redirect to their own locale)', async () => {
    const hash = await issue('page', 'home');
    const { res, html } = await get(`/${previewQuery(hash, 'page', 'home')}`, { headers: { 'cf-ipcountry': 'DE' } });
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="en-US"');
    expectPrivate(res);
  });

  it('loads no tag manager on a preview (an editor is no shopper; the hash stays out of the tags)', async () => {
    const gtm = { GTM_ID: 'GTM-LOIPE1' };
    const hash = await issue('page', 'about');
    expect((await get('/en-us/about', { env: gtm })).html).toContain('googletagmanager.com/gtm.js');
    expect((await get(`/en-us/about${previewQuery(hash)}`, { env: gtm })).html).not.toContain('googletagmanager');
  });

  it('frames only for the stack region’s app (eu)', async () => {
    const hash = await issue('page', 'about');
    const { res, html } = await get(`/en-us/about${previewQuery(hash)}`, { env: { CONTENTSTACK_REGION: 'eu' } });
    expect(frameAncestors(res)).toBe('https://eu-app.contentstack.com');
    expect(html).toContain('"appHost":"eu-app.contentstack.com"');
  });

  it('tags a product’s title, tagline and description with the product entry', async () => {
    const hash = await issue('product', 'aurora-classic');
    const { html } = await get(`/en-us/p/aurora-classic${previewQuery(hash, 'product', 'aurora-classic')}`);
    expect(html).toMatch(/<h1 data-cslp="product\.aurora-classic\.en-us\.display_title">Draft: Aurora Classic Ski<\/h1>/);
    expect(html).toContain('data-cslp="product.aurora-classic.en-us.tagline"');
    expect(html).toContain('data-cslp="product.aurora-classic.en-us.description"');
  });

  it('leaves no draft behind: the page without the parameters is the published one, stored and hit as before', async () => {
    const hash = await issue('page', 'about');
    expect(h1((await get(`/en-us/about${previewQuery(hash)}`)).html)).toBe(DRAFT);
    const first = await get('/en-us/about');
    expect(h1(first.html)).toBe(PUBLISHED);
    expect(first.html).not.toContain('data-cslp');
    expect(first.html).not.toContain(assetManifest.livePreview);
    expect(first.html).not.toContain('live-preview-config');
    expect(first.res.headers.get('cache-status')).toMatch(/fwd=miss; stored/);
    expect(frameAncestors(first.res)).toBe("'none'");
    expect(first.res.headers.get('x-frame-options')).toBe('DENY');
    expect(first.res.headers.get('x-robots-tag')).toBeNull();
    const second = await get('/en-us/about');
    expect(second.res.headers.get('cache-status')).toMatch(/; hit/);
    expect(h1(second.html)).toBe(PUBLISHED);
    // And a preview after the page is stored is still the draft: the cache is never read for it.
    const again = await get(`/en-us/about${previewQuery(hash)}`);
    expect(h1(again.html)).toBe(DRAFT);
    expectPrivate(again.res);
  });
});

describe('a preview that cannot be shown', () => {
  it.each([
    ['a made-up hash', '?live_preview=0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b&content_type_uid=page&entry_uid=about&locale=en-us'],
    ['the newer `hash` parameter, made up', '?hash=deadbeefdeadbeef&content_type_uid=page&entry_uid=about'],
    ['a malformed hash', '?live_preview=not%20a%20hash!'],
    ['a hash too short to be one', '?live_preview=abc'],
    ['a hash given twice', '?live_preview=0f1e2d3c4b5a6978&live_preview=0f1e2d3c4b5a6979'],
    ['a malformed entry uid', '?live_preview=0f1e2d3c4b5a6978&content_type_uid=page&entry_uid=about%3Bx'],
    ['a malformed content type', '?live_preview=0f1e2d3c4b5a6978&content_type_uid=Page-Type&entry_uid=about'],
  ])('%s: the published page with the notice, never stored or indexed', async (_name, query) => {
    const { res, html } = await get(`/en-us/about${query}`);
    expect(res.status).toBe(200);
    expect(h1(html)).toBe(PUBLISHED);
    expect(html).toMatch(NOTICE);
    expect(html).not.toContain('data-cslp');
    expectPrivate(res);
    // The SDK still loads: the editor's next change brings a fresh hash and reloads the frame.
    expect(html).toContain(assetManifest.livePreview);
    expect(frameAncestors(res)).toBe('https://app.contentstack.com');
  });

  it('a hash carrying markup is refused by the block list in front (403), never rendered', async () => {
    const { res, html } = await get(`/en-us/about?live_preview=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(res.status).toBe(403);
    expect(html).not.toContain('<script>alert(1)');
  });

  it('says so in the page’s language', async () => {
    const { html } = await get('/de-de/about?live_preview=0f1e2d3c4b5a6978', { headers: { 'cf-ipcountry': 'DE' } });
    expect(html).toContain('Diese Vorschau ist abgelaufen oder konnte nicht geladen werden.');
  });

  it('shows the notice when the preview service cannot be reached', async () => {
    const hash = await issue('page', 'about');
    const { res, html } = await get(`/en-us/about${previewQuery(hash)}`, { env: { CONTENTSTACK_PREVIEW_HOST: 'http://127.0.0.1:9' } });
    expect(res.status).toBe(200);
    expect(h1(html)).toBe(PUBLISHED);
    expect(html).toMatch(NOTICE);
    expectPrivate(res);
  });

  it('shows the notice within the check’s own deadline when the preview service hangs', async () => {
    const hash = await issue('page', 'about');
    const started = Date.now();
    const { res, html } = await get(`/en-us/about${previewQuery(hash)}`, {
      env: { CONTENTSTACK_PREVIEW_HOST: `${contentstack.CONTENTSTACK_HOST}/__hang` },
    });
    expect(Date.now() - started).toBeLessThan(7000);
    expect(res.status).toBe(200);
    expect(h1(html)).toBe(PUBLISHED);
    expect(html).toMatch(NOTICE);
  }, 15_000);

  it('leaves personal pages alone, whatever their query: never framed', async () => {
    const { res } = await get('/en-us/cart?live_preview=0f1e2d3c4b5a6978');
    expect(frameAncestors(res)).toBe("'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('shows the notice on a stack without a preview token: no draft is ever read', async () => {
    const hash = await issue('page', 'about');
    const { html } = await get(`/en-us/about${previewQuery(hash)}`, { env: { CONTENTSTACK_PREVIEW_TOKEN: '' } });
    expect(h1(html)).toBe(PUBLISHED);
    expect(html).toMatch(NOTICE);
  });

  it('shows the notice on the embedded content, without the SDK (no stack to talk to)', async () => {
    const { res, html } = await get('/en-us/about?live_preview=0f1e2d3c4b5a6978', { env: { CONTENT_PROVIDER: 'embedded' } });
    expect(res.status).toBe(200);
    expect(html).toMatch(NOTICE);
    expect(html).not.toContain(assetManifest.livePreview);
    expectPrivate(res);
  });

  it('an unknown page under preview is the 404 page, still private', async () => {
    const hash = await issue('page', 'about');
    const { res } = await get(`/en-us/no-such-page${previewQuery(hash)}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('preview attempts are throttled per address', () => {
  it('answers 429 with Retry-After past the limit, before asking the preview service', async () => {
    const keys: string[] = [];
    const limiter = {
      limit: async ({ key }: { key: string }) => {
        keys.push(key);
        return { success: false };
      },
    } as unknown as RateLimit;
    const { res, html } = await get('/en-us/about?live_preview=0f1e2d3c4b5a6978', {
      env: { PREVIEW_LIMITER: limiter },
      headers: { 'cf-connecting-ip': '203.0.113.7' },
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    // Framed by the stack app like any preview answer, so the editor reads why.
    expect(frameAncestors(res)).toBe('https://app.contentstack.com');
    expect(html).toMatch(/Too many preview requests/);
    expect(keys).toEqual(['preview:203.0.113.7']);
  });

  it('has the limiter bound in wrangler.toml, and a page without a hash never counts', async () => {
    expect(env.PREVIEW_LIMITER).toBeDefined();
    let calls = 0;
    const limiter = {
      limit: async () => {
        calls += 1;
        return { success: true };
      },
    } as unknown as RateLimit;
    await get('/en-us/about', { env: { PREVIEW_LIMITER: limiter } });
    expect(calls).toBe(0);
  });
});
