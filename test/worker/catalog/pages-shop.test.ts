import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { get } from '../support/helpers';
import { h1, islandProps, jsonLd, title } from '../support/shop-html';
import { unpackCards, type WireCards } from '../../../client/components/card-wire';
import { HOTSPOT_COLOURS } from '../../../shared/hotspots';
import { createContentProvider } from '../../../worker/ports/content';
import { createCommerceProvider } from '../../../worker/ports/commerce';
import { parseLocalePrefix } from '../../../worker/rules/locale';
import { cx, mx } from '../../support/calls';

const content = createContentProvider(env);
const commerce = createCommerceProvider(env);

/** Locales of the brief, with the money sign each one's prices carry and whether it sells online. */
const LOCALES = [
  { prefix: 'en-us', money: /\$\d/, shopping: true },
  { prefix: 'de-de', money: /\d €/, shopping: false },
  { prefix: 'fr-ca', money: /CA\$\d/, shopping: true },
  { prefix: 'ja-jp', money: /[¥￥]\s?\d/, shopping: false },
  { prefix: 'no-no', money: /\d kr/, shopping: true },
] as const;

const home = (prefix: string) => (prefix === 'en-us' ? '/' : `/${prefix}`);
const text = (prefix: string) => content.getDisplayText(cx(parseLocalePrefix(prefix)!.contentLocale));
const types = (html: string) => jsonLd(html).map((d) => d['@type']);

