// The app's router, first match and warm: the Worker's routes (`app.routes` of
// worker/app.ts, bundled for Node with esbuild) put into Hono's routers, each in fresh Node
// processes, as a fresh isolate meets them: the time to add the routes, the first match of
// the product page, and a warm match (mean over a mix of page, API and media paths).
//
//   node test/bench/router.mjs [runs=5]
//
// `smart` is Hono's default (SmartRouter: RegExpRouter, then TrieRouter when RegExpRouter
// refuses a route); `trie` is what worker/app.ts names. Node's V8, not workerd's: compare
// the routers with each other, not with the Worker's own figures.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { loadAverage } from './cpu.mjs';

const RUNS = Number(process.argv[2] ?? 5);
const DIR = resolve('dist/bench/router');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// The routes as the app registers them (method and path), written by one bundle of the app;
// the routers are timed by another bundle holding Hono's routers only, so the app's own
// router (built at module init) does not warm the code under test.
const ROUTES = `
import { writeFileSync } from 'node:fs';
import { app } from '${resolve('worker/app.ts')}';
writeFileSync(process.argv[2], JSON.stringify(app.routes.map((r) => [r.method, r.path])));
`;
const TIMING = `
import { readFileSync } from 'node:fs';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { TrieRouter } from 'hono/router/trie-router';
import { SmartRouter } from 'hono/router/smart-router';
const [which, file] = process.argv.slice(2);
const routes = JSON.parse(readFileSync(file, 'utf8'));
const paths = ['/en-us/p/aurora-classic', '/en-us/c/skis/classic', '/', '/healthz', '/api/cart/abc/items', '/de-de/p/x', '/media/i/abc/x.jpg'];
const t0 = performance.now();
const router = which === 'smart' ? new SmartRouter({ routers: [new RegExpRouter(), new TrieRouter()] }) : new TrieRouter();
for (const [i, [method, path]] of routes.entries()) router.add(method, path, i);
const t1 = performance.now();
const handlers = router.match('GET', paths[0])[0].length;
const t2 = performance.now();
for (let i = 0; i < 2000; i++) router.match('GET', paths[i % paths.length]);
const N = 20000;
const t3 = performance.now();
for (let i = 0; i < N; i++) router.match('GET', paths[i % paths.length]);
const t4 = performance.now();
console.log(JSON.stringify({ routes: routes.length, handlers, addMs: t1 - t0, firstMs: t2 - t1, warmUs: ((t4 - t3) / N) * 1000 }));
`;

mkdirSync(DIR, { recursive: true });
writeFileSync(`${DIR}/routes-entry.ts`, ROUTES);
writeFileSync(`${DIR}/timing-entry.ts`, TIMING);
writeFileSync(`${DIR}/cloudflare-workers.js`, 'export class DurableObject { constructor(ctx, env) { this.ctx = ctx; this.env = env; } }\n');
const bundle = (name) =>
  build({
    entryPoints: [`${DIR}/${name}-entry.ts`],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: `${DIR}/${name}.mjs`,
    alias: { 'cloudflare:workers': `${DIR}/cloudflare-workers.js` },
    conditions: ['workerd', 'worker', 'browser'],
    jsx: 'automatic',
    nodePaths: [resolve('node_modules')],
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    logLevel: 'error',
  });
await Promise.all([bundle('routes'), bundle('timing')]);
const listed = spawnSync('node', [`${DIR}/routes.mjs`, `${DIR}/routes.json`], { encoding: 'utf8' });
if (listed.status !== 0) throw new Error(`routes: ${listed.stderr}`);

for (const which of ['smart', 'trie']) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const out = spawnSync('node', [`${DIR}/timing.mjs`, which, `${DIR}/routes.json`], { encoding: 'utf8' });
    if (out.status !== 0) throw new Error(`router ${which}: ${out.stderr}`);
    runs.push(JSON.parse(out.stdout.trim().split('\n').at(-1)));
  }
  const m = (key) => median(runs.map((r) => r[key])).toFixed(key === 'warmUs' ? 2 : 1);
  console.log(
    `${which.padEnd(5)} ${runs[0].routes} routes: add ${m('addMs')} ms, first match ${m('firstMs')} ms (${runs[0].handlers} handlers), warm ${m('warmUs')} µs/match; medians of ${RUNS} fresh processes; load average ${loadAverage().join(' ')}`,
  );
}
