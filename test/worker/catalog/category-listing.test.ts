/**
 * A category page's cost does not grow with its category. Over the documents of a
 * catalog repeated four times (LOIPE_CATALOG_SCALE's generator), the page reads its two
 * listing documents and then only the product shards that hold its own cards, never every
 * shard of the category; what it shows is the ×1 page's listing four times over.
 */
import { createExecutionContext, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../worker/app';
import { buildDocuments } from '../../../worker/data/build/documents';
import { PAGE_SIZE } from '../../../worker/catalog/listing';
import { regionsFor } from '../../../worker/rules/regions';
import { memorySource, type DataSource } from '../../../worker/ports/data';
import { createEmbeddedContentProvider } from '../../../worker/ports/content/embedded';
import { createEmbeddedCommerce } from '../../../worker/ports/commerce/embedded';
import { contentPaths, type CatalogDocument } from '../../../worker/ports/content/documents';
import { commercePaths, type CommerceCatalogDocument } from '../../../worker/ports/commerce/documents';
import { get } from '../support/helpers';
import { islandProps } from '../support/shop-html';

const SCALE = 4;

let documents: Map<string, unknown>;
let reads: string[] = [];
/** The scaled documents, every read written down. */
const recording: DataSource = {
  json<T>(path: string, signal?: AbortSignal) {
    reads.push(path);
    return memorySource(documents).json<T>(path, signal);
  },
};

const app = createApp({
  providers: {
    content: () => createEmbeddedContentProvider({ source: recording, log: () => {} }),
    commerce: () => createEmbeddedCommerce({ source: recording }),
  },
});

type Grid = { cards: { uid: string; id: number }[] };
const count = (html: string) => Number(/class="category__count">(\d+)/.exec(html)?.[1]);

async function page(path: string) {
  reads = [];
  const res = await app.request(
    `https://loipe.test${path}`,
    { headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 Chrome/156.0' } },
    env,
    createExecutionContext(),
  );
  expect(res.status, path).toBe(200);
  const html = await res.text();
  return { html, cards: islandProps<Grid>(html, 'product-grid')[0]?.cards ?? [], reads: [...new Set(reads)] };
}

const shardReads = (paths: readonly string[], prefix: string) =>
  paths.filter((p) => p.startsWith(prefix) && /\/products-\d+\.json$/.test(p)).sort();

beforeAll(async () => {
  documents = await buildDocuments({ scale: SCALE, searchIndexes: false });
}, 120_000);

describe('the category page reads its listings and only its own page of products', () => {
  it.each([
    ['/en-us/c/skis', 'en-us', 'us'],
    ['/en-us/c/skis?sort=price-asc&page=2', 'en-us', 'us'],
    ['/de-de/c/skis?Style=Classic&sort=name', 'de', 'de'],
  ] as const)('%s: one listing per port, then the shards of its cards', async (path, locale, country) => {
    const region = regionsFor(country).commerce;
    const { html, cards, reads: paths } = await page(path);
    expect(cards).toHaveLength(PAGE_SIZE);
    const content = documents.get(contentPaths.catalog(locale)) as CatalogDocument;
    const skis = content.categories.find((c) => c.uid === 'skis')!;
    expect(paths).toContain(contentPaths.listing(locale, 'skis'));
    expect(paths).toContain(commercePaths.listing(region, skis.cat_ids_bc[region]));

    const commerce = documents.get(commercePaths.catalog(region)) as CommerceCatalogDocument;
    const contentShard = new Map(content.products.map((p) => [p.uid, p.shard]));
    const commerceShard = new Map(commerce.products.map((p) => [p.id, p.shard]));
    const pageContent = [...new Set(cards.map((c) => contentPaths.products(locale, contentShard.get(c.uid)!)))].sort();
    const pageCommerce = [...new Set(cards.map((c) => commercePaths.products(region, commerceShard.get(c.id)!)))].sort();
    expect(shardReads(paths, `content/${locale}/`)).toEqual(pageContent);
    expect(shardReads(paths, `commerce/${region}/`)).toEqual(pageCommerce);

    expect(count(html)).toBeGreaterThan(PAGE_SIZE);
    if (path === '/en-us/c/skis') {
      // Not a vacuous bound: the category's products lie in more shards than its first page read.
      const inCategory = new Set(content.products.filter((p) => p.category.startsWith('skis')).map((p) => p.shard));
      expect(inCategory.size).toBeGreaterThan(pageContent.length);
    }
  });

  it('lists the ×1 category four times over: the same total and facet counts, ×4', async () => {
    const x1 = await (await get('/en-us/c/skis?Style=Classic')).text();
    const { html } = await page('/en-us/c/skis?Style=Classic');
    expect(count(html)).toBe(count(x1) * SCALE);
    const facetCounts = (text: string) => [...text.matchAll(/<span aria-hidden="true">(\d+)<\/span>/g)].map((m) => Number(m[1]));
    expect(facetCounts(x1).length).toBeGreaterThan(0);
    expect(facetCounts(html)).toEqual(facetCounts(x1).map((n) => n * SCALE));
  });
});
