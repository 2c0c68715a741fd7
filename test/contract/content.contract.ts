/**
 * The content port's contract (worker/ports/content/types.ts): the cases every adapter
 * passes, given a service that holds the shop's seed (the embedded adapter reads it directly;
 * a hosted one reads it from its service, or from the fake service that serves it in the
 * real service's shapes). Expectations come from the seed, never from an adapter.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_LOCALES, type ContentLocale } from '../../worker/rules/locale';
import { baseDisplayText, contentSeed, contentTranslations } from '../../worker/data/content/index';
import { categoryTranslations, contentProducts, productCategories, productTranslations } from '../../worker/data/catalog/index';
import type { ContentContext } from '../../worker/ports/context';
import type { ContentProvider } from '../../worker/ports/content/types';
import { cx, everyMethodHonoursAbort, type AdapterFactory, type MethodCalls } from './support';
import { contentCatalogCases } from './content-catalog.contract';

/** One call per method: the abort check and the parity check between adapters use them. */
export const CONTENT_CALLS: MethodCalls<ContentProvider, ContentContext> = {
  getBrandSettings: (p, c) => p.getBrandSettings(c),
  getHeader: (p, c) => p.getHeader(c, 'pro'),
  getFooter: (p, c) => p.getFooter(c),
  getDisplayText: (p, c) => p.getDisplayText(c),
  getDisplayTextEntries: (p, c) => p.getDisplayTextEntries(c, ['display-text-cart', 'display-text-nav']),
  getDuplicateDisplayTextEntries: (p, c) => p.getDuplicateDisplayTextEntries(c),
  getDuplicateDisplayText: (p, c) => p.getDuplicateDisplayText(c, ['display-text-cart', 'no-such-entry']),
  getBanner: (p, c) => p.getBanner(c, 'home-hero'),
  getPage: (p, c) => p.getPage(c, 'about'),
  getPageByUrl: (p, c) => p.getPageByUrl(c, '/about'),
  getHomePage: (p, c) => p.getHomePage(c),
  getErrorPage: (p, c) => p.getErrorPage(c),
  getEmailSignupSettings: (p, c) => p.getEmailSignupSettings(c, 'us'),
  getSearchSettings: (p, c) => p.getSearchSettings(c),
  getBlogCategories: (p, c) => p.getBlogCategories(c),
  getBlogCategory: (p, c) => p.getBlogCategory(c, 'technique'),
  getBlogPosts: (p, c) => p.getBlogPosts(c, { page: 2, perPage: 3 }),
  getBlogPost: (p, c) => p.getBlogPost(c, contentSeed.blogPosts[0]!.uid),
  getAthletes: (p, c) => p.getAthletes(c),
  getAthlete: (p, c) => p.getAthlete(c, contentSeed.athletes[0]!.uid),
  getSupportPages: (p, c) => p.getSupportPages(c),
  getSupportPage: (p, c) => p.getSupportPage(c, contentSeed.supportPages[0]!.uid),
  getStores: (p, c) => p.getStores(c, { country: 'no' }),
  getRegions: (p, c) => p.getRegions(c),
  getProduct: (p, c) => p.getProduct(c, 'aurora-classic'),
  getProductByUrl: (p, c) => p.getProductByUrl(c, '/aurora-classic/'),
  getProducts: (p, c) => p.getProducts(c, { categoryUid: 'skis', region: 'us' }),
  getCategoryListing: (p, c) => p.getCategoryListing(c, { categoryUid: 'skis', region: 'us' }),
  getProductCategory: (p, c) => p.getProductCategory(c, 'skis/classic'),
  getProductCategories: (p, c) => p.getProductCategories(c),
  getCategoryGroups: (p, c) => p.getCategoryGroups(c),
  getColorGroups: (p, c) => p.getColorGroups(c),
  getHideProductAttributes: (p, c) => p.getHideProductAttributes(c),
  getManageProductAttributes: (p, c) => p.getManageProductAttributes(c),
  getAutomatedRelatedProductsConfig: (p, c) => p.getAutomatedRelatedProductsConfig(c),
  getCategoryProductAddOnConfig: (p, c) => p.getCategoryProductAddOnConfig(c, 'no'),
  // Without a preview token (every contract run) no adapter shows drafts: `unavailable` on both sides.
  checkPreview: (p, c) => p.checkPreview({ ...c, preview: { hash: '0123456789abcdef' } }, { contentType: 'page', uid: 'about' }),
};

