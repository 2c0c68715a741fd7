import { IMAGE_ALIAS } from '../../../shared/image-url';
import { describe, expect, it, vi } from 'vitest';
import { CONTENT_LOCALES, type ContentLocale } from '../../../worker/rules/locale';
import type { ContentRegion } from '../../../worker/rules/regions';
import { contentSeed } from '../../../worker/data/content/index';
import { createContentProvider } from '../../../worker/ports/content/index';
import { cx } from '../../support/calls';
import { testContent, testAssets } from '../../support/data';

const content = testContent();

describe('createContentProvider', () => {
  it('serves the embedded adapter for CONTENT_PROVIDER=embedded', async () => {
    const provider = createContentProvider({ CONTENT_PROVIDER: 'embedded', ASSETS: testAssets() });
    expect((await provider.getBrandSettings(cx('en-us'))).title).toBe('Loipe');
  });
  it.each(['', 'contentful', 'EMBEDDED'])('fails loudly for CONTENT_PROVIDER=%j', (name) => {
    expect(() => createContentProvider({ CONTENT_PROVIDER: name, ASSETS: testAssets() })).toThrow(/Unknown CONTENT_PROVIDER/);
  });
  it('names the missing stack settings for CONTENT_PROVIDER=contentstack', () => {
    expect(() => createContentProvider({ CONTENT_PROVIDER: 'contentstack', CONTENTSTACK_API_KEY: 'blt1' })).toThrow(
      'CONTENT_PROVIDER "contentstack" needs CONTENTSTACK_DELIVERY_TOKEN, CONTENTSTACK_ENVIRONMENT',
    );
  });
});

describe('brand settings', () => {
  it.each(CONTENT_LOCALES)('in %s keep the brand title and every contact region', async (locale) => {
    const brand = await content.getBrandSettings(cx(locale));
    expect(brand.title).toBe('Loipe');
    expect(brand.amplience_brand_alias).toBe(IMAGE_ALIAS.component);
    expect(Object.keys(brand.contact).sort()).toEqual(['au', 'ca', 'eu', 'jp', 'kr', 'no', 'nz', 'uk', 'us']);
    expect(brand.social_media.map((s) => s.network)).toEqual(['instagram', 'facebook', 'youtube', 'strava']);
  });
  it('translates the SEO description but keeps the phone numbers', async () => {
    const [en, de] = await Promise.all([content.getBrandSettings(cx('en-us')), content.getBrandSettings(cx('de'))]);
    expect(de.seo.description).not.toBe(en.seo.description);
    expect(de.contact.no.phone).toBe(en.contact.no.phone);
  });
});

