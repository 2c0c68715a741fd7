import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { apiError } from './errors';
import { checkBlockList, type BlockList } from '../rules/block-list';
import { blockList as defaultList } from '../data/block-list';
import { NO_STORE } from '../rules/cache-control';

/** Refuses listed IPs, URL fragments and user agents with 403 before anything else runs. */
export function blockList(options: { list?: BlockList } = {}) {
  const list = options.list ?? defaultList;
  return createMiddleware<AppEnv>(async function blockListMiddleware(c, next) {
    const url = new URL(c.req.url);
    const verdict = checkBlockList(list, {
      ip: c.req.header('cf-connecting-ip') ?? null,
      url: url.pathname + url.search,
      userAgent: c.req.header('user-agent') ?? null,
    });
    if (verdict.blocked) {
      const headers = { 'cache-control': NO_STORE, 'x-blocked-by': verdict.reason };
      // Under /api every error is the JSON envelope of DESIGN §8, this one too.
      if (url.pathname.startsWith('/api/')) {
        for (const [name, value] of Object.entries(headers)) c.header(name, value);
        return apiError(c, 403, 'blocked', 'Forbidden');
      }
      return c.text('Forbidden', 403, headers);
    }
    await next();
  });
}
