/** Chooses the search adapter named by the SEARCH_PROVIDER var (wrangler.toml); null when no connector is configured. */
import type { Env } from '../../env';
import { assetsSource } from '../data';
import { guardPort } from '../guard';
import { runtimeCache, type ResponseCache } from '../http/cache';
import { createAppSearch } from './app-search/adapter';
import { searchConnector } from './connector';
import { createEmbeddedSearch } from './embedded';
import type { SearchProvider } from './types';

export type * from './types';
export { searchConnector, searchEnabled } from './connector';

type SearchEnv = Partial<
  Pick<
    Env,
    | 'ASSETS'
    | 'SEARCH_PROVIDER'
    | 'SEARCH_ENGINE'
    | 'SEARCH_HOST_ID'
    | 'SEARCH_ENDPOINT_BASE'
    | 'SEARCH_KEY'
    | 'CONTENTSTACK_API_KEY'
    | 'CONTENTSTACK_ENVIRONMENT'
  >
>;

export interface SearchProviderOptions {
  fetch?: typeof fetch;
  cache?: ResponseCache;
}

let embedded: { engine: string; provider: SearchProvider } | undefined;

/**
 * Spec §7 filters every hosted query by content stack and environment: the documents carry
 * the stack's api key and publishing environment they were synced from (`embedded` for the
 * shop's own content), read from the same vars by the Worker and by `npm run search:sync`.
 */
export function searchStamp(env: Pick<SearchEnv, 'CONTENTSTACK_API_KEY' | 'CONTENTSTACK_ENVIRONMENT'>) {
  return { stack: env.CONTENTSTACK_API_KEY?.trim() || 'embedded', environment: env.CONTENTSTACK_ENVIRONMENT?.trim() || 'embedded' };
}

/**
 * The adapter of the configured connector, or null (search off). A provider name the shop
 * does not know, or App Search without its search key, throws, so a misconfigured deploy
 * fails on its first request.
 */
export function createSearchProvider(env: SearchEnv, options: SearchProviderOptions = {}): SearchProvider | null {
  const connector = searchConnector(env);
  if (env.SEARCH_PROVIDER && !['embedded', 'app-search'].includes(env.SEARCH_PROVIDER)) {
    throw new Error(`Unknown SEARCH_PROVIDER "${env.SEARCH_PROVIDER}": expected "embedded" or "app-search"`);
  }
  if (!connector) return null;
  if (connector.provider === 'app-search') {
    const key = env.SEARCH_KEY?.trim();
    if (!key) throw new Error('SEARCH_PROVIDER "app-search" needs the engine\'s public search key as the secret SEARCH_KEY');
    return guardPort(
      createAppSearch({
        endpoint: connector.endpoint,
        engine: connector.engine,
        searchKey: key,
        ...searchStamp(env),
        cache: options.cache ?? runtimeCache(),
        fetch: options.fetch,
      }),
      'search',
    );
  }
  if (!env.ASSETS) throw new Error('SEARCH_PROVIDER "embedded" needs the ASSETS binding (its indexes are static assets)');
  // One instance per isolate serves every request (its indexes are the isolate's too).
  if (embedded?.engine !== connector.engine)
    embedded = {
      engine: connector.engine,
      provider: guardPort(createEmbeddedSearch({ source: assetsSource(env.ASSETS), engine: connector.engine }), 'search'),
    };
  return embedded.provider;
}
