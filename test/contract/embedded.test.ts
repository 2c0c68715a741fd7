/** The contract suites against the embedded adapters, as the Worker builds them (guarded by their context), over the shipped documents. */
import { createCommerceProvider } from '../../worker/ports/commerce/index';
import { createContentProvider } from '../../worker/ports/content/index';
import { createMediaProvider } from '../../worker/ports/media/index';
import { createSearchProvider } from '../../worker/ports/search/index';
import { afterAll } from 'vitest';
import { commerceContract } from './commerce.contract';
import { accountsContract } from './accounts.contract';
import { createTestD1 } from '../support/d1';
import { contentContract } from './content.contract';
import { mediaContract } from './media.contract';
import { searchContract } from './search.contract';
import { testAssets } from '../support/data';

contentContract('embedded', () => createContentProvider({ CONTENT_PROVIDER: 'embedded', ASSETS: testAssets() }, { log: () => {} }));
commerceContract('embedded', () => createCommerceProvider({ COMMERCE_PROVIDER: 'embedded', ASSETS: testAssets() }));
mediaContract('embedded', () => createMediaProvider({ MEDIA_PROVIDER: 'embedded', ASSETS: testAssets() }));
searchContract('embedded', () => createSearchProvider({ SEARCH_PROVIDER: 'embedded', SEARCH_ENGINE: 'loipe', ASSETS: testAssets() })!);

let database: Awaited<ReturnType<typeof createTestD1>> | undefined;
afterAll(() => database?.dispose());
accountsContract('embedded (D1)', async () => {
  database = await createTestD1();
  return createCommerceProvider({ COMMERCE_PROVIDER: 'embedded', ASSETS: testAssets(), COMMERCE_DB: database.db });
});
