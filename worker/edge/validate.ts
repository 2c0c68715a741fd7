/**
 * Validation at the boundary (DESIGN §8): every JSON body, form post,
 * query, path parameter and header is read by one validator middleware with its valibot
 * schema (`@hono/valibot-validator`). A failure is a 400 in the /api error envelope, code
 * `invalid_body` for a body and `invalid_parameter` for the rest, unless the route names its
 * own answer (a no-JS page renders the form again with the field messages). The validator
 * carries its schema, so GET /api/openapi.json publishes what the route validates with.
 */
import { vValidator } from '@hono/valibot-validator';
import { validator } from 'hono/validator';
import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { apiError, issuesOf, type ApiIssue } from './errors';
import { withInput } from './describe';
import { BODY_INVALID, PARAMETER_INVALID } from './validate-codes';
import { PUBLIC_5_MINUTES } from '../rules/cache-control';

export { BODY_INVALID, PARAMETER_INVALID } from './validate-codes';

const TARGET_NAMES = {
  query: 'query parameters',
  param: 'path parameters',
  header: 'headers',
  json: 'request body',
  form: 'form fields',
} as const;
type Target = keyof typeof TARGET_NAMES;

/** What a failed validation hands the route that answers it itself (a page form). */
export interface Invalid {
  issues: ApiIssue[];
  /** The fields as sent (forms: each field's last value as text). */
  values: Record<string, string>;
}

export type OnInvalid = (c: Context<AppEnv>, invalid: Invalid) => Response | Promise<Response>;

/**
 * A form post as text fields: a repeated field keeps its last value (a browser sends a
 * checkbox's hidden default first), files are dropped. Plain forms never carry more.
 */
export function formFields(form: unknown): Record<string, string> {
  return formValues(form, []) as Record<string, string>;
}

/** As formFields, but each field named in `repeated` (checkboxes of one name) as all its text values, in order. */
export function formValues(form: unknown, repeated: readonly string[]): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries((form ?? {}) as Record<string, unknown>)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    const last = values.at(-1);
    if (repeated.includes(key)) fields[key] = values.filter((x): x is string => typeof x === 'string');
    else if (typeof last === 'string') fields[key] = last;
  }
  return fields;
}

const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/** A plain form post (urlencoded or multipart). */
export const isFormPost = (c: Context) => FORM_TYPE.test(c.req.header('content-type') ?? '');

/**
 * The one reader of a form post's fields as text (formFields). Hono keeps the parsed body
 * (parseBody and the validator share it), so the CSRF check, the validator, the bot check
 * and the route read one parse. Not a form, or unreadable: no fields.
 */
export async function formInput(c: Context): Promise<Record<string, string>> {
  return formFields(await c.req.parseBody().catch(() => ({})));
}

const asText = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(value && typeof value === 'object' ? value : {}).flatMap(([k, x]) =>
      typeof x === 'string' || typeof x === 'number' || typeof x === 'boolean' ? [[k, String(x)]] : [],
    ),
  );

/**
 * A schema known only with the request (POST /api/orders checks the state against the
 * shopper's store): `shape` is what openapi.json publishes, `of(c)` what the request is checked with.
 */
export interface RequestSchema<T extends v.GenericSchema> {
  readonly shape: T;
  /** The route's own context: it may read what the route's middleware put on `c.var`. */
  readonly of: (c: Context) => T | Promise<T>;
}

export interface ValidateOptions {
  /** Form fields sent repeated (checkboxes of one name): the schema gets all their values (formValues). */
  repeated?: readonly string[];
}

const isRequestSchema = <T extends v.GenericSchema>(schema: T | RequestSchema<T>): schema is RequestSchema<T> =>
  'shape' in schema && 'of' in schema;

/**
 * The one validator: `validate('json', Schema)`, `validate('form', Schema, renderAgain)`,
 * `validate('query', …)`. A form's fields reach the schema as text (formFields). Without
 * `onInvalid`, a failure answers 400 `invalid_body` (json, form) or `invalid_parameter`.
 */
export function validate<T extends v.GenericSchema, Tg extends Target>(
  target: Tg,
  schema: T | RequestSchema<T>,
  onInvalid?: OnInvalid,
  options: ValidateOptions = {},
) {
  const repeated = options.repeated ?? [];
  const textFields = v.transform((form: unknown) => formValues(form, repeated));
  const asSent = (checked: T) => (target === 'form' ? v.pipe(v.unknown(), textFields, checked) : checked) as T;
  const refuse = async (c: Context, failed: readonly v.BaseIssue<unknown>[]) => {
    const issues = issuesOf(failed);
    if (onInvalid) {
      const sent = target === 'form' ? await formInput(c) : asText(await inputOf(c, target));
      return onInvalid(c as unknown as Context<AppEnv>, { issues, values: sent });
    }
    const body = target === 'json' || target === 'form';
    return apiError(c, 400, body ? BODY_INVALID : PARAMETER_INVALID, invalidMessage(target, issues), issues);
  };
  const fixed = (checked: T) =>
    vValidator(target, asSent(checked), async (result, c) => {
      if (!result.success) return refuse(c, result.issues);
    });
  if (!isRequestSchema(schema)) return withInput(fixed(schema), target, schema);
  // The same reading and answers, with the schema this request is checked with.
  const perRequest = validator(target, async (value, c) => {
    const result = await v.safeParseAsync(asSent(await schema.of(c)), value);
    return result.success ? result.output : refuse(c, result.issues);
  });
  return withInput(perRequest as unknown as ReturnType<typeof fixed>, target, schema.shape);
}

/** The issues `schema` finds in a form's fields (none when they pass): for a page that names every problem at once. */
export function formIssues(schema: v.GenericSchema, fields: Record<string, string>): ApiIssue[] {
  const result = v.safeParse(schema, fields);
  return result.success ? [] : issuesOf(result.issues);
}

async function inputOf(c: Context, target: Target): Promise<unknown> {
  if (target === 'json') return c.req.json().catch(() => ({}));
  if (target === 'query') return c.req.query();
  if (target === 'param') return c.req.param();
  return {};
}

/** `Invalid request body: email, password` — the fields to fix, each once. */
function invalidMessage(target: Target, issues: readonly ApiIssue[]): string {
  const fields = [...new Set(issues.map((issue) => issue.path).filter(Boolean))];
  return `Invalid ${TARGET_NAMES[target]}${fields.length ? `: ${fields.join(', ')}` : ''}`;
}

/** `validate('json', schema)` under the name older routes use. */
export const validJson = <S extends v.GenericSchema>(schema: S) => validate('json', schema);

/** An Idempotency-Key (the cart's and the order's header, checkout's hidden field): 1 to 255 visible ASCII characters. */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

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
    c.res.headers.set('cache-control', PUBLIC_5_MINUTES);
    c.res.headers.append('vary', 'region');
  }
});
