/**
 * GET /api/openapi.json: an OpenAPI 3.1 document of every /api route, made from
 * the `describe(...)` each route carries and the valibot schemas its validators check
 * (worker/edge/describe.ts), converted by @valibot/to-json-schema. Built on the first
 * request of an isolate and kept: no other request pays for it.
 */
import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import * as v from 'valibot';
import { toJsonSchema, type ConversionConfig } from '@valibot/to-json-schema';
import { describe, operationsOf, type InputTarget, type Operation, type RegisteredRoute, type ResponseDescription } from './describe';
import { CSRF_HEADER, TOKEN_EXEMPT_PATHS, TOKEN_EXEMPT_PREFIXES } from './csrf';
import { SESSION_COOKIE } from './session';
import { DECIMAL_AMOUNTS, MoneySchema } from './money-wire';
import { PUBLIC_5_MINUTES } from '../rules/cache-control';

type JsonSchema = Record<string, unknown>;

/** Mirrors worker/edge/errors.ts apiError: the body of every /api failure. */
const ErrorEnvelope = v.object({
  error: v.object({
    code: v.pipe(v.string(), v.description('Stable machine-readable code, e.g. bad_request, not_found, csrf')),
    message: v.string(),
    issues: v.array(
      v.objectWithRest(
        {
          path: v.pipe(v.string(), v.description('Dotted path of the offending field; empty for the whole input')),
          message: v.string(),
        },
        v.unknown(),
      ),
    ),
  }),
});

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const PARAMETER_IN: Partial<Record<InputTarget, 'query' | 'path' | 'header'>> = { query: 'query', param: 'path', header: 'header' };
const BODY_TYPES: Partial<Record<InputTarget, string>> = { json: 'application/json', form: 'application/x-www-form-urlencoded' };

/**
 * Requests are described as clients send them (`typeMode: 'input'`: a pipe is read up to its
 * first transformation, so `?page=2` is a string matching ^\d{1,10}$); checks JSON Schema
 * cannot say (custom `check`s) are left out rather than failing the document.
 */
const INPUT: ConversionConfig = { target: 'draft-2020-12', typeMode: 'input', errorMode: 'ignore' };
const OUTPUT: ConversionConfig = { target: 'draft-2020-12', typeMode: 'ignore', errorMode: 'ignore' };

function schemaOf(schema: v.GenericSchema, config: ConversionConfig): JsonSchema {
  const { $schema: _dialect, ...json } = toJsonSchema(schema, config) as JsonSchema;
  return json;
}

/** `/products/:id` → `/api/products/{id}`; `:name{regex}` keeps its name. */
export function openApiPath(honoPath: string, prefix = '/api'): string {
  const path = honoPath.replace(/:([A-Za-z0-9_]+)(\{(?:[^{}]|\{[^{}]*\})*\})?/g, '{$1}');
  return `${prefix}${path === '/' ? '' : path}`;
}

function pathParams(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
}

function parametersOf(operation: Operation, path: string): JsonSchema[] {
  const parameters: JsonSchema[] = [];
  for (const { target, schema } of operation.inputs) {
    const where = PARAMETER_IN[target];
    if (!where) continue;
    const json = schemaOf(schema, INPUT);
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      const { description, ...rest } = property;
      parameters.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        ...(description ? { description } : {}),
        schema: rest,
      });
    }
  }
  // A path parameter no validator names is still a required string.
  for (const name of pathParams(path)) {
    if (!parameters.some((p) => p.in === 'path' && p.name === name))
      parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  }
  return parameters;
}

function requestBodyOf(operation: Operation): JsonSchema | undefined {
  const content: Record<string, JsonSchema> = {};
  for (const { target, schema } of operation.inputs) {
    const type = BODY_TYPES[target];
    if (type) content[type] = { schema: schemaOf(schema, INPUT) };
  }
  return Object.keys(content).length ? { required: true, content } : undefined;
}

const ERROR_REF = { $ref: '#/components/schemas/Error' };

