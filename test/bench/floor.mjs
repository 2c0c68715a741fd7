// CPU per request of a few paths on one production server (anonymous), in the order given:
// `node test/bench/floor.mjs [seconds] [name=path,...]`. For finding the fixed cost of a
// request (`/healthz` is Miniflare plus the Worker's first middleware) beside the pages'.
// FLOOR_SESSION=1 sends the bench's session cookie (a cart with one line) with every request.
import { serveBuild } from './server.mjs';
import { measureCpu, loadAverage, nodeBenchmarkIndex, sessionCookie } from './cpu.mjs';
import { BROWSER_HEADERS, discoverPages, purchasable } from './routes.mjs';

const SECONDS = Number(process.argv[2] ?? 4);
const PAGES = Object.fromEntries(
  (
    process.argv[3] ??
    'healthz=/healthz,notFound=/en-us/no-such-page-loipe-bench,home=/,category=/en-us/c/skis/classic,product=/en-us/p/aurora-classic'
  )
    .split(',')
    .map((pair) => pair.split('=')),
);

const server = await serveBuild();
const { url } = server;
try {
  console.log(`CPU benchmark ${await nodeBenchmarkIndex()}, load ${loadAverage().join(' ')}`);
  let cookie = null;
  if (process.env.FLOOR_SESSION) {
    const { product } = await discoverPages(url);
    const variant = purchasable(product) ?? product.variants?.[0];
    cookie = await sessionCookie(url, { productId: product.id, variantId: variant.id });
  }
  for (const [name, path] of Object.entries(PAGES)) {
    await (await fetch(`${url}${path}`, { headers: BROWSER_HEADERS })).arrayBuffer();
    const expect = name === 'notFound' ? 404 : 200;
    const m = await measureCpu(url, server.pgid, path, { seconds: SECONDS, connections: 10, expect, cookie });
    console.log(`${name.padEnd(9)} ${String(m.cpuMsPerRequest).padStart(6)} ms  (${m.requests} requests, unexpected ${m.unexpected})`);
  }
  console.log(`load after ${loadAverage().join(' ')}`);
} finally {
  server.stop();
}
process.exit(0);
