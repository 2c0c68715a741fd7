// A/B of page cache hits between two builds on the same host (issue 26's budget: a hit serves
// at least 0.8× the requests of /healthz): `node test/bench/hits-ab.mjs <other worktree> [rounds] [seconds]`.
// Each side must have its production build (build.mjs and `wrangler deploy --dry-run --outdir dist/worker`).
// Per round, side a then side b (b first on odd rounds, so neither always runs second): /healthz,
// then the product, category and home hits of that side, each `seconds` × 10 connections. Prints
// each run's req/s, the page's share of its own side's /healthz in that round, the workerd CPU
// per request as a multiple of that /healthz's, and the load average beside each round; then the medians.
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { serveBuild } from './server.mjs';
import { groupCpuMs, loadAverage } from './cpu.mjs';
import { BROWSER_HEADERS } from './routes.mjs';
import { warmHit } from './page-cache.mjs';

const [other, roundsArg, secondsArg] = process.argv.slice(2);
if (!other) throw new Error('usage: node test/bench/hits-ab.mjs <other worktree> [rounds] [seconds]');
const ROUNDS = Number(roundsArg ?? 3);
const SECONDS = Number(secondsArg ?? 5);
const CONNECTIONS = 10;
const PATHS = { healthz: '/healthz', product: '/en-us/p/aurora-classic', category: '/en-us/c/skis/classic', home: '/' };
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const r2 = (n) => Math.round(n * 100) / 100;

async function run(side, path) {
  const before = groupCpuMs(side.pgid).workerd;
  const result = await new Promise((ok, fail) =>
    autocannon({ url: `${side.url}${path}`, connections: CONNECTIONS, duration: SECONDS, headers: BROWSER_HEADERS, timeout: 10 }, (e, r) =>
      e ? fail(e) : ok(r),
    ),
  );
  const cpu = (groupCpuMs(side.pgid).workerd - before) / Math.max(1, result.requests.total);
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad) console.log(`  ${side.name} ${path}: ${bad} answers were not 2xx or failed`);
  return { rps: result.requests.average, cpu };
}

const sides = [
  { name: 'a', dir: resolve(other) },
  { name: 'b', dir: process.cwd() },
];
for (const side of sides) Object.assign(side, await serveBuild(side.dir));
try {
  for (const side of sides) {
    for (const [name, path] of Object.entries(PATHS)) if (name !== 'healthz') await warmHit(side.url, path);
    // Not counted: the first seconds of an isolate run colder code.
    for (const path of Object.values(PATHS)) await run({ ...side, pgid: side.pgid }, path);
  }
  console.log(`a = ${sides[0].dir}, b = ${sides[1].dir}; ${ROUNDS} rounds of ${SECONDS} s × ${CONNECTIONS} connections per run`);
  const ratios = { a: {}, b: {} };
  const cpus = { a: {}, b: {} };
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of round % 2 ? [...sides].reverse() : sides) {
      const load = loadAverage()[0];
      const h = await run(side, PATHS.healthz);
      const cells = [`healthz ${Math.round(h.rps)} req/s`];
      for (const [name, path] of Object.entries(PATHS)) {
        if (name === 'healthz') continue;
        const p = await run(side, path);
        (ratios[side.name][name] ??= []).push(p.rps / h.rps);
        (cpus[side.name][name] ??= []).push(p.cpu / h.cpu);
        cells.push(`${name} ${Math.round(p.rps)} req/s = ${r2(p.rps / h.rps)}×, CPU ${r2(p.cpu / h.cpu)}×`);
      }
      console.log(`round ${round + 1} ${side.name} (load ${load}): ${cells.join('; ')}`);
    }
  }
  for (const side of sides) {
    const cells = Object.keys(ratios[side.name]).map(
      (name) => `${name} ${r2(median(ratios[side.name][name]))}× /healthz req/s, CPU ${r2(median(cpus[side.name][name]))}×`,
    );
    console.log(`median ${side.name}: ${cells.join('; ')}`);
  }
} finally {
  for (const side of sides) side.stop?.();
}
