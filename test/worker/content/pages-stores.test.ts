import { describe, expect, it } from 'vitest';
import { get } from '../support/helpers';
import { decode, h1, title } from '../support/shop-html';

const OSLO = { 'cf-iplatitude': '59.9139', 'cf-iplongitude': '10.7522' };
const MUNICH = { 'cf-iplatitude': '48.137', 'cf-iplongitude': '11.575' };

/** Store uids in list order. */
const storeOrder = (html: string) => [...html.matchAll(/data-store-uid="([^"]+)"/g)].map((m) => m[1]!);
const markers = (html: string) => [...html.matchAll(/data-store="(\d+)"/g)].map((m) => Number(m[1]));

describe('/{lang}/stores: stores near the visitor', () => {
  it('lists the Oslo store first on /no-no/stores for a visitor in Oslo, with distances and the SVG map', async () => {
    const res = await get('/no-no/stores', { headers: OSLO });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(title(html)).toBe('Finn en butikk | Loipe');
    const order = storeOrder(html);
    expect(order[0]).toBe('loipe-oslo');
    expect(order[1]).toBe('kollen-skiservice');
    expect(order.length).toBeGreaterThan(30);
    // Distances in Norwegian number format, nearest first.
    const distances = [...html.matchAll(/class="store-card__distance">([^<]+)</g)].map((m) => decode(m[1]!));
    expect(distances[0]).toMatch(/^\d,\d km unna$/);
    const map = /<svg[^>]*role="img"[^>]*>[\s\S]*?<\/svg>/.exec(html)?.[0] ?? '';
    expect(map).toMatch(/<title id="store-map-title">Kart over de 10 første butikkene i listen<\/title>/);
    // Ten numbered markers and the visitor's own position.
    expect(markers(map).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(map).toContain('store-map__you');
    // Opening hours named in Norwegian, in the store's own card.
    const card = /data-store-uid="loipe-oslo"[\s\S]*?<\/li>/.exec(html)![0];
    expect(decode(card)).toMatch(/mandag – fredag<\/dt><dd>10:00\s?–\s?19:00/);
    expect(decode(card)).toMatch(/søndag<\/dt><dd>12:00\s?–\s?16:00/);
    expect(decode(card)).toContain('Bogstadveien 52');
  });

  it('puts München first for a visitor in München, in German', async () => {
    const html = await (await get('/de-de/stores', { headers: MUNICH })).text();
    expect(h1(html)).toBe('Geschäft finden');
    expect(storeOrder(html)[0]).toBe('loipe-muenchen');
    expect(decode(html)).toMatch(/Montag – Freitag<\/dt><dd>10:00\s?–\s?19:00/);
  });

  it('without a position lists the page country first, says so, and is not personal', async () => {
    const res = await get('/no-no/stores');
    expect(res.status).toBe(200);
    // Not personal (no `private`), but never stored either (the page sorts by position when there is one).
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    const order = storeOrder(html);
    expect(
      order
        .slice(0, 7)
        .every((uid) =>
          [
            'loipe-lillehammer',
            'loipe-oslo',
            'kollen-skiservice',
            'loipe-service-sjusjoen',
            'bymarka-sport',
            'fjellsport-bergen',
            'nordlys-friluft',
          ].includes(uid),
        ),
    ).toBe(true);
    expect(html).not.toContain('store-card__distance');
    expect(html).not.toContain('store-map__you');
    expect(markers(html).length).toBe(10);
  });

  it('ignores coordinates that are out of range', async () => {
    const html = await (await get('/en-us/stores', { headers: { 'cf-iplatitude': '95', 'cf-iplongitude': '10' } })).text();
    expect(html).not.toContain('store-card__distance');
  });

  it('filters by country and type with a plain GET form, keeping the distance order', async () => {
    const html = await (await get('/en-us/stores?country=no&type=dealer', { headers: OSLO })).text();
    expect(html).toMatch(/<form class="stores-filter" action="\/en-us\/stores" method="get">/);
    expect(html).toMatch(/<option value="no" selected="">Norway<\/option>/);
    expect(html).toMatch(/<option value="dealer" selected="">Dealer<\/option>/);
    expect(storeOrder(html)).toEqual(['fjellsport-bergen', 'bymarka-sport', 'nordlys-friluft']);
    expect(html).toContain('noindex');
  });

  it('filters to one type anywhere', async () => {
    const html = await (await get('/en-us/stores?type=service', { headers: MUNICH })).text();
    expect(storeOrder(html)[0]).toBe('chiemgau-skiservice');
    expect(storeOrder(html).length).toBe(4);
  });

  it('says so when a country has no stores', async () => {
    const html = await (await get('/en-us/stores?country=pl')).text();
    expect(storeOrder(html)).toEqual([]);
    expect(html).toContain('No stores found here. Try another place or country.');
    expect(html).not.toContain('<svg viewBox="0 0 640 400"');
  });

  it.each([['?country=zz'], ['?type=warehouse'], ['?country=NO'], ['?country=x1']])(
    'answers 400 with the whole list and a clear message for %s',
    async (query) => {
      const res = await get(`/en-us/stores${query}`);
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain('That country or store type is not on our list.');
      expect(storeOrder(html).length).toBeGreaterThan(30);
    },
  );

  it('loads no store-locator script unless one is configured', async () => {
    const html = await (await get('/en-us/stores')).text();
    expect(html).not.toContain('id="store-locator"');
  });
});
