import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { createContentProvider } from '../providers/content';
import { createCommerceProvider } from '../providers/commerce';

/**
 * Puts the content and commerce adapters named in wrangler.toml on `c.var` (STYLE 5).
 * An unknown adapter name throws here, on the first request, not deep inside a page.
 * BENCH_DEFER_DELAY_MS (bench only, unset in production) delays deferred commerce calls.
 */
export function providers() {
  return createMiddleware<AppEnv>(async function providersMiddleware(c, next) {
    const deferDelayMs = Number(c.env.BENCH_DEFER_DELAY_MS ?? 0) || 0;
    c.set('content', createContentProvider(c.env, { log: (message, detail) => console.warn(message, detail ?? '') }));
    c.set('commerce', createCommerceProvider(c.env, { deferDelayMs }));
    await next();
  });
}
