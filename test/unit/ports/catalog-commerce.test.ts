import { describe, expect, it, vi } from 'vitest';
import { commerceProducts, contentProducts } from '../../../worker/data/catalog';
import { COMMERCE_REGIONS, SHOPPING_REGIONS } from '../../../worker/rules/regions';
import { createCommerceProvider } from '../../../worker/ports/commerce';
import { matchesAttributes, pickRelated } from '../../../worker/ports/commerce/related';
import type { RelatedQuery } from '../../../worker/ports/commerce/types';
import { mx } from '../../support/calls';
import { testCommerce, testAssets } from '../../support/data';

const commerce = testCommerce();

describe('provider selection', () => {
  it('creates the embedded adapter for COMMERCE_PROVIDER=embedded', () => {
    expect(createCommerceProvider({ COMMERCE_PROVIDER: 'embedded', ASSETS: testAssets() }).name).toBe('embedded');
  });
  it('fails loudly, naming the value, for any other adapter', () => {
    expect(() => createCommerceProvider({ COMMERCE_PROVIDER: 'bigcommerce-typo', ASSETS: testAssets() })).toThrow(
      /Unknown COMMERCE_PROVIDER "bigcommerce-typo"/,
    );
  });
});

describe('indexes', () => {
  it('are built once per region and shared by every call', async () => {
    expect(await commerce.getProduct(mx('us'), 1101)).toBe(await commerce.getProduct(mx('us'), 1101));
  });
  it('are frozen, so no request can change the catalog', async () => {
    const product = (await commerce.getProduct(mx('us'), 1101))!;
    expect(Object.isFrozen(product)).toBe(true);
    expect(Object.isFrozen(product.variants[0])).toBe(true);
  });
});

describe('products', () => {
  it.each(COMMERCE_REGIONS.map((r) => [r]))('pages through the whole catalog in %s: totals add up', async (region) => {
    let page = 1;
    const seen: number[] = [];
    for (;;) {
      const result = await commerce.listProducts(mx(region), { page, limit: 20 });
      seen.push(...result.items.map((p) => p.id));
      expect(result.pagination.total).toBe(contentProducts.length);
      expect(result.pagination.total_pages).toBe(Math.ceil(contentProducts.length / 20));
      if (page === result.pagination.total_pages) break;
      page++;
    }
    expect(new Set(seen).size).toBe(contentProducts.length);
  });

  it.each([
    ['us', 'USD', 39995],
    ['ca', 'CAD', 53999],
    ['no', 'NOK', 429900],
    ['eu_region_1', 'EUR', 36995],
  ] as const)('prices the Aurora Classic in %s in %s', async (region, currency, value) => {
    const p = (await commerce.getProductByUid(mx(region), 'aurora-classic'))!;
    expect(p.calculatedPrice).toEqual({ value, currencyCode: currency });
    expect(p.variants.every((v) => v.calculatedPrice.currencyCode === currency)).toBe(true);
  });

  it('filters by category (including a top category), by id and by visibility', async () => {
    const classic = await commerce.listProducts(mx('us'), { page: 1, limit: 250, categoryIds: [21] });
    expect(classic.items.every((p) => p.categories.some((c) => c.id === 21))).toBe(true);
    const skis = await commerce.listProducts(mx('us'), { page: 1, limit: 250, categoryIds: [20] });
    expect(skis.pagination.total).toBe(contentProducts.filter((p) => p.category.startsWith('skis')).length);
    const visible = await commerce.listProducts(mx('us'), { page: 1, limit: 250, categoryIds: [20], visible: true });
    expect(visible.pagination.total).toBe(skis.pagination.total - 2);
    const byId = await commerce.listProducts(mx('us'), { page: 1, limit: 250, ids: [1201, 1101, 42] });
    expect(byId.items.map((p) => p.id)).toEqual([1101, 1201]);
  });

  it('answers an empty page past the end', async () => {
    const result = await commerce.listProducts(mx('us'), { page: 99, limit: 50 });
    expect(result.items).toEqual([]);
    expect(result.pagination).toMatchObject({ count: 0, current_page: 99, total_pages: 2 });
  });

  it('keeps the asked order and skips unknown ids in getProductsByIds', async () => {
    expect((await commerce.getProductsByIds(mx('ca'), [1501, 7, 1101])).map((p) => p.id)).toEqual([1501, 1101]);
  });

  it('finds products by content uid and variants by sku; null for unknown ones', async () => {
    expect((await commerce.getProductByUid(mx('no'), 'rime-skate'))?.id).toBe(1106);
    expect(await commerce.getProductByUid(mx('no'), 'nope')).toBeNull();
    expect((await commerce.getVariantBySku(mx('us'), 'LP-1101-RED-185'))?.id).toBe(110101);
    expect(await commerce.getVariantBySku(mx('us'), 'LP-0')).toBeNull();
    expect(await commerce.getProductOptions(mx('us'), 1)).toBeNull();
    expect(await commerce.getVariants(mx('us'), 1)).toBeNull();
    expect(await commerce.getVariant(mx('us'), 1101, 1)).toBeNull();
  });

  it('lists variants across products by product id, id and sku', async () => {
    const byProduct = await commerce.listVariants(mx('us'), { page: 1, limit: 250, productIds: [1101, 1505] });
    expect(byProduct.pagination.total).toBe(15 + 1);
    const bySku = await commerce.listVariants(mx('us'), { page: 1, limit: 10, skus: ['LP-1505-BLACK', 'LP-1101-BLUE-205'] });
    expect(bySku.items.map((v) => v.sku).sort()).toEqual(['LP-1101-BLUE-205', 'LP-1505-BLACK']);
  });
});