describe.each(LOCALES)('shop pages in $prefix', ({ prefix, money, shopping }) => {
  const locale = parseLocalePrefix(prefix)!;

  it('home: 200, the hero heading as h1, banners, product sliders and Organization JSON-LD', async () => {
    const res = await get(home(prefix));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(title(html)).toBe(`${(await text(prefix))['route.home.title']} | Loipe`);
    const hero = (await content.getBanner(cx(locale.contentLocale), 'home-hero'))!.content.find((b) => b.type === 'h2') as { text: string };
    expect(h1(html)).toBe(hero.text);
    expect(types(html)).toContain('Organization');
    const grids = islandProps<WireCards & { mode: string }>(html, 'product-grid');
    expect(grids.map((g) => g.mode)).toEqual(expect.arrayContaining(['slider', 'grid']));
    // The cards as the island unpacks them (its props leave out what the card implies).
    const prices = grids.flatMap((g) => unpackCards(g).map((c) => (c.price?.kind === 'range' ? c.price.low : (c.price?.price ?? ''))));
    expect(prices.length).toBeGreaterThan(4);
    for (const price of prices) expect(price).toMatch(money);
    expect(html).toContain('data-island="hotspots"');
    // The hotspots' props: no default colours, empty description or missing price spelled out; the markers still carry the colours.
    const hotspots = islandProps<{ hotspots: Record<string, unknown>[] }>(html, 'hotspots')[0]!.hotspots;
    expect(hotspots.length).toBeGreaterThan(2);
    for (const spot of hotspots) {
      expect(spot).not.toHaveProperty('fontColor');
      expect(spot).not.toHaveProperty('backgroundColor');
    }
    // Left out when empty, never sent empty; and each is carried by some hotspot, so this cannot pass with the keys gone.
    for (const key of ['description', 'price', 'image']) {
      const carried = hotspots.filter((spot) => key in spot);
      expect(carried.length, `hotspots with a ${key}`).toBeGreaterThan(0);
      for (const spot of carried) expect(spot[key], key).toBeTruthy();
    }
    expect(hotspots.some((spot) => typeof spot.price === 'string')).toBe(true);
    // The first hotspots island's markup: from its marker to its props.
    const island = /<div class="island" data-island="hotspots" data-island-id="([^"]+)"[\s\S]*?data-island-props="\1"/.exec(html)![0];
    const painted = `--hotspot-bg:${HOTSPOT_COLOURS.backgroundColor};--hotspot-fg:${HOTSPOT_COLOURS.fontColor}`;
    const markers = [...island.matchAll(/class="hotspot__marker"[^>]*style="([^"]*)"/g)].map((m) => m[1]);
    expect(markers).toHaveLength(hotspots.length);
    for (const style of markers) expect(style).toContain(painted);
    expect(html).toContain('data-island="banner-slider"');
  });

  it('category: 200, localized title, products with prices, filters as links, BreadcrumbList', async () => {
    const res = await get(`/${prefix}/c/skis`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const category = (await content.getProductCategory(cx(locale.contentLocale), 'skis'))!;
    expect(h1(html)).toBe(category.display_title);
    expect(title(html)).toBe(`${category.display_title} | Loipe`);
    expect(types(html)).toEqual(expect.arrayContaining(['BreadcrumbList', 'Organization']));
    const cards = unpackCards(islandProps<WireCards>(html, 'product-grid')[0]!);
    expect(cards.length).toBe(12);
    expect(cards[0]!.href).toMatch(new RegExp(`^/${prefix}/p/`));
    const first = cards[0]!.price;
    expect(first?.kind === 'range' ? first.low : first?.price).toMatch(money);
    expect(html).toMatch(new RegExp(`href="/${prefix}/c/skis\\?Style=Classic"`));
    expect(html).toMatch(new RegExp(`href="/${prefix}/c/skis\\?page=2" rel="next"`));
  });

  it('product: 200, localized title, gallery, price, the buy panel or a dealer link, Product JSON-LD with an Offer per variant', async () => {
    const res = await get(`/${prefix}/p/aurora-classic`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const product = (await content.getProduct(cx(locale.contentLocale), 'aurora-classic'))!;
    expect(h1(html)).toBe(product.display_title);
    expect(title(html)).toBe(`${product.display_title} | Loipe`);
    expect(html).toContain(product.tagline.replace(/'/g, '&#x27;'));
    const data = jsonLd(html);
    const ld = data.find((d) => d['@type'] === 'Product') as {
      offers: { price: string; priceCurrency: string; availability: string }[];
      image: string[];
    };
    expect(ld.image.length).toBe(3);
    expect(types(html)).toContain('BreadcrumbList');
    const [gallery] = islandProps<{ images: { id: string }[] }>(html, 'product-gallery');
    expect(gallery!.images.map((i) => i.id)).toEqual(['aurora-classic-red', 'aurora-classic-white', 'aurora-classic-blue']);
    const [buy] = islandProps<{
      shopping: boolean;
      dealerHref: string;
      action: string;
      price: { price: string } | null;
      variants: { price?: { price: string } | null }[];
    }>(html, 'product-buy');
    expect(buy!.shopping).toBe(shopping);
    if (shopping) {
      const record = (await commerce.getProductByUid(mx(prefix === 'fr-ca' ? 'ca' : prefix === 'no-no' ? 'no' : 'us'), 'aurora-classic'))!;
      expect(ld.offers).toHaveLength(record.variants.length);
      expect(ld.offers[0]!.priceCurrency).toBe(record.variants[0]!.calculatedPrice.currencyCode);
      expect(html).toContain(`<form class="buy__form" action="/${prefix}/cart/add" method="post">`);
      // A visitor without a session posts the form without a token (checked by origin): its field is empty.
      expect(html).not.toMatch(/name="csrf_token" value="[^"]/);
      expect(html).toMatch(/name="product_id" value="1101"/);
      // A variant carries its price only where it differs from the one most variants share (`price`).
      expect((buy!.variants[0]!.price === undefined ? buy!.price : buy!.variants[0]!.price)!.price).toMatch(money);
    } else {
      // Catalogue-only: one offer at the price the page shows, sold in stores (not an empty list).
      const local = product.prices[prefix.slice(3)]!;
      expect(ld.offers).toHaveLength(1);
      expect(ld.offers[0]).toMatchObject({ priceCurrency: local.currency, availability: 'https://schema.org/InStoreOnly' });
      expect(Number(ld.offers[0]!.price)).toBeGreaterThan(0);
      expect(html).not.toContain('class="buy__form"');
      expect(html).toContain(`href="/${prefix}/stores">${(await text(prefix))['product.findDealer']}</a>`);
      expect(html).toMatch(money);
    }
  });

  it('content page: 200 with its title as h1 and BreadcrumbList JSON-LD', async () => {
    const res = await get(`/${prefix}/about`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const page = (await content.getPageByUrl(cx(locale.contentLocale), '/about'))!;
    expect(h1(html)).toBe(page.title);
    expect(types(html)).toContain('BreadcrumbList');
  });

  it('style tile: 200 with tokens, buttons and form fields', async () => {
    const res = await get(`/${prefix}/styletile`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(h1(html)).toBe((await text(prefix))['route.styletile.title']);
    expect(html).toContain('<code class="token__name">--ink</code>');
    expect(html).toMatch(/<select id="st-size"/);
  });

  it('404: an unknown category or product is the spec §2 404 page with a product grid', async () => {
    for (const path of [`/${prefix}/c/no-such-category`, `/${prefix}/p/no-such-product`, `/${prefix}/no-such-page`]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      // Spec §2's 'Page Not Found | {brand}', in the page's language.
      expect(title(html)).toBe((await text(prefix))['error.pageTitle.notFound'].replace('{brand}', 'Loipe'));
      expect(h1(html)).toBe((await text(prefix))['error.notFound.title']);
      // The page cache keeps a 404 a minute at the edge; browsers revalidate it.
      expect(res.headers.get('cache-control')).toBe('private, max-age=0');
      expect(islandProps(html, 'product-grid')).toHaveLength(1);
    }
  });

  it('410: a discontinued product answers Gone with recommendations', async () => {
    const res = await get(`/${prefix}/p/vidde-classic-2021`);
    expect(res.status).toBe(410);
    const html = await res.text();
    expect(title(html)).toBe((await text(prefix))['error.pageTitle.gone'].replace('{brand}', 'Loipe'));
    const entry = await content.getErrorPage(cx(locale.contentLocale));
    expect(h1(html)).toBe(entry.product_recommendation_page.header);
    const [grid] = islandProps<{ cards: { uid: string }[] }>(html, 'product-grid');
    expect(grid!.cards.length).toBeGreaterThan(0);
    expect(grid!.cards.map((c) => c.uid)).not.toContain('vidde-classic-2021');
    // The 410 status keeps it out of search results; a noindex tag would only cost the SEO audit.
    expect(res.status).toBe(410);
    expect(html).not.toContain('name="robots"');
  });
});
