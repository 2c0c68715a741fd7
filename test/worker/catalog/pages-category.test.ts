import { describe, expect, it } from 'vitest';
import { get } from '../support/helpers';
import { unpackCards, type WireCards } from '../../../client/components/card-wire';
import { h1, islandProps } from '../support/shop-html';

type Grid = { cards: { uid: string; title: string; tag: string | null; price: { kind: string; price?: string; low?: string } }[] };
/** The grid's cards as the island unpacks them (its props leave out what the card implies). */
const unpack = (wire: WireCards | undefined): Grid['cards'] => (wire ? (unpackCards(wire) as unknown as Grid['cards']) : []);
const cards = async (path: string) => {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  return { html, cards: unpack(islandProps<WireCards>(html, 'product-grid')[0]) };
};
const count = (html: string) => Number(/class="category__count">(\d+)/.exec(html)?.[1]);

describe('category filters, sort and pagination work as plain GET links', () => {
  it('narrows the listing by a filter and widens it again with a second value of the same facet', async () => {
    const all = count((await cards('/en-us/c/skis')).html);
    const classic = await cards('/en-us/c/skis?Style=Classic');
    const both = await cards('/en-us/c/skis?Style=Classic,Skate');
    expect(count(classic.html)).toBeLessThan(all);
    expect(count(both.html)).toBeGreaterThan(count(classic.html));
    expect(classic.html).toContain('aria-current="true"');
    expect(classic.html).toMatch(/href="\/en-us\/c\/skis"[^>]*>[^<]*Style: Classic/);
  });

  it('combines facets (AND) and marks filtered pages noindex', async () => {
    const { html } = await cards('/en-us/c/skis?Style=Classic&Color=Red');
    expect(count(html)).toBeGreaterThan(0);
    expect(count(html)).toBeLessThan(count((await cards('/en-us/c/skis?Style=Classic')).html));
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toContain('<link rel="canonical" href="https://loipe.test/en-us/c/skis"/>');
  });

  it('opens each card on its colour that matches the colour filter', async () => {
    const res = await get('/en-us/c/skis/classic?Color=Red');
    const grid = unpackCards(islandProps<WireCards>(await res.text(), 'product-grid')[0]!);
    const vidde = grid.find((c) => c.uid === 'vidde-classic')!;
    expect(vidde.colors[vidde.initial ?? 0]!.name).toBe('Red');
    const aurora = grid.find((c) => c.uid === 'aurora-classic')!;
    expect(aurora.initial ?? 0).toBe(0);
  });

  it('sorts by price both ways', async () => {
    const toNumber = (p: Grid['cards'][number]['price']) => Number((p.price ?? p.low ?? '').replace(/[^\d.]/g, ''));
    const up = (await cards('/en-us/c/boots?sort=price-asc')).cards.map((c) => toNumber(c.price));
    const down = (await cards('/en-us/c/boots?sort=price-desc')).cards.map((c) => toNumber(c.price));
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it('pages through every product exactly once', async () => {
    const first = await cards('/en-us/c/skis');
    const second = await cards('/en-us/c/skis?page=2');
    const uids = [...first.cards, ...second.cards].map((c) => c.uid);
    expect(new Set(uids).size).toBe(uids.length);
    expect(uids).toHaveLength(count(first.html));
    expect(second.html).toMatch(/href="\/en-us\/c\/skis" rel="prev"/);
  });

  it.each([
    '/en-us/c/skis?page=0',
    '/en-us/c/skis?page=-1',
    '/en-us/c/skis?page=abc',
    '/en-us/c/skis?page=99999',
    '/en-us/c/skis?sort=cheapest-first',
    '/en-us/c/skis?Style=%00%00',
    `/en-us/c/skis?Color=${'x'.repeat(2000)}`,
    '/en-us/c/skis?Style=Classic&Style=Skate',
    '/en-us/c/skis?Unknown=1&utm_source=mail',
  ])('ignores bad query values in %s and still shows products', async (path) => {
    const { cards: list } = await cards(path);
    expect(list.length).toBeGreaterThan(0);
  });

  it('shows the sub-categories of a top category and the siblings of a sub-category', async () => {
    const top = (await cards('/de-de/c/skis')).html;
    expect(top).toMatch(/<a class="chip" href="\/de-de\/c\/skis\/classic">/);
    const sub = (await cards('/de-de/c/skis/classic')).html;
    expect(sub).toMatch(/<a class="chip" href="\/de-de\/c\/skis\/classic" aria-current="page">/);
    expect(h1(sub)).toBeTruthy();
  });

  it('never shows a sale tag outside shopping regions, but does in them', async () => {
    const us = (await cards('/en-us/c/skis')).cards;
    const de = (await cards('/de-de/c/skis')).cards;
    expect(us.some((c) => c.tag === 'sale' && c.price.kind === 'sale')).toBe(true);
    expect(de.some((c) => c.tag === 'sale' || c.price.kind === 'sale')).toBe(false);
  });

  it('shows an empty state with a way back and other categories when filters match nothing', async () => {
    const res = await get('/en-us/c/skis?Style=Skate&Terrain=Off-trail');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(count(html)).toBe(0);
    expect(html).toContain('No products match these filters.');
    expect(html).toMatch(/class="button button--primary" href="\/en-us\/c\/skis">Clear all filters<\/a>/);
    expect(html).toMatch(/<a class="chip" href="\/en-us\/c\/boots">/);
    expect(html).not.toContain('data-island="product-grid"');
  });

  it('sends the grid inside the page, where it shows without JavaScript, not as a part only a script swaps in', async () => {
    const { html, cards: grid } = await cards('/en-us/c/skis/classic');
    expect(grid.length).toBeGreaterThan(0);
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toContain('data-island="product-grid"');
    expect(main).toContain(`>${grid[0]!.title}<`);
    expect(html).not.toContain('product-grid--loading');
    expect(html).not.toMatch(/<div hidden id="S:/);
    expect(html).not.toContain('$RC(');
  });

  it('answers 404 for a category path that is not a category', async () => {
    expect((await get('/en-us/c/skis/classic/extra')).status).toBe(404);
    expect((await get('/en-us/c/Skis_Classic')).status).toBe(404);
  });
});
