/**
 * The commerce port's contract (worker/ports/commerce/types.ts), read side: the cases
 * every adapter passes given a store that holds the seed catalog and settings. Money is
 * integer minor units; lists paginate with the commerce platform's pagination block.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE_REGIONS, type CommerceRegion } from '../../worker/rules/regions';
import { countries, currencies, productSeeds, shippingZones } from '../../worker/data/catalog/index';
import type { CommerceContext } from '../../worker/ports/context';
import type { CatalogPort, CommerceProduct, CommerceProvider } from '../../worker/ports/commerce/types';
import { storeSettingsCases } from './commerce-settings.contract';
import { everyMethodHonoursAbort, mx, type AdapterFactory, type MethodCalls } from './support';

const SKIS = 20;
const CLASSIC = 21;
const related = {
  sources: [
    { categoryIds: [CLASSIC, 22], attributes: {} },
    { categoryIds: [60], attributes: {} },
  ],
  excludeIds: [1101],
  limit: 6,
  seed: 'aurora-classic',
};

export const COMMERCE_CALLS: MethodCalls<CatalogPort, CommerceContext> = {
  listProducts: (p, c) => p.listProducts(c, { page: 2, limit: 5, categoryIds: [SKIS] }),
  getProduct: (p, c) => p.getProduct(c, 1101),
  getProductByUid: (p, c) => p.getProductByUid(c, 'aurora-classic'),
  getProductByUrl: (p, c) => p.getProductByUrl(c, 'aurora-classic'),
  getCategoryListing: (p, c) => p.getCategoryListing(c, SKIS),
  getProductsByIds: (p, c) => p.getProductsByIds(c, [1102, 999_999, 1101]),
  getProductOptions: (p, c) => p.getProductOptions(c, 1101),
  getVariants: (p, c) => p.getVariants(c, 1101),
  getVariant: (p, c) => p.getVariant(c, 1101, 110101),
  getVariantBySku: (p, c) => p.getVariantBySku(c, 'LP-1101-BLUE-195'),
  listVariants: (p, c) => p.listVariants(c, { page: 1, limit: 10, productIds: [1101, 1102] }),
  getCartLine: (p, c) => p.getCartLine(c, 1101, 110102),
  listCategories: (p, c) => p.listCategories(c, { page: 1, limit: 10 }),
  getCategory: (p, c) => p.getCategory(c, CLASSIC),
  getCategoryTree: (p, c) => p.getCategoryTree(c),
  getCurrencies: (p, c) => p.getCurrencies(c),
  getCurrency: (p, c) => p.getCurrency(c, 1),
  getShippingZones: (p, c) => p.getShippingZones(c),
  getShippingZone: (p, c) => p.getShippingZone(c, shippingZones[c.region][0]!.id),
  getShippingMethods: (p, c) => p.getShippingMethods(c, shippingZones[c.region][0]!.id),
  getShippingSettings: (p, c) => p.getShippingSettings(c),
  getCustomerGroups: (p, c) => p.getCustomerGroups(c, { isGroupForGuests: true }),
  getCustomerGroup: (p, c) => p.getCustomerGroup(c, 3),
  getDefaultCustomerGroup: (p, c) => p.getDefaultCustomerGroup(c),
  getProCode: (p, c) => p.getProCode(c, 'LOIPE-PRO-US-DEMO'),
  getCountries: (p, c) => p.getCountries(c),
  getStates: (p, c) => p.getStates(c, countries.find((country) => country.country_iso2 === 'CA')!.id),
  getStore: (p, c) => p.getStore(c),
  getOutOfStock: (p, c) => p.getOutOfStock(c, [1101, 999_999, 1102]),
  getInventory: (p, c) => p.getInventory(c, [1101, 1102]),
  getAutomatedRelatedProductIds: (p, c) => p.getAutomatedRelatedProductIds(c, related),
};

const money = (m: { value: number; currencyCode: string }) =>
  Number.isInteger(m.value) && m.value >= 0 && /^[A-Z]{3}$/.test(m.currencyCode);

function expectProductShape(product: CommerceProduct, region: CommerceRegion) {
  const currency = currencies[region][0]!.currency_code;
  expect(money(product.calculatedPrice) && product.calculatedPrice.currencyCode === currency, `${product.id} price`).toBe(true);
  expect(product.priceRange.min.value).toBeLessThanOrEqual(product.priceRange.max.value);
  expect(product.variants.length).toBeGreaterThan(0);
  for (const variant of product.variants) {
    expect(variant.product_id).toBe(product.id);
    expect(money(variant.calculatedPrice) && money(variant.retailPrice)).toBe(true);
    expect(variant.calculatedPrice.value).toBeLessThanOrEqual(variant.retailPrice.value);
    expect(variant.isInStock).toBe(variant.inventoryLevel > 0);
    expect(variant.option_values.length).toBeGreaterThan(0);
  }
  expect(product.product_options.find((o) => o.displayName === 'Color')?.values.every((v) => v.hexColors?.length)).toBe(true);
}

export function commerceContract(name: string, factory: AdapterFactory<CommerceProvider>) {
  describe(`commerce port contract: ${name}`, () => {
    let commerce: CommerceProvider;
    beforeAll(async () => {
      commerce = await factory();
    });

    describe('products', () => {
      it.each(COMMERCE_REGIONS)('in %s a known product has prices in the store currency, variants and swatches', async (region) => {
        const product = await commerce.getProduct(mx(region), 1101);
        expect(product).toMatchObject({ id: 1101, uid: 'aurora-classic', is_visible: true, availability: 'available' });
        expectProductShape(product!, region);
        expect(await commerce.getProductByUid(mx(region), 'aurora-classic')).toEqual(product);
        expect(await commerce.getProductByUrl(mx(region), 'aurora-classic')).toEqual(product);
      });

      it('resolves unknown products, options, variants and cart lines to null', async () => {
        const us = mx('us');
        expect(await commerce.getProduct(us, 999_999)).toBeNull();
        expect(await commerce.getProductByUid(us, 'no-such-product')).toBeNull();
        expect(await commerce.getProductByUrl(us, 'no-such-product')).toBeNull();
        expect(await commerce.getProductOptions(us, 999_999)).toBeNull();
        expect(await commerce.getVariants(us, 999_999)).toBeNull();
        expect(await commerce.getVariant(us, 1101, 999_999)).toBeNull();
        expect(await commerce.getVariantBySku(us, 'LP-NOPE')).toBeNull();
        expect(await commerce.getCartLine(us, 999_999)).toBeNull();
        expect(await commerce.getCartLine(us, 1101, 999_999)).toBeNull();
      });

      it('keeps the asked order of ids and skips unknown ones', async () => {
        expect((await commerce.getProductsByIds(mx('ca'), [1102, 999_999, 1101])).map((p) => p.id)).toEqual([1102, 1101]);
      });

      it('paginates the catalog with totals', async () => {
        const visible = productSeeds.filter((s) => !s.discontinued).length;
        const page = await commerce.listProducts(mx('us'), { page: 2, limit: 7, visible: true });
        expect(page.pagination).toEqual({ total: visible, count: 7, per_page: 7, current_page: 2, total_pages: Math.ceil(visible / 7) });
        expect(page.items).toHaveLength(7);
        const all = await commerce.listProducts(mx('us'), { page: 1, limit: 250 });
        expect(all.pagination.total).toBe(productSeeds.length);
        expect((await commerce.listProducts(mx('us'), { page: 1, limit: 250, visible: false })).items.every((p) => !p.is_visible)).toBe(
          true,
        );
        const beyond = await commerce.listProducts(mx('us'), { page: all.pagination.total_pages + 1, limit: 250 });
        expect(beyond.items).toEqual([]);
      });

      it('filters the catalog by category and by ids', async () => {
        const skis = await commerce.listProducts(mx('no'), { page: 1, limit: 250, categoryIds: [SKIS] });
        expect(skis.items.length).toBeGreaterThan(0);
        expect(skis.items.every((p) => p.categories.some((c) => c.id === SKIS))).toBe(true);
        const two = await commerce.listProducts(mx('no'), { page: 1, limit: 10, ids: [1101, 1102] });
        expect(two.items.map((p) => p.id).sort()).toEqual([1101, 1102]);
      });

      it("lists a category as the facts of its visible products, the records' own, in id order; [] for an unknown category", async () => {
        for (const region of COMMERCE_REGIONS) {
          const listing = await commerce.getCategoryListing(mx(region), SKIS);
          // A product is in its category and in the parent (the seed's rule); discontinued ones are not visible.
          const expected = productSeeds
            .filter((s) => !s.discontinued && (s.category === 'skis' || s.category.startsWith('skis-')))
            .map((s) => s.id)
            .sort((a, b) => a - b);
          expect(listing.map((p) => p.id)).toEqual(expected);
          const records = await commerce.getProductsByIds(
            mx(region),
            listing.map((p) => p.id),
          );
          expect(listing).toEqual(
            records.map((r) => ({
              id: r.id,
              uid: r.uid,
              price: r.calculatedPrice.value,
              retail: r.retailPrice.value,
              categoryIds: r.categories.map((c) => c.id),
              isNew: r.isNew,
              customFields: r.customFields,
              colors: r.product_options.find((o) => o.displayName === 'Color')?.values.map((v) => v.label) ?? [],
            })),
          );
        }
        const classic = await commerce.getCategoryListing(mx('us'), CLASSIC);
        expect(classic.find((p) => p.id === 1101)?.colors).toEqual(productSeeds.find((s) => s.id === 1101)!.colors);
        expect(await commerce.getCategoryListing(mx('us'), 999_999)).toEqual([]);
      });

      it('serves options and variants of a product, and finds a variant by sku', async () => {
        const product = (await commerce.getProduct(mx('us'), 1101))!;
        expect(await commerce.getProductOptions(mx('us'), 1101)).toEqual(product.product_options);
        expect(await commerce.getVariants(mx('us'), 1101)).toEqual(product.variants);
        const variant = product.variants[1]!;
        expect(await commerce.getVariant(mx('us'), 1101, variant.id)).toEqual(variant);
        expect(await commerce.getVariantBySku(mx('us'), variant.sku)).toEqual(variant);
      });

      it('pages variants and filters them by product, id and sku', async () => {
        const byProduct = await commerce.listVariants(mx('us'), { page: 1, limit: 250, productIds: [1101] });
        const product = (await commerce.getProduct(mx('us'), 1101))!;
        expect(byProduct.items.map((v) => v.id)).toEqual(product.variants.map((v) => v.id));
        expect(byProduct.pagination.total).toBe(product.variants.length);
        const first = product.variants[0]!;
        expect((await commerce.listVariants(mx('us'), { page: 1, limit: 10, skus: [first.sku] })).items).toEqual([first]);
        expect((await commerce.listVariants(mx('us'), { page: 1, limit: 10, ids: [first.id] })).items).toEqual([first]);
        const paged = await commerce.listVariants(mx('us'), { page: 2, limit: 3 });
        expect(paged.pagination).toMatchObject({ count: 3, per_page: 3, current_page: 2 });
      });

      it('describes a cart line from the variant, the first variant when none is named', async () => {
        const product = (await commerce.getProduct(mx('ca'), 1101))!;
        const line = await commerce.getCartLine(mx('ca'), 1101);
        const first = product.variants[0]!;
        expect(line).toMatchObject({
          productId: 1101,
          variantId: first.id,
          uid: 'aurora-classic',
          sku: first.sku,
          price: first.calculatedPrice,
          image: first.thumbnail,
        });
        expect(line?.options).toEqual(first.option_values.map((o) => ({ name: o.option_display_name, value: o.label })));
      });
    });

    describe('stock (spec §5: out of stock when inventoryLevel is missing or below 1)', () => {
      it('summarises stock per product and skips unknown ids', async () => {
        const [product] = await commerce.getProductsByIds(mx('us'), [1101]);
        const entries = await commerce.getOutOfStock(mx('us'), [1101, 999_999]);
        expect(entries).toEqual([
          {
            product_id: 1101,
            out_of_stock: !product!.variants.some((v) => v.isPurchasable),
            variant_ids: product!.variants.filter((v) => !(v.inventoryLevel >= 1)).map((v) => v.id),
          },
        ]);
      });

      it('lists stock per variant', async () => {
        const [entry] = await commerce.getInventory(mx('no'), [1101]);
        const product = (await commerce.getProduct(mx('no'), 1101))!;
        expect(entry).toMatchObject({ product_id: 1101, inventory_level: product.inventoryLevel, is_in_stock: product.isInStock });
        expect(entry!.variants).toEqual(
          product.variants.map((v) => ({
            id: v.id,
            sku: v.sku,
            inventory_level: v.inventoryLevel,
            is_in_stock: v.isInStock,
            is_purchasable: v.isPurchasable,
          })),
        );
        expect(await commerce.getInventory(mx('no'), [999_999])).toEqual([]);
      });

      it('marks a discontinued product as not purchasable anywhere', async () => {
        const gone = productSeeds.find((s) => s.discontinued)!;
        const [entry] = await commerce.getOutOfStock(mx('us'), [gone.id]);
        expect(entry?.out_of_stock).toBe(true);
      });
    });

    describe('related products (spec §9: random across sources, no duplicates, manual first elsewhere)', () => {
      it('picks visible products of the sources, never an excluded one or one twice, stable per seed', async () => {
        const ids = await commerce.getAutomatedRelatedProductIds(mx('us'), related);
        expect(ids.length).toBe(6);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).not.toContain(1101);
        const products = await commerce.getProductsByIds(mx('us'), ids);
        expect(products.every((p) => p.is_visible && p.categories.some((c) => [CLASSIC, 22, 60].includes(c.id)))).toBe(true);
        expect(await commerce.getAutomatedRelatedProductIds(mx('us'), related)).toEqual(ids);
      });
    });

    describe('categories', () => {
      it('paginates categories and finds one by id', async () => {
        const page = await commerce.listCategories(mx('us'), { page: 1, limit: 10 });
        expect(page.items).toHaveLength(10);
        expect(page.pagination.total).toBeGreaterThan(10);
        expect(await commerce.getCategory(mx('us'), CLASSIC)).toMatchObject({ id: CLASSIC, parent_id: SKIS, uid: 'skis-classic' });
        expect(await commerce.getCategory(mx('us'), 999_999)).toBeNull();
      });

      it('builds a tree whose children point at their parents', async () => {
        const tree = await commerce.getCategoryTree(mx('eu_region_1'));
        expect(tree.map((n) => n.id)).toEqual([20, 30, 40, 50, 60]);
        for (const top of tree) {
          expect(top.parent_id).toBe(0);
          for (const child of top.children) expect(child).toMatchObject({ parent_id: top.id, path: [top.id, child.id] });
        }
      });
    });

    describe('store settings', () => storeSettingsCases(() => commerce));

    describe('call context', () => {
      everyMethodHonoursAbort(
        () => commerce,
        COMMERCE_CALLS,
        (base) => ({ ...base, region: 'us' as CommerceRegion }),
      );
    });
  });
}