/** A translated entry with a field its translation leaves out (spec §7: fall back field by field). */
function partialTranslation() {
  const translated = contentTranslations.de?.blogPosts ?? {};
  for (const base of contentSeed.blogPosts) {
    const copy = translated[base.uid];
    if (!copy?.title) continue;
    const untouched = (Object.keys(base) as (keyof typeof base)[]).find((key) => key !== 'uid' && !(key in copy));
    if (untouched) return { base, copy, untouched };
  }
  throw new Error('The seed has no partly translated blog post in de');
}

export function contentContract(name: string, factory: AdapterFactory<ContentProvider>) {
  describe(`content port contract: ${name}`, () => {
    let content: ContentProvider;
    beforeAll(async () => {
      content = await factory();
    });

    describe('single entries', () => {
      it.each([
        ['getBanner', (c: ContentContext) => content.getBanner(c, 'no-such-banner')],
        ['getPage', (c: ContentContext) => content.getPage(c, 'no-such-page')],
        ['getPageByUrl', (c: ContentContext) => content.getPageByUrl(c, '/no-such-page')],
        ['getBlogCategory', (c: ContentContext) => content.getBlogCategory(c, 'no-such-category')],
        ['getBlogPost', (c: ContentContext) => content.getBlogPost(c, 'no-such-post')],
        ['getAthlete', (c: ContentContext) => content.getAthlete(c, 'no-such-athlete')],
        ['getSupportPage', (c: ContentContext) => content.getSupportPage(c, 'no-such-page')],
        ['getProduct', (c: ContentContext) => content.getProduct(c, 'no-such-product')],
        ['getProductByUrl', (c: ContentContext) => content.getProductByUrl(c, 'no-such-product')],
        ['getProductCategory', (c: ContentContext) => content.getProductCategory(c, 'skis/no-such-category')],
      ])('%s resolves an unknown uid to null, in en-us and in de', async (_method, lookup) => {
        await expect(lookup(cx('en-us'))).resolves.toBeNull();
        await expect(lookup(cx('de'))).resolves.toBeNull();
      });

      it('serves en-us entries exactly as the base entries are', async () => {
        const post = contentSeed.blogPosts[0]!;
        await expect(content.getBlogPost(cx('en-us'), post.uid)).resolves.toEqual(post);
        await expect(content.getPage(cx('en-us'), 'about')).resolves.toEqual(contentSeed.pages.find((p) => p.uid === 'about'));
        await expect(content.getProduct(cx('en-us'), 'aurora-classic')).resolves.toEqual(
          contentProducts.find((p) => p.uid === 'aurora-classic'),
        );
      });

      it('finds pages by url with or without the leading slash, and the home page at /', async () => {
        expect((await content.getPageByUrl(cx('fr'), '/about'))?.uid).toBe('about');
        expect((await content.getPageByUrl(cx('fr'), 'about'))?.uid).toBe('about');
        expect((await content.getHomePage(cx('fr'))).url).toBe('/');
      });

      it('finds products and categories by their url slugs', async () => {
        expect((await content.getProductByUrl(cx('sv'), '/aurora-classic/'))?.uid).toBe('aurora-classic');
        expect((await content.getProductCategory(cx('sv'), '/skis/classic/'))?.uid).toBe('skis-classic');
      });
    });

    describe('localisation (spec §7: the language entry, then the base entry, field by field)', () => {
      it('takes translated fields from the locale and the rest from the base entry', async () => {
        const { base, copy, untouched } = partialTranslation();
        const post = await content.getBlogPost(cx('de'), base.uid);
        expect(post?.title).toBe(copy.title);
        expect(post?.[untouched]).toEqual(base[untouched]);
      });

      it('translates product copy and keeps what the translation leaves out', async () => {
        const copy = productTranslations.de?.['aurora-classic'];
        const base = contentProducts.find((p) => p.uid === 'aurora-classic')!;
        const product = await content.getProduct(cx('de'), 'aurora-classic');
        expect(product?.tagline).toBe(copy?.tagline || base.tagline);
        expect(product?.bc_products).toEqual(base.bc_products);
        expect(product?.url).toBe(base.url);
      });

      it('translates category titles', async () => {
        const copy = categoryTranslations.de?.['skis-classic'];
        const category = await content.getProductCategory(cx('de'), 'skis/classic');
        expect(category?.title).toBe(copy?.title || productCategories.find((c) => c.uid === 'skis-classic')!.title);
        expect(category?.cat_ids_bc).toEqual(productCategories.find((c) => c.uid === 'skis-classic')!.cat_ids_bc);
      });

      it.each(CONTENT_LOCALES)('has every display text key with text in %s', async (locale) => {
        const text = await content.getDisplayText(cx(locale));
        for (const key of Object.keys(baseDisplayText)) expect(text[key as keyof typeof text], key).toMatch(/\S/);
        if (locale === 'en-us') expect(text).toEqual(baseDisplayText);
      });

      it('groups display text into entries and resolves references, skipping unknown and repeated uids', async () => {
        const entries = await content.getDuplicateDisplayText(cx('de'), ['display-text-cart', 'display-text-cart', 'no-such-entry']);
        expect(entries.map((e) => e.uid)).toEqual(['display-text-cart']);
        const text = await content.getDisplayText(cx('de'));
        expect(entries[0]!.display_text_input).toContainEqual({ title: 'cart.subtotal', text: text['cart.subtotal'] });
        const all = new Set((await content.getDisplayTextEntries(cx('en-us'))).map((e) => e.uid));
        for (const dup of await content.getDuplicateDisplayTextEntries(cx('en-us'))) {
          for (const ref of dup.display_text) expect(all, `${dup.uid} → ${ref.entry_uid}`).toContain(ref.entry_uid);
        }
      });
    });

    describe('lists', () => {
      it('paginates blog posts newest first with totals', async () => {
        const total = contentSeed.blogPosts.length;
        const first = await content.getBlogPosts(cx('en-us'), { page: 1, perPage: 4 });
        expect(first).toMatchObject({ page: 1, perPage: 4, total, pages: Math.ceil(total / 4) });
        expect(first.items).toHaveLength(4);
        const dates = first.items.map((p) => p.date);
        expect(dates).toEqual([...dates].sort().reverse());
        const last = await content.getBlogPosts(cx('en-us'), { page: first.pages, perPage: 4 });
        expect(last.items).toHaveLength(total - 4 * (first.pages - 1));
        expect((await content.getBlogPosts(cx('en-us'), { page: first.pages + 1, perPage: 4 })).items).toEqual([]);
      });

      it('filters blog posts by category', async () => {
        const inCategory = contentSeed.blogPosts.filter((p) => p.category === 'technique');
        const page = await content.getBlogPosts(cx('it'), { category: 'technique', perPage: 50 });
        expect(page.total).toBe(inCategory.length);
        expect(page.items.every((p) => p.category === 'technique')).toBe(true);
      });

      it('lists every athlete, support page, blog category and region of the seed', async () => {
        expect((await content.getAthletes(cx('ja'))).map((a) => a.uid)).toEqual(contentSeed.athletes.map((a) => a.uid));
        expect((await content.getSupportPages(cx('ja'))).map((s) => s.uid)).toEqual(contentSeed.supportPages.map((s) => s.uid));
        expect((await content.getBlogCategories(cx('ja'))).map((c) => c.uid)).toEqual(contentSeed.blogCategories.map((c) => c.uid));
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

      it('filters stores by country, region and type', async () => {
        const norway = await content.getStores(cx('no'), { country: 'no' });
        expect(norway.length).toBe(contentSeed.stores.filter((s) => s.country === 'no').length);
        expect(norway.length).toBeGreaterThan(0);
        const dealers = await content.getStores(cx('no'), { region: 'eu', type: 'dealer' });
        expect(dealers.every((s) => s.region === 'eu' && s.type === 'dealer')).toBe(true);
        expect(await content.getStores(cx('no'))).toHaveLength(contentSeed.stores.length);
      });
    });

    contentCatalogCases(() => content);

    describe('call context', () => {
      everyMethodHonoursAbort(
        () => content,
        CONTENT_CALLS,
        (base) => ({ ...base, locale: 'de' as ContentLocale }),
      );
    });
  });
}
