/** Chooses the media adapter named by the MEDIA_PROVIDER var (wrangler.toml). */
import type { Env } from '../../env';
import { createEmbeddedMedia } from './embedded';
import { createAmplienceMedia } from './amplience/adapter';
import type { MediaProvider } from './types';
import { guardPort } from '../guard';
import { assetsSource } from '../data';
import { runtimeCache, type ResponseCache } from '../http/cache';

export type * from './types';
export { createEmbeddedMedia, MEDIA_ALIASES } from './embedded';

type MediaEnv = Pick<Env, 'MEDIA_PROVIDER'> & Partial<Pick<Env, 'ASSETS' | 'AMPLIENCE_HOST' | 'AMPLIENCE_ALIASES'>>;

export interface MediaProviderOptions {
  /** Hosted adapters: where answers are cached (default: the runtime's Cache API) and how they are fetched. */
  cache?: ResponseCache;
  fetch?: typeof fetch;
}

let embedded: MediaProvider | undefined;

/** Spec §9's two brand aliases: the helper's and the image component's. */
const DEFAULT_ALIASES = ['loipe', 'loipeskis'];

/** Throws for an unknown adapter name, so a misconfigured deploy fails on its first request. */
export function createMediaProvider(env: MediaEnv, options: MediaProviderOptions = {}): MediaProvider {
  switch (env.MEDIA_PROVIDER) {
    case 'embedded':
      if (!env.ASSETS) throw new Error('MEDIA_PROVIDER "embedded" needs the ASSETS binding (its documents are static assets)');
      // One instance per isolate serves every request (its documents are the isolate's too).
      embedded ??= guardPort(createEmbeddedMedia({ source: assetsSource(env.ASSETS) }), 'media');
      return embedded;
    case 'amplience': {
      const aliases = env.AMPLIENCE_ALIASES
        ? env.AMPLIENCE_ALIASES.split(',')
            .map((a) => a.trim())
            .filter(Boolean)
        : DEFAULT_ALIASES;
      return guardPort(
        createAmplienceMedia(
          { host: env.AMPLIENCE_HOST || undefined, aliases },
          { cache: options.cache ?? runtimeCache(), fetch: options.fetch },
        ),
        'media',
      );
    }
    default:
      throw new Error(`Unknown MEDIA_PROVIDER "${String(env.MEDIA_PROVIDER)}": expected "embedded" or "amplience"`);
  }
}
