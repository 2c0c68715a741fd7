import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server.edge';
import { get } from '../support/helpers';
import { jsonLd } from '../support/shop-html';
import { allLocales, parseLocalePrefix, type Locale } from '../../../worker/rules/locale';
import { languageTag } from '../../../shared/locale';
import { sitemapUrl } from '../../../worker/content/sitemap';
import { regionsFor } from '../../../worker/rules/regions';
import { createContentProvider } from '../../../worker/ports/content';
import { PageContext, type PageContextValue } from '../../../client/components/page-context';
import { TagManager } from '../../../client/components/TagManager';
import { enUs } from '../../../worker/data/content/display-text/en-us';
import { cx } from '../../support/calls';

const content = createContentProvider(env);

/** A locale sitemap's URLs, each with its hreflang alternates (hreflang → address). */
async function sitemapEntries(prefix: string): Promise<Map<string, Map<string, string>>> {
  const xml = await (await get(`/sitemaps/${prefix}.xml`)).text();
  const entries = new Map<string, Map<string, string>>();
  for (const [, url] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = /<loc>([^<]+)<\/loc>/.exec(url!)![1]!;
    const links = [...url!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)];
    entries.set(loc, new Map(links.map((m) => [m[1]!, m[2]!])));
  }
  return entries;
}

