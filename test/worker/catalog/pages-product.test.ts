import { describe, expect, it } from 'vitest';
import { get } from '../support/helpers';
import { decode, islandProps } from '../support/shop-html';
import { specTranslations } from '../../../worker/data/catalog/translations';

type Price = { kind: string; rrp?: boolean; original?: string } | null;
type Buy = {
  initialVariantId: number;
  /** The price of each variant that does not carry its own. */
  price: Price;
  variants: { id: number; values: number[]; price?: Price }[];
  options: { name: string; values: { id: number; label: string }[] }[];
  stockKnown: boolean;
  catalogPrice: { kind: string } | null;
};
const buyOf = async (path: string, headers?: Record<string, string>) => {
  const res = await get(path, { headers });
  expect(res.status, path).toBe(200);
  const html = await res.text();
  return { res, html, buy: islandProps<Buy>(html, 'product-buy')[0]! };
};
/** The price the buy panel shows for its first variant: its own, or the one most variants share. */
const firstPrice = (buy: Buy) => (buy.variants[0]!.price === undefined ? buy.price : buy.variants[0]!.price);

describe('product page', () => {
  it('keeps the selected variant in the URL: ?variant= preselects it', async () => {
    const { buy } = await buyOf('/en-us/p/aurora-classic?variant=110104');
    expect(buy.initialVariantId).toBe(110104);
  });

  it('starts in the colour the lowercase color parameter names, first in the gallery', async () => {
    const { html, buy } = await buyOf('/en-us/p/aurora-classic?color=blue');
    // A variant carries each option's value as its position in that option's values.
    const colour = buy.options.findIndex((o) => o.name === 'Color');
    const chosen = buy.variants.find((v) => v.id === buy.initialVariantId)!.values[colour]!;
    expect(buy.options[colour]!.values[chosen]!.label).toBe('Blue');
    const [gallery] = islandProps<{ images: { id: string }[] }>(html, 'product-gallery');
    expect(gallery!.images[0]!.id).toBe('aurora-classic-blue');
  });

  it('ignores a malformed variant or colour instead of failing', async () => {
    for (const query of ['?variant=abc', '?variant=-1', '?variant=99999999999', '?color=%E2%80%AE', `?color=${'x'.repeat(500)}`]) {
      const { buy } = await buyOf(`/en-us/p/aurora-classic${query}`);
      expect(buy.initialVariantId).toBeGreaterThan(0);
    }
  });

  it('shows a sale with the RRP label in Norway (a European shopping region) and without it in the US', async () => {
    const no = firstPrice((await buyOf('/no-no/p/nordlys-waxless')).buy)!;
    const us = firstPrice((await buyOf('/en-us/p/nordlys-waxless')).buy)!;
    expect(no).toMatchObject({ kind: 'sale', rrp: true });
    expect(no.original).toMatch(/kr$/);
    expect(us).toMatchObject({ kind: 'sale', rrp: false });
  });

  it('shows the country price outside shopping regions, never as a sale', async () => {
    const { buy, html } = await buyOf('/de-de/p/nordlys-waxless');
    expect(buy.catalogPrice?.kind).toBe('regular');
    expect(html).not.toContain('tag--sale');
  });

  it('offers the add-ons configured for the category in shopping regions, streamed after the buy panel', async () => {
    const { buy, html } = await buyOf('/en-us/p/aurora-classic');
    const [addOns] = islandProps<{ items: { uid: string }[] }>(html, 'product-add-ons');
    expect(addOns!.items.map((a) => a.uid)).toEqual(['kvist-grip-wax', 'rimfrost-glide-wax']);
    expect(html.indexOf('data-island="product-add-ons"')).toBeGreaterThan(html.indexOf('data-island="product-buy"'));
    expect(buy.stockKnown).toBe(true);
  });

  it('offers no add-ons outside shopping regions', async () => {
    const { html } = await buyOf('/de-de/p/aurora-classic');
    expect(islandProps(html, 'product-add-ons')).toEqual([]);
  });

  it('gives crawlers the page without creating a session', async () => {
    const { res, html } = await buyOf('/en-us/p/aurora-classic', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(html).not.toContain('name="csrf_token"');
  });

  it('sends the page view and view_item to the dataLayer with the nonce of the page', async () => {
    const { res, html } = await buyOf('/en-us/p/aurora-classic');
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')![1];
    // One inline script, the page's first: Consent Mode's defaults (shared/consent.ts), then the page view.
    const script = html.split(`<script nonce="${nonce}">`)[1]?.split('</script>')[0] ?? '';
    expect(script.startsWith('window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}')).toBe(true);
    expect(script.indexOf('gtag("consent","default"')).toBeLessThan(script.indexOf('dataLayer.push({"event":"content-view"'));
    expect(html).toMatch(/"event":"view_item","ecommerce":\{"currency":"USD","value":399.95/);
    expect(html).not.toContain('googletagmanager.com/gtm.js');
  });

  it('answers 404 for products outside the visitor region and for malformed slugs', async () => {
    expect((await get('/de-de/p/polar-race-glide')).status).toBe(200);
    expect((await get('/ja-jp/p/polar-race-glide')).status).toBe(404);
    expect((await get('/en-us/p/Aurora_Classic')).status).toBe(404);
    expect((await get('/en-us/p/aurora-classic-')).status).toBe(404);
  });

  it('shows the spec table in the page language, in the order the settings give', async () => {
    const rowsOf = (html: string) =>
      [
        ...(/<dl class="specs__list">([\s\S]*?)<\/dl>/.exec(html)?.[1] ?? '').matchAll(/<div><dt>([^<]*)<\/dt><dd>([^<]*)<\/dd><\/div>/g),
      ].map((m) => [decode(m[1]!), decode(m[2]!)] as const);
    const en = rowsOf((await buyOf('/en-us/p/aurora-classic')).html);
    const de = rowsOf((await buyOf('/de-de/p/aurora-classic')).html);
    expect(de).toHaveLength(en.length);
    const translated = en.flatMap(([title, value], i) =>
      specTranslations.de[title] ? [[i, specTranslations.de[title], specTranslations.de[value] ?? value] as const] : [],
    );
    expect(translated.length).toBeGreaterThanOrEqual(5);
    for (const [i, title, value] of translated) expect(de[i], en[i]!.join(': ')).toEqual([title, value]);
    expect(de[0]![0]).not.toBe(en[0]![0]);
  });

  describe('crumbs (spec §2: card links pass the breadcrumb trail)', () => {
    const trail = (html: string) =>
      [
        ...(/<nav class="breadcrumbs"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '').matchAll(
          /<(?:a href="[^"]*"|span aria-current="page")>([^<]+)</g,
        ),
      ].map((m) => m[1]);
    const jsonLdTrail = (html: string) => {
      const list = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)]
        .map((m) => JSON.parse(m[1]!))
        .find((x) => x['@type'] === 'BreadcrumbList');
      return (list?.itemListElement ?? []).map((item: { name: string }) => item.name);
    };

    it('gives every card of a category the category as crumbs', async () => {
      const html = await (await get('/en-us/c/skis')).text();
      const [grid] = islandProps<{ cards: { href: string }[] }>(html, 'product-grid');
      expect(grid!.cards.length).toBeGreaterThan(0);
      for (const card of grid!.cards) expect(card.href).toMatch(/^\/en-us\/p\/[a-z0-9-]+\?crumbs=skis$/);
    });

    it('shows the trail as far as the category the shopper came from, and keeps it in the choices', async () => {
      const full = await buyOf('/en-us/p/aurora-classic');
      expect(trail(full.html)).toEqual(['Home', 'Nordic Skis', 'Classic', 'Aurora Classic Ski']);
      const { html, buy } = await buyOf('/en-us/p/aurora-classic?crumbs=skis');
      expect(trail(html)).toEqual(['Home', 'Nordic Skis', 'Aurora Classic Ski']);
      expect(html).toMatch(/<a href="\/en-us\/p\/aurora-classic\?color=[a-z-]+&amp;crumbs=skis&amp;variant=\d+"/);
      expect((buy as Buy & { crumbs: string | null }).crumbs).toBe('skis');
      // Search engines get the one full trail and the clean canonical address.
      expect(jsonLdTrail(html)).toEqual(jsonLdTrail(full.html));
      expect(jsonLdTrail(html)).toHaveLength(4);
      expect(html).toContain('<link rel="canonical" href="https://loipe.test/en-us/p/aurora-classic"/>');
    });

    it('ignores crumbs that are not on the product trail or not a category uid', async () => {
      for (const crumbs of ['boots', 'skis-classic', 'no-such-category', 'skis%2Fclassic', '%E2%80%AEskis', 'Skis', 'x'.repeat(500)]) {
        const { html, buy } = await buyOf(`/en-us/p/aurora-classic?crumbs=${crumbs}`);
        expect(trail(html), crumbs).toEqual(['Home', 'Nordic Skis', 'Classic', 'Aurora Classic Ski']);
        expect((buy as Buy & { crumbs: string | null }).crumbs, crumbs).toBeNull();
      }
    });
  });
});
