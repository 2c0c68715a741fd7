import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { createContentProvider } from '../ports/content';
import { createCommerceProvider } from '../ports/commerce';
import { createMediaProvider } from '../ports/media';
import { createSearchProvider } from '../ports/search';
import type { SearchProvider } from '../ports/search/types';
import { requestCalls } from '../ports/context';
import { createBotcheckProvider, type BotcheckProvider } from '../ports/botcheck';
import { createEmailProvider, type EmailProvider } from '../ports/email';
import { createPaymentProvider } from '../ports/payment';
import type { PaymentProvider } from '../ports/payment/types';
import type { Env } from '../env';
import type { ContentProvider } from '../ports/content/types';
import type { CommerceProvider } from '../ports/commerce/types';
import type { MediaProvider } from '../ports/media/types';
import { executionContextOf } from './execution-context';

/** Adapters to use instead of the configured ones (tests inject failing services this way). */
export interface ProvidersOptions {
  content?: (env: Env) => ContentProvider;
  commerce?: (env: Env) => CommerceProvider;
  media?: (env: Env) => MediaProvider;
  search?: (env: Env) => SearchProvider | null;
  botcheck?: (env: Env) => BotcheckProvider;
  email?: (env: Env) => EmailProvider;
  payment?: (env: Env) => PaymentProvider;
  /** Every port call's deadline in this request (default spec §9's 30 s; tests shorten it). */
  deadlineMs?: number;
  /** Bench only (createApp's `bench` option): delay (ms) added to deferred commerce calls. */
  deferDelayMs?: number;
  /** Bench only (createApp's `bench` option): delay (ms) added to every port call, as a remote service would. */
  portDelayMs?: number;
}

/**
 * Puts the content, commerce and media adapters named in wrangler.toml on `c.var` (STYLE 5),
 * with the request's call contexts (`c.var.call`: its signal and deadline, `waitUntil`).
 * An unknown adapter name throws here, on the first request, not deep inside a page.
 * The bench's delays come as options (createApp `bench`), never from the Worker's vars.
 */
export function providers(options: ProvidersOptions = {}) {
  // The adapters hold no request state (every call takes its request's context), so an
  // isolate builds them once per `env` (the same object for every request of a deploy)
  // rather than seven adapters and their guards on every request.
  const built = new WeakMap<Env, Ports>();
  function portsFor(env: Env): Ports {
    if (typeof env !== 'object' || env === null) return createPorts(env, options);
    let ports = built.get(env);
    if (!ports) {
      ports = createPorts(env, options);
      built.set(env, ports);
    }
    return ports;
  }
  return createMiddleware<AppEnv>(async function providersMiddleware(c, next) {
    const ports = portsFor(c.env);
    c.set('content', ports.content);
    c.set('commerce', ports.commerce);
    c.set('media', ports.media);
    c.set('search', ports.search);
    c.set('botcheck', ports.botcheck);
    c.set('email', ports.email);
    c.set('payment', ports.payment);
    c.set('call', requestCalls({ signal: c.req.raw.signal, waitUntil: waitUntilOf(c), deadlineMs: options.deadlineMs }));
    await next();
  });
}

/** The adapters a request finds on `c.var` (app-env.ts). */
type Ports = Pick<AppEnv['Variables'], 'content' | 'commerce' | 'media' | 'search' | 'botcheck' | 'email' | 'payment'>;

function createPorts(env: Env, options: ProvidersOptions): Ports {
  const deferDelayMs = options.deferDelayMs ?? 0;
  const portDelayMs = options.portDelayMs ?? 0;
  return {
    content:
      options.content?.(env) ??
      createContentProvider(env, { log: (message, detail) => console.warn(message, detail ?? ''), delayMs: portDelayMs }),
    commerce: options.commerce?.(env) ?? createCommerceProvider(env, { deferDelayMs, delayMs: portDelayMs }),
    media: options.media?.(env) ?? createMediaProvider(env),
    search: options.search ? options.search(env) : createSearchProvider(env),
    botcheck: options.botcheck?.(env) ?? createBotcheckProvider(env),
    email: options.email?.(env) ?? createEmailProvider(env),
    payment: options.payment?.(env) ?? createPaymentProvider(env),
  };
}

/** The execution context's waitUntil; `app.request()` in tests has none. */
function waitUntilOf(c: { executionCtx: ExecutionContext }): ((promise: Promise<unknown>) => void) | undefined {
  const ctx = executionContextOf(c);
  return ctx ? (promise) => ctx.waitUntil(promise) : undefined;
}
