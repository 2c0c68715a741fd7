/**
 * What is particular to the BigCommerce adapter, against the fake REST APIs: the recorded
 * product shape, the requests it sends per store, the platform's failures, and its settings.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE_REGIONS } from '../../worker/domain/regions';
import { createCommerceProvider } from '../../worker/providers/commerce/index';
import { ProductSchema, toProduct } from '../../worker/providers/commerce/bigcommerce-records';
import * as v from 'valibot';
import { bigcommerceRoutes, takeBigCommerceViolations, type FakeStores } from './fake-bigcommerce';
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

  it("retries the platform's 429 after its Retry-After and answers", async () => {
    fake.script('/stores/loipeus/v2/currencies', [{ status: 429, headers: { 'retry-after': '0', 'x-rate-limit-time-reset-ms': '0' } }]);
    await expect(commerce().getCurrencies(mx('us'))).resolves.toHaveLength(1);
    expect(fake.hits('/stores/loipeus/v2/currencies')).toHaveLength(2);
  });

  it('fails with bad_response when a product lacks its price', async () => {
    const { price: _, ...broken } = recorded.data;
    fake.script('/stores/loipeus/v3/catalog/products/:id', [{ json: { data: broken, meta: {} } }]);
    await expect(commerce().getProduct(mx('us'), 1301)).rejects.toMatchObject({ kind: 'bad_response', service: 'commerce' });
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
