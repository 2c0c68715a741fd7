/** Shared plumbing of the cart and session routes: dependencies, body limits, error answers. */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie, setCookie } from 'hono/cookie';
import { vValidator } from '@hono/valibot-validator';
import type * as v from 'valibot';
import type { AppEnv } from '../app-env';
import type { Regions } from '../domain/regions';
import { createDurableCartStore } from '../stores/durable-cart-store';
import { createCartCatalog } from './cart-catalog';
import type { CartDeps, Issue, Problem, Shopper } from './cart-service';
import { productImageUrl } from './cart-images';

export const MAX_BODY_BYTES = 16 * 1024;

export function cartDeps<E extends AppEnv>(c: Context<E>): CartDeps {
  return {
    store: createDurableCartStore(c.env.CART),
    catalog: createCartCatalog(c.var.commerce, c.var.call),
    imageUrl: productImageUrl,
  };
}

export function shopperOf<E extends AppEnv>(c: Context<E>, regions: Regions): Shopper {
  return { session: c.get('session'), regions, customerId: c.get('customerId') };
}

/** Not HttpOnly on purpose: the header's mini-cart reads the count from it without a request (or a new session). */
export const COUNT_COOKIE = 'cart_count';

/**
 * Keeps the `cart_count` cookie (`us=3&no=1`: units per commerce region) in step with the
 * cart. Only responses that already are personal (cart and session answers) set it.
 */
export function rememberCount<E extends AppEnv>(c: Context<E>, region: string, count: number): void {
  const counts = new URLSearchParams(getCookie(c, COUNT_COOKIE) ?? '');
  if ((counts.get(region) ?? '0') === String(count)) return;
  if (count > 0) counts.set(region, String(count));
  else counts.delete(region);
  const value = counts.toString();
  setCookie(c, COUNT_COOKIE, value, { path: '/', secure: true, sameSite: 'Lax', maxAge: value ? 30 * 24 * 3600 : 0 });
}

export function errorJson<E extends AppEnv>(c: Context<E>, status: Problem['status'], code: string, message: string, issues: Issue[] = []) {
  c.header('cache-control', 'no-store');
  return c.json({ error: { code, message, issues } }, status);
}

export const problemJson = <E extends AppEnv>(c: Context<E>, problem: Problem) => errorJson(c, problem.status, problem.code, problem.message, problem.issues);

/** Valibot issues as `{ path, message }`, the path dotted (`line_items.0.quantity`). */
export function issuesOf(issues: readonly v.BaseIssue<unknown>[]): Issue[] {
  return issues.map((issue) => ({
    path: (issue.path ?? []).map((item) => String((item as { key?: unknown }).key)).join('.'),
    message: issue.message,
  }));
}

/**
 * A JSON body of at most 16 KB: larger → 413, not JSON → 400, before anything reads it.
 * The parsed text stays in Hono's body cache for the validator that follows.
 */
export function jsonBody<E extends AppEnv>(): MiddlewareHandler<E> {
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => errorJson(c as Context<E>, 413, 'payload_too_large', `The body may be at most ${MAX_BODY_BYTES} bytes`),
  });
  return async function requireJsonBody(c, next) {
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json') return errorJson(c, 400, 'invalid_body', 'Send the body as JSON (content-type: application/json)');
    return limit(c, async () => {
      try {
        JSON.parse(await c.req.text());
      } catch {
        c.res = errorJson(c, 400, 'invalid_json', 'The body is not valid JSON');
        return;
      }
      await next();
    });
  };
}

/** `@hono/valibot-validator` with the /api error shape. */
export function validJson<S extends v.GenericSchema>(schema: S) {
  return vValidator('json', schema, (result, c) => {
    if (!result.success) return errorJson(c as Context<AppEnv>, 400, 'invalid_body', 'The body does not have the expected fields', issuesOf(result.issues));
  });
}
