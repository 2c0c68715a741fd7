/** POST /api/graphql: JSON `{ query, operationName?, variables? }` in, GraphQL result out (spec §7). */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../edge/app-env';
import { MAX_QUERY_LENGTH, runGraphql } from './graphql/execute';
import { jsonBody } from '../edge/limits';
import { validate } from '../edge/validate';
import { describe } from '../edge/describe';
import { decimals } from '../edge/money-wire';
import { NO_STORE } from '../rules/cache-control';

const MAX_BODY_BYTES = 64 * 1024;

const GraphqlBody = v.object({
  query: v.pipe(
    v.string('query must be a string'),
    v.minLength(1, 'query is required'),
    v.maxLength(MAX_QUERY_LENGTH, `query may be at most ${MAX_QUERY_LENGTH} characters`),
  ),
  operationName: v.optional(
    v.nullable(v.pipe(v.string(), v.regex(/^[_A-Za-z][_0-9A-Za-z]{0,99}$/, 'operationName must be a GraphQL name'))),
  ),
  variables: v.optional(
    v.nullable(
      v.pipe(
        v.unknown(),
        v.check((o) => typeof o === 'object' && o !== null && !Array.isArray(o), 'variables must be an object'),
        v.transform((o) => o as Record<string, unknown>),
      ),
    ),
  ),
});

export const graphql = new Hono<AppEnv>().post(
  '/graphql',
  describe({
    summary: 'GraphQL over the catalog and content (spec §7)',
    responses: {
      200: decimals('GraphQL result `{ data, errors? }`; `Money.value` is a Float'),
      413: 'Body larger than 64 KB',
      415: 'Not application/json',
    },
  }),
  jsonBody({ maxBytes: MAX_BODY_BYTES, unsupportedStatus: 415 }),
  validate('json', GraphqlBody),
  async (c) => {
    const { status, body } = await runGraphql(c.req.valid('json'), { commerce: c.var.commerce, content: c.var.content, call: c.var.call });
    c.header('cache-control', NO_STORE);
    return c.json(body, status);
  },
);
