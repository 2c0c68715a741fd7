/**
 * The search port's contract (worker/ports/search/types.ts): App Search's request and
 * answer shapes (spec §3 "Search result"/"Search input", §7 search call): query, facets,
 * filters all/any/none, page, sort and result_fields in; meta.request_id, meta.page (total
 * pages capped at 100), facets and results out; query suggestions and click tracking.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { requestCalls, type CallContext } from '../../worker/ports/context';
import type { ContentLocale } from '../../worker/rules/locale';
import {
  rawOf,
  type SearchContext,
  type SearchProvider,
  type SearchResponse,
  type ValueFacetAnswer,
  type RangeFacetAnswer,
} from '../../worker/ports/search/types';
import { everyMethodHonoursAbort, type AdapterFactory, type MethodCalls } from './support';

const sx = (locale: ContentLocale = 'en-us', priceList = 'us'): SearchContext => requestCalls().search(locale, priceList);

export const SEARCH_CALLS: MethodCalls<SearchProvider, SearchContext> = {
  search: (p, c) => p.search(c, { query: 'ski' }),
  multiSearch: (p, c) => p.multiSearch(c, [{ query: 'ski' }, { query: 'wax' }]),
  suggest: (p, c) => p.suggest(c, { query: 'sk' }),
  click: (p, c) => p.click(c, { query: 'ski', document_id: 'product:aurora-classic', request_id: 'r1', tags: ['test'] }),
};

const uids = (answer: SearchResponse) => answer.results.map((hit) => rawOf(hit, 'uid'));

export function searchContract(name: string, factory: AdapterFactory<SearchProvider>) {
  describe(`search port contract: ${name}`, () => {
    let search: SearchProvider;
    beforeAll(async () => {
      search = await factory();
    });

    it("answers in App Search's shape: meta with a request id and the page, facets, results with raw fields and _meta", async () => {
      const answer = await search.search(sx(), { query: 'classic ski', page: { size: 5, current: 1 } });
      expect(answer.meta.request_id).toMatch(/^[0-9a-f]{8,}$/);
      expect(answer.meta.page).toMatchObject({ current: 1, size: 5 });
      expect(answer.meta.page.total_results).toBeGreaterThan(0);
      expect(answer.meta.page.total_pages).toBe(Math.ceil(answer.meta.page.total_results / 5));
      expect(answer.results.length).toBe(Math.min(5, answer.meta.page.total_results));
      for (const hit of answer.results) {
        expect(hit.id.raw).toBe(hit._meta.id);
        expect(hit._meta.score).toBeGreaterThan(0);
        expect(typeof rawOf(hit, 'title')).toBe('string');
      }
      // No facet asked for, none answered (App Search leaves the key out; the embedded engine answers it empty).
      expect(answer.facets ?? {}).toEqual({});
    });

    it('gives every document for an empty query, page by page without repeats', async () => {
      const first = await search.search(sx(), { query: '', page: { size: 20, current: 1 } });
      const total = first.meta.page.total_results;
      expect(total).toBeGreaterThan(40);
      const seen = new Set<string>();
      for (let page = 1; page <= first.meta.page.total_pages; page++) {
        const answer = await search.search(sx(), { query: '', page: { size: 20, current: page } });
        for (const hit of answer.results) seen.add(hit.id.raw);
      }
      expect(seen.size).toBe(total);
    });

    it('pages past the last answer no results, and total_pages never passes 100', async () => {
      const answer = await search.search(sx(), { query: '', page: { size: 1, current: 100 } });
      expect(answer.meta.page.total_pages).toBe(Math.min(100, answer.meta.page.total_results));
      const past = await search.search(sx(), { query: 'ski', page: { size: 10, current: 99 } });
      expect(past.results).toEqual([]);
    });

    it('filters: all narrows, any widens within it, none excludes', async () => {
      const products = await search.search(sx(), { query: '', filters: { all: [{ type: 'product' }] }, page: { size: 1000 } });
      expect(products.results.every((h) => rawOf(h, 'type') === 'product')).toBe(true);
      const boots = await search.search(sx(), {
        query: '',
        filters: { all: [{ type: 'product' }, { category: 'boots' }] },
        page: { size: 1000 },
      });
      expect(boots.meta.page.total_results).toBeGreaterThan(0);
      expect(boots.results.every((h) => (rawOf(h, 'category') as string[]).includes('boots'))).toBe(true);
      const either = await search.search(sx(), {
        query: '',
        filters: { all: [{ type: 'product' }], any: [{ category: 'boots' }, { category: 'poles' }] },
        page: { size: 1000 },
      });
      const poles = await search.search(sx(), {
        query: '',
        filters: { all: [{ type: 'product' }, { category: ['poles'] }] },
        page: { size: 1000 },
      });
      expect(either.meta.page.total_results).toBe(boots.meta.page.total_results + poles.meta.page.total_results);
      const notBoots = await search.search(sx(), {
        query: '',
        filters: { all: [{ type: 'product' }], none: [{ category: 'boots' }] },
        page: { size: 1000 },
      });
      expect(notBoots.meta.page.total_results).toBe(products.meta.page.total_results - boots.meta.page.total_results);
      const cheap = await search.search(sx(), {
        query: '',
        filters: { all: [{ type: 'product' }, { price: { to: 50 } }] },
        page: { size: 1000 },
      });
      expect(cheap.results.every((h) => (rawOf(h, 'price') as number) < 50)).toBe(true);
    });

    it('counts value and range facets over every match, not only the page', async () => {
      const answer = await search.search(sx(), {
        query: 'ski',
        filters: { all: [{ type: 'product' }] },
        facets: {
          category: { type: 'value', size: 50 },
          price: {
            type: 'range',
            ranges: [
              { to: 200, name: 'low' },
              { from: 200, name: 'high' },
            ],
          },
        },
        page: { size: 2 },
      });
      const category = answer.facets!.category![0] as ValueFacetAnswer;
      expect(category.type).toBe('value');
      const skis = category.data.find((d) => d.value === 'skis');
      expect(skis?.count).toBeGreaterThan(2);
      const filtered = await search.search(sx(), { query: 'ski', filters: { all: [{ type: 'product' }, { category: 'skis' }] } });
      expect(filtered.meta.page.total_results).toBe(skis!.count);
      const price = answer.facets!.price![0] as RangeFacetAnswer;
      expect(price.data.map((d) => d.name)).toEqual(['low', 'high']);
      expect(price.data.reduce((sum, d) => sum + d.count, 0)).toBe(answer.meta.page.total_results);
    });

    it('sorts by a field in either direction, relevance breaking no ties it should not', async () => {
      const up = await search.search(sx(), {
        query: '',
        filters: { all: [{ type: 'product' }] },
        sort: [{ price: 'asc' }],
        page: { size: 1000 },
      });
      const prices = up.results.map((h) => rawOf(h, 'price') as number);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const down = await search.search(sx(), {
        query: '',
        filters: { all: [{ type: 'product' }] },
        sort: { price: 'desc' },
        page: { size: 1000 },
      });
      expect(down.results.map((h) => rawOf(h, 'price'))).toEqual([...prices].reverse().map((p) => p));
    });

    it('returns only the result_fields asked for, with the id and _meta always', async () => {
      const answer = await search.search(sx(), {
        query: 'boot',
        result_fields: { title: { raw: {} }, url: { raw: {} } },
        page: { size: 3 },
      });
      for (const hit of answer.results) expect(Object.keys(hit).sort()).toEqual(['_meta', 'id', 'title', 'url']);
    });

    it('reads prices of the price list the context names', async () => {
      const us = await search.search(sx('en-us', 'us'), { query: 'aurora', filters: { all: [{ uid: 'aurora-classic' }] } });
      const no = await search.search(sx('no', 'no'), { query: 'aurora', filters: { all: [{ uid: 'aurora-classic' }] } });
      expect(us.results).toHaveLength(1);
      expect(no.results).toHaveLength(1);
      expect(rawOf(us.results[0]!, 'price')).not.toBe(rawOf(no.results[0]!, 'price'));
    });

    it('answers price as the price list’s decimal amount: 399.95 USD, 4299 NOK, 62000 JPY, never minor units', async () => {
      const price = async (locale: ContentLocale, priceList: string) => {
        const answer = await search.search(sx(locale, priceList), {
          query: '',
          filters: { all: [{ uid: 'aurora-classic' }] },
          result_fields: { price: { raw: {} } },
        });
        return rawOf(answer.results[0]!, 'price');
      };
      expect(await price('en-us', 'us')).toBe(399.95);
      expect(await price('no', 'no')).toBe(4299);
      expect(await price('ja', 'jp')).toBe(62000);
      const range = await search.search(sx(), {
        query: '',
        filters: { all: [{ type: 'product' }, { price: { from: 399.95, to: 399.96 } }] },
        page: { size: 1000 },
      });
      expect(uids(range)).toContain('aurora-classic');
      expect(range.results.every((h) => rawOf(h, 'price') === 399.95)).toBe(true);
    });

    it('answers each content locale from its own engine', async () => {
      const de = await search.search(sx('de'), { query: 'Klassikski', filters: { all: [{ type: 'product' }] } });
      expect(de.meta.page.total_results).toBeGreaterThan(0);
      expect(String(rawOf(de.results[0]!, 'title'))).toContain('Klassikski');
      const en = await search.search(sx('en-us'), { query: 'Klassikski', filters: { all: [{ type: 'product' }] } });
      expect(uids(en)).not.toEqual(uids(de));
    });

    it('counts the tags of the price list: sale where the price list has the product on sale, new and redesigned', async () => {
      const facets = { tags: { type: 'value' as const, size: 10 } };
      const all = { all: [{ type: 'product' }] };
      const answer = await search.search(sx(), { query: '', filters: all, facets, page: { size: 1 } });
      const tags = answer.facets!.tags![0] as ValueFacetAnswer;
      expect(tags.data.map((d) => d.value).sort()).toEqual(expect.arrayContaining(['new']));
      for (const { value, count } of tags.data) {
        const only = await search.search(sx(), { query: '', filters: { all: [...all.all, { tags: value }] }, page: { size: 1000 } });
        expect(only.meta.page.total_results, String(value)).toBe(count);
        expect(only.results.every((h) => (rawOf(h, 'tags') as string[]).includes(String(value)))).toBe(true);
      }
    });

    it('answers several searches in one call, each as its own search would', async () => {
      const requests = [
        { query: 'ski', filters: { all: [{ type: 'product' }] }, page: { size: 3 } },
        { query: 'wax', filters: { all: [{ type: 'article' }] }, page: { size: 2 } },
      ];
      const [products, articles] = await search.multiSearch(sx(), requests);
      const one = await search.search(sx(), requests[0]!);
      expect(products!.meta.page.total_results).toBe(one.meta.page.total_results);
      expect(uids(products!)).toEqual(uids(one));
      expect(articles!.results.length).toBeGreaterThan(0);
      expect(articles!.results.every((h) => rawOf(h, 'type') === 'article')).toBe(true);
      await expect(
        search.multiSearch(
          sx(),
          Array.from({ length: 11 }, () => ({ query: 'ski' })),
        ),
      ).rejects.toMatchObject({
        name: 'ProviderError',
        status: 400,
      });
    });

    it('suggests queries that complete what was typed, at most `size`', async () => {
      const answer = await search.suggest(sx(), { query: 'bac', size: 3 });
      expect(answer.meta.request_id).toMatch(/^[0-9a-f]{8,}$/);
      expect(answer.results.documents.length).toBeGreaterThan(0);
      expect(answer.results.documents.length).toBeLessThanOrEqual(3);
      for (const d of answer.results.documents) expect(d.suggestion.startsWith('bac')).toBe(true);
      expect((await search.suggest(sx(), { query: '' })).results.documents).toEqual([]);
    });

    it('takes a click on a result', async () => {
      await expect(
        search.click(sx(), { query: 'ski', document_id: 'product:aurora-classic', request_id: 'abc', tags: ['header'] }),
      ).resolves.toBeUndefined();
    });

    everyMethodHonoursAbort(
      () => search,
      SEARCH_CALLS,
      (base: CallContext): SearchContext => ({ ...base, locale: 'en-us', priceList: 'us' }),
    );
  });
}
