/**
 * POST /api/cache/purge: operators purge cached pages by tag, or all of them after
 * a deploy (`{ "all": true }`). Bearer OPS_TOKEN like the restock call; answers after the
 * deletes, with how many pages went.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../edge/app-env';
import { operator } from '../edge/operator';
import { jsonBody } from '../edge/limits';
import { validJson } from '../edge/validate';
import { describe } from '../edge/describe';
import { purgePages } from './middleware';
import { ALL_PAGES, TAG_PATTERN } from './rules';
import { NO_STORE } from '../rules/cache-control';

const Body = v.union([
  v.object({ all: v.literal(true) }),
  v.object({
    tags: v.pipe(
      v.array(v.pipe(v.string(), v.regex(TAG_PATTERN, 'a tag is product:<id>, category:<id>, content:<type> or locale:<l>'))),
      v.minLength(1),
      v.maxLength(100),
    ),
  }),
]);

export const pageCacheApi = new Hono<AppEnv>().post(
  '/purge',
  describe({
    summary: 'Purge cached pages by tag, or all of them (operator, bearer OPS_TOKEN)',
    responses: { 200: '`{ data: { tags, deleted } }`', 401: 'Missing or wrong operator token', 404: 'OPS_TOKEN unset' },
  }),
  async (c, next) => (await operator(c)) ?? next(),
  jsonBody(),
  validJson(Body),
  async (c) => {
    c.header('cache-control', NO_STORE);
    const body = c.req.valid('json');
    const tags = 'all' in body ? [ALL_PAGES] : [...new Set(body.tags)];
    const deleted = await purgePages(c, tags, { wait: true });
    return c.json({ data: { tags, deleted } });
  },
);
