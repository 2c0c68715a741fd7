/**
 * The page cache through the whole Worker: anonymous pages come from the Cache API
 * with fresh nonces, personal answers never do, and stock, prices and content purge them.
 */
import { createExecutionContext, env, reset, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { unpackBuyVariant, type ProductBuyProps } from '../../../client/islands/ProductBuy';
import type { MiniCartProps } from '../../../client/islands/MiniCart';
import { createApp } from '../../../worker/app';
import { commerceProducts } from '../../../worker/data/catalog';
import { defaultCache } from '../../../worker/page-cache/page-storage';
import { hotPages } from '../../../worker/page-cache/middleware';
import { get, runnableScripts } from '../support/helpers';
import { islandProps } from '../support/shop-html';
import { migrate } from '../checkout/order-support';
import { shopperWithCart, variants } from '../cart/cart-support';
import { signStandardWebhook } from '../../support/standard-webhooks';

beforeEach(migrate);
// reset() empties the Cache API and KV; the isolate's copies of recent pages go with them.
afterEach(() => {
  hotPages.clear();
  return reset();
});

const PRODUCT = '/en-us/p/aurora-classic';
const AURORA = commerceProducts('us').find((p) => p.id === 1101)!;
const OPS = { authorization: 'Bearer workerd-tests-ops-token' };

const cacheStatus = (res: Response) => res.headers.get('cache-status') ?? '';
const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';
const withoutNonces = (html: string) => html.replace(/ nonce="[^"]*"/g, ' nonce=""');

/** GETs until the cache answers (the fill is stored in the first answer's waitUntil, after its body). */
async function untilHit(path: string, init: Parameters<typeof get>[1] = {}): Promise<Response> {
  for (let i = 0; i < 50; i++) {
    const res = await get(path, init);
    if (/; hit\b/.test(cacheStatus(res))) return res;
    await res.text();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} never became a hit`);
}

/** Every page the tag index names, as stored in the Cache API. */
async function storedPages(): Promise<Response[]> {
  const listed = await env.PAGE_INDEX!.list<{ k?: string }>();
  const keys = [...new Set(listed.keys.map((k) => k.metadata?.k).filter((k): k is string => !!k))];
  const cache = defaultCache();
  const found = await Promise.all(keys.map((key) => cache.match(new Request(key))));
  return found.filter((r): r is Response => r !== undefined);
}

describe('anonymous pages from the cache', () => {
  it('answers the second view of a product page from the cache: same body but for a fresh nonce that matches its CSP', async () => {
    const first = await get(PRODUCT);
    expect(first.status).toBe(200);
    expect(cacheStatus(first)).toBe('loipe; fwd=miss; stored');
    expect(first.headers.get('cache-control')).toBe('private, max-age=0');
    const firstHtml = await first.text();
    const second = await untilHit(PRODUCT);
    expect(cacheStatus(second)).toMatch(/^loipe; hit; ttl=\d+$/);
    expect(second.headers.get('cache-control')).toBe('private, max-age=0');
    const secondHtml = await second.text();
    expect(withoutNonces(secondHtml)).toBe(withoutNonces(firstHtml));

    const third = await untilHit(PRODUCT);
    const thirdHtml = await third.text();
    const nonces = [first, second, third].map(nonceOf);
    expect(new Set(nonces).size).toBe(3);
    for (const [res, html] of [
      [first, firstHtml],
      [second, secondHtml],
      [third, thirdHtml],
    ] as const) {
      const scripts = runnableScripts(html);
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonceOf(res)}"`);
    }
    // The server says what it spent (Server-Timing) on every answer.
    expect(second.headers.get('server-timing')).toMatch(/cache;dur=[\d.]+.*total;dur=[\d.]+/);
  });

  it('caches category and home pages and the 404 page, and answers HEAD from the cache', async () => {
    for (const path of ['/en-us/c/skis', '/', '/de-de', '/en-us/no-such-page']) {
      const first = await get(path);
      expect(cacheStatus(first), path).toBe('loipe; fwd=miss; stored');
      await first.text();
      const hit = await untilHit(path);
      expect(hit.status, path).toBe(first.status);
      await hit.text();
    }
    const head = await SELF.fetch(`https://loipe.test${PRODUCT}`, { method: 'HEAD' });
    // A HEAD miss has no body to store: it is answered, and the next GET fills the cache.
    expect(cacheStatus(head)).toBe('loipe; fwd=miss');
    await head.text();
    await (await untilHit(PRODUCT)).text();
    const headHit = await SELF.fetch(`https://loipe.test${PRODUCT}`, { method: 'HEAD' });
    expect(cacheStatus(headHit)).toMatch(/; hit\b/);
    expect(await headHit.text()).toBe('');
  });

  it('keys on the parameters that change the page: a colour is its own entry, a tracking parameter is not', async () => {
    await (await get(PRODUCT)).text();
    await (await untilHit(PRODUCT)).text();
    expect(cacheStatus(await get(`${PRODUCT}?gclid=abc`))).toMatch(/; hit\b/);
    // The colour as the shop's links write it (lowercase): another spelling renders the same page without a copy of its own.
    const colour = await get(`${PRODUCT}?color=red`);
    expect(cacheStatus(colour)).toBe('loipe; fwd=miss; stored');
    await colour.text();
    const spelling = await get(`${PRODUCT}?color=Red`);
    expect(cacheStatus(spelling)).toBe('loipe; fwd=miss; detail=query');
    await spelling.text();
    // A parameter no page reads goes past the cache (a key per random parameter would fill it).
    expect(cacheStatus(await get(`${PRODUCT}?x=1`))).toBe('loipe; fwd=bypass; detail=query');
  });

  it('a utm landing is a hit that still sets the campaign cookie, and no stored answer carries Set-Cookie', async () => {
    await (await get(PRODUCT)).text();
    await (await untilHit(PRODUCT)).text();
    const landing = await get(`${PRODUCT}?utm_source=newsletter&utm_campaign=winter`);
    expect(cacheStatus(landing)).toMatch(/; hit\b/);
    expect(landing.headers.get('set-cookie')).toMatch(/^utm=utm_source%3Dnewsletter%26utm_campaign%3Dwinter;/);
    await landing.text();
    // A first landing fills the cache with its answer, but not with its cookie.
    const fresh = await get('/en-us/c/skis?utm_source=ad');
    expect(cacheStatus(fresh)).toBe('loipe; fwd=miss; stored');
    expect(fresh.headers.get('set-cookie')).toMatch(/^utm=/);
    await fresh.text();
    const after = await untilHit('/en-us/c/skis');
    expect(after.headers.get('set-cookie')).toBeNull();
    await after.text();

    const stored = await storedPages();
    expect(stored.length).toBeGreaterThanOrEqual(2);
    for (const page of stored) {
      expect(page.headers.get('set-cookie')).toBeNull();
      await page.text();
    }
  });

  it('never answers /api, cart, checkout or account from the cache, and says no-store where nothing else is said', async () => {
    for (const path of ['/api/products?limit=1', '/en-us/cart', '/en-us/checkout', '/en-us/account', '/en-us/search?q=ski']) {
      for (let i = 0; i < 2; i++) {
        const res = await get(path);
        expect(cacheStatus(res), path).toMatch(/^loipe; fwd=bypass; detail=/);
        expect(res.headers.get('cache-control'), path).toMatch(/no-store|max-age/);
        await res.text();
      }
    }
    // The geo redirect of / is never stored.
    const redirected = await get('/', { country: 'DE' });
    expect(redirected.status).toBe(302);
    expect(cacheStatus(redirected)).toBe('loipe; fwd=bypass; detail=geo');
    expect(redirected.headers.get('cache-control')).toBe('no-store');
  });

  it('a shopper with a cart gets the shared copy with their count and token filled in, which the anonymous copy never holds', async () => {
    await (await get(PRODUCT)).text();
    const anonymous = await (await untilHit(PRODUCT)).text();
    const { shopper } = await shopperWithCart(variants('us', 3)[0]!, 3);
    const own = await shopper.fetch(PRODUCT, { headers: { accept: 'text/html' } });
    expect(cacheStatus(own)).toMatch(/^loipe; hit; ttl=\d+$/);
    expect(own.headers.get('cache-control')).toBe('private, max-age=0');
    const html = await own.text();
    expect(html).toContain('<span class="mini-cart__count" aria-hidden="true">3</span>');
    expect(html).toMatch(/name="csrf_token" value="[A-Za-z0-9_-]{43}"/);
    // The stored copy counts nothing and carries only empty tokens (worker/page-cache/personal.ts fills them).
    expect(islandProps<MiniCartProps>(anonymous, 'mini-cart')[0]?.count).toBeNull();
    expect(anonymous).not.toContain('mini-cart__count');
    expect(anonymous).not.toMatch(/name="csrf_token" value="[^"]/);
  });

  it('an operator sell-out changes the product page on the very next request', async () => {
    await (await get(PRODUCT)).text();
    const before = await (await untilHit(PRODUCT)).text();
    const props = islandProps<ProductBuyProps>(before, 'product-buy')[0]!;
    expect(props.variants.map((v) => unpackBuyVariant(v, props.options)).some((v) => (v.stock ?? 0) > 0)).toBe(true);

    for (const variant of AURORA.variants) {
      const res = await SELF.fetch(`https://loipe.test/api/inventory/${variant.id}`, {
        method: 'PUT',
        headers: { ...OPS, region: 'us', 'content-type': 'application/json' },
        body: JSON.stringify({ level: 0 }),
      });
      expect(res.status).toBe(200);
    }
    const next = await get(PRODUCT);
    expect(cacheStatus(next)).toBe('loipe; fwd=miss; stored');
    const after = islandProps<ProductBuyProps>(await next.text(), 'product-buy')[0]!;
    expect(after.variants.map((v) => unpackBuyVariant(v, after.options)).every((v) => v.stock === 0)).toBe(true);
  });

  it('operators purge everything after a deploy with OPS_TOKEN; without it the purge is refused', async () => {
    await (await get('/en-us/c/skis')).text();
    await (await untilHit('/en-us/c/skis')).text();
    const purge = (headers: Record<string, string>, body: unknown) =>
      SELF.fetch('https://loipe.test/api/cache/purge', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    expect((await purge({}, { all: true })).status).toBe(401);
    expect((await purge(OPS, { tags: ['nonsense'] })).status).toBe(400);
    expect(cacheStatus(await get('/en-us/c/skis'))).toMatch(/; hit\b/);
    const done = await purge(OPS, { all: true });
    expect(done.status).toBe(200);
    expect(((await done.json()) as { data: { deleted: number } }).data.deleted).toBeGreaterThanOrEqual(1);
    expect(cacheStatus(await get('/en-us/c/skis'))).toBe('loipe; fwd=miss; stored');
  });
});