function responseOf(status: number, response: string | ResponseDescription): JsonSchema {
  const { description, schema, contentType } = typeof response === 'string' ? ({ description: response } as ResponseDescription) : response;
  if (schema) return { description, content: { [contentType ?? 'application/json']: { schema: schemaOf(schema, OUTPUT) } } };
  if (status >= 400) return { description, content: { 'application/json': { schema: ERROR_REF } } };
  return { description };
}

function responsesOf(operation: Operation): Record<string, JsonSchema> {
  const responses: Record<string, JsonSchema> = {};
  for (const [status, response] of Object.entries(operation.description?.responses ?? {}))
    responses[status] = responseOf(Number(status), response);
  if (operation.inputs.length && !responses['400']) responses['400'] = responseOf(400, 'The input is invalid: `issues` names each field');
  if (!SAFE_METHODS.has(operation.method) && !responses['403'])
    responses['403'] = responseOf(403, 'Cross-site request, or the csrf-token is missing or wrong');
  // worker/app.ts onError: a port's failure answers any /api route this way.
  responses['502'] ??= { $ref: '#/components/responses/UpstreamFailed' };
  responses['504'] ??= { $ref: '#/components/responses/UpstreamTimeout' };
  return responses;
}

function operationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

/** The OpenAPI 3.1 document of the routes of the app mounted at `prefix`. */
export function openApiDocument(routes: readonly RegisteredRoute[], prefix = '/api'): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of operationsOf(routes)) {
    const path = openApiPath(operation.path, prefix);
    const described = operation.description;
    const parameters = parametersOf(operation, path);
    const body = requestBodyOf(operation);
    const writes = !SAFE_METHODS.has(operation.method);
    const tokenFree = TOKEN_EXEMPT_PATHS.includes(path) || TOKEN_EXEMPT_PREFIXES.some((p) => path.startsWith(p));
    (paths[path] ??= {})[operation.method.toLowerCase()] = {
      operationId: operationId(operation.method, path),
      tags: described?.tags ?? [path.split('/')[2] ?? 'api'],
      ...(described ? { summary: described.summary } : {}),
      ...(described?.description ? { description: described.description } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(body ? { requestBody: body } : {}),
      responses: responsesOf(operation),
      // Writes carry the session's token (spec §6); GET /api/session hands it out.
      ...(writes && !tokenFree ? { security: [{ session: [], csrfToken: [] }] } : {}),
    };
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Loipe storefront API',
      version: '1',
      description:
        'JSON in and out. Failures answer `{ error: { code, message, issues } }`. Catalog reads take a `region` header (spec §7). ' +
        `Money (spec §7, §9): ${DECIMAL_AMOUNTS}.`,
    },
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      schemas: { Error: schemaOf(ErrorEnvelope, OUTPUT), Money: schemaOf(MoneySchema, OUTPUT) },
      responses: {
        UpstreamFailed: responseOf(502, 'A service behind the shop (content, commerce, media) failed: code upstream_error'),
        UpstreamTimeout: responseOf(504, 'A service behind the shop did not answer in time: code upstream_timeout'),
      },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'Set by GET /api/session' },
        csrfToken: { type: 'apiKey', in: 'header', name: CSRF_HEADER, description: 'The csrfToken GET /api/session answers' },
      },
    },
  };
}

/**
 * GET /openapi.json, mounted under /api: `routes` is read on the first request (every route
 * is registered by then) and the document built once per isolate.
 */
export function openApiApi(routes: () => readonly RegisteredRoute[]) {
  let document: string | undefined;
  return new Hono<AppEnv>().get(
    '/',
    describe({
      summary: 'This document: every /api route, its inputs as the route validates them, and its answers',
      tags: ['meta'],
      responses: { 200: 'OpenAPI 3.1 document' },
    }),
    (c) => {
      document ??= JSON.stringify(openApiDocument(routes()));
      return c.body(document, 200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': PUBLIC_5_MINUTES });
    },
  );
}
