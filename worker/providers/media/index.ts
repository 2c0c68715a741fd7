/** Chooses the media adapter named by the MEDIA_PROVIDER var (wrangler.toml). */
import type { Env } from '../../env';
import { createEmbeddedMedia } from './embedded';
import type { MediaProvider } from './types';
import { guardPort } from '../guard';
import { assetsSource } from '../data';

export type * from './types';
export { createEmbeddedMedia, MEDIA_ALIASES } from './embedded';

let embedded: MediaProvider | undefined;

/** Throws for an unknown adapter name, so a misconfigured deploy fails on its first request. */
export function createMediaProvider(env: Pick<Env, 'MEDIA_PROVIDER' | 'ASSETS'>): MediaProvider {
  switch (env.MEDIA_PROVIDER) {
    case 'embedded':
      // One instance per isolate serves every request (its documents are the isolate's too).
      embedded ??= guardPort(createEmbeddedMedia({ source: assetsSource(env.ASSETS) }), 'media');
      return embedded;
    default:
      throw new Error(`Unknown MEDIA_PROVIDER "${String(env.MEDIA_PROVIDER)}": expected "embedded"`);
  }
}