describe('webhooks purge what the vendors changed', () => {
  const bigcommerce = (secret: string | null, body: unknown) =>
    SELF.fetch('https://loipe.test/api/webhooks/bigcommerce', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(secret ? { 'x-loipe-webhook-secret': secret } : {}) },
      body: JSON.stringify(body),
    });
  const contentstack = (credentials: string | null, body: unknown) =>
    SELF.fetch('https://loipe.test/api/webhooks/contentstack', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(credentials ? { authorization: `Basic ${btoa(credentials)}` } : {}) },
      body: JSON.stringify(body),
    });
  const productHook = { scope: 'store/product/inventory/updated', store_id: '1', data: { type: 'product', id: AURORA.id } };
  const publish = { module: 'entry', event: 'publish', data: { content_type: { uid: 'header' }, entry: { uid: 'x', locale: 'en-us' } } };

  it('refuses a BigCommerce hook with a wrong or missing secret and purges nothing', async () => {
    await (await get(PRODUCT)).text();
    await (await untilHit(PRODUCT)).text();
    for (const secret of [null, 'wrong-secret']) {
      const res = await bigcommerce(secret, productHook);
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
    }
    expect(cacheStatus(await get(PRODUCT))).toMatch(/; hit\b/);
    const ok = await bigcommerce('workerd-tests-bigcommerce-secret', productHook);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ data: { tags: [`product:${AURORA.id}`] } });
    await expect.poll(async () => cacheStatus(await get(PRODUCT)), { timeout: 2000 }).toMatch(/fwd=miss/);
    expect((await bigcommerce('workerd-tests-bigcommerce-secret', { scope: 'store/product/updated' })).status).toBe(400);
  });

  it('refuses a Contentstack hook with wrong credentials; a header publish purges every page', async () => {
    await (await get('/en-us/c/skis')).text();
    await (await untilHit('/en-us/c/skis')).text();
    for (const credentials of [null, 'contentstack:wrong', 'someone:workerd-tests-contentstack-secret']) {
      expect((await contentstack(credentials, publish)).status).toBe(401);
    }
    expect(cacheStatus(await get('/en-us/c/skis'))).toMatch(/; hit\b/);
    const ok = await contentstack('contentstack:workerd-tests-contentstack-secret', publish);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ data: { tags: ['*'] } });
    await expect.poll(async () => cacheStatus(await get('/en-us/c/skis')), { timeout: 2000 }).toMatch(/fwd=miss/);
  });

  it('answers a replayed BigCommerce delivery 200 and purges nothing the second time', async () => {
    const delivery = { ...productHook, hash: 'dd70c0976e06b67aaf671e73f49dcb79230ebf9d', created_at: Math.floor(Date.now() / 1000) - 600 };
    await (await get(PRODUCT)).text();
    await (await untilHit(PRODUCT)).text();
    const first = await bigcommerce('workerd-tests-bigcommerce-secret', delivery);
    expect(await first.json()).toEqual({ data: { tags: [`product:${AURORA.id}`] } });
    await expect.poll(async () => cacheStatus(await get(PRODUCT)), { timeout: 2000 }).toMatch(/fwd=miss/);
    await (await untilHit(PRODUCT)).text();
    const again = await bigcommerce('workerd-tests-bigcommerce-secret', delivery);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ data: { tags: [], duplicate: true } });
    expect(cacheStatus(await get(PRODUCT))).toMatch(/; hit\b/);
    // The same product changed again later: a new event, acted on.
    const later = await bigcommerce('workerd-tests-bigcommerce-secret', { ...delivery, created_at: delivery.created_at + 60 });
    expect(await later.json()).toEqual({ data: { tags: [`product:${AURORA.id}`] } });
  });

  it('refuses a delivery sent more than two days ago (a replay older than its id is remembered) and purges nothing', async () => {
    await (await get(PRODUCT)).text();
    await (await untilHit(PRODUCT)).text();
    const old = Math.floor(Date.now() / 1000) - 2 * 24 * 3600 - 60;
    const bc = await bigcommerce('workerd-tests-bigcommerce-secret', { ...productHook, hash: 'a'.repeat(40), created_at: old });
    expect(bc.status).toBe(400);
    expect(await bc.json()).toMatchObject({ error: { code: 'webhook_stale' } });
    const cs = await contentstack('contentstack:workerd-tests-contentstack-secret', {
      ...publish,
      triggered_at: new Date((old - 1) * 1000).toISOString(),
    });
    expect(cs.status).toBe(400);
    expect(cacheStatus(await get(PRODUCT))).toMatch(/; hit\b/);
  });

  it('answers a replayed Contentstack delivery 200 and purges nothing the second time', async () => {
    const delivery = { ...publish, api_key: 'blt0', triggered_at: '2026-11-29T08:00:00.000Z' };
    await (await get('/en-us/c/skis')).text();
    await (await untilHit('/en-us/c/skis')).text();
    expect(await (await contentstack('contentstack:workerd-tests-contentstack-secret', delivery)).json()).toEqual({
      data: { tags: ['*'] },
    });
    await expect.poll(async () => cacheStatus(await get('/en-us/c/skis')), { timeout: 2000 }).toMatch(/fwd=miss/);
    await (await untilHit('/en-us/c/skis')).text();
    const again = await contentstack('contentstack:workerd-tests-contentstack-secret', delivery);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ data: { tags: [], duplicate: true } });
    expect(cacheStatus(await get('/en-us/c/skis'))).toMatch(/; hit\b/);
  });

  it('with a signing secret, acts on a signed BigCommerce delivery once and refuses stale or unsigned ones', async () => {
    const signing = { ...env, BIGCOMMERCE_WEBHOOK_SIGNING_SECRET: 'workerd-tests-bigcommerce-client-secret' };
    const key = new TextEncoder().encode(signing.BIGCOMMERCE_WEBHOOK_SIGNING_SECRET);
    const body = JSON.stringify(productHook);
    const now = Math.floor(Date.now() / 1000);
    const send = async (headers: Record<string, string>) => {
      const ctx = createExecutionContext();
      const res = await createApp().request(
        'https://loipe.test/api/webhooks/bigcommerce',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-loipe-webhook-secret': 'workerd-tests-bigcommerce-secret', ...headers },
          body,
        },
        signing,
        ctx,
      );
      await waitOnExecutionContext(ctx);
      return { status: res.status, body: (await res.json()) as { data?: unknown; error?: { code: string } } };
    };

    const stale = await send(await signStandardWebhook(body, key, { id: 'msg_stale', timestamp: now - 301 }));
    expect(stale).toMatchObject({ status: 400, body: { error: { code: 'webhook_stale' } } });
    expect(await send({})).toMatchObject({ status: 401, body: { error: { code: 'unauthorized' } } });
    const forged = await signStandardWebhook(body, new TextEncoder().encode('another secret'), { id: 'msg_forged' });
    expect(await send(forged)).toMatchObject({ status: 401, body: { error: { code: 'unauthorized' } } });

    const fresh = await send(await signStandardWebhook(body, key, { id: 'msg_once', timestamp: now }));
    expect(fresh).toEqual({ status: 200, body: { data: { tags: [`product:${AURORA.id}`] } } });
    // The same delivery signed again (a retry, or a replay within the 5 minutes): acknowledged, not acted on.
    const repeat = await send(await signStandardWebhook(body, key, { id: 'msg_once', timestamp: now + 1 }));
    expect(repeat).toEqual({ status: 200, body: { data: { tags: [], duplicate: true } } });
  });

  it('answers 503 and purges nothing when the delivery cannot be recorded, so the vendor sends it again', async () => {
    const broken = {
      ...env,
      COMMERCE_DB: {
        ...env.COMMERCE_DB,
        prepare: env.COMMERCE_DB.prepare.bind(env.COMMERCE_DB),
        batch: () => Promise.reject(new Error('D1 down')),
      },
    };
    const res = await createApp().request(
      'https://loipe.test/api/webhooks/contentstack',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Basic ${btoa('contentstack:workerd-tests-contentstack-secret')}` },
        body: JSON.stringify({ ...publish, triggered_at: '2026-11-29T08:30:00.000Z' }),
      },
      broken,
      createExecutionContext(),
    );
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unavailable');
  });

  it('closes the webhook routes (503 webhook_not_configured) where their secrets are unset', async () => {
    const off = { ...env, BIGCOMMERCE_WEBHOOK_SECRET: undefined, CONTENTSTACK_WEBHOOK_SECRET: undefined };
    for (const vendor of ['bigcommerce', 'contentstack']) {
      const res = await createApp().request(
        `https://loipe.test/api/webhooks/${vendor}`,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
        off,
        createExecutionContext(),
      );
      expect(res.status, vendor).toBe(503);
      expect(((await res.json()) as { error: { code: string } }).error.code, vendor).toBe('webhook_not_configured');
    }
  });
});