describe('cart lines', () => {
  it('give price, name, colour image, stock and options of a variant', async () => {
    const line = (await commerce.getCartLine(mx('ca'), 1101, 110106))!;
    expect(line).toMatchObject({ productId: 1101, name: 'Aurora Classic Ski', image: 'aurora-classic-white', url: 'aurora-classic' });
    expect(line.price.currencyCode).toBe('CAD');
    expect(line.options).toEqual([
      { name: 'Color', value: 'White' },
      { name: 'Length', value: '185 cm' },
    ]);
  });
  it('use the first variant without a variant id, and refuse unknown or discontinued items', async () => {
    expect((await commerce.getCartLine(mx('us'), 1505))?.sku).toBe('LP-1505-BLACK');
    expect(await commerce.getCartLine(mx('us'), 1505, 999)).toBeNull();
    expect((await commerce.getCartLine(mx('us'), 1190))?.isPurchasable).toBe(false);
  });
});

describe('categories', () => {
  it('list 26 categories and a tree of the 5 top categories', async () => {
    expect((await commerce.listCategories(mx('us'), { page: 1, limit: 250 })).pagination.total).toBe(26);
    const tree = await commerce.getCategoryTree(mx('us'));
    expect(tree.map((c) => c.name)).toEqual(['Skis', 'Boots', 'Bindings', 'Poles', 'Accessories']);
    expect(tree[0]!.children[0]).toMatchObject({ id: 21, depth: 2, path: [20, 21], url: '/skis/classic/' });
    expect(await commerce.getCategory(mx('us'), 99)).toBeNull();
  });
});

describe('store settings', () => {
  it.each([
    ['us', 'USD'],
    ['ca', 'CAD'],
    ['no', 'NOK'],
    ['eu_region_1', 'EUR'],
  ] as const)("makes %s's first currency %s", async (region, code) => {
    const [first] = await commerce.getCurrencies(mx(region));
    expect(first).toMatchObject({ currency_code: code, is_default: true });
  });

  it.each(COMMERCE_REGIONS.filter((r) => (SHOPPING_REGIONS as readonly string[]).includes(r)).map((r) => [r]))(
    'offers free shipping in shopping store %s (spec §5: a freeshipping method, or a zero-cost total range)',
    async (region) => {
      const zones = await commerce.getShippingZones(mx(region));
      const methods = (await commerce.getShippingMethods(mx(region), zones[0]!.id))!;
      const free = methods.some(
        (m) =>
          m.enabled &&
          (m.type === 'freeshipping'
            ? (m.settings.carrier_options?.minimum_sub_total ?? 0) > 0
            : m.settings.range?.some((r) => r.shipping_cost === 0)),
      );
      expect(free).toBe(true);
    },
  );

  it('has no methods for a zone of another store', async () => {
    expect(await commerce.getShippingMethods(mx('us'), 11)).toBeNull();
    expect(await commerce.getShippingZone(mx('us'), 11)).toBeNull();
  });

  it('hides free shipping from the pro and employee groups', async () => {
    expect((await commerce.getShippingSettings(mx('us'))).hide_free_shipping_groups.split(',').map(Number)).toEqual([3, 4, 5]);
  });

  it('has a guest group, a default retail group, pro groups with discounts and an employee group', async () => {
    expect((await commerce.getCustomerGroups(mx('us'), { isGroupForGuests: true })).map((g) => g.name)).toEqual(['Guests']);
    expect((await commerce.getDefaultCustomerGroup(mx('us'))).name).toBe('Retail');
    expect((await commerce.getCustomerGroup(mx('us'), 3))?.discount_rules[0]).toEqual({
      type: 'all',
      method: 'percent',
      amount: '30.0000',
    });
    expect((await commerce.getCustomerGroup(mx('ca'), 5))?.name).toBe('Employee');
    expect(await commerce.getCustomerGroup(mx('no'), 4)).toBeNull();
  });

  it('lists countries with US states and Canadian provinces as name and value slugs', async () => {
    const countries = await commerce.getCountries(mx('us'));
    const us = countries.find((c) => c.country_iso2 === 'US')!;
    const states = (await commerce.getStates(mx('us'), us.id))!;
    expect(states).toHaveLength(51);
    expect(states.find((s) => s.abbreviation === 'NY')).toMatchObject({ name: 'New York', value: 'new-york' });
    const ca = countries.find((c) => c.country_iso2 === 'CA')!;
    expect((await commerce.getStates(mx('us'), ca.id))!.map((s) => s.value)).toContain('prince-edward-island');
    expect(await commerce.getStates(mx('us'), countries.find((c) => c.country_iso2 === 'NO')!.id)).toEqual([]);
    expect(await commerce.getStates(mx('us'), 999)).toBeNull();
  });

  it("names each store's storefront address for the password-reset link", async () => {
    expect((await commerce.getStore(mx('ca'))).secure_url).toBe('https://ca.shop.loipe.com');
  });
});

