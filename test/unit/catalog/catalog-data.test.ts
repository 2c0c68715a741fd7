import { describe, expect, it } from 'vitest';
import {
  automatedRelatedProductsConfig,
  buildCommerceProduct,
  categoryGroups,
  categoryProductAddOnConfig,
  categoryTranslations,
  colorGroups,
  contentProducts,
  hideProductAttributes,
  manageProductAttributes,
  MAX_VARIANTS,
  PALETTE,
  productCategories,
  productSeeds,
  productTranslations,
} from '../../../worker/data/catalog';
import { specTranslations } from '../../../worker/data/catalog/translations';
import { COMMERCE_REGIONS } from '../../../worker/rules/regions';

const TOP = ['skis', 'boots', 'bindings', 'poles', 'accessories'];
const LOCALES = ['de', 'fr', 'es', 'it', 'sv', 'no', 'ja'] as const;
const active = contentProducts.filter((p) => !p.discontinued);
const topOf = (category: string) => category.split('-')[0]!;

describe('seed catalog', () => {
  it('has at least 60 products still sold, across all five categories', () => {
    expect(active.length).toBeGreaterThanOrEqual(60);
    expect(new Set(active.map((p) => topOf(p.category)))).toEqual(new Set(TOP));
  });

  it('has skis in every sub-category: classic, skate, backcountry, touring, junior, race', () => {
    const skis = new Set(active.filter((p) => p.category.startsWith('skis-')).map((p) => p.category));
    expect(skis).toEqual(new Set(['skis-classic', 'skis-skate', 'skis-backcountry', 'skis-touring', 'skis-junior', 'skis-race']));
  });

  it('has unique uids, urls, commerce ids and sensible copy on every product', () => {
    expect(new Set(contentProducts.map((p) => p.uid)).size).toBe(contentProducts.length);
    expect(new Set(contentProducts.map((p) => p.url)).size).toBe(contentProducts.length);
    expect(new Set(productSeeds.map((s) => s.id)).size).toBe(productSeeds.length);
    for (const p of contentProducts) {
      expect(p.url).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.tagline.length).toBeGreaterThan(10);
      expect(p.description.split('. ').length).toBeGreaterThanOrEqual(2);
      expect(p.product_specs.length).toBeGreaterThan(0);
      expect(p.regions.length).toBeGreaterThan(0);
    }
  });

  it('has products on sale, new, redesigned and without any tag', () => {
    const us = productSeeds.map((s) => buildCommerceProduct(s, 'us'));
    expect(us.filter((p) => p.calculatedPrice.value < p.retailPrice.value).length).toBeGreaterThanOrEqual(5);
    expect(contentProducts.filter((p) => p.is_new.value).length).toBeGreaterThanOrEqual(5);
    expect(contentProducts.filter((p) => p.is_redesigned.value).length).toBeGreaterThanOrEqual(4);
    expect(
      contentProducts.filter((p) => !p.is_new.value && !p.is_redesigned.value && !productSeeds.find((s) => s.uid === p.uid)?.sale).length,
    ).toBeGreaterThan(20);
  });

  it('has at least three products with more than six colours (the +N swatch rule)', () => {
    expect(active.filter((p) => p.color_images.length > 6).length).toBeGreaterThanOrEqual(3);
  });

  it('has at least three discontinued products whose related products exist and are still sold', () => {
    const gone = contentProducts.filter((p) => p.discontinued);
    expect(gone.length).toBeGreaterThanOrEqual(3);
    for (const p of gone) {
      expect(p.related_products.length).toBeGreaterThanOrEqual(3);
      for (const uid of p.related_products) expect(active.some((a) => a.uid === uid)).toBe(true);
    }
  });

  it('gives every product one image per colour, named by the colour swap rule', () => {
    for (const p of contentProducts) {
      expect(p.image.amplience_id).toBe(p.color_images[0]!.amplience_id);
      for (const c of p.color_images) expect(c.amplience_id).toBe(`${p.uid}-${c.color.toLowerCase()}`);
    }
  });

  it('prices every product in every catalogue country, sale below retail where the product is on sale', () => {
    for (const p of contentProducts) {
      for (const country of ['de', 'fr', 'gb', 'jp', 'se', 'ch', 'au', 'global']) {
        const price = p.prices[country]!;
        expect(price.calculated).toBeLessThanOrEqual(price.retail);
        expect(Number.isInteger(price.retail)).toBe(true);
      }
      expect(p.prices.jp!.currency).toBe('JPY');
      expect(p.prices.gb!.currency).toBe('GBP');
      expect(p.prices.de!.currency).toBe('EUR');
      expect(p.prices.global!.currency).toBe('USD');
    }
  });
});

