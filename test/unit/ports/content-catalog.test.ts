import { describe, expect, it } from 'vitest';
import type { ContentLocale } from '../../../worker/rules/locale';
import { cx } from '../../support/calls';
import { testContent } from '../../support/data';

const content = testContent();

describe('products through the content port', () => {
  it.each([['en-us'], ['de'], ['fr'], ['ja']] as [ContentLocale][])('finds aurora-classic by uid and by url in %s', async (locale) => {
    const product = await content.getProduct(cx(locale), 'aurora-classic');
    expect(product?.uid).toBe('aurora-classic');
    expect((await content.getProductByUrl(cx(locale), `/${product!.url}/`))?.uid).toBe('aurora-classic');
  });

  it('translates product copy field by field', async () => {
    const [en, de] = await Promise.all([content.getProduct(cx('en-us'), 'aurora-classic'), content.getProduct(cx('de'), 'aurora-classic')]);
    expect(de?.tagline).not.toBe(en?.tagline);
    expect(de?.url).toBe(en?.url);
    expect(de?.bc_products).toEqual(en?.bc_products);
  });

  it('includes products of sub-categories when asked for a parent category', async () => {
    const skis = await content.getProducts(cx('en-us'), { categoryUid: 'skis' });
    const classic = await content.getProducts(cx('en-us'), { categoryUid: 'skis-classic' });
    expect(classic.length).toBeGreaterThan(0);
    expect(skis.length).toBeGreaterThan(classic.length);
    expect(classic.every((p) => p.category === 'skis-classic')).toBe(true);
  });

  it('keeps the order of requested uids and skips unknown ones', async () => {
    const uids = ['rime-skate', 'no-such-product', 'aurora-classic'];
    expect((await content.getProducts(cx('en-us'), { uids })).map((p) => p.uid)).toEqual(['rime-skate', 'aurora-classic']);
  });

  it('leaves discontinued products out unless asked for them', async () => {
    const all = await content.getProducts(cx('en-us'), { includeDiscontinued: true });
    const current = await content.getProducts(cx('en-us'));
    expect(all.filter((p) => p.discontinued).length).toBeGreaterThanOrEqual(3);
    expect(current.some((p) => p.discontinued)).toBe(false);
  });

  it('filters by content region', async () => {
    for (const p of await content.getProducts(cx('en-us'), { region: 'jp' })) expect(p.regions).toContain('jp');
  });
});

describe('categories and product configuration', () => {
  it.each([
    ['en-us', 'skis/classic', 'skis-classic'],
    ['de', '/skis/classic', 'skis-classic'],
    ['ja', 'boots', 'boots'],
  ] as [ContentLocale, string, string][])('%s: category url %s is %s', async (locale, url, uid) => {
    expect((await content.getProductCategory(cx(locale), url))?.uid).toBe(uid);
  });

  it('translates category titles and the titles inside category groups', async () => {
    const [en, de] = await Promise.all([content.getProductCategories(cx('en-us')), content.getProductCategories(cx('de'))]);
    expect(de.length).toBe(en.length);
    expect(de.find((c) => c.uid === 'boots')?.title).not.toBe(en.find((c) => c.uid === 'boots')?.title);
    const group = (await content.getCategoryGroups(cx('de'))).find((g) => g.parent_category.uid === 'boots');
    expect(group?.parent_category.title).toBe(de.find((c) => c.uid === 'boots')?.title);
  });

  it('translates colour group names', async () => {
    const [en, fr] = await Promise.all([content.getColorGroups(cx('en-us')), content.getColorGroups(cx('fr'))]);
    expect(fr.map((g) => g.option_swatch_hex)).toEqual(en.map((g) => g.option_swatch_hex));
    expect(fr.map((g) => g.color_name)).not.toEqual(en.map((g) => g.color_name));
  });

  it('serves the product configuration entries', async () => {
    expect((await content.getHideProductAttributes(cx('en-us'))).length).toBeGreaterThan(0);
    expect((await content.getManageProductAttributes(cx('en-us'))).length).toBeGreaterThan(0);
    expect((await content.getAutomatedRelatedProductsConfig(cx('en-us'))).length).toBeGreaterThan(0);
    const all = await content.getCategoryProductAddOnConfig(cx('en-us'));
    expect(all.length).toBeGreaterThan(0);
    for (const c of await content.getCategoryProductAddOnConfig(cx('en-us'), 'us'))
      expect(c.regions.length === 0 || c.regions.includes('us')).toBe(true);
  });
});
