/**
 * The content port's contract, continued (split from content.contract.ts at 300 lines): region
 * filters and catalog entries. `contentContract` calls this inside its own describe, so the
 * cases keep their names and order; each describe takes the adapter its contract made.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentRegion } from '../../worker/rules/regions';
import { contentProducts, productCategories } from '../../worker/data/catalog/index';
import type { ContentProvider } from '../../worker/ports/content/types';
import { cx } from './support';

export function contentCatalogCases(provider: () => ContentProvider) {
  let content: ContentProvider;
  describe('region filters', () => {
    beforeAll(() => {
      content = provider();
    });
    it.each([
      ['us', 'header-retail', ['alert-shipping-us']],
      ['eu', 'header-retail', ['alert-dealers']],
      ['pro', 'header-pro', ['alert-pro-pricing', 'alert-pro-year']],
      ['pro_eu_region_1', 'header-pro', ['alert-pro-pricing', 'alert-pro-dealers']],
    ] as [ContentRegion, string, string[]][])('the %s header is %s with top alerts %j', async (region, uid, alerts) => {
      const header = await content.getHeader(cx('en-us'), region);
      expect(header.uid).toBe(uid);
      expect(header.top_alert.map((a) => a.uid)).toEqual(alerts);
      expect(header.main_nav.every((n) => n.regions.length === 0 || n.regions.includes(region))).toBe(true);
    });

    it.each([
      ['us', ['newsletter', 'test-events']],
      ['pro', ['newsletter', 'pro-news']],
      ['other', ['newsletter']],
    ] as [ContentRegion, string[]][])('email lists for %s are %j', async (region, lists) => {
      expect((await content.getEmailSignupSettings(cx('de'), region)).lists.map((l) => l.id)).toEqual(lists);
    });

    it('keeps products and add-on configs of other regions out', async () => {
      for (const product of await content.getProducts(cx('en-us'), { region: 'jp' })) {
        expect(product.regions.length === 0 || product.regions.includes('jp'), product.uid).toBe(true);
      }
      const configs = await content.getCategoryProductAddOnConfig(cx('en-us'), 'no');
      expect(configs.every((c) => c.regions.length === 0 || c.regions.includes('no'))).toBe(true);
      expect((await content.getCategoryProductAddOnConfig(cx('en-us'))).length).toBeGreaterThanOrEqual(configs.length);
    });
  });

  describe('catalog entries', () => {
    beforeAll(() => {
      content = provider();
    });
    it('leaves discontinued products out unless asked, and keeps the order of asked-for uids', async () => {
      const discontinued = contentProducts.filter((p) => p.discontinued).map((p) => p.uid);
      expect(discontinued.length).toBeGreaterThan(0);
      const sold = await content.getProducts(cx('en-us'));
      expect(sold.some((p) => discontinued.includes(p.uid))).toBe(false);
      expect(sold).toHaveLength(contentProducts.length - discontinued.length);
      expect(await content.getProducts(cx('en-us'), { includeDiscontinued: true })).toHaveLength(contentProducts.length);
      const asked = [contentProducts[5]!.uid, 'no-such-product', contentProducts[1]!.uid];
      expect((await content.getProducts(cx('fr'), { uids: asked })).map((p) => p.uid)).toEqual([asked[0], asked[2]]);
    });

    it('includes the products of sub-categories in a category', async () => {
      const skis = await content.getProducts(cx('en-us'), { categoryUid: 'skis' });
      const classic = await content.getProducts(cx('en-us'), { categoryUid: 'skis-classic' });
      expect(classic.length).toBeGreaterThan(0);
      expect(classic.every((p) => p.category === 'skis-classic')).toBe(true);
      expect(skis.map((p) => p.uid)).toEqual(expect.arrayContaining(classic.map((p) => p.uid)));
      expect(skis.every((p) => p.category === 'skis' || p.category.startsWith('skis-'))).toBe(true);
    });

    it("lists a category as its products' listing facts, in the region, sub-categories included, discontinued left out", async () => {
      for (const [locale, region] of [
        ['en-us', 'us'],
        ['ja', 'jp'],
        ['de', 'eu'],
      ] as const) {
        const listing = await content.getCategoryListing(cx(locale), { categoryUid: 'skis', region });
        const products = await content.getProducts(cx(locale), { categoryUid: 'skis', region });
        expect(listing.length).toBeGreaterThan(0);
        expect(listing).toEqual(
          products.map((p) => ({
            uid: p.uid,
            title: p.display_title || p.title,
            url: p.url,
            regions: p.regions,
            isNew: p.is_new.value,
            commerceIds: Object.fromEntries(Object.entries(p.bc_products).map(([store, ref]) => [store, ref.id])),
            prices: Object.fromEntries(Object.entries(p.prices).map(([country, price]) => [country, price.calculated])),
          })),
        );
      }
      const seeded = contentProducts.filter(
        (p) =>
          !p.discontinued &&
          (p.category === 'skis' || p.category.startsWith('skis-')) &&
          (p.regions.length === 0 || p.regions.includes('jp')),
      );
      const jp = await content.getCategoryListing(cx('ja'), { categoryUid: 'skis', region: 'jp' });
      expect(jp.map((p) => p.uid).sort()).toEqual(seeded.map((p) => p.uid).sort());
      const classic = await content.getCategoryListing(cx('fr'), { categoryUid: 'skis-classic', region: 'eu' });
      const classicUids = new Set(contentProducts.filter((p) => p.category === 'skis-classic').map((p) => p.uid));
      expect(classic.length).toBeGreaterThan(0);
      expect(classic.every((p) => classicUids.has(p.uid))).toBe(true);
      expect(await content.getCategoryListing(cx('en-us'), { categoryUid: 'no-such-category', region: 'us' })).toEqual([]);
    });

    it('lists categories, groups, colour groups and attribute settings', async () => {
      expect((await content.getProductCategories(cx('es'))).map((c) => c.uid)).toEqual(productCategories.map((c) => c.uid));
      const groups = await content.getCategoryGroups(cx('es'));
      expect(groups.length).toBeGreaterThan(0);
      expect(groups.every((g) => g.categories.length > 0)).toBe(true);
      expect((await content.getColorGroups(cx('es'))).every((g) => /^#[0-9a-f]{6}$/i.test(g.option_swatch_hex))).toBe(true);
      expect((await content.getHideProductAttributes(cx('es')))[0]?.attributes.length).toBeGreaterThan(0);
      expect((await content.getManageProductAttributes(cx('es')))[0]?.spec_titles.length).toBeGreaterThan(0);
      expect((await content.getAutomatedRelatedProductsConfig(cx('es'))).length).toBeGreaterThan(0);
    });
  });
}
