/**
 * The page cache stores pages, not query strings: a value the page does not know (a made-up
 * variant, colour, crumb, page number or filter) renders without being stored, so it never
 * has a key or an index record of its own; the values the shop's own links write are stored
 * and hit as before.
 */
import { env, reset } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commerceProducts } from '../../../worker/data/catalog';
import { hotPages } from '../../../worker/page-cache/middleware';
import { get } from '../support/helpers';
import { migrate } from '../checkout/order-support';

beforeEach(migrate);
afterEach(() => {
  hotPages.clear();
  return reset();
});

const PRODUCT = '/en-us/p/aurora-classic';
const AURORA = commerceProducts('us').find((p) => p.id === 1101)!;
const VARIANT = AURORA.variants[1]!.id;
const cacheStatus = (res: Response) => res.headers.get('cache-status') ?? '';

/** The keys the index holds (one record per stored page). */
async function indexedKeys(): Promise<string[]> {
  const listed = await env.PAGE_INDEX!.list<{ k?: string }>();
  return listed.keys.map((k) => k.metadata?.k ?? '');
}

/** GETs until the cache answers; the fill is stored in the first answer's waitUntil. */
async function untilHit(path: string): Promise<Response> {
  for (let i = 0; i < 50; i++) {
    const res = await get(path);
    if (/; hit\b/.test(cacheStatus(res))) return res;
    await res.text();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} never became a hit`);
}

/** The key part of a path as the index records it (path and query, before the buckets). */
const keyed = (key: string) => decodeURIComponent(new URL(key).pathname + new URL(key).search);

describe('the page cache stores only the query values a page knows', () => {
  it.each([
    [`${PRODUCT}?variant=999999`, 200],
    [`${PRODUCT}?variant=0${VARIANT}`, 200],
    [`${PRODUCT}?crumbs=not-a-category`, 200],
    [`${PRODUCT}?crumbs=skis&crumbs=zz`, 200],
    [`${PRODUCT}?color=no-such-colour`, 200],
    [`${PRODUCT}?color=Blue`, 200],
    [`${PRODUCT}?variant=${VARIANT}&color=no-such-colour`, 200],
    ['/en-us/c/skis?page=9999', 200],
    ['/en-us/c/skis?page=1', 200],
    ['/en-us/c/skis?Style=Nope', 200],
    ['/en-us/c/skis?Color=Plaid', 200],
    ['/en-us/c/skis?Style=Skate,Classic', 200],
    ['/en-us/c/skis?sort=featured', 200],
    ['/en-us/blog?page=1', 200],
    ['/en-us/blog/p/no-such-post?page=2', 404],
    ['/en-us/p/no-such-product?variant=1', 404],
  ])('%s renders (%i) but is never stored: the next view is no hit and the index has no record', async (path, status) => {
    for (let i = 0; i < 2; i++) {
      const res = await get(path);
      expect(res.status, path).toBe(status);
      expect(cacheStatus(res), path).toBe('loipe; fwd=miss; detail=query');
      expect(res.headers.get('cache-control')).toBe('private, max-age=0');
      await res.text();
    }
    // A page that is stored, so the waitUntil work of the requests before it has had its turn.
    await (await get(PRODUCT)).text();
    await (await untilHit(PRODUCT)).text();
    expect(await indexedKeys()).toHaveLength(1);
  });

  it('stores and hits the values the shop links to: variants, colours, crumbs, pages, filters and sorts', async () => {
    const listing = await (await get('/en-us/c/skis')).text();
    const secondPage = /href="(\/en-us\/c\/skis\?page=2)"/.exec(listing)?.[1];
    expect(secondPage).toBeDefined();
    const colour = AURORA.variants[1]!.option_values.find((o) => o.option_display_name === 'Color')!.label.toLowerCase();
    const paths = [
      `${PRODUCT}?variant=${VARIANT}`,
      `${PRODUCT}?color=${colour}`,
      `${PRODUCT}?crumbs=skis`,
      // As the buy panel's choices write them.
      `${PRODUCT}?color=${colour}&crumbs=skis&variant=${VARIANT}`,
      secondPage!,
      '/en-us/c/skis?Style=Classic',
      '/en-us/c/skis?Style=Classic,Skate',
      '/en-us/c/skis?sort=name',
    ];
    for (const path of paths) {
      const first = await get(path);
      expect(first.status, path).toBe(200);
      expect(cacheStatus(first), path).toBe('loipe; fwd=miss; stored');
      await first.text();
      await (await untilHit(path)).text();
    }
    const keys = (await indexedKeys()).map(keyed);
    for (const path of paths)
      expect(
        keys.some((key) => key.startsWith(`${decodeURIComponent(path)}&~ect`)),
        path,
      ).toBe(true);
  });

  it('keeps made-up paths out of the index: a 404 is stored for its minute, with no record', async () => {
    for (let i = 0; i < 20; i++) {
      const path = [`/en-us/p/made-up-${i}`, `/en-us/made-up-${i}`, `/de-de/c/made-up-${i}`, `/en-us/blog/made-up-${i}`][i % 4]!;
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(cacheStatus(res), path).toBe('loipe; fwd=miss; stored');
      await res.text();
    }
    // The same 404 again is a hit: repeated requests for one missing page still cost no render.
    await (await untilHit('/en-us/p/made-up-0')).text();
    await (await get(PRODUCT)).text();
    await (await untilHit(PRODUCT)).text();
    expect((await indexedKeys()).map(keyed)).toEqual([expect.stringMatching(/^\/en-us\/p\/aurora-classic\?~ect=/)]);
  });

  it('leaves the index as it was after 40 views with 40 made-up values', async () => {
    await (await get(PRODUCT)).text();
    await (await untilHit(PRODUCT)).text();
    const before = await indexedKeys();
    const madeUp = Array.from(
      { length: 40 },
      (_, i) =>
        [
          `${PRODUCT}?variant=${900_000 + i}`,
          `${PRODUCT}?color=colour-${i}`,
          `${PRODUCT}?crumbs=made-up-${i}`,
          `/en-us/c/skis?page=${100 + i}`,
          `/en-us/c/skis?Terrain=made-up-${i}`,
        ][i % 5]!,
    );
    for (const path of madeUp) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(cacheStatus(res), path).not.toMatch(/stored|hit/);
      await res.text();
    }
    // Anything the views above stored would be in the index once the next fill is.
    await (await get('/en-us/c/skis')).text();
    await (await untilHit('/en-us/c/skis')).text();
    expect((await indexedKeys()).length).toBe(before.length + 1);
  });
});
