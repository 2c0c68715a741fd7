/**
 * Operations: one structured JSON log line per request, with a request id (the
 * edge's `cf-ray` when present), the route, status, cache outcome and timings, and a
 * `Server-Timing` header with the same timings, so a browser's dev tools and the logs agree.
 * Timings are wall time to the response's headers (a streamed body goes on after them).
 */
import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import type { AppEnv } from './app-env';
import { setHeaders } from './response-headers';

import type { Timing } from './variables';

export interface RequestLogOptions {
  /** Where lines go (console.log by default; Workers Logs picks JSON lines up as fields). */
  write?: (line: string) => void;
  newId?: () => string;
}

function createTiming(): Timing {
  const list: [string, number][] = [];
  return {
    add: (name, ms) => void list.push([name, ms]),
    entries: () => list,
  };
}

const round = (ms: number) => Math.round(ms * 10) / 10;

export function requestLog(options: RequestLogOptions = {}) {
  const write = options.write ?? ((line: string) => console.log(line));
  const newId = options.newId ?? (() => crypto.randomUUID());
  return createMiddleware<AppEnv>(async function requestLogMiddleware(c, next) {
    const started = performance.now();
    const ray = c.req.header('cf-ray');
    const id = ray && /^[A-Za-z0-9-]{1,64}$/.test(ray) ? ray : newId();
    const timing = createTiming();
    c.set('requestId', id);
    c.set('timing', timing);
    await next();
    const total = performance.now() - started;
    timing.add('total', total);
    const entries = timing.entries();
    setHeaders(c, { 'server-timing': entries.map(([name, ms]) => `${name};dur=${round(ms)}`).join(', ') });
    const outcome = c.get('cacheOutcome');
    let route = c.get('route') ?? '';
    try {
      route ||= routePath(c, -1);
    } catch {
      route = '';
    }
    // The worker tests run thousands of requests: their lines would bury the test output.
    if (c.env?.ENVIRONMENT === 'test' && !options.write) return;
    write(
      JSON.stringify({
        request_id: id,
        method: c.req.method,
        path: new URL(c.req.url).pathname,
        route,
        status: c.res.status,
        cache: outcome?.kind ?? null,
        cache_status: c.res.headers.get('cache-status'),
        timings: Object.fromEntries(entries.map(([name, ms]) => [name, round(ms)])),
      }),
    );
  });
}