describe('header per region (spec §3 header, §8 log lines)', () => {
  it.each([
    ['us', 'header-retail', ['alert-shipping-us']],
    ['ca', 'header-retail', ['alert-shipping-ca']],
    ['no', 'header-retail', ['alert-shipping-no']],
    ['eu', 'header-retail', ['alert-dealers']],
    ['jp', 'header-retail', ['alert-dealers']],
    ['other', 'header-retail', ['alert-dealers']],
    ['pro', 'header-pro', ['alert-pro-pricing', 'alert-pro-year']],
    ['pro_ca', 'header-pro', ['alert-pro-pricing', 'alert-pro-year']],
    ['pro_eu_region_1', 'header-pro', ['alert-pro-pricing', 'alert-pro-dealers']],
  ] as [ContentRegion, string, string[]][])('%s gets %s with top alerts %j', async (region, uid, alerts) => {
    const log = vi.fn();
    const header = await testContent({ log }).getHeader(cx('en-us'), region);
    expect(header.uid).toBe(uid);
    expect(header.top_alert.map((a) => a.uid)).toEqual(alerts);
    expect(header.main_nav.map((n) => n.link.href).slice(0, 5)).toEqual(['/skis', '/boots', '/bindings', '/poles', '/accessories']);
    expect(log).not.toHaveBeenCalled();
  });

  it.each([
    ['de', 'Ski', 'Kostenloser Versand'],
    ['ja', 'スキー', '送料無料'],
    ['no', 'Ski', 'Fri frakt'],
  ] as [ContentLocale, string, string][])('is translated in %s', async (locale, skis, alert) => {
    const header = await content.getHeader(cx(locale), locale === 'no' ? 'no' : 'us');
    expect(header.main_nav[0]!.link.title).toBe(skis);
    expect(header.main_nav[0]!.link.href).toBe('/skis');
    expect(header.top_alert[0]!.text).toContain(alert);
  });

  it('logs "Header - No Results" and serves the five categories when there is no header', async () => {
    const log = vi.fn();
    const provider = testContent({ log, seed: { seed: { ...contentSeed, headers: [] } } });
    const header = await provider.getHeader(cx('de'), 'us');
    expect(log).toHaveBeenCalledWith('Header - No Results', { locale: 'de', region: 'us' });
    expect(header.main_nav.map((n) => n.link.title)).toEqual(['Ski', 'Schuhe', 'Bindungen', 'Stöcke', 'Zubehör']);
  });

  it('logs "Header - No Region Match" and falls back to the first header', async () => {
    const log = vi.fn();
    const only = { ...contentSeed.headers[0]!, regions: ['us'] as ContentRegion[] };
    const provider = testContent({ log, seed: { seed: { ...contentSeed, headers: [only] } } });
    const header = await provider.getHeader(cx('en-us'), 'jp');
    expect(log).toHaveBeenCalledWith('Header - No Region Match', { locale: 'en-us', region: 'jp' });
    expect(header.uid).toBe('header-retail');
    expect(header.top_alert.map((a) => a.uid)).toEqual(['alert-dealers']);
  });
});

describe('display text', () => {
  it.each([
    ['en-us', 'nav.cart', 'Cart'],
    ['de', 'nav.cart', 'Warenkorb'],
    ['fr', 'product.addToCart', 'Ajouter au panier'],
    ['ja', 'error.notFound.title', 'ページが見つかりません'],
    ['sv', 'cart.checkout', 'Till kassan'],
  ] as [ContentLocale, string, string][])('%s: %s is "%s"', async (locale, key, text) => {
    expect((await content.getDisplayText(cx(locale)))[key as 'nav.cart']).toBe(text);
  });

  it('falls back to en-us for a key a locale does not translate', async () => {
    const base = { ...(await content.getDisplayText(cx('en-us'))) };
    const provider = testContent({ seed: { displayText: { base, translations: { de: { 'nav.cart': 'Warenkorb' } } } } });
    const de = await provider.getDisplayText(cx('de'));
    expect(de['nav.cart']).toBe('Warenkorb');
    expect(de['nav.menu']).toBe('Menu');
  });

  it('groups keys into display text entries and resolves interstack references', async () => {
    const entries = await content.getDuplicateDisplayText(cx('de'), ['display-text-cart', 'display-text-cart', 'no-such-entry']);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ uid: 'display-text-cart', content_type: 'display_text', api_key: 'loipe-main' });
    expect(entries[0]!.display_text_input).toContainEqual({ title: 'cart.subtotal', text: 'Zwischensumme' });
  });

  it('has a display text entry behind every duplicate display text reference', async () => {
    const uids = new Set((await content.getDisplayTextEntries(cx('en-us'))).map((e) => e.uid));
    for (const dup of await content.getDuplicateDisplayTextEntries(cx('en-us'))) {
      for (const ref of dup.display_text) expect(uids, `${dup.uid} → ${ref.entry_uid}`).toContain(ref.entry_uid);
    }
  });
});

