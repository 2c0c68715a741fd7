/**
 * Site search speaks the platform's decimal amounts, as every other `/api`
 * answer does (spec §7, §9): `POST /api/search` answers `price` 399.95 for a $399.95 product
 * (it answered 39995), a `price` range in decimals selects by its bounds, and the search page's
 * price facet still reads "Under $50.00" (its ranges are decimals; the labels format exact
 * minor units with the store's currency settings), in dollars and in yen.
 */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../../worker/ports/search/types';
import { get } from '../support/helpers';
import { decode } from '../support/shop-html';

const search = async (locale: string, region: string, body: unknown): Promise<SearchResponse> => {
  const res = await SELF.fetch(`https://loipe.test/api/search?locale=${locale}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', accept: 'application/json', region },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as SearchResponse;
};
const raw = (hit: unknown, field: string) => (hit as Record<string, { raw: unknown }>)[field]?.raw;
const priced = (answer: SearchResponse) => answer.results.map((hit) => [raw(hit, 'uid'), raw(hit, 'price')] as [string, number]);

describe('POST /api/search answers prices as decimal amounts', () => {
  it.each([
    ['en-us', 'us', 399.95],
    ['no-no', 'no', 4299],
    ['ja-jp', 'jp', 62000],
  ])('the %s document of Aurora Classic in price list %s answers price %d', async (locale, region, price) => {
    const answer = await search(locale, region, { query: '', filters: { all: [{ uid: 'aurora-classic' }] } });
    expect(priced(answer)).toEqual([['aurora-classic', price]]);
  });

  it('selects by a decimal range: from inclusive at the cent, to exclusive', async () => {
    const all = priced(await search('en-us', 'us', { query: '', filters: { all: [{ type: 'product' }] }, page: { size: 1000 } }));
    expect(all.length).toBeGreaterThan(20);
    // Every price is a decimal amount with at most two places, and the catalogue's dearest skis are hundreds of dollars, not tens of thousands.
    for (const [uid, price] of all) expect(String(price), uid).toMatch(/^\d{1,4}(\.\d{1,2})?$/);
    const cases: { from?: number; to?: number }[] = [{ to: 50 }, { from: 100, to: 250 }, { from: 399.95, to: 399.96 }, { from: 500 }];
    for (const range of cases) {
      const answer = await search('en-us', 'us', {
        query: '',
        filters: { all: [{ type: 'product' }, { price: range }] },
        page: { size: 1000 },
      });
      const expected = all.filter(([, p]) => (range.from === undefined || p >= range.from) && (range.to === undefined || p < range.to));
      expect(expected.length, JSON.stringify(range)).toBeGreaterThan(0);
      expect(priced(answer).sort(), JSON.stringify(range)).toEqual(expected.sort());
    }
  });

  it('counts decimal range facets over every match', async () => {
    const answer = await search('en-us', 'us', {
      query: '',
      filters: { all: [{ type: 'product' }] },
      facets: { price: { type: 'range', ranges: [{ to: 399.95 }, { from: 399.95 }] } },
      page: { size: 1000 },
    });
    const all = priced(answer);
    const data = answer.facets?.price?.[0]?.data as { from?: number; to?: number; count: number }[];
    expect(data).toEqual([
      { to: 399.95, count: all.filter(([, p]) => p < 399.95).length },
      { from: 399.95, count: all.filter(([, p]) => p >= 399.95).length },
    ]);
  });
});

const facetLabels = (html: string, facet: string) => {
  const block = new RegExp(`<legend class="facet__title">${facet}</legend>([\\s\\S]*?)</fieldset>`).exec(html)?.[1] ?? '';
  return [...block.matchAll(/<span class="facet__label">([^<]*)<\/span>/g)].map((m) => decode(m[1]!));
};

describe('the search page’s price facet in decimal ranges', () => {
  it('labels the ranges in the store’s currency format and links them as decimal amounts', async () => {
    const res = await get('/en-us/search?q=ski');
    expect(res.status).toBe(200);
    const html = await res.text();
    const labels = facetLabels(html, 'Price');
    expect(labels.length).toBeGreaterThan(1);
    expect(labels).toEqual(expect.arrayContaining(['$100.00 – $250.00', '$250.00 – $500.00']));
    expect(
      labels.every((label) =>
        ['Under $50.00', '$50.00 – $100.00', '$100.00 – $250.00', '$250.00 – $500.00', '$500.00 and up'].includes(label),
      ),
    ).toBe(true);
    expect(html).toMatch(/href="[^"]*price=100-250[^"]*"/);
  });

  it('filters by a decimal range from the URL and names it in the active filters', async () => {
    const html = await (await get('/en-us/search?q=ski&price=100-250')).text();
    expect(html).toContain('Price: $100.00 – $250.00');
  });

  it('reads yen ranges on the Japanese page', async () => {
    const html = await (await get('/ja-jp/search?q=ski', { country: 'JP' })).text();
    const labels = facetLabels(html, '価格');
    expect(labels.length).toBeGreaterThan(1);
    // Whole yen (JPY has no minor unit): ¥60,000, never ¥600 or ¥6,000,000.
    expect(labels).toContain('￥60,000以上');
    expect(
      labels.every((label) => /^(￥(5,000|10,000|30,000|60,000)(～|未満|以上)?)+$/.test(label)),
      labels.join(' '),
    ).toBe(true);
  });
});
