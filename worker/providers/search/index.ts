/** Chooses the search adapter named by the SEARCH_PROVIDER var (wrangler.toml); null when no connector is configured. */
import type { Env } from '../../env';
import { assetsSource } from '../data';
import { guardPort } from '../guard';
import { searchConnector } from './connector';
import { createEmbeddedSearch } from './embedded';
import type { SearchProvider } from './types';

export type * from './types';
export { searchConnector, searchEnabled } from './connector';

type SearchEnv = Partial<Pick<Env, 'ASSETS' | 'SEARCH_PROVIDER' | 'SEARCH_ENGINE' | 'SEARCH_HOST_ID' | 'SEARCH_ENDPOINT_BASE'>>;

let embedded: { engine: string; provider: SearchProvider } | undefined;

/**
 * The adapter of the configured connector, or null (search off). A provider name the shop
 * does not know throws, so a misconfigured deploy fails on its first request; the hosted
 * App Search adapter is a later issue, so naming it is refused the same way for now.
 */
export function createSearchProvider(env: SearchEnv): SearchProvider | null {
  const connector = searchConnector(env);
  if (env.SEARCH_PROVIDER && !['embedded', 'app-search'].includes(env.SEARCH_PROVIDER)) {
    throw new Error(`Unknown SEARCH_PROVIDER "${env.SEARCH_PROVIDER}": expected "embedded" or "app-search"`);
  }
  if (!connector) return null;
  if (connector.provider === 'app-search') throw new Error('SEARCH_PROVIDER "app-search" has no adapter yet: use "embedded"');
  if (!env.ASSETS) throw new Error('SEARCH_PROVIDER "embedded" needs the ASSETS binding (its indexes are static assets)');
  // One instance per isolate serves every request (its indexes are the isolate's too).
  if (embedded?.engine !== connector.engine)
    embedded = {
      engine: connector.engine,
      provider: guardPort(createEmbeddedSearch({ source: assetsSource(env.ASSETS), engine: connector.engine }), 'search'),
    };
  return embedded.provider;
}