describe('pages, banners and settings', () => {
  it.each(CONTENT_LOCALES)('in %s the home page has banners and product grids', async (locale) => {
    const home = await content.getHomePage(cx(locale));
    expect(home.url).toBe('/');
    expect(home.body.filter((b) => b.type === 'banner').length).toBeGreaterThanOrEqual(3);
    expect(home.body.some((b) => b.type === 'product_grid')).toBe(true);
  });

  it.each([
    ['about', '/about'],
    ['psia', '/psia'],
    ['pro', '/pro'],
    ['privacy', '/privacy'],
    ['styletile', '/styletile'],
    ['test-store', '/test-store'],
  ])('finds page %s by uid and by url %s', async (uid, url) => {
    expect((await content.getPage(cx('fr'), uid))?.url).toBe(url);
    expect((await content.getPageByUrl(cx('fr'), url))?.uid).toBe(uid);
    expect((await content.getPageByUrl(cx('fr'), url.slice(1)))?.uid).toBe(uid);
  });

  it.each([
    ['getPage', () => content.getPage(cx('de'), 'no-such-page')],
    ['getPageByUrl', () => content.getPageByUrl(cx('de'), '/no-such-page')],
    ['getBanner', () => content.getBanner(cx('de'), 'no-such-banner')],
    ['getBlogPost', () => content.getBlogPost(cx('de'), 'no-such-post')],
    ['getBlogCategory', () => content.getBlogCategory(cx('de'), 'no-such-category')],
    ['getAthlete', () => content.getAthlete(cx('de'), 'no-such-athlete')],
    ['getSupportPage', () => content.getSupportPage(cx('de'), 'no-such-page')],
    ['getProduct', () => content.getProduct(cx('de'), 'no-such-product')],
    ['getProductByUrl', () => content.getProductByUrl(cx('de'), 'no-such-product')],
    ['getProductCategory', () => content.getProductCategory(cx('de'), 'skis/no-such-category')],
  ])('%s resolves a missing entry to null', async (_name, call) => {
    await expect(call()).resolves.toBeNull();
  });

  it.each([
    ['en-us', 'Made for the long way round'],
    ['de', 'Gemacht für den langen Weg'],
    ['ja', '遠回りのために'],
  ] as [ContentLocale, string][])('translates banner copy in %s and keeps the background', async (locale, heading) => {
    const banner = await content.getBanner(cx(locale), 'home-hero');
    expect(banner?.content.find((b) => b.type === 'h2')).toMatchObject({ text: expect.stringContaining(heading) });
    expect(banner?.background).toMatchObject({
      type: 'Video',
      amplience_id: 'video-first-tracks',
      poster_amplience_id: 'scene-fjord-sunrise',
    });
  });

  it.each(CONTENT_LOCALES)('in %s the error page has 404 and 410 copy and product uids', async (locale) => {
    const page = await content.getErrorPage(cx(locale));
    expect(page.header).not.toBe('');
    expect(page.link_text).not.toBe('');
    expect(page.products.length).toBeGreaterThanOrEqual(4);
    expect(page.product_recommendation_page.header).not.toBe('');
  });

  it.each([
    ['us', ['newsletter', 'test-events']],
    ['pro', ['newsletter', 'pro-news']],
    ['other', ['newsletter']],
  ] as [ContentRegion, string[]][])('email lists for %s are %j', async (region, lists) => {
    const settings = await content.getEmailSignupSettings(cx('en-us'), region);
    expect(settings.lists.map((l) => l.id)).toEqual(lists);
    expect(settings.back_in_stock_notifications.enabled).toBe(true);
  });

  it('search settings have a fallback image and both menus', async () => {
    const search = await content.getSearchSettings(cx('it'));
    expect(search.fallback_image.amplience_id).toMatch(/^scene-/);
    expect(search.main_menu.links.length).toBeGreaterThan(0);
    expect(search.sidebar_menu.links.length).toBeGreaterThan(0);
  });

  it('lists the nine content regions', async () => {
    expect((await content.getRegions(cx('en-us'))).map((r) => r.region_id)).toEqual([
      'us',
      'ca',
      'jp',
      'no',
      'eu',
      'other',
      'pro',
      'pro_ca',
      'pro_eu_region_1',
    ]);
  });
});
