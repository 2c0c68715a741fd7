/**
 * What is particular to the BigCommerce adapter, against the fake REST APIs: the recorded
 * product shape, the requests it sends per store, the platform's failures, and its settings.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE_REGIONS } from '../../worker/rules/regions';
import { createCommerceProvider } from '../../worker/ports/commerce/index';
import { ProductSchema, toProduct } from '../../worker/ports/commerce/bigcommerce/records';
import * as v from 'valibot';
import {
  BIGCOMMERCE_QUOTA,
  bigcommerceRoutes,
  checkedAnswer,
  rateLimited,
  takeBigCommerceViolations,
  type FakeStores,
} from './fake-bigcommerce';
import { startFakeService, type FakeService } from './fake-service';
import { testAssets } from '../support/data';
import recorded from './fixtures/bigcommerce/product.json';
import { mx } from './support';

const STORES: FakeStores = {
  us: { hash: 'loipeus', token: 'bc-token-us' },
  ca: { hash: 'loipeca', token: 'bc-token-ca' },
  no: { hash: 'loipeno', token: 'bc-token-no' },
  eu_region_1: { hash: 'loipeeu', token: 'bc-token-eu' },
};
const perRegion = (pick: (store: FakeStores['us']) => string) => COMMERCE_REGIONS.map((r) => `${r}=${pick(STORES[r])}`).join(',');

let fake: FakeService;
beforeAll(async () => {
  fake = await startFakeService(bigcommerceRoutes(STORES));
});
afterAll(() => fake.close());
afterEach(() => {
  // Every exchange held to BigCommerce's published OpenAPI files (scripted ones included).
  const violations = takeBigCommerceViolations(fake.requests);
  fake.reset();
  expect(violations).toEqual([]);
});

const env = (extra: Record<string, string> = {}) => ({
  COMMERCE_PROVIDER: 'bigcommerce',
  BIGCOMMERCE_STORE_HASHES: perRegion((s) => s.hash),
  BIGCOMMERCE_ACCESS_TOKENS: perRegion((s) => s.token),
  BIGCOMMERCE_API_HOST: fake.url,
  ...extra,
});
const commerce = (extra?: Record<string, string>) => createCommerceProvider(env(extra));
const embedded = createCommerceProvider({ COMMERCE_PROVIDER: 'embedded', ASSETS: testAssets() });

describe('recorded shapes', () => {
  it('the fake answers a product with every include as the recorded response', async () => {
    const res = await fetch(`${fake.url}/stores/loipeus/v3/catalog/products/1301?include=variants,images,custom_fields,options`, {
      headers: { 'x-auth-token': 'bc-token-us' },
    });
    expect(await res.json()).toEqual(recorded);
  });

  it('maps the recorded product onto exactly the embedded record', async () => {
    const product = toProduct(v.parse(ProductSchema, recorded.data), { currency: 'USD', places: 2 });
    expect(product).toEqual(await embedded.getProduct(mx('us'), 1301));
  });
});

describe('requests', () => {
  it("asks each region's own store with its own token", async () => {
    await Promise.all(COMMERCE_REGIONS.map((region) => commerce().getStore(mx(region))));
    for (const region of COMMERCE_REGIONS) {
      const [request] = fake.hits(`/stores/${STORES[region].hash}/v2/store`);
      expect(request?.headers['x-auth-token']).toBe(STORES[region].token);
    }
  });

  it('finds the product a content uid sells by its mpn, with variants, images, custom fields and options', async () => {
    await commerce().getProductByUid(mx('ca'), 'aurora-classic');
    const [request] = fake.hits('/stores/loipeca/v3/catalog/products');
    expect(request?.query.get('mpn')).toBe('aurora-classic');
    expect(request?.query.get('include')).toBe('variants,images,custom_fields,options');
  });

  // products_catalog.v3.yml (IncludeParamGetProducts): with options a page holds at most 10 records.
  it('reads up to 10 ids in one query of one page of 10, more ids in parallel chunks of 10', async () => {
    await commerce().getInventory(mx('us'), [1101, 1102, 1103]);
    const [request] = fake.hits('/stores/loipeus/v3/catalog/products');
    expect(request?.query.get('id:in')).toBe('1101,1102,1103');
    expect(request?.query.get('limit')).toBe('10');
    fake.reset();
    const ids = Array.from({ length: 25 }, (_, i) => 1101 + i);
    await commerce().getInventory(mx('us'), ids);
    const chunks = fake.hits('/stores/loipeus/v3/catalog/products').map((r) => r.query.get('id:in')!.split(',').map(Number));
    expect(chunks.map((c) => c.length)).toEqual([10, 10, 5]);
    expect(chunks.flat()).toEqual(ids);
  });

  it('filters variants only with declared parameters: one `id` (or `sku`) a request, `product_id:in`', async () => {
    const product = (await commerce().getProduct(mx('us'), 1101))!;
    const [a, b] = product.variants;
    fake.reset();
    const page = await commerce().listVariants(mx('us'), { page: 1, limit: 10, ids: [b!.id, a!.id] });
    expect(page.items.map((x) => x.id)).toEqual([a!.id, b!.id]);
    const asked = fake.hits('/stores/loipeus/v3/catalog/variants').map((r) => [...r.query.keys()].sort().join(' '));
    expect(asked).toEqual(['id limit page', 'id limit page']);
    expect(
      fake
        .hits('/stores/loipeus/v3/catalog/variants')
        .map((r) => r.query.get('id'))
        .sort(),
    ).toEqual([a!.id, b!.id].map(String).sort());
  });

  it('reads every page of a v2 list (states come in pages of at most 250)', async () => {
    const canada = (await commerce().getCountries(mx('us'))).find((c) => c.country_iso2 === 'CA')!;
    fake.reset();
    const path = '/stores/loipeus/v2/countries/states';
    const first = Array.from({ length: 250 }, (_, i) => ({
      id: 90_000 + i,
      state: `State ${i}`,
      state_abbreviation: `S${i}`,
      country_id: 999,
    }));
    const second = [{ id: 95_000, state: 'Yukon', state_abbreviation: 'YT', country_id: canada.id }];
    fake.script(path, [checkedAnswer('GET', path, { json: first }), checkedAnswer('GET', path, { json: second })]);
    const countries = await commerce().getCountries(mx('us'));
    expect(fake.hits(path).map((r) => [r.query.get('page'), r.query.get('limit')])).toEqual([
      ['1', '250'],
      ['2', '250'],
    ]);
    // Only the second page names a Canadian state.
    expect(countries.find((c) => c.id === canada.id)?.has_states).toBe(true);
  });

  it('asks the tree of the configured channel', async () => {
    await expect(commerce({ BIGCOMMERCE_CATEGORY_TREE_ID: '7' }).getCategoryTree(mx('us'))).rejects.toMatchObject({
      kind: 'upstream',
      status: 404,
    });
    expect(fake.hits('/stores/loipeus/v3/catalog/trees/7/categories')).toHaveLength(1);
  });
});

describe('failures', () => {
  it('rejects with upstream 401 when a store refuses the token', async () => {
    const wrong = commerce({ BIGCOMMERCE_ACCESS_TOKENS: perRegion((s) => `${s.token}-old`) });
    await expect(wrong.getCurrencies(mx('no'))).rejects.toMatchObject({
      name: 'ProviderError',
      kind: 'upstream',
      service: 'commerce',
      status: 401,
    });
  });

  it("retries the platform's 429 after its X-Rate-Limit-Time-Reset-Ms (it sends no Retry-After) and answers", async () => {
    fake.script('/stores/loipeus/v2/currencies', [checkedAnswer('GET', '/stores/loipeus/v2/currencies', rateLimited(400))]);
    await expect(commerce().getCurrencies(mx('us'))).resolves.toHaveLength(1);
    const [refused, retried] = fake.hits('/stores/loipeus/v2/currencies');
    expect(retried!.at - refused!.at).toBeGreaterThanOrEqual(380);
  });

  it('fails at once with rate_limited, not sleeping, when the reset is past the deadline', async () => {
    fake.script('/stores/loipeus/v2/currencies', [rateLimited(45_000)]);
    const started = Date.now();
    await expect(commerce().getCurrencies(mx('us'))).rejects.toMatchObject({ kind: 'rate_limited', status: 429, retryAfterMs: 45_000 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(fake.hits('/stores/loipeus/v2/currencies')).toHaveLength(1);
  });

  it('fails with bad_response when a product lacks its price', async () => {
    const { price: _, ...broken } = recorded.data;
    fake.script('/stores/loipeus/v3/catalog/products/:id', [{ json: { data: broken, meta: {} } }]);
    await expect(commerce().getProduct(mx('us'), 1301)).rejects.toMatchObject({ kind: 'bad_response', service: 'commerce' });
  });
});

describe('requests per page, inside the quota (150 requests / 30 s a store)', () => {
  it("a category page's commerce reads: the listing in one request, a dozen cards in two", async () => {
    const us = mx('us');
    const listing = await commerce().getCategoryListing(us, 20);
    expect(listing.length).toBeGreaterThan(10);
    const listed = fake.hits('/stores/loipeus/v3/catalog/products');
    expect(listed.map((r) => [r.query.get('include'), r.query.get('limit')])).toEqual([['variants,custom_fields', '250']]);
    fake.reset();
    await commerce().getProductsByIds(
      us,
      listing.slice(0, 12).map((p) => p.id),
    );
    expect(fake.hits('/stores/loipeus/v3/catalog/products').map((r) => r.query.get('id:in')!.split(',').length)).toEqual([10, 2]);
  });

  it('a page of listProducts reads only the pages of 10 that hold it', async () => {
    const page = await commerce().listProducts(mx('us'), { page: 2, limit: 15 });
    expect(page.items).toHaveLength(15);
    expect(fake.hits('/stores/loipeus/v3/catalog/products').map((r) => r.query.get('page'))).toEqual(['2', '3']);
  });

  it('past the quota the store answers 429 with only X-Rate-Limit-* headers, and the adapter waits for the reset', async () => {
    const metered = await startFakeService(bigcommerceRoutes(STORES, { quota: { requests: 2, windowMs: 3_000 } }));
    try {
      const adapter = createCommerceProvider({ ...env(), BIGCOMMERCE_API_HOST: metered.url });
      for (let i = 0; i < 3; i++) await expect(adapter.getCurrencies(mx('us'))).resolves.toHaveLength(1);
      const answers = metered.hits('/stores/loipeus/v2/currencies');
      // The third read met the 429 once, then waited out the window.
      expect(answers).toHaveLength(4);
      expect(answers[3]!.at - answers[2]!.at).toBeGreaterThanOrEqual(300);
      expect(takeBigCommerceViolations(metered.requests)).toEqual([]);
    } finally {
      await metered.close();
    }
    expect(BIGCOMMERCE_QUOTA).toEqual({ requests: 150, windowMs: 30_000 });
  });
});

describe('store settings the platform keeps its own way', () => {
  const zoneWith = (extra: Record<string, unknown>) => ({
    id: 1,
    name: 'Contiguous United States',
    type: 'country',
    locations: [{ id: 100, country_iso2: 'US' }],
    enabled: true,
    ...extra,
  });

  it("takes the free-shipping threshold from the zone's free_shipping, not from a method", async () => {
    const methods = await commerce().getShippingMethods(mx('us'), 1);
    expect(fake.hits('/stores/loipeus/v2/shipping/zones/1')).toHaveLength(1);
    expect(methods?.find((m) => m.type === 'freeshipping')?.settings).toEqual({ carrier_options: { minimum_sub_total: 15000 } });
    fake.script('/stores/loipeus/v2/shipping/zones/:id', [
      checkedAnswer('GET', '/stores/loipeus/v2/shipping/zones/1', {
        json: zoneWith({ free_shipping: { enabled: true, minimum_sub_total: '99.0000', exclude_fixed_shipping_products: false } }),
      }),
    ]);
    const lower = await commerce().getShippingMethods(mx('us'), 1);
    expect(lower?.find((m) => m.type === 'freeshipping')?.settings).toEqual({ carrier_options: { minimum_sub_total: 9900 } });
  });

  it('reads a percentage handling fee', async () => {
    fake.script('/stores/loipeus/v2/shipping/zones/:id', [
      checkedAnswer('GET', '/stores/loipeus/v2/shipping/zones/1', {
        json: zoneWith({ handling_fees: { percentage_surcharge: '5', display_separately: true } }),
      }),
    ]);
    expect((await commerce().getShippingZone(mx('us'), 1))?.handling_fees).toEqual({
      fixed_surcharge: 0,
      percentage_surcharge: 5,
      display_separately: true,
    });
  });

  it('reads a price-list group and category access among the others', async () => {
    const groups = [
      { id: 2, name: 'Retail', is_default: true, category_access: { type: 'all' }, discount_rules: [] },
      {
        id: 7,
        name: 'Wholesale',
        is_default: false,
        category_access: { type: 'specific', categories: [40, 41] },
        discount_rules: [{ type: 'price_list', price_list_id: 3 }],
      },
    ];
    fake.script('/stores/loipeus/v2/customer_groups', [checkedAnswer('GET', '/stores/loipeus/v2/customer_groups', { json: groups })]);
    const found = await commerce().getCustomerGroups(mx('us'));
    expect(found.map((g) => [g.id, g.category_access, g.discount_rules, g.price_list_id])).toEqual([
      [2, { type: 'all' }, [], undefined],
      [7, { type: 'specific', categories: [40, 41] }, [], 3],
    ]);
  });
});

describe('settings', () => {
  it.each([
    [{ BIGCOMMERCE_STORE_HASHES: 'us=a,ca=b' }, 'needs BIGCOMMERCE_STORE_HASHES for no, eu_region_1'],
    [{ BIGCOMMERCE_ACCESS_TOKENS: '' }, 'needs BIGCOMMERCE_ACCESS_TOKENS for us, ca, no, eu_region_1'],
    [{ BIGCOMMERCE_CATEGORY_TREE_ID: 'first' }, 'BIGCOMMERCE_CATEGORY_TREE_ID "first" is not a tree id'],
    [{ BIGCOMMERCE_SHIPPING_SETTINGS: '{us:' }, 'BIGCOMMERCE_SHIPPING_SETTINGS is not JSON'],
  ])('fails loudly for %j', (extra, message) => {
    expect(() => commerce(extra)).toThrow(message);
  });

  it('turns free-shipping display off where no settings are given', async () => {
    await expect(commerce().getShippingSettings(mx('us'))).resolves.toEqual({
      is_enabled: false,
      hide_free_shipping_groups: '',
      free_shipping_banner: false,
    });
  });
});
