/**
 * The bench's Worker entry: the production app built with the bench's hooks (createApp's
 * `bench` option), which only this entry passes. The bench names them as vars of its own
 * server (test/bench/server.mjs startServer `vars`); the production entry (worker/app.ts)
 * never reads them, so no var of a deploy can switch them on.
 *
 *   BENCH_STATS=true         GET /healthz?data answers the isolate's document memo size
 *   BENCH_DEFER_DELAY_MS=n   deferred commerce calls wait n ms
 *   BENCH_PORT_DELAY_MS=n    every port call waits n ms, as a remote service would
 *   BENCH_UPSTREAM_TAG=true  a request's `x-bench-kind` header goes on to every outbound fetch
 *                            made on its behalf (its render, deferred parts, refreshes), so the
 *                            hosted load's doubles count upstream calls per page view
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import worker, { createApp, type BenchOptions } from '../../worker/app';
import type { Env } from '../../worker/env';

export { CartDurableObject, CustomerSessionsDurableObject, LoginThrottleDurableObject } from '../../worker/app';

type BenchEnv = Env & { BENCH_STATS?: string; BENCH_DEFER_DELAY_MS?: string; BENCH_PORT_DELAY_MS?: string; BENCH_UPSTREAM_TAG?: string };

const KIND_HEADER = 'x-bench-kind';
const kinds = new AsyncLocalStorage<string>();
let tagging = false;

/** Wraps the global fetch once: an outbound call made inside a tagged request carries its kind. */
function tagUpstreamCalls(): void {
  if (tagging) return;
  tagging = true;
  const untagged = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const kind = kinds.getStore();
    if (!kind) return untagged(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set(KIND_HEADER, kind);
    return untagged(input, { ...init, headers });
  };
}

export function benchOptions(env: BenchEnv): BenchOptions {
  return {
    stats: env.BENCH_STATS === 'true',
    deferDelayMs: Number(env.BENCH_DEFER_DELAY_MS ?? 0) || 0,
    portDelayMs: Number(env.BENCH_PORT_DELAY_MS ?? 0) || 0,
  };
}

// The app, once per isolate (a settled value: a server's vars do not change while it runs).
let app: ReturnType<typeof createApp> | undefined;

export default {
  fetch(request: Request, env: BenchEnv, ctx: ExecutionContext) {
    app ??= createApp({ bench: benchOptions(env) });
    const kind = env.BENCH_UPSTREAM_TAG === 'true' ? request.headers.get(KIND_HEADER) : null;
    if (!kind) return app.fetch(request, env, ctx);
    tagUpstreamCalls();
    return kinds.run(kind, () => app!.fetch(request, env, ctx));
  },
  scheduled: worker.scheduled,
};
