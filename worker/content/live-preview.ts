/**
 * Contentstack Live Preview for the server-rendered pages (spec §7; docs/live-preview.md).
 * A request for a shared page (home, product, category, blog, content: what the page cache
 * keeps, page-cache/rules.ts) naming a preview hash (rules/live-preview.ts) is an editor's:
 * - the content port is asked once, within PREVIEW_CHECK_MS, whether its preview service accepts
 *   the hash; if it does, every content read of the request goes to that service with the hash
 *   (the request's content contexts carry it: worker/ports/context.ts), and the page shows the
 *   draft with Contentstack's edit tags;
 * - if it does not (an unknown or expired hash, a malformed one, a service that does not answer
 *   in time, a shop without a preview token), or a read fails later in the page (the hosted
 *   adapter then reads the published content), the published page renders with a notice in the
 *   page's language: never an error page;
 * - either way the answer is `private, no-store` and `X-Robots-Tag: noindex`, the page cache
 *   neither reads nor stores it, only the stack's own app may frame it (edge/security-headers.ts)
 *   and the Live Preview Utils SDK is loaded; the tag manager is not.
 * Attempts are throttled per address (PREVIEW_LIMITER), so hashes cannot be guessed at speed.
 * Any other request, and a personal page (cart, account, checkout, ...) whatever its query,
 * passes untouched: none of those is framed.
 */
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { AppEnv } from '../edge/app-env';
import { clientIp } from '../edge/geo';
import { setHeaders } from '../edge/response-headers';
import { isProviderError } from '../ports/errors';
import type { PreviewSession, RequestCalls } from '../ports/context';
import { asksForPreview, readPreviewQuery, stackAppOrigin } from '../rules/live-preview';
import { PRIVATE_NO_STORE } from '../rules/cache-control';
import { classifyPath } from '../page-cache';
import type { LivePreviewView } from '../../shared/live-preview';
import type { Env } from '../env';

/** How long the hash check may take before the editor gets the published page and the notice. */
export const PREVIEW_CHECK_MS = 4000;

const PREVIEW_HEADERS = { 'cache-control': PRIVATE_NO_STORE, 'x-robots-tag': 'noindex' };

/** The calls of a request whose content reads go to the preview service with this session. */
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

/** Whether this address has asked too often; a limiter that fails lets the attempt through (and says so). */
async function tooManyAttempts(c: Context<AppEnv>): Promise<boolean> {
  const limiter = c.env.PREVIEW_LIMITER;
  if (!limiter) return false;
  try {
    return !(await limiter.limit({ key: `preview:${clientIp(c)}` })).success;
  } catch (error) {
    console.error('preview limiter failed', error);
    return false;
  }
}

export function livePreview() {
  return createMiddleware<AppEnv>(async function livePreviewMiddleware(c, next) {
    const url = new URL(c.req.url);
    if (!url.search || (c.req.method !== 'GET' && c.req.method !== 'HEAD') || !asksForPreview(url.searchParams)) return next();
    if (typeof classifyPath(url.pathname) === 'string') return next();

    const appOrigin = stackAppOrigin(c.env.CONTENTSTACK_REGION);
    c.set('framedBy', appOrigin);
    if (await tooManyAttempts(c)) {
      return c.text('Too many preview requests from this address: wait a minute, then reload the preview from the entry editor.', 429, {
        ...PREVIEW_HEADERS,
        'retry-after': '60',
      });
    }

    const locale = c.get('locale');
    const asked = readPreviewQuery(url.searchParams);
    let session: PreviewSession | null = null;
    if (asked.ok) {
      const { preview } = asked;
      const candidate: PreviewSession = {
        hash: preview.hash,
        ...(preview.previewTimestamp ? { timestamp: preview.previewTimestamp } : {}),
      };
      const entry = preview.contentTypeUid && preview.entryUid ? { contentType: preview.contentTypeUid, uid: preview.entryUid } : null;
      const base = c.get('call').content(locale.contentLocale);
      // Its own deadline: a preview service that hangs costs the editor seconds, not the request's 30.
      const signal = AbortSignal.any([base.signal, AbortSignal.timeout(PREVIEW_CHECK_MS)]);
      const check = await c
        .get('content')
        .checkPreview({ ...base, signal, preview: candidate }, entry)
        .catch((error: unknown) => {
          // The preview service failing is the editor's notice, not a broken page.
          if (!isProviderError(error)) throw error;
          console.warn('live preview check failed', error.kind, error.message);
          return 'failed' as const;
        });
      if (check === 'accepted') {
        session = candidate;
        c.set('call', previewCalls(c.get('call'), session));
      } else console.warn('live preview not shown', check, { path: url.pathname });
    } else console.warn('live preview refused', asked.problem, { path: url.pathname });

    const shown = session;
    const view: LivePreviewView = {
      // Read when the page renders: a read that failed after the check turned the page published.
      get showing() {
        return shown !== null && !shown.refused;
      },
      locale: (asked.ok && asked.preview.locale) || locale.contentLocale,
      sdk: sdkSettings(c.env, appOrigin),
    };
    c.set('livePreview', view);
    await next();
    // After the page cache's bypass and whatever the route said: the editor's alone, never indexed.
    setHeaders(c, PREVIEW_HEADERS);
  });
}
