/**
 * Validation at the /api boundary (DESIGN §8): `@hono/valibot-validator` whose failure is a
 * 400 in the error envelope, and the query and path parameter schemas routes share.
 */
import { vValidator } from '@hono/valibot-validator';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { apiError, issuesOf } from './errors';
import { withInput } from './describe';

const TARGET_NAMES = {
  query: 'query parameters',
  param: 'path parameters',
  header: 'headers',
  json: 'request body',
  form: 'form fields',
} as const;

/**
 * A validator whose failure is a 400 in the /api error envelope. It carries its schema, so
 * GET /api/openapi.json publishes what the route validates with (worker/http/describe.ts).
 */
export function validate<T extends v.GenericSchema, Target extends keyof typeof TARGET_NAMES>(target: Target, schema: T) {
  return withInput(
    vValidator(target, schema, (result, c) => {
      if (!result.success) return apiError(c, 400, 'bad_request', `Invalid ${TARGET_NAMES[target]}`, issuesOf(result.issues));
    }),
    target,
    schema,
  );
}

/** A JSON body validator (after `jsonBody()`): its failure names the fields, code `invalid_body`. */
export function validJson<S extends v.GenericSchema>(schema: S) {
  return withInput(
    vValidator('json', schema, (result, c) => {
      if (!result.success) return apiError(c, 400, 'invalid_body', 'The body does not have the expected fields', issuesOf(result.issues));
    }),
    'json',
    schema,
  );
}

/** A positive whole number given as text (path ids, page numbers). */
export const positiveInt = (name: string, max = 2_147_483_647) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,10}$/, `${name} must be a positive whole number`),
    v.transform(Number),
    v.minValue(1, `${name} must be at least 1`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );

export const MAX_LIMIT = 250;
export const MAX_IDS = 250;

export const pageParams = {
  page: v.optional(positiveInt('page'), '1'),
  limit: v.optional(positiveInt('limit', MAX_LIMIT), '50'),
};

/** `1,2,3` → [1, 2, 3]: numbers only, at most `max`, duplicates dropped. */
export const idList = (name: string, max = MAX_IDS) =>
  v.pipe(
    v.string(),
    v.description(`Comma-separated ids, at most ${max}`),
    v.transform((text) => text.split(',').map((part) => part.trim())),
    v.array(v.pipe(v.string(), v.regex(/^\d{1,10}$/, `${name} must be comma-separated numbers`))),
    v.minLength(1, `${name} must name at least one id`),
    v.maxLength(max, `${name} may name at most ${max} ids`),
    v.transform((parts) => [...new Set(parts.map(Number))]),
  );

/** A comma list of words from a fixed set, e.g. include=variants,options. */
export const wordList = <const T extends string>(name: string, allowed: readonly T[]) =>
  v.pipe(
    v.string(),
    v.description(`Comma-separated, any of ${allowed.join(', ')}`),
    v.transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    ),
    v.array(v.picklist(allowed as unknown as [T, ...T[]], `${name} accepts only ${allowed.join(', ')}`)),
    v.transform((words) => [...new Set(words)]),
  );

/** Keeps `id` and the named fields of a record (include_fields). */
export function pick<T extends object>(record: T, fields: readonly string[] | undefined): Partial<T> {
  if (!fields?.length) return record;
  const keep = new Set(['id', ...fields]);
  return Object.fromEntries(Object.entries(record).filter(([key]) => keep.has(key))) as Partial<T>;
}

/**
 * Catalog reads change only with a deploy and differ only by region, so browsers and the
 * edge may keep a successful answer for five minutes (DESIGN §1.3 "the edge is the cache").
 */
export const cached = createMiddleware(async function cachedCatalogRead(c, next) {
  await next();
  if (c.res.status === 200 && !c.res.headers.has('cache-control')) {
    c.res.headers.set('cache-control', 'public, max-age=300');
    c.res.headers.append('vary', 'region');
  }
});
