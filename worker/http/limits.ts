/**
 * Body limits: every JSON body and every form post carries a handful of fields; anything
 * larger is refused with 413 before it is parsed.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { apiError } from './errors';

export const MAX_BODY_BYTES = 16 * 1024;

/**
 * A JSON body of at most 16 KB: larger → 413, not JSON → 400, before anything reads it.
 * The parsed text stays in Hono's body cache for the validator that follows.
 */
export function jsonBody(): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => apiError(c, 413, 'payload_too_large', `The body may be at most ${MAX_BODY_BYTES} bytes`),
  });
  return async function requireJsonBody(c: Context, next) {
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json') return apiError(c, 400, 'invalid_body', 'Send the body as JSON (content-type: application/json)');
    return limit(c, async () => {
      try {
        JSON.parse(await c.req.text());
      } catch {
        c.res = apiError(c, 400, 'invalid_json', 'The body is not valid JSON');
        return;
      }
      await next();
    });
  };
}
