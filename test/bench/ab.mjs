// A/B of CPU per request between two builds on the same host, alternating so that both
// sides see the same load: `node test/bench/ab.mjs <other worktree> [rounds] [seconds]`.
// Each side must have its production build (`npm run bench` once, or build.mjs and
// `wrangler deploy --dry-run --outdir dist/worker`). Prints, per page, each round's
// milliseconds of workerd CPU per request (anonymous) for both sides and the medians.
// AB_SESSION=1 asks with the bench's session cookie (a cart with one line) made on each side;
// AB_PAGES=product,home measures those pages only. Pages are rendered (`PAGE_CACHE=off`, as the
// bench's render figures; AB_PAGE_CACHE=on measures hits) and /healthz is measured beside them.
// AB_CONNECTIONS (default 10): at 2 the rounds of one side agree within a few percent on a
// 2-core host, where at 10 one round in three can move by 10–15%.
import { resolve } from 'node:path';
import { serveBuild } from './server.mjs';
import { measureCpu, loadAverage, nodeBenchmarkIndex, sessionCookie } from './cpu.mjs';
import { BROWSER_HEADERS, discoverPages, purchasable } from './routes.mjs';

const [other, roundsArg, secondsArg] = process.argv.slice(2);
if (!other) throw new Error('usage: node test/bench/ab.mjs <other worktree> [rounds] [seconds]');
const ROUNDS = Number(roundsArg ?? 3);
const SECONDS = Number(secondsArg ?? 4);
const ALL_PAGES = { healthz: '/healthz', home: '/', category: '/en-us/c/skis/classic', product: '/en-us/p/aurora-classic' };
const CONNECTIONS = Number(process.env.AB_CONNECTIONS ?? 10);
const SERVE_ARGS = process.env.AB_PAGE_CACHE === 'on' ? [] : ['--var', 'PAGE_CACHE:off'];
const PAGES = Object.fromEntries(
  Object.entries(ALL_PAGES).filter(
    ([name]) => !process.env.AB_PAGES || name === 'healthz' || process.env.AB_PAGES.split(',').includes(name),
  ),
);

async function serve(cwd) {
  const server = await serveBuild(cwd, SERVE_ARGS);
  const { url } = server;
  for (const path of Object.values(PAGES)) await (await fetch(`${url}${path}`, { headers: BROWSER_HEADERS })).arrayBuffer();
  if (process.env.AB_SESSION) {
    const { product } = await discoverPages(url);
    const variant = purchasable(product) ?? product.variants?.[0];
    server.cookie = await sessionCookie(url, { productId: product.id, variantId: variant.id });
  }
  return server;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const sides = { a: await serve(resolve(other)), b: await serve(process.cwd()) };
try {
  console.log(
    `a = ${resolve(other)}, b = ${process.cwd()}${process.env.AB_SESSION ? ', with a session' : ''}; CPU benchmark ${await nodeBenchmarkIndex()}, load ${loadAverage().join(' ')}`,
  );
  // One round per side and page first, not counted: the first seconds of an isolate run colder code.
  for (const path of Object.values(PAGES))
    for (const side of ['a', 'b'])
      await measureCpu(sides[side].url, sides[side].pgid, path, { seconds: 2, connections: CONNECTIONS, cookie: sides[side].cookie });
  const figures = {};
  for (let round = 0; round < ROUNDS; round++)
    for (const [page, path] of Object.entries(PAGES))
      for (const side of round % 2 ? ['b', 'a'] : ['a', 'b']) {
        const m = await measureCpu(sides[side].url, sides[side].pgid, path, {
          seconds: SECONDS,
          connections: CONNECTIONS,
          cookie: sides[side].cookie,
        });
        (figures[page] ??= { a: [], b: [] })[side].push(m.cpuMsPerRequest);
      }
  for (const [page, f] of Object.entries(figures))
    console.log(
      `${page.padEnd(9)} a ${f.a.join(' / ')} (median ${median(f.a)})  b ${f.b.join(' / ')} (median ${median(f.b)})  b/a ${(median(f.b) / median(f.a)).toFixed(2)}`,
    );
  console.log(`load after ${loadAverage().join(' ')}`);
} finally {
  sides.a.stop();
  sides.b.stop();
}
process.exit(0);
