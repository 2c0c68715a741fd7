/**
 * The one error envelope of /api (DESIGN §8): `{ error: { code, message, issues } }` with
 * the right status, never cached. Every /api answer that is not a success goes through here.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as v from 'valibot';
import type { ProviderError } from '../ports/errors';
import { NO_STORE } from '../rules/cache-control';

export interface ApiIssue {
  /** Dotted path of the offending field (`line_items.0.quantity`); empty for the whole input. */
  path: string;
  message: string;
  /** Facts that help the client recover, e.g. `available` units for a short stock line. */
  [detail: string]: unknown;
}

/** A failure a service hands its route: the status and envelope fields to answer with. */
export interface Problem {
  status: 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 502 | 503 | 504;
  code: string;
  message: string;
  issues: ApiIssue[];
  /** Seconds until a refused attempt may be tried again (429): the Retry-After header. */
  retryAfterSeconds?: number;
}

/** What a service answers: its value, or the Problem its route renders. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; problem: Problem };

export function apiError(c: Context, status: ContentfulStatusCode, code: string, message: string, issues: ApiIssue[] = []) {
  c.header('cache-control', NO_STORE);
  return c.json({ error: { code, message, issues } }, status);
}

export function problemJson(c: Context, problem: Problem) {
  if (problem.retryAfterSeconds !== undefined) c.header('retry-after', String(problem.retryAfterSeconds));
  return apiError(c, problem.status, problem.code, problem.message, problem.issues);
}

export const notFound = (c: Context, what: string) => apiError(c, 404, 'not_found', `${what} not found`);

/** valibot issues as `{ path, message }`, the path dotted (`ids.3`). */
export function issuesOf(issues: readonly v.BaseIssue<unknown>[]): ApiIssue[] {
  return issues.map((issue) => ({
    path: (issue.path ?? []).map((item) => String((item as { key?: unknown }).key)).join('.'),
    message: issue.message,
  }));
}

/** A port's failure as the API answers it: 504 when the service did not answer in time, 502 otherwise. */
export function providerErrorJson(c: Context, error: ProviderError) {
  if (error.retryAfterMs !== undefined) c.header('retry-after', String(Math.ceil(error.retryAfterMs / 1000)));
  if (error.kind === 'unsupported') return apiError(c, 501, 'not_supported', error.message);
  return error.kind === 'timeout'
    ? apiError(c, 504, 'upstream_timeout', `The ${error.service} service did not answer in time`)
    : apiError(c, 502, 'upstream_error', `The ${error.service} service failed (${error.kind})`);
}