describe('commerce records', () => {
  it.each(COMMERCE_REGIONS.map((r) => [r]))(
    'exist for every product in %s, tracked per variant, options and variants consistent',
    (region) => {
      const skus = new Set<string>();
      const variantIds = new Set<number>();
      for (const seed of productSeeds) {
        const p = buildCommerceProduct(seed, region);
        expect(p.inventory_tracking).toBe('variant');
        expect(p.variants.length).toBeGreaterThan(0);
        expect(p.variants.length).toBeLessThanOrEqual(MAX_VARIANTS);
        const color = p.product_options.find((o) => o.displayName === 'Color')!;
        expect(color.values.every((v) => /^#[0-9a-f]{6}$/.test(v.hexColors![0]!))).toBe(true);
        const combos = p.product_options.reduce((n, o) => n * o.values.length, 1);
        expect(p.variants.length).toBe(combos);
        for (const v of p.variants) {
          expect(skus.has(v.sku)).toBe(false);
          expect(variantIds.has(v.id)).toBe(false);
          skus.add(v.sku);
          variantIds.add(v.id);
          expect(v.isInStock).toBe(v.inventoryLevel > 0);
          expect(v.option_values.length).toBe(p.product_options.length);
        }
        expect(p.inventoryLevel).toBe(p.variants.reduce((s, v) => s + v.inventoryLevel, 0));
        expect(p.is_visible).toBe(!seed.discontinued);
      }
    },
  );

  it('uses EU shoe sizes on boots and centimetre lengths on skis and poles', () => {
    const option = (uid: string, name: string) =>
      buildCommerceProduct(productSeeds.find((s) => s.uid === uid)!, 'us')
        .product_options.find((o) => o.displayName === name)
        ?.values.map((v) => v.label);
    expect(option('aurora-classic-boot', 'Size')).toEqual(['36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46', '47']);
    expect(option('aurora-classic', 'Length')).toEqual(['185 cm', '190 cm', '195 cm', '200 cm', '205 cm']);
    expect(option('nordlys-race-pole', 'Length')?.[0]).toBe('145 cm');
  });

  it('has some sold-out variants and whole products sold out in one store', () => {
    const all = productSeeds.flatMap((s) => COMMERCE_REGIONS.map((r) => buildCommerceProduct(s, r)));
    const variants = all.flatMap((p) => p.variants);
    const soldOut = variants.filter((v) => v.inventoryLevel === 0).length / variants.length;
    expect(soldOut).toBeGreaterThan(0.05);
    expect(soldOut).toBeLessThan(0.3);
    expect(buildCommerceProduct(productSeeds.find((s) => s.uid === 'trollstig-98')!, 'ca').isInStock).toBe(false);
    expect(buildCommerceProduct(productSeeds.find((s) => s.uid === 'trollstig-98')!, 'us').isInStock).toBe(true);
  });

  it('gives junior skis a price range: longer lengths cost more', () => {
    const p = buildCommerceProduct(productSeeds.find((s) => s.uid === 'tass-junior')!, 'us');
    expect(p.priceRange.min.value).toBe(12995);
    expect(p.priceRange.max.value).toBeGreaterThan(p.priceRange.min.value);
    expect(contentProducts.find((c) => c.uid === 'tass-junior')!.price_range).toBe(true);
  });

  it("puts every product in its category and that category's parent", () => {
    const p = buildCommerceProduct(productSeeds.find((s) => s.uid === 'rime-skate')!, 'eu_region_1');
    expect(p.categories).toEqual([{ id: 22 }, { id: 20 }]);
  });

  it('never builds two identical commerce records from different calls (stock is deterministic)', () => {
    const seed = productSeeds[0]!;
    expect(buildCommerceProduct(seed, 'no')).toEqual(buildCommerceProduct(seed, 'no'));
  });
});

describe('localised copy', () => {
  it.each(LOCALES.map((l) => [l]))('translates display title, tagline and description of every product into %s', (locale) => {
    let retitled = 0;
    for (const p of contentProducts) {
      const copy = productTranslations[locale][p.uid]!;
      expect(copy.display_title).toBeTruthy();
      if (copy.display_title !== p.display_title) retitled++;
      expect(copy.tagline).toBeTruthy();
      expect(copy.tagline).not.toBe(p.tagline);
      expect(copy.description).toBeTruthy();
      expect(copy.description).not.toBe(p.description);
    }
    // Some nouns are the same word in a language ("Klister", Norwegian "Binding").
    expect(retitled / contentProducts.length).toBeGreaterThan(0.85);
  });

  it('orders the noun as each language does', () => {
    expect(productTranslations.de['aurora-classic']!.display_title).toBe('Aurora Klassikski');
    expect(productTranslations.fr['aurora-classic']!.display_title).toBe('Ski classique Aurora');
    expect(productTranslations.ja['aurora-classic']!.display_title).toBe('Aurora クラシックスキー');
  });

  it.each(LOCALES.map((l) => [l]))('translates every spec row title and value into %s, keeping the row keys and order', (locale) => {
    const texts = new Set(
      contentProducts.flatMap((p) => [...p.product_specs, ...p.updated_product_specs].flatMap((r) => [r.title, r.value])),
    );
    const missing = [...texts].filter((text) => !specTranslations[locale][text]?.trim());
    expect(missing).toEqual([]);
    let changed = 0;
    for (const p of contentProducts) {
      const rows = productTranslations[locale][p.uid]!.product_specs!;
      expect(rows.map((r) => r.key)).toEqual(p.product_specs.map((r) => r.key));
      expect(productTranslations[locale][p.uid]!.updated_product_specs!.map((r) => r.key)).toEqual(
        p.updated_product_specs.map((r) => r.key),
      );
      changed += rows.filter((r, i) => r.title !== p.product_specs[i]!.title).length;
    }
    // Titles are words ("Camber", "Core"); a few may be the same in a language, most are not.
    expect(changed / contentProducts.reduce((n, p) => n + p.product_specs.length, 0)).toBeGreaterThan(0.8);
  });

  it.each(LOCALES.map((l) => [l]))('names every category in %s', (locale) => {
    for (const c of productCategories) expect(categoryTranslations[locale][c.uid]?.display_title).toBeTruthy();
  });
});

describe('product content entries', () => {
  it('has 5 top categories and 21 sub-categories with urls like skis/classic', () => {
    expect(productCategories.filter((c) => c.parent === null).map((c) => c.url)).toEqual(TOP);
    expect(productCategories.find((c) => c.uid === 'skis-classic')).toMatchObject({
      url: 'skis/classic',
      cat_ids_bc: { us: 21, ca: 21, no: 21, eu_region_1: 21 },
    });
    for (const c of productCategories) if (c.parent) expect(productCategories.some((p) => p.uid === c.parent)).toBe(true);
  });

  it('has a product in every category', () => {
    for (const c of productCategories) expect(active.some((p) => p.category === c.uid || topOf(p.category) === c.uid)).toBe(true);
  });

  it('groups each top category with its children', () => {
    const skis = categoryGroups.find((g) => g.parent_category.uid === 'skis')!;
    expect(skis.categories.map((c) => c.category[0]!.uid)).toEqual([
      'skis-classic',
      'skis-skate',
      'skis-backcountry',
      'skis-touring',
      'skis-junior',
      'skis-race',
    ]);
  });

  it('puts every palette colour in exactly one colour group', () => {
    const children = colorGroups.flatMap((g) => g.child_colors);
    expect(children.sort()).toEqual(Object.keys(PALETTE).sort());
  });

  it('hides the internal custom fields, which exist on the records', () => {
    const fields = buildCommerceProduct(productSeeds[0]!, 'us').customFields.map((f) => f.name);
    for (const name of hideProductAttributes[0]!.attributes) expect(fields).toContain(name);
  });

  it('orders spec titles and sizes', () => {
    expect(manageProductAttributes[0]!.spec_titles[0]).toBe('Intended use');
    expect(manageProductAttributes[0]!.attribute_option_sorting[0]).toEqual({ attribute: 'Size', options: ['XS', 'S', 'M', 'L', 'XL'] });
  });

  it('configures automated related products for every top category', () => {
    expect(automatedRelatedProductsConfig.map((c) => c.categories[0]!.uid)).toEqual(TOP);
  });

  it('suggests add-ons that exist, e.g. wax with classic skis', () => {
    const classic = categoryProductAddOnConfig.find((c) => c.product_category.uid === 'skis-classic')!;
    expect(classic.product_add_on_config.map((a) => a.product.uid)).toEqual(['kvist-grip-wax', 'rimfrost-glide-wax']);
    for (const config of categoryProductAddOnConfig) {
      for (const { product } of config.product_add_on_config) {
        expect(contentProducts.find((p) => p.uid === product.uid)?.display_title).toBe(product.display_title);
      }
    }
  });
});
