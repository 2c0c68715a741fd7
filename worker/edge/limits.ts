/**
 * Body limits (one helper, one 413 code). Every JSON body and every form
 * post carries a handful of fields; anything larger is refused with 413 `payload_too_large`
 * before it is parsed. GraphQL (64 KB) and the footer newsletter form (4 KB) name their own size.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { apiError } from './errors';
import { BODY_INVALID } from './validate-codes';

export const MAX_BODY_BYTES = 16 * 1024;
export const PAYLOAD_TOO_LARGE = 'payload_too_large';

/** The one 413 answer (the CSRF middleware refuses an oversized form with it too). */
export const tooLarge = (c: Context, maxBytes = MAX_BODY_BYTES) =>
  apiError(c, 413, PAYLOAD_TOO_LARGE, `The body may be at most ${maxBytes} bytes`);

/**
 * The size rule of form posts: one over the limit by its Content-Length, or without one (browsers
 * always send it for a form), is refused with 413 before anything parses it, by the CSRF check,
 * which every form post meets first. The footer newsletter, exempt from that check, limits its own body.
 */
export function formTooLarge(c: Context, maxBytes = MAX_BODY_BYTES): boolean {
  const length = Number(c.req.header('content-length') ?? NaN);
  return !Number.isFinite(length) || length > maxBytes;
}

/** At most `maxBytes` of body, whatever its type (Content-Length or, when absent, the bytes read). */
export function limitBody(maxBytes = MAX_BODY_BYTES): MiddlewareHandler {
  return bodyLimit({ maxSize: maxBytes, onError: (c) => tooLarge(c, maxBytes) });
}

export interface JsonBodyOptions {
  maxBytes?: number;
  /** Answer another content type with 415 (GraphQL's convention) instead of 400. */
  unsupportedStatus?: 400 | 415;
}

/** The body's media type as sent, without parameters, lowercased (`application/json; charset=utf-8` → `application/json`). */
export const mediaType = (c: Context): string => (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * A JSON body of at most 16 KB: larger → 413, not JSON → 400 `invalid_body`, before anything
 * reads it. The parsed text stays in Hono's body cache for the validator that follows.
 */
export function jsonBody(options: JsonBodyOptions = {}): MiddlewareHandler {
  const limit = limitBody(options.maxBytes);
  return async function requireJsonBody(c: Context, next) {
    if (mediaType(c) !== 'application/json') {
      return options.unsupportedStatus === 415
        ? apiError(c, 415, 'unsupported_media_type', 'Send the body as application/json')
        : apiError(c, 400, BODY_INVALID, 'Send the body as JSON (content-type: application/json)');
    }
    return limit(c, async () => {
      try {
        JSON.parse(await c.req.text());
      } catch {
        c.res = apiError(c, 400, BODY_INVALID, 'The body is not valid JSON');
        return;
      }
      await next();
    });
  };
}
