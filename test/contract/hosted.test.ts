/**
 * The same contract suites against the hosted adapters, each talking HTTP to the local fake
 * service that serves the seed in its real service's recorded shapes (issue 9: "the contract
 * suite runs against both adapters"). Then parity: every port method answers exactly what
 * the embedded adapter answers, in every locale or region.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_LOCALES } from '../../worker/domain/locale';
import { createContentProvider, type ContentProvider } from '../../worker/providers/content/index';
import { CONTENT_CALLS, contentContract } from './content.contract';
import { cx } from './support';
import { contentstackRoutes } from './fake-contentstack';
import { startFakeService, type FakeService } from './fake-service';

export const STACK = { apiKey: 'loipe-main', deliveryToken: 'cs-delivery-token', environment: 'production' };

let fake: FakeService;
beforeAll(async () => {
  fake = await startFakeService([...contentstackRoutes(STACK)]);
});
afterAll(() => fake.close());

contentContract('contentstack (fake Content Delivery API)', () =>
  createContentProvider(
    { CONTENT_PROVIDER: 'contentstack', CONTENTSTACK_API_KEY: STACK.apiKey, CONTENTSTACK_DELIVERY_TOKEN: STACK.deliveryToken, CONTENTSTACK_ENVIRONMENT: STACK.environment, CONTENTSTACK_HOST: fake.url },
    { log: () => {} },
  ));

describe('contentstack answers exactly what the embedded adapter answers', () => {
  const embedded = createContentProvider({ CONTENT_PROVIDER: 'embedded' }, { log: () => {} });
  let hosted: ContentProvider;
  beforeAll(() => {
    hosted = createContentProvider(
      { CONTENT_PROVIDER: 'contentstack', CONTENTSTACK_API_KEY: STACK.apiKey, CONTENTSTACK_DELIVERY_TOKEN: STACK.deliveryToken, CONTENTSTACK_ENVIRONMENT: STACK.environment, CONTENTSTACK_HOST: fake.url },
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
