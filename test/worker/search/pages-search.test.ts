import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../worker/app';
import { get } from '../support/helpers';
import { unpackCards, type WireCards } from '../../../client/components/card-wire';
import { decode, h1, islandProps, loaderModules } from '../support/shop-html';

type Grid = { cards: { uid: string; title: string; href: string; colors: { name: string }[] }[]; list: { name: string; id: string } };
/** The grid's cards as the island unpacks them (its props leave out what the card implies). */
const unpack = (wire: WireCards | undefined): Grid['cards'] => (wire ? (unpackCards(wire) as unknown as Grid['cards']) : []);
const page = async (path: string, country?: string) => {
  const res = await get(path, country ? { country } : {});
  expect(res.status, path).toBe(200);
  const html = await res.text();
  return { res, html, cards: unpack(islandProps<WireCards>(html, 'product-grid')[0]) };
};
const links = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => decode(m[1]!));
const facetLinks = (html: string) => [...html.matchAll(/class="facet__option" href="([^"]+)"/g)].map((m) => decode(m[1]!));
const count = (html: string) => Number(/class="category__count">(\d+)/.exec(html)?.[1]);

describe('the search page works as a plain GET form (no JavaScript needed)', () => {
  it('answers /en-us/search?q=skate+ski with skate ski cards, the query kept in the box, facets with counts, noindex', async () => {
    const { html, cards, res } = await page('/en-us/search?q=skate+ski');
    expect(h1(html)).toBe('Results for “skate ski”');
    expect(cards.slice(0, 5).map((c) => c.uid)).toContain('rime-skate');
    expect(cards.every((c) => c.href.startsWith('/en-us/p/'))).toBe(true);
    expect(html).toMatch(/<form class="search-form" role="search" action="\/en-us\/search" method="get">/);
    expect(html).toMatch(/name="q" value="skate ski"/);
    expect(html).toContain('<meta name="robots" content="noindex, follow"');
    expect(facetLinks(html).some((href) => href.includes('color=') && href.includes('q=skate%20ski'))).toBe(true);
    expect(count(html)).toBeGreaterThanOrEqual(cards.length);
    expect(html).toContain('"event":"view_search_results"');
    // No pending Suspense boundary: without JavaScript nothing would swap the results in.
    expect(html).not.toContain('<!--$?-->');
    expect(res.headers.get('content-type')).toContain('text/html');
  });

  it('keeps the query through a colour filter and a price sort, and the filter narrows', async () => {
    const all = await page('/en-us/search?q=ski');
    const black = facetLinks(all.html).find((href) => /color=color-black\b/.test(href));
    expect(black, 'a Black colour facet link').toBeDefined();
    const filtered = await page(black!);
    expect(count(filtered.html)).toBeLessThan(count(all.html));
    const sortLink = links(filtered.html).find((href) => href.includes('sort=price-asc'));
    expect(sortLink).toContain('q=ski');
    expect(sortLink).toContain('color=color-black');
    const sorted = await page(sortLink!);
    expect(sorted.html).toMatch(/name="q" value="ski"/);
    expect(sorted.cards.length).toBe(filtered.cards.length);
    expect(sorted.cards.every((c) => c.colors.some((colour) => colour.name === 'Black'))).toBe(true);
  });

  it('finds boots for /de-de/search?q=skischuhe', async () => {
    const { html, cards } = await page('/de-de/search?q=skischuhe');
    expect(h1(html)).toBe('Ergebnisse für „skischuhe“');
    expect(cards.slice(0, 5).filter((c) => c.uid.endsWith('-boot')).length).toBeGreaterThanOrEqual(3);
  });

  it('finds a product by its Japanese name on /ja-jp/search', async () => {
    const { cards } = await page(`/ja-jp/search?q=${encodeURIComponent('オーロラ')}`);
    expect(cards.map((c) => c.uid)).toContain('aurora-classic');
  });

  it('lists articles beside the products', async () => {
    const { html } = await page('/en-us/search?q=wax');
    expect(html).toContain('id="search-articles-title"');
    expect(links(html).some((href) => /^\/en-us\/(blog\/p|support)\//.test(href))).toBe(true);
  });

  it('says nothing was found, with the popular searches of the content settings, for a query nothing matches', async () => {
    const { html, cards } = await page('/en-us/search?q=qwxzvv');
    expect(cards).toEqual([]);
    expect(html).toContain('No results for “qwxzvv”');
    expect(html).toContain('Popular searches');
    expect(links(html)).toContain('/en-us/c/skis/classic');
  });

  it('offers "did you mean" when a misspelling finds nothing', async () => {
    const { html } = await page('/en-us/search?q=calssic');
    expect(html).toContain('Did you mean:');
  });

  it('shows the start state for an empty query, and pages stop at the last page', async () => {
    const empty = await page('/en-us/search');
    expect(empty.html).toContain('What are you looking for?');
    const far = await page('/en-us/search?q=ski&page=9999');
    expect(far.cards.length).toBeGreaterThan(0);
    expect(far.html).toMatch(/aria-current="page"[^>]*>\d+</);
  });

  it('has a header search box: a GET form to the search page, an island loaded on focus', async () => {
    const { html } = await page('/en-us/c/skis');
    const [box] = islandProps<{ action: string; locale: string }>(html, 'search-box');
    expect(box).toMatchObject({ action: '/en-us/search', locale: 'en-us' });
    expect(html).toMatch(/data-island="search-box" data-island-id="[^"]+" data-hydrate="focus"/);
    expect(html).toMatch(/<form class="site-search" role="search" action="\/en-us\/search" method="get">/);
    expect(html).not.toMatch(/rel="modulepreload"[^>]*SearchBox/);
    expect(loaderModules(html).filter((url) => url.includes('SearchBox'))).toEqual([]);
  });
});

describe('search off (spec §5)', () => {
  const call = (path: string) =>
    createApp({ providers: { search: () => null } }).request(
      `https://loipe.test${path}`,
      { headers: { 'user-agent': 'Mozilla/5.0 Chrome/156.0', accept: 'text/html' } },
      env,
      createExecutionContext(),
    );

  it('hides the header search box and says on /search that search is unavailable', async () => {
    const home = await (await call('/en-us/c/skis')).text();
    expect(home).not.toContain('data-island="search-box"');
    const res = await call('/en-us/search?q=ski');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(h1(html)).toBe('Search is not available');
    expect(islandProps(html, 'product-grid')).toEqual([]);
  });
});

describe('counts read as words do: "1 product", "2 products"', () => {
  // The facets' counts are read out by screen readers ("Black, 1 product"); the page's total is shown.
  const facetCounts = (html: string) =>
    [...html.matchAll(/class="facet__count"><span class="visually-hidden">([^<]+)</g)].map((m) => m[1]!);
  it.each([
    ['/en-us/search?q=ski', /^(\d+) products?$/, 'product'],
    ['/fr-fr/search?q=ski', /^(\d+) produits?$/, 'produit'],
  ])('%s: the singular for a count of one (French: 0 and 1), the plural otherwise', async (path, pattern, singular) => {
    const { html } = await page(path);
    const counts = facetCounts(html);
    expect(counts.length).toBeGreaterThan(3);
    for (const text of counts) {
      const n = Number(pattern.exec(text)?.[1]);
      expect(text).toBe(n === 1 || (singular === 'produit' && n === 0) ? `${n} ${singular}` : `${n} ${singular}s`);
    }
    expect(counts.some((text) => text.startsWith('1 '))).toBe(true);
  });
});
