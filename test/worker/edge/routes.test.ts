import { describe, expect, it } from 'vitest';
import { get } from '../support/helpers';
import { loaderModules } from '../support/shop-html';

/** Every public route of spec §2, after the locale prefix. */
const ROUTES = [
  '',
  '/about',
  '/account',
  '/account/create',
  '/blog',
  '/blog/technique',
  '/blog/p/double-poling-engine',
  '/blog/p/hokkaido-powder-touring',
  '/c/skis',
  '/c/skis/classic',
  '/cart',
  '/country',
  '/p/aurora-classic',
  '/pro',
  '/pro/create',
  '/pro/signup',
  '/psia',
  '/search',
  '/stores',
  '/styletile',
  '/support',
  '/support/waxing',
  '/team',
  '/team/aiko-tanabe',
  '/test-store',
];

describe.each(['en-us', 'de-de', 'ja-jp', 'no-no'])('every route of spec §2 in %s', (prefix) => {
  it.each(ROUTES)(`answers 200 with the page frame for /${prefix}%s`, async (route) => {
    const path = prefix === 'en-us' && route === '' ? '/' : `/${prefix}${route}`;
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toMatch(/<title>[^<]+\| Loipe<\/title>/);
    expect(html).toContain('class="site-header"');
    expect(html).toContain('class="site-footer"');
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
  });
});

describe('the 404 page (spec §2 "Error page")', () => {
  it.each([
    ['/en-us/no-such-page', 'Page not found', 'Page Not Found | Loipe'],
    ['/de-de/p/x/y/z', 'Seite nicht gefunden', 'Seite nicht gefunden | Loipe'],
    ['/ja-jp/account/create/extra', 'ページが見つかりません', 'ページが見つかりません | Loipe'],
  ])('answers %s with 404 and the "Page not found" heading and title in its language', async (path, heading, pageTitle) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain(`<title>${pageTitle}</title>`);
    expect(html).toContain(`<h1>${heading}</h1>`);
    expect(html).toMatch(/<a class="button" href="\/(de-de|ja-jp)?">/);
  });
});

describe('islands', () => {
  it('renders the mobile menu inside a named marker, its props in a JSON data block after it (never run: no nonce)', async () => {
    const res = await get('/no-no/team');
    const html = await res.text();
    const marker =
      /<div class="island" data-island="mobile-menu" data-island-id="([^"]+)" data-hydrate="focus">[\s\S]*?<\/div><script type="application\/json" data-island-props="([^"]+)">([^<]*)<\/script>/.exec(
        html,
      );
    expect(marker).not.toBeNull();
    expect(marker![2]).toBe(marker![1]);
    // The panel shows the header's own navigations (read from the page when it opens): the
    // props carry only the button's labels, and the header holds the localized links.
    const props = JSON.parse(marker![3]!);
    expect(Object.keys(props)).toEqual(['labels']);
    expect(Object.values(props.labels).every((label) => typeof label === 'string' && label.length > 0)).toBe(true);
    const nav = /<nav class="site-header__nav"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
    const hrefs = [...nav.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs.length).toBeGreaterThan(3);
    expect(hrefs.every((href) => /^\/no-no\//.test(href!))).toBe(true);
    expect(html).toMatch(/<nav class="site-header__secondary"[^>]*><ul><li><a href="\/no-no\//);
    // The mini-cart links the locale's cart page (from its locale prefix, not a second prop).
    // (On a shared page it also carries its count's words, which the edge fills for a shopper's cart.)
    expect(html).toMatch(/<a class="site-header__tool site-header__cart" href="\/no-no\/cart"[ >]/);
    // The header's islands load when the shopper comes to them, not with the page.
    expect(loaderModules(html).filter((url) => /^\/assets\/(MobileMenu|CountryPicker|MiniCart)-/.test(url))).toEqual([]);
  });

  it('loads the entry and the chunks of the islands hydrated at load after first paint, not from the head', async () => {
    const res = await get('/en-us/p/aurora-classic');
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    const html = await res.text();
    // Nothing in the HTML asks for a script before the page has painted.
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    const loader = /<script nonce="([^"]+)" data-module-loader="">([\s\S]*?)<\/script>/.exec(html);
    expect(loader?.[1]).toBe(nonce);
    const [entry, ...chunks] = loaderModules(html);
    expect(entry).toMatch(/^\/assets\/entry-[A-Z0-9]+\.js$/);
    expect(chunks).toContainEqual(expect.stringMatching(/^\/assets\/ProductGallery-[A-Z0-9]+\.js$/));
    expect(new Set(chunks).size).toBe(chunks.length);
    // It waits for the high-priority picture and a painted frame.
    expect(loader![2]).toContain('img[fetchpriority=high]');
    expect(loader![2]).toContain('requestAnimationFrame');
  });

  it('hydrates above-the-fold islands at load, the ones below the fold when they come into reach and the header ones when the shopper comes to them', async () => {
    const markers = (html: string) =>
      [...html.matchAll(/<div class="island" data-island="([a-z-]+)" data-island-id="[^"]+"(?: data-hydrate="(visible|focus)")?/g)].map(
        (m) => `${m[1]}${m[2] ? `:${m[2]}` : ''}`,
      );
    const product = await (await get('/en-us/p/aurora-classic')).text();
    expect(markers(product)).toEqual(
      expect.arrayContaining([
        'mobile-menu:focus',
        'country-picker:focus',
        'mini-cart:focus',
        'product-gallery',
        'product-buy',
        'product-grid:visible',
        'newsletter-form:visible',
      ]),
    );
    // The cart's island starts at once when the count cookie has a count for this store, or when the cart's count changes.
    expect(product).toMatch(
      /data-island="mini-cart" data-island-id="[^"]+" data-hydrate="focus" data-hydrate-cookie="cart_count:us" data-hydrate-event="loipe:cart-count loipe:cart"/,
    );
    expect(loaderModules(product)).toContainEqual(expect.stringMatching(/^\/assets\/ProductBuy-[A-Z0-9]+\.js$/));
    expect(loaderModules(product).filter((url) => /^\/assets\/(ProductGrid|NewsletterForm)-/.test(url))).toEqual([]);
    const category = await (await get('/en-us/c/skis')).text();
    expect(markers(category)).toEqual(expect.arrayContaining(['product-grid', 'newsletter-form:visible']));
    expect(loaderModules(category)).toContainEqual(expect.stringMatching(/^\/assets\/ProductGrid-[A-Z0-9]+\.js$/));
  });
});
