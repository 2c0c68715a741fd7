// SSR throughput with autocannon (this process) against the Worker (its own process group).
import autocannon from 'autocannon';
import { BROWSER_HEADERS } from './routes.mjs';

/** One autocannon run; `kinds` counts its request errors by code (ECONNRESET, a timeout, ...). */
function cannon(options, kinds = new Map()) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    instance.on('reqError', (error) => {
      const kind = error?.code ?? error?.message ?? 'unknown';
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    });
  });
}

/**
 * Requests/s and latency of one path: a short warm-up (JIT, isolate caches), then the
 * measured run. Every response must be the status the page is meant to answer; anything
 * else is counted, so a figure taken from error pages shows up as such.
 */
export async function measureThroughput(base, path, { seconds, connections }) {
  const url = `${base}${path}`;
  await cannon({ url, connections, duration: 1, headers: BROWSER_HEADERS });
  const kinds = new Map();
  const result = await cannon({ url, connections, duration: seconds, headers: BROWSER_HEADERS, timeout: 10 }, kinds);
  return {
    path,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    /** What the errors were, e.g. `ECONNRESET ×10`: a failed check says so. */
    errorKinds: [...kinds].map(([kind, n]) => `${kind} ×${n}`).join(', '),
  };
}
