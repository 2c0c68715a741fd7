/** What the /api/customers routes share: the owner-only guards, the answer of an Outcome, the signed-in answer. */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import type { AppEnv } from '../../edge/app-env';
import { apiError, problemJson, type Outcome } from '../../edge/errors';
import { isSelf, pathId } from '../../rules/owner';
import { tooManyAttempts } from '../service';
import { customerView, signedInId } from '../customer-session';
import { PRIVATE_NO_STORE } from '../../rules/cache-control';
export type C = Context<AppEnv>;

/** POSTs that carry no fields (sign-out, the session check): an empty JSON object or no body at all. */
export const NoFields = v.optional(v.strictObject({}), {});
export const noFields = { json: NoFields };

export const throttled = (c: C, retryAfterSeconds: number) => problemJson(c, tooManyAttempts(retryAfterSeconds));

export const answer = <T>(c: C, outcome: Outcome<T>, ok: (value: T) => Response | Promise<Response>) =>
  outcome.ok ? ok(outcome.value) : problemJson(c, outcome.problem);

/**
 * The answer to a guest on a signed-in route: 401. A customer signed in at a store that keeps
 * other customers gets 404 instead: their resources do not exist at this store.
 */
export const signInRequired = (c: C) =>
  c.var.session.current()?.data.customer
    ? apiError(c, 404, 'not_found', 'Not found at this store: you are signed in at another one')
    : apiError(c, 401, 'sign_in_required', 'Sign in first');

/** The path's customer id when it is the signed-in customer's own; otherwise the answer to send (401 signed out, 404 anyone else). */
export function selfOr(c: C): { id: number } | { refused: Response } {
  const viewer = signedInId(c);
  if (viewer === null) return { refused: signInRequired(c) };
  const target = pathId(c.req.param('id'));
  return isSelf(viewer, target) ? { id: viewer } : { refused: apiError(c, 404, 'not_found', 'Customer not found') };
}

/** The signed-in answer (the session was rotated by the use case: the token is the new session's). */
/** Owner-only routes: refused (401/404) before the body is read, as the path decides who may call. */
export const onlySelf = createMiddleware<AppEnv>(async function onlySelf(c, next) {
  const self = selfOr(c);
  if ('refused' in self) return self.refused;
  await next();
});

/** An address path id, or 404 before the body is read. */
export const addressPath = createMiddleware<AppEnv>(async function addressPath(c, next) {
  if (pathId(c.req.param('addressId')) === null) return apiError(c, 404, 'not_found', 'Address not found');
  await next();
});

/** The signed-in customer's id, on a route behind onlySelf. */
export const selfId = (c: C) => signedInId(c)!;

export async function signedInAnswer(c: C, status: 200 | 201, customer: Parameters<typeof customerView>[0]) {
  c.header('cache-control', PRIVATE_NO_STORE);
  return c.json({ data: { customer: customerView(customer), csrfToken: await c.var.csrfToken() } }, status);
}
