/**
 * The same contract suites against the hosted adapters, each talking HTTP to the local fake
 * service that serves the seed in its real service's recorded shapes (so the contract
 * suite runs against both adapters). Then parity: every port method answers exactly what
 * the embedded adapter answers, in every locale or region.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_LOCALES } from '../../worker/rules/locale';
import { COMMERCE_REGIONS } from '../../worker/rules/regions';
import { proCodes, shippingSettings } from '../../worker/data/catalog/index';
import { createCommerceProvider, type CommerceProvider } from '../../worker/ports/commerce/index';
import { createContentProvider, type ContentProvider } from '../../worker/ports/content/index';
import { COMMERCE_CALLS, commerceContract } from './commerce.contract';
import { accountsContract } from './accounts.contract';
import { CONTENT_CALLS, contentContract } from './content.contract';
import { bigcommerceRoutes, rateLimited, takeBigCommerceViolations, type FakeStores } from './fake-bigcommerce';
import { DEMO_CUSTOMER } from './fake-bigcommerce-customers';
import { amplienceRoutes } from './fake-amplience';
import { createMediaProvider } from '../../worker/ports/media/index';
import { mediaContract } from './media.contract';
import { cx, mx } from './support';
import { contentstackRoutes } from './fake-contentstack';
import { startFakeService, type FakeService } from './fake-service';
import { testAssets } from '../support/data';

export const STACK = { apiKey: 'loipe-main', deliveryToken: 'cs-delivery-token', environment: 'production' };
export const STORES: FakeStores = {
  us: { hash: 'loipeus', token: 'bc-token-us' },
  ca: { hash: 'loipeca', token: 'bc-token-ca' },
  no: { hash: 'loipeno', token: 'bc-token-no' },
  eu_region_1: { hash: 'loipeeu', token: 'bc-token-eu' },
};
const perRegion = (pick: (store: FakeStores['us']) => string) => COMMERCE_REGIONS.map((r) => `${r}=${pick(STORES[r])}`).join(',');

function bigcommerce(url: string): CommerceProvider {
  return createCommerceProvider({
    COMMERCE_PROVIDER: 'bigcommerce',
    BIGCOMMERCE_STORE_HASHES: perRegion((s) => s.hash),
    BIGCOMMERCE_ACCESS_TOKENS: perRegion((s) => s.token),
    BIGCOMMERCE_API_HOST: url,
    BIGCOMMERCE_SHIPPING_SETTINGS: JSON.stringify(shippingSettings),
    BIGCOMMERCE_PRO_CODES: JSON.stringify(proCodes),
  });
}

let fake: FakeService;
beforeAll(async () => {
  fake = await startFakeService([
    ...contentstackRoutes(STACK),
    ...bigcommerceRoutes(STORES),
    ...amplienceRoutes(['loipe', 'loipeskis'], () => fake.url),
  ]);
});
afterAll(() => fake.close());
// Every BigCommerce exchange of every case held to the vendor's published OpenAPI files.
afterEach(() => expect(takeBigCommerceViolations(fake.requests)).toEqual([]));

contentContract('contentstack (fake Content Delivery API)', () =>
  createContentProvider(
    {
      CONTENT_PROVIDER: 'contentstack',
      CONTENTSTACK_API_KEY: STACK.apiKey,
      CONTENTSTACK_DELIVERY_TOKEN: STACK.deliveryToken,
      CONTENTSTACK_ENVIRONMENT: STACK.environment,
      CONTENTSTACK_HOST: fake.url,
    },
    { log: () => {} },
  ),
);

describe('contentstack answers exactly what the embedded adapter answers', () => {
  const embedded = createContentProvider({ CONTENT_PROVIDER: 'embedded', ASSETS: testAssets() }, { log: () => {} });
  let hosted: ContentProvider;
  beforeAll(() => {
    hosted = createContentProvider(
      {
        CONTENT_PROVIDER: 'contentstack',
        CONTENTSTACK_API_KEY: STACK.apiKey,
        CONTENTSTACK_DELIVERY_TOKEN: STACK.deliveryToken,
        CONTENTSTACK_ENVIRONMENT: STACK.environment,
        CONTENTSTACK_HOST: fake.url,
      },
      { log: () => {} },
    );
  });

  it.each(Object.keys(CONTENT_CALLS))('%s in every locale', async (method) => {
    const run = CONTENT_CALLS[method as keyof typeof CONTENT_CALLS];
    for (const locale of CONTENT_LOCALES) {
      const [mine, theirs] = await Promise.all([run(hosted, cx(locale)), run(embedded, cx(locale))]);
      expect(mine, `${method} in ${locale}`).toEqual(theirs);
    }
    expect(fake.requests.length).toBeGreaterThan(0);
  });
});

commerceContract('bigcommerce (fake REST APIs)', () => bigcommerce(fake.url));
accountsContract('bigcommerce (fake REST APIs)', () => bigcommerce(fake.url));

describe('bigcommerce keeps accounts on the platform', () => {
  it('signs the seeded customer in on the platform, lists its orders and sends password resets to the storefront', async () => {
    const port = bigcommerce(fake.url);
    const checks = () => fake.hits('/stores/:hash/v3/customers/validate-credentials').length;
    const before = checks();
    const demo = await port.verifyCredentials(mx('us'), { email: DEMO_CUSTOMER.email.toUpperCase() }, DEMO_CUSTOMER.password);
    expect(demo).toMatchObject({ id: DEMO_CUSTOMER.id, email: DEMO_CUSTOMER.email });
    expect(await port.verifyCredentials(mx('us'), { email: DEMO_CUSTOMER.email }, 'not-the-password-1')).toBeNull();
    const orders = await port.listOrders(mx('us'), DEMO_CUSTOMER.id, { page: 1, limit: 10 });
    expect(orders.items.map((o) => o.status)).toEqual(['awaiting_fulfillment', 'shipped']);
    expect(checks() - before).toBe(2);
    expect(await port.passwordResetPage(mx('ca'))).toBe('https://ca.shop.loipe.com/login.php?action=reset_password');
  });

  it('sends a write once: a 5xx is an upstream failure, a 429 rate_limited, never retried', async () => {
    const port = bigcommerce(fake.url);
    const posts = () => fake.hits('/stores/:hash/v3/customers').filter((r) => r.method === 'POST').length;
    const before = posts();
    const input = { email: `once.${Date.now()}@example.test`, first_name: 'O', last_name: 'N', password: 'Correct-horse-9' };
    fake.script('/stores/:hash/v3/customers', [{ status: 503, json: { status: 503, title: 'Service Unavailable' } }]);
    await expect(port.createCustomer(mx('us'), input)).rejects.toMatchObject({ name: 'ProviderError', kind: 'upstream', status: 503 });
    fake.script('/stores/:hash/v3/customers', [rateLimited(1000)]);
    await expect(port.createCustomer(mx('us'), input)).rejects.toMatchObject({ name: 'ProviderError', kind: 'rate_limited' });
    expect(posts() - before).toBe(2);
    // Nothing was kept: the same account can be created afterwards.
    expect(await port.createCustomer(mx('us'), input)).toMatchObject({ email: input.email });
  });
});

describe('bigcommerce answers exactly what the embedded adapter answers', () => {
  const embedded = createCommerceProvider({ COMMERCE_PROVIDER: 'embedded', ASSETS: testAssets() });
  let hosted: CommerceProvider;
  beforeAll(() => {
    hosted = bigcommerce(fake.url);
  });

  it.each(Object.keys(COMMERCE_CALLS))('%s in every region', async (method) => {
    const run = COMMERCE_CALLS[method as keyof typeof COMMERCE_CALLS];
    for (const region of COMMERCE_REGIONS) {
      const [mine, theirs] = await Promise.all([run(hosted, mx(region)), run(embedded, mx(region))]);
      expect(mine, `${method} in ${region}`).toEqual(theirs);
    }
  });
});

mediaContract('amplience (fake Dynamic Media)', () => createMediaProvider({ MEDIA_PROVIDER: 'amplience', AMPLIENCE_HOST: fake.url }));
