/**
 * The bench's Worker entry: the production app built with the bench's hooks (createApp's
 * `bench` option), which only this entry passes. The bench names them as vars of its own
 * server (test/bench/server.mjs startServer `vars`); the production entry (worker/app.ts)
 * never reads them, so no var of a deploy can switch them on.
 *
 *   BENCH_STATS=true         GET /healthz?data answers the isolate's document memo size
 *   BENCH_DEFER_DELAY_MS=n   deferred commerce calls wait n ms
 *   BENCH_PORT_DELAY_MS=n    every port call waits n ms, as a remote service would
 */
import worker, { createApp, type BenchOptions } from '../../worker/app';
import type { Env } from '../../worker/env';

export { CartDurableObject, CustomerSessionsDurableObject, LoginThrottleDurableObject } from '../../worker/app';

type BenchEnv = Env & { BENCH_STATS?: string; BENCH_DEFER_DELAY_MS?: string; BENCH_PORT_DELAY_MS?: string };

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
    return app.fetch(request, env, ctx);
  },
  scheduled: worker.scheduled,
};