describe('stock (deferred calls)', () => {
  it('reports sold-out variants and products that cannot be bought', async () => {
    const [aurora, old] = await commerce.getOutOfStock(mx('us'), [1101, 1190]);
    expect(aurora!.out_of_stock).toBe(false);
    const variants = (await commerce.getVariants(mx('us'), 1101))!;
    expect(aurora!.variant_ids).toEqual(variants.filter((v) => v.inventoryLevel < 1).map((v) => v.id));
    expect(old!.out_of_stock).toBe(true);
  });

  it('gives stock per variant and skips unknown ids', async () => {
    const entries = await commerce.getInventory(mx('ca'), [1112, 4242]);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ product_id: 1112, inventory_level: 0, is_in_stock: false });
  });

  // The wall-clock side (first byte fast, last byte after the delay) is the bench's streaming
  // budget (test/bench/budgets.mjs deferredMinMs); here a fake clock checks which calls wait.
  it('waits deferDelayMs before answering deferred calls, and only those (bench hook)', async () => {
    const slow = testCommerce({ deferDelayMs: 60 });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      let answered = false;
      const inventory = slow.getInventory(mx('us'), [1101]).then((entries) => {
        answered = true;
        return entries;
      });
      await vi.advanceTimersByTimeAsync(59);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await inventory).toHaveLength(1);
      expect(answered).toBe(true);
      // A call that is not deferred answers without the clock moving.
      expect((await slow.getProduct(mx('us'), 1101))?.id).toBe(1101);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('automated related picks', () => {
  const product = (fields: Record<string, string>) => ({ customFields: Object.entries(fields).map(([name, value]) => ({ name, value })) });

  it.each([
    [{ Style: 'Classic' }, { Style: ['Classic'] }, true],
    [{ Style: 'Skate' }, { Style: ['Classic'] }, false],
    [{ Style: 'All' }, { Style: ['Classic'] }, true],
    [{}, { Style: ['Classic'] }, false],
    [{ Style: 'Skate' }, { Style: [] }, true],
    [{ Style: 'Classic', Level: 'Race' }, { Style: ['Classic'], Level: ['Sport', 'Race'] }, true],
  ])('a product with %j matches %j: %s', (fields, attributes, expected) => {
    expect(matchesAttributes(product(fields), attributes)).toBe(expected);
  });

  it('reads the first of two fields with one name, and the same product again the same way', () => {
    const twice = {
      customFields: [
        { name: 'Style', value: 'Skate' },
        { name: 'Style', value: 'Classic' },
      ],
    };
    expect(matchesAttributes(twice, { Style: ['Skate'] })).toBe(true);
    expect(matchesAttributes(twice, { Style: ['Classic'] })).toBe(false);
    expect(matchesAttributes(twice, { Style: ['Skate'] })).toBe(true);
  });

  it('takes picks in turn from each source, without duplicates or excluded products, up to the limit', async () => {
    const query: RelatedQuery = {
      sources: [
        { categoryIds: [20], attributes: { Style: ['Classic'] } },
        { categoryIds: [30], attributes: { Style: ['Classic'] } },
        { categoryIds: [20], attributes: {} },
      ],
      excludeIds: [1101],
      limit: 6,
      seed: 'a',
    };
    const ids = await commerce.getAutomatedRelatedProductIds(mx('us'), query);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    expect(ids).not.toContain(1101);
    expect(ids[1]! >= 1200 && ids[1]! < 1300).toBe(true);
    expect(await commerce.getAutomatedRelatedProductIds(mx('us'), query)).toEqual(ids);
  });

  it('never picks discontinued products and stops when the sources run dry', () => {
    const products = commerceProducts('us');
    const ids = pickRelated({ sources: [{ categoryIds: [21], attributes: {} }], excludeIds: [], limit: 50, seed: 'x' }, () =>
      products.filter((p) => p.categories.some((c) => c.id === 21)),
    );
    expect(ids).not.toContain(1190);
    expect(ids.length).toBe(products.filter((p) => p.is_visible && p.categories.some((c) => c.id === 21)).length);
  });
});
