/**
 * The operators' calls (restock, page cache purge): back-office tools, not browsers, each
 * carrying `authorization: Bearer <OPS_TOKEN>`. Where OPS_TOKEN is unset the routes do not
 * exist (404). Under `npm start` it comes from `.dev.vars` or the environment (docs/page-cache.md).
 */
import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { apiError } from './errors';

const encoder = new TextEncoder();

/** Constant-time comparison of two secrets (their digests, so lengths leak nothing either). */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([given, expected].map((s) => crypto.subtle.digest('SHA-256', encoder.encode(s))));
  const x = new Uint8Array(a!);
  const y = new Uint8Array(b!);
  let diff = 0;
  for (let i = 0; i < x.length; i++) diff |= x[i]! ^ y[i]!;
  return diff === 0;
}

/** Null when the request carries the operator token; else the 404 (route off) or 401 answer. */
export async function operator(c: Context<AppEnv>): Promise<Response | null> {
  const secret = c.env.OPS_TOKEN;
  if (!secret) return apiError(c, 404, 'not_found', `No API route ${c.req.method} ${new URL(c.req.url).pathname}`);
  const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
  if (!given || !(await sameSecret(given, secret))) {
    c.header('www-authenticate', 'Bearer');
    return apiError(c, 401, 'unauthorized', 'Send the operator token as `authorization: Bearer <OPS_TOKEN>`');
  }
  return null;
}
