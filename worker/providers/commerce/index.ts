/** Chooses the commerce adapter named by the COMMERCE_PROVIDER var (wrangler.toml). */
import type { Env } from '../../env';
import { createEmbeddedCommerce, type EmbeddedCommerceOptions } from './embedded';
import type { CommerceProvider } from './types';
import { guardPort } from '../guard';
import { assetsSource } from '../data';

export type * from './types';
export { createEmbeddedCommerce } from './embedded';

/** Throws for an unknown adapter name, so a misconfigured deploy fails on its first request. */
export function createCommerceProvider(env: Pick<Env, 'COMMERCE_PROVIDER' | 'ASSETS'>, options: Omit<EmbeddedCommerceOptions, 'source'> & { delayMs?: number } = {}): CommerceProvider {
  switch (env.COMMERCE_PROVIDER) {
    case 'embedded':
      return guardPort(createEmbeddedCommerce({ ...options, source: assetsSource(env.ASSETS) }), 'commerce', options);
    default:
      throw new Error(`Unknown COMMERCE_PROVIDER "${String(env.COMMERCE_PROVIDER)}": expected "embedded"`);
  }
}
