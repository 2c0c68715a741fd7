/** Chooses the content adapter named by the CONTENT_PROVIDER var (wrangler.toml). */
import type { Env } from '../../env';
import { createEmbeddedContentProvider } from './embedded';
import { createContentstackContent } from './contentstack/adapter';
import type { ContentstackConfig } from './contentstack/delivery';
import type { ContentLogger, ContentProvider } from './types';
import { guardPort } from '../guard';
import { assetsSource } from '../data';
import { runtimeCache, type ResponseCache } from '../http/cache';

export type { ContentProvider } from './types';

export const CONTENT_PROVIDERS = ['embedded', 'contentstack'] as const;

type ContentEnv = Pick<Env, 'CONTENT_PROVIDER'> &
  Partial<
    Pick<
      Env,
      | 'ASSETS'
      | 'CONTENTSTACK_API_KEY'
      | 'CONTENTSTACK_DELIVERY_TOKEN'
      | 'CONTENTSTACK_ENVIRONMENT'
      | 'CONTENTSTACK_REGION'
      | 'CONTENTSTACK_HOST'
      | 'CONTENTSTACK_BRANCH'
      | 'CONTENTSTACK_PREVIEW_TOKEN'
      | 'CONTENTSTACK_PREVIEW_HOST'
    >
  >;

export interface ContentProviderOptions {
  log?: ContentLogger;
  delayMs?: number;
  /** Hosted adapters: where answers are cached (default: the runtime's Cache API) and how they are fetched. */
  cache?: ResponseCache;
  fetch?: typeof fetch;
}

/** The stack settings of a hosted deploy; a missing one fails the first request with its name. */
function contentstackConfig(env: ContentEnv): ContentstackConfig {
  const missing = (['CONTENTSTACK_API_KEY', 'CONTENTSTACK_DELIVERY_TOKEN', 'CONTENTSTACK_ENVIRONMENT'] as const).filter(
    (name) => !env[name],
  );
  if (missing.length > 0) throw new Error(`CONTENT_PROVIDER "contentstack" needs ${missing.join(', ')} (wrangler.toml vars and secrets)`);
  return {
    apiKey: env.CONTENTSTACK_API_KEY!,
    deliveryToken: env.CONTENTSTACK_DELIVERY_TOKEN!,
    environment: env.CONTENTSTACK_ENVIRONMENT!,
    region: env.CONTENTSTACK_REGION || undefined,
    host: env.CONTENTSTACK_HOST || undefined,
    branch: env.CONTENTSTACK_BRANCH || undefined,
    // Live preview is on where the stack's preview token is set (docs/live-preview.md).
    ...(env.CONTENTSTACK_PREVIEW_TOKEN
      ? { preview: { token: env.CONTENTSTACK_PREVIEW_TOKEN, host: env.CONTENTSTACK_PREVIEW_HOST || undefined } }
      : {}),
  };
}

/** Fails loudly on an unknown or missing adapter name, so a bad deploy breaks the first request, not a page later. */
export function createContentProvider(env: ContentEnv, options: ContentProviderOptions = {}): ContentProvider {
  switch (env.CONTENT_PROVIDER) {
    case 'embedded':
      if (!env.ASSETS) throw new Error('CONTENT_PROVIDER "embedded" needs the ASSETS binding (its documents are static assets)');
      return guardPort(
        createEmbeddedContentProvider({ source: assetsSource(env.ASSETS), ...(options.log ? { log: options.log } : {}) }),
        'content',
        options,
      );
    case 'contentstack':
      return guardPort(
        createContentstackContent(contentstackConfig(env), {
          log: options.log,
          cache: options.cache ?? runtimeCache(),
          fetch: options.fetch,
        }),
        'content',
        options,
      );
    default:
      throw new Error(`Unknown CONTENT_PROVIDER "${String(env.CONTENT_PROVIDER)}": expected one of ${CONTENT_PROVIDERS.join(', ')}.`);
  }
}
