// SSR throughput with autocannon (this process) against the Worker (its own process group).
import autocannon from 'autocannon';
import { BROWSER_HEADERS } from './routes.mjs';

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
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
  const result = await cannon({ url, connections, duration: seconds, headers: BROWSER_HEADERS, timeout: 10 });
  return {
    path,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
