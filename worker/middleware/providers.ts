import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { createContentProvider } from '../providers/content';
import { createCommerceProvider } from '../providers/commerce';
import { createMediaProvider } from '../providers/media';
import { createSearchProvider } from '../providers/search';
import type { SearchProvider } from '../providers/search/types';
import { requestCalls } from '../providers/context';
import { createBotcheckProvider, type BotcheckProvider } from '../providers/botcheck';
import { createEmailProvider, type EmailProvider } from '../providers/email';
import { createPaymentProvider } from '../providers/payment';
import type { PaymentProvider } from '../providers/payment/types';
import type { Env } from '../env';
import type { ContentProvider } from '../providers/content/types';
import type { CommerceProvider } from '../providers/commerce/types';
import type { MediaProvider } from '../providers/media/types';

/** Adapters to use instead of the configured ones (tests inject failing services this way). */
export interface ProvidersOptions {
  content?: (env: Env) => ContentProvider;
  commerce?: (env: Env) => CommerceProvider;
  media?: (env: Env) => MediaProvider;
  search?: (env: Env) => SearchProvider | null;
  botcheck?: (env: Env) => BotcheckProvider;
  email?: (env: Env) => EmailProvider;
  payment?: (env: Env) => PaymentProvider;
}

/**
 * Puts the content, commerce and media adapters named in wrangler.toml on `c.var` (STYLE 5),
 * with the request's call contexts (`c.var.call`: its signal and deadline, `waitUntil`).
 * An unknown adapter name throws here, on the first request, not deep inside a page.
 * Bench only (unset in production): BENCH_DEFER_DELAY_MS delays deferred commerce calls,
 * BENCH_PORT_DELAY_MS every port call.
 */
export function providers(options: ProvidersOptions = {}) {
  return createMiddleware<AppEnv>(async function providersMiddleware(c, next) {
    const deferDelayMs = Number(c.env.BENCH_DEFER_DELAY_MS ?? 0) || 0;
    const portDelayMs = Number(c.env.BENCH_PORT_DELAY_MS ?? 0) || 0;
    c.set(
      'content',
      options.content?.(c.env) ??
        createContentProvider(c.env, { log: (message, detail) => console.warn(message, detail ?? ''), delayMs: portDelayMs }),
    );
    c.set('commerce', options.commerce?.(c.env) ?? createCommerceProvider(c.env, { deferDelayMs, delayMs: portDelayMs }));
    c.set('media', options.media?.(c.env) ?? createMediaProvider(c.env));
    c.set('search', options.search ? options.search(c.env) : createSearchProvider(c.env));
    c.set('botcheck', options.botcheck?.(c.env) ?? createBotcheckProvider(c.env));
    c.set('email', options.email?.(c.env) ?? createEmailProvider(c.env));
    c.set('payment', options.payment?.(c.env) ?? createPaymentProvider(c.env));
    c.set('call', requestCalls({ signal: c.req.raw.signal, waitUntil: waitUntilOf(c) }));
    await next();
  });
}

/** The execution context's waitUntil; `app.request()` in tests has none. */
function waitUntilOf(c: { executionCtx: ExecutionContext }): ((promise: Promise<unknown>) => void) | undefined {
  try {
    const ctx = c.executionCtx;
    return (promise) => ctx.waitUntil(promise);
  } catch {
    return undefined;
  }
}
