import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../worker/app';
import { createContentProvider } from '../../../worker/ports/content';
import { createCommerceProvider } from '../../../worker/ports/commerce';
import type { CommerceProvider } from '../../../worker/ports/commerce/types';
import type { ContentProvider } from '../../../worker/ports/content/types';
import { ProviderError, type ProviderFailure } from '../../../worker/ports/errors';
import { guardPort } from '../../../worker/ports/guard';
import { requestCalls } from '../../../worker/ports/context';

/** A port whose every method rejects with the given failure, as a hosted adapter would when its service is down. */
function failing<T extends object>(port: T, service: string, kind: ProviderFailure, retryAfterMs?: number): T {
  return Object.fromEntries(
    Object.entries(port).map(([key, value]) => [
      key,
      typeof value === 'function'
        ? () =>
            Promise.reject(
              new ProviderError(kind, `${service} is down`, { service, status: kind === 'upstream' ? 503 : undefined, retryAfterMs }),
            )
        : value,
    ]),
  ) as T;
}

const realContent = createContentProvider(env);
const realCommerce = createCommerceProvider(env);

function appWith(ports: { content?: ContentProvider; commerce?: CommerceProvider }) {
  return createApp({ providers: { content: () => ports.content ?? realContent, commerce: () => ports.commerce ?? realCommerce } });
}

const call = (app: ReturnType<typeof createApp>, path: string, headers: Record<string, string> = {}) =>
  app.request(
    `https://loipe.test${path}`,
    { headers: { 'user-agent': 'Mozilla/5.0 Chrome/156.0', ...headers } },
    env,
    createExecutionContext(),
  );

describe('a failing port is mapped once', () => {
  it('answers 504 in the /api error envelope when the commerce service times out', async () => {
    const res = await call(appWith({ commerce: failing(realCommerce, 'commerce', 'timeout') }), '/api/products');
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({
      error: { code: 'upstream_timeout', message: 'The commerce service did not answer in time', issues: [] },
    });
  });

  it.each(['upstream', 'bad_response'] as const)('answers 502 when the commerce service fails with %s', async (kind) => {
    const res = await call(appWith({ commerce: failing(realCommerce, 'commerce', kind) }), '/api/products/1101');
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('upstream_error');
  });

  it('passes a rate limit on as Retry-After, in whole seconds', async () => {
    const res = await call(appWith({ commerce: failing(realCommerce, 'commerce', 'rate_limited', 2500) }), '/api/currencies');
    expect(res.status).toBe(502);
    expect(res.headers.get('retry-after')).toBe('3');
  });

  it('shows the error page with 503, not a 500, when a page cannot load its critical data', async () => {
    const res = await call(appWith({ commerce: failing(realCommerce, 'commerce', 'upstream') }), '/en-us/p/aurora-classic');
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toContain('Oops! Something Broke');
    expect(html).toContain('href="/"');
  });

  it('still renders the error page when the content service itself is down', async () => {
    const res = await call(appWith({ content: failing(realContent, 'content', 'timeout') }), '/de-de/c/skis');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('Oops! Something Broke');
  });
});

describe("a locale sitemap when another locale's content cannot be read", () => {
  /** The content port, failing every call about one content locale. */
  function failingFor(locale: string): ContentProvider {
    return new Proxy(realContent, {
      get(target, key) {
        const value = Reflect.get(target, key, target);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) =>
          (args[0] as { locale?: string } | undefined)?.locale === locale
            ? Promise.reject(new ProviderError('upstream', 'content is down', { service: 'content', status: 503 }))
            : value.apply(target, args);
      },
    });
  }

  it('still answers, naming no alternate in the locales it could not read', async () => {
    const app = appWith({ content: failingFor('ja') });
    const res = await call(app, '/sitemaps/de-de.xml');
    expect(res.status).toBe(200);
    // Right but not whole: not kept, where a whole one is kept for an hour.
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await call(appWith({}), '/sitemaps/de-de.xml')).headers.get('cache-control')).toBe('public, max-age=3600');
    const xml = await res.text();
    expect(xml).toContain('<loc>https://loipe.test/de-de/c/skis/classic</loc>');
    expect(xml).toContain('hreflang="fr-CA" href="https://loipe.test/fr-ca/c/skis/classic"');
    // English in Japan reads the en-us content, which answers; Japanese does not.
    expect(xml).toContain('hreflang="en-JP"');
    expect(xml).not.toContain('hreflang="ja-JP"');
  });

  it('fails as before when its own locale cannot be read', async () => {
    const res = await call(appWith({ content: failingFor('ja') }), '/sitemaps/ja-jp.xml');
    expect(res.status).toBeGreaterThanOrEqual(500);
  });
});

describe('port calls honour their context', () => {
  it('fails with a timeout ProviderError once the signal is aborted', async () => {
    const controller = new AbortController();
    const calls = requestCalls({ signal: controller.signal });
    const guarded = guardPort(realCommerce, 'commerce');
    expect((await guarded.getProduct(calls.commerce('us'), 1101))?.id).toBe(1101);
    controller.abort();
    await expect(guarded.getProduct(calls.commerce('us'), 1101)).rejects.toMatchObject({
      name: 'ProviderError',
      kind: 'timeout',
      service: 'commerce',
    });
  });

  it('fails with a timeout when the deadline passes during a slow call', async () => {
    const slow = guardPort(realCommerce, 'commerce', { delayMs: 200 });
    const calls = requestCalls({ deadlineMs: 20 });
    await expect(slow.getProduct(calls.commerce('us'), 1101)).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('stops waiting at the deadline for a call whose service never answers', async () => {
    const hanging = guardPort({ getProduct: (_call: unknown, _id: number) => new Promise(() => {}) }, 'commerce');
    const calls = requestCalls({ deadlineMs: 30 });
    await expect(hanging.getProduct(calls.commerce('us'), 1101)).rejects.toMatchObject({ kind: 'timeout', service: 'commerce' });
  });
});

describe('a service that never answers cannot hang a request', () => {
  /** Every method of the port waits for ever, as a read whose request has ended would. */
  const hangingPort = <T extends object>(port: T): T =>
    Object.fromEntries(Object.entries(port).map(([k, v]) => [k, typeof v === 'function' ? () => new Promise(() => {}) : v])) as T;
  const hangingApp = (ports: { content?: ContentProvider; commerce?: CommerceProvider }) =>
    createApp({
      providers: {
        content: () => guardPort(ports.content ?? realContent, 'content'),
        commerce: () => guardPort(ports.commerce ?? realCommerce, 'commerce'),
        deadlineMs: 200,
      },
    });

  it('a page whose critical data never comes answers the 503 page at the deadline', async () => {
    const res = await call(hangingApp({ content: hangingPort(realContent) }), '/de-de/c/skis');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('</html>');
  });

  it('an /api read whose service never answers answers 504 in the error envelope', async () => {
    const res = await call(hangingApp({ commerce: hangingPort(realCommerce) }), '/api/products');
    expect(res.status).toBe(504);
    expect(await res.json()).toMatchObject({ error: { code: 'upstream_timeout', issues: [] } });
  });
});
