/**
 * Contentstack Live Preview for the server-rendered pages (spec §7; docs/live-preview.md).
 * A page request naming a preview hash (rules/live-preview.ts) is an editor's:
 * - the content port is asked once whether its preview service accepts the hash; if it does,
 *   every content read of the request goes to that service with the hash (the request's
 *   content contexts carry it: worker/ports/context.ts), and the page shows the draft with
 *   Contentstack's edit tags;
 * - if it does not (an unknown or expired hash, a malformed one, a shop without a preview
 *   token), the published page renders with a notice in the page's language: never a 500;
 * - either way the answer is `private, no-store` and `X-Robots-Tag: noindex`, the page
 *   cache neither reads nor stores it (page-cache/rules.ts), only the stack's own app may
 *   frame it (edge/security-headers.ts), and the Live Preview Utils SDK is loaded.
 * Attempts are throttled per address (PREVIEW_LIMITER), so hashes cannot be guessed at speed.
 * A request without a hash passes untouched.
 */
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { AppEnv } from '../edge/app-env';
import { clientIp } from '../edge/geo';
import { setHeaders } from '../edge/response-headers';
import { isProviderError } from '../ports/errors';
import type { PreviewSession, RequestCalls } from '../ports/context';
import { asksForPreview, readPreviewQuery, stackAppOrigin } from '../rules/live-preview';
import { NO_STORE, PRIVATE_NO_STORE } from '../rules/cache-control';
import type { LivePreviewView } from '../../shared/live-preview';
import type { Env } from '../env';

/** The calls of a request whose content reads go to the preview service with this hash. */
function previewCalls(call: RequestCalls, preview: PreviewSession): RequestCalls {
  return { ...call, content: (locale, cache) => ({ ...call.content(locale, cache), preview }) };
}

/** What the SDK starts with: the stack the shop reads (none for the embedded content). */
function sdkSettings(env: Env, appOrigin: string): LivePreviewView['sdk'] {
  if (env.CONTENT_PROVIDER !== 'contentstack' || !env.CONTENTSTACK_API_KEY || !env.CONTENTSTACK_ENVIRONMENT) return null;
  return {
    apiKey: env.CONTENTSTACK_API_KEY,
    environment: env.CONTENTSTACK_ENVIRONMENT,
    branch: env.CONTENTSTACK_BRANCH || 'main',
    appHost: new URL(appOrigin).host,
  };
}

async function tooManyAttempts(c: Context<AppEnv>): Promise<boolean> {
  const limiter = c.env.PREVIEW_LIMITER;
  if (!limiter) return false;
  const { success } = await limiter.limit({ key: `preview:${clientIp(c)}` });
  return !success;
}

export function livePreview() {
  return createMiddleware<AppEnv>(async function livePreviewMiddleware(c, next) {
    const url = new URL(c.req.url);
    if (!url.search || (c.req.method !== 'GET' && c.req.method !== 'HEAD') || !asksForPreview(url.searchParams)) return next();

    if (await tooManyAttempts(c)) {
      return c.text('Too many preview requests from this address: wait a minute, then reload the preview from the entry editor.', 429, {
        'cache-control': NO_STORE,
        'retry-after': '60',
        'x-robots-tag': 'noindex',
      });
    }

    const appOrigin = stackAppOrigin(c.env.CONTENTSTACK_REGION);
    const locale = c.get('locale');
    const asked = readPreviewQuery(url.searchParams);
    let showing = false;
    if (asked.ok) {
      const { preview } = asked;
      const entry = preview.contentTypeUid && preview.entryUid ? { contentType: preview.contentTypeUid, uid: preview.entryUid } : null;
      const session = { hash: preview.hash };
      const check = await c
        .get('content')
        .checkPreview({ ...c.get('call').content(locale.contentLocale), preview: session }, entry)
        .catch((error: unknown) => {
          // The preview service failing is the editor's notice, not a broken page.
          if (!isProviderError(error)) throw error;
          console.warn('live preview check failed', error.kind, error.message);
          return 'failed' as const;
        });
      if (check === 'accepted') {
        c.set('call', previewCalls(c.get('call'), session));
        showing = true;
      } else console.warn('live preview not shown', check, { path: url.pathname });
    } else console.warn('live preview refused', asked.problem, { path: url.pathname });

    const view: LivePreviewView = {
      showing,
      locale: (asked.ok && asked.preview.locale) || locale.contentLocale,
      sdk: sdkSettings(c.env, appOrigin),
    };
    c.set('livePreview', view);
    c.set('framedBy', appOrigin);
    await next();
    // After the page cache's bypass and whatever the route said: the editor's alone, never indexed.
    setHeaders(c, { 'cache-control': PRIVATE_NO_STORE, 'x-robots-tag': 'noindex' });
  });
}
