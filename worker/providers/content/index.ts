/** Chooses the content adapter named by the CONTENT_PROVIDER var (wrangler.toml). */
import type { Env } from '../../env';
import { createEmbeddedContentProvider } from './embedded';
import type { ContentLogger, ContentProvider } from './types';
import { guardPort } from '../guard';
import { assetsSource } from '../data';

export type { ContentProvider } from './types';

export const CONTENT_PROVIDERS = ['embedded'] as const;

/** Fails loudly on an unknown or missing adapter name, so a bad deploy breaks the first request, not a page later. */
export function createContentProvider(env: Pick<Env, 'CONTENT_PROVIDER' | 'ASSETS'>, options: { log?: ContentLogger; delayMs?: number } = {}): ContentProvider {
  switch (env.CONTENT_PROVIDER) {
    case 'embedded':
      return guardPort(createEmbeddedContentProvider({ source: assetsSource(env.ASSETS), ...(options.log ? { log: options.log } : {}) }), 'content', options);
    default:
      throw new Error(
        `Unknown CONTENT_PROVIDER "${String(env.CONTENT_PROVIDER)}": expected one of ${CONTENT_PROVIDERS.join(', ')}.`,
      );
  }
}