describe('robots.txt and sitemaps', () => {
  it('serves robots.txt with the sitemap index, keeping the API and personal pages out', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('Sitemap: https://loipe.test/sitemap.xml');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /*/checkout');
  });

  it('keeps the cart page and its form endpoints out of crawlers: /en-us/cart as well as /en-us/cart/add', async () => {
    const rules = (await (await get('/robots.txt')).text())
      .split('\n')
      .filter((l) => l.startsWith('Disallow: '))
      .map((l) => l.slice('Disallow: '.length));
    // robots.txt patterns: `*` any characters, a trailing `$` anchors the end.
    const blocked = (path: string) =>
      rules.some((rule) => new RegExp(`^${rule.replace(/[.?+()[\]{}|\\^]/g, '\\$&').replace(/\*/g, '.*')}`).test(path));
    for (const path of ['/en-us/cart', '/de-de/cart', '/en-us/cart/add', '/no-no/cart/update']) expect(blocked(path), path).toBe(true);
    for (const path of ['/en-us/c/skis', '/en-us/p/aurora-classic', '/de-de/blog', '/en-us/cartography'])
      expect(blocked(path), path).toBe(false);
  });

  it.each(['/robots.txt', '/sitemap.xml', '/sitemaps/de-de.xml'])('%s carries the security headers the pages carry', async (path) => {
    const [file, page] = await Promise.all([get(path), get('/de-de')]);
    for (const name of [
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
      'x-frame-options',
      'permissions-policy',
      'cross-origin-opener-policy',
      'content-security-policy',
    ]) {
      expect(file.headers.get(name), name).not.toBeNull();
      if (name !== 'content-security-policy') expect(file.headers.get(name), name).toBe(page.headers.get(name));
    }
    await Promise.all([file.arrayBuffer(), page.arrayBuffer()]);
  });

  it('lists one sitemap per locale in the index', async () => {
    const res = await get('/sitemap.xml');
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(allLocales().map((l) => `https://loipe.test/sitemaps/${l.prefix}.xml`));
  });

  it.each(['en-us', 'de-de', 'fr-ca', 'ja-jp', 'no-no'])(
    'lists every page and every product sold in the region in /sitemaps/%s.xml',
    async (prefix) => {
      const locale = parseLocalePrefix(prefix)!;
      const res = await get(`/sitemaps/${prefix}.xml`);
      expect(res.status).toBe(200);
      const locs = new Set([...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
      const products = await content.getProducts(cx(locale.contentLocale), { region: regionsFor(locale.country).content });
      expect(products.length).toBeGreaterThan(50);
      for (const product of products) expect(locs.has(`https://loipe.test/${prefix}/p/${product.url}`), product.url).toBe(true);
      expect(locs.has(`https://loipe.test/${prefix}/p/vidde-classic-2021`)).toBe(false);
      for (const path of ['/c/skis', '/c/skis/classic', '/about', '/privacy', '/blog', '/team', '/support', '/stores']) {
        expect(locs.has(`https://loipe.test/${prefix}${path}`), path).toBe(true);
      }
      expect(locs.has(prefix === 'en-us' ? 'https://loipe.test/' : `https://loipe.test/${prefix}`)).toBe(true);
    },
  );

  it("names every URL's hreflang alternates in the sitemap: the locales that offer the same path, and x-default", async () => {
    const de = await sitemapEntries('de-de');
    const classic = de.get('https://loipe.test/de-de/c/skis/classic')!;
    expect(classic.get('de-DE')).toBe('https://loipe.test/de-de/c/skis/classic');
    expect(classic.get('fr-CA')).toBe('https://loipe.test/fr-ca/c/skis/classic');
    expect(classic.get('x-default')).toBe('https://loipe.test/en-us/c/skis/classic');
    expect(de.get('https://loipe.test/de-de')!.get('x-default')).toBe('https://loipe.test/');
    // Reciprocal: the French-Canadian sitemap names the German URL for the same path.
    expect((await sitemapEntries('fr-ca')).get('https://loipe.test/fr-ca/c/skis/classic')!.get('de-DE')).toBe(
      'https://loipe.test/de-de/c/skis/classic',
    );
  });

  it("leaves out of a URL's alternates the locales where its path answers 404 (a product not sold in their region)", async () => {
    const us = parseLocalePrefix('en-us')!;
    const jp = parseLocalePrefix('ja-jp')!;
    const [usProducts, jpProducts] = await Promise.all([
      content.getProducts(cx(us.contentLocale), { region: regionsFor(us.country).content }),
      content.getProducts(cx(jp.contentLocale), { region: regionsFor(jp.country).content }),
    ]);
    const jpUrls = new Set(jpProducts.map((p) => p.url));
    const onlyOutsideJapan = usProducts.find((p) => !jpUrls.has(p.url));
    expect(onlyOutsideJapan, 'a product sold in the US and not in Japan').toBeDefined();
    const path = `/p/${onlyOutsideJapan!.url}`;
    expect((await get(`/ja-jp${path}`)).status).toBe(404);
    const alternates = (await sitemapEntries('en-us')).get(`https://loipe.test/en-us${path}`)!;
    expect(alternates.has('ja-JP')).toBe(false);
    expect(alternates.get('en-US')).toBe(`https://loipe.test/en-us${path}`);
    const german = alternates.get('de-DE')!;
    expect(german).toBe(`https://loipe.test/de-de${path}`);
    expect((await get(german.replace('https://loipe.test', ''))).status).toBe(200);
  });

  it('names every locale and x-default for a page all of them offer', async () => {
    const blog = (await sitemapEntries('de-de')).get('https://loipe.test/de-de/blog')!;
    expect(blog.size).toBe(allLocales().length + 1);
    for (const locale of allLocales()) expect(blog.get(languageTag(locale))).toBe(`https://loipe.test/${locale.prefix}/blog`);
    expect(blog.get('x-default')).toBe('https://loipe.test/en-us/blog');
  });

  it('writes alternates only where another locale offers the path, and x-default only where en-us does', () => {
    const [us, de, at] = ['en-us', 'de-de', 'de-at'].map((p) => parseLocalePrefix(p)!) as [Locale, Locale, Locale];
    expect(sitemapUrl('https://loipe.test', de, '/p/x', [de])).toBe('  <url><loc>https://loipe.test/de-de/p/x</loc></url>');
    const pair = sitemapUrl('https://loipe.test', de, '/p/x?page=2&a=b', [de, at]);
    expect(pair).toContain('hreflang="de-AT" href="https://loipe.test/de-at/p/x?page=2&amp;a=b"');
    expect(pair).not.toContain('x-default');
    expect(sitemapUrl('https://loipe.test', de, '/p/x', [us, de])).toContain('hreflang="x-default" href="https://loipe.test/en-us/p/x"');
  });

  it('lists only pages a search engine may index: each answers 200 without a noindex', async () => {
    const xml = await (await get('/sitemaps/en-us.xml')).text();
    const paths = [...xml.matchAll(/<loc>https:\/\/loipe\.test([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(paths.length).toBeGreaterThan(100);
    const pages = await Promise.all(
      paths.map(async (path) => {
        const res = await get(path);
        return { path, status: res.status, noindex: /<meta name="robots" content="[^"]*noindex/.test(await res.text()) };
      }),
    );
    expect(pages.filter((p) => p.status !== 200 || p.noindex)).toEqual([]);
    expect(paths).toContain('/en-us/country');
    expect(paths).not.toContain('/en-us/search');
    // 130+ pages at once, each now also stored by the page cache: more than the 5 s default on a busy host.
  }, 30_000);

  it('answers 404 for a sitemap of a locale the site does not offer', async () => {
    expect((await get('/sitemaps/xx-yy.xml')).status).toBe(404);
  });
});

describe('head tags', () => {
  it('gives each page a canonical URL, and leaves its hreflang alternates to the sitemaps', async () => {
    const html = await (await get('/de-de/c/skis/classic')).text();
    expect(html).toContain('<link rel="canonical" href="https://loipe.test/de-de/c/skis/classic"/>');
    expect(html).toContain('<meta property="og:url" content="https://loipe.test/de-de/c/skis/classic"/>');
    expect(html).not.toMatch(/hreflang/i);
  });

  it('adds Open Graph tags with an absolute image', async () => {
    const html = await (await get('/no-no/p/aurora-classic')).text();
    expect(html).toContain('<meta property="og:type" content="product"/>');
    expect(html).toContain('<meta property="og:locale" content="no_NO"/>');
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/loipe\.test\/media\/i\/aurora-classic-red\?/);
  });

  it('writes JSON-LD that parses, with the Product, its breadcrumb and the organisation', async () => {
    const data = jsonLd(await (await get('/fr-ca/p/rime-skate')).text());
    expect(data.map((d) => d['@type'])).toEqual(['Product', 'BreadcrumbList', 'Organization']);
    const crumbs = (data[1] as { itemListElement: { position: number; item?: string }[] }).itemListElement;
    expect(crumbs.map((c) => c.position)).toEqual([1, 2, 3, 4]);
    expect(crumbs.at(-1)!.item).toBe('https://loipe.test/fr-ca/p/rime-skate');
    expect((data[0] as { offers: { priceCurrency: string }[] }).offers.every((o) => o.priceCurrency === 'CAD')).toBe(true);
  });
});

describe('tag manager (spec §5, §7)', () => {
  const context = (gtmId: string): PageContextValue & { gtmId: string } => ({
    locale: parseLocalePrefix('en-us')!,
    regions: regionsFor('us'),
    text: enUs,
    assets: { buildId: 'x', entry: '/e.js', entryImports: [], css: '/a.css', islands: {}, livePreview: '/p.js' },
    nonce: 'abc123',
    path: '/en-us/c/skis',
    brandName: 'Loipe',
    development: false,
    renderIsland: () => null,
    gtmId,
  });
  const render = (gtmId: string) =>
    renderToString(
      <PageContext.Provider value={context(gtmId)}>
        <TagManager title="Skis | Loipe" />
      </PageContext.Provider>,
    );

  it('always pushes the content-view page view, with the nonce', () => {
    const html = render('');
    const script = /<script nonce="abc123">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    // Consent Mode's defaults come first in the same script (shared/consent.ts), the page view after them.
    expect(script.startsWith('window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}')).toBe(true);
    expect(script.indexOf('gtag("consent","default"')).toBeLessThan(script.indexOf('dataLayer.push({"event":"content-view"'));
    expect(script).toContain(
      'dataLayer.push({"event":"content-view","page_path":"/en-us/c/skis","page_title":"Skis | Loipe","page_type":"category"',
    );
    expect(html).not.toContain('googletagmanager');
  });

  it('loads the GTM script only for an id matching GTM-[A-Z0-9]+', () => {
    // The page's one tag-manager script adds the container (with its own nonce) after Consent Mode's defaults.
    const withGtm = render('GTM-AB12CD');
    expect(withGtm).toMatch(/^<script nonce="abc123">[^<]*<\/script>$/);
    expect(withGtm).toContain('j.nonce=document.currentScript.nonce;j.src="https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD"');
    expect(withGtm.indexOf('gtag("consent","default"')).toBeLessThan(withGtm.indexOf('googletagmanager.com/gtm.js'));
    for (const bad of ['gtm-ab12', 'GTM-', 'UA-1234', 'GTM-AB"><script>']) expect(render(bad)).not.toContain('googletagmanager');
  });
});
