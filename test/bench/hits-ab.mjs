// A/B of page cache hits between two builds on the same host (the budget: a hit serves
// at least 0.8× the requests of /healthz): `node test/bench/hits-ab.mjs <other worktree> [slices] [seconds]`.
// Each side must have its production build (build.mjs and `wrangler deploy --dry-run --outdir dist/worker`).
// The host is shared and its load moves within seconds, so the runs are short slices (`seconds`,
// default 1, × 10 connections), interleaved: per slice, each side (the order alternating) runs
// /healthz and the product, category and home hits (the order rotating). Each path's requests
// and workerd CPU are summed over the slices, so every path of both sides sees the same load.
// Prints per side and path: req/s, req/s as a share of that side's /healthz, CPU per request
// and as a multiple of that side's /healthz; and the load average over the run.
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { serveBuild } from './server.mjs';
import { groupCpuMs, loadAverage } from './cpu.mjs';
import { BROWSER_HEADERS } from './routes.mjs';
import { warmHit } from './page-cache.mjs';

const [other, slicesArg, secondsArg] = process.argv.slice(2);
if (!other) throw new Error('usage: node test/bench/hits-ab.mjs <other worktree> [slices] [seconds]');
const SLICES = Number(slicesArg ?? 12);
const SECONDS = Number(secondsArg ?? 1);
const CONNECTIONS = 10;
const PATHS = { healthz: '/healthz', product: '/en-us/p/aurora-classic', category: '/en-us/c/skis/classic', home: '/' };
const r2 = (n) => Math.round(n * 100) / 100;

async function run(side, path, seconds = SECONDS) {
  const before = groupCpuMs(side.pgid).workerd;
  const result = await new Promise((ok, fail) =>
    autocannon({ url: `${side.url}${path}`, connections: CONNECTIONS, duration: seconds, headers: BROWSER_HEADERS, timeout: 10 }, (e, r) =>
      e ? fail(e) : ok(r),
    ),
  );
  const cpuMs = groupCpuMs(side.pgid).workerd - before;
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad) console.log(`  ${side.name} ${path}: ${bad} answers were not 2xx or failed`);
  return { requests: result.requests.total, seconds: result.duration, cpuMs };
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
    for (const path of Object.values(PATHS)) await run(side, path, 3);
  }
  console.log(`a = ${sides[0].dir}, b = ${sides[1].dir}; ${SLICES} slices of ${SECONDS} s × ${CONNECTIONS} connections per path`);
  const totals = Object.fromEntries(
    sides.map((s) => [s.name, Object.fromEntries(Object.keys(PATHS).map((p) => [p, { requests: 0, seconds: 0, cpuMs: 0 }]))]),
  );
  const loads = [];
  const names = Object.keys(PATHS);
  for (let slice = 0; slice < SLICES; slice++) {
    loads.push(loadAverage()[0]);
    for (const side of slice % 2 ? [...sides].reverse() : sides) {
      for (let i = 0; i < names.length; i++) {
        const name = names[(i + slice) % names.length];
        const r = await run(side, PATHS[name]);
        const t = totals[side.name][name];
        t.requests += r.requests;
        t.seconds += r.seconds;
        t.cpuMs += r.cpuMs;
      }
    }
  }
  console.log(`load average (1 min) over the slices: ${Math.min(...loads)}–${Math.max(...loads)}`);
  for (const side of sides) {
    const t = totals[side.name];
    const h = { rps: t.healthz.requests / t.healthz.seconds, cpu: t.healthz.cpuMs / t.healthz.requests };
    const cells = [`healthz ${Math.round(h.rps)} req/s, ${r2(h.cpu)} ms CPU`];
    for (const name of names.slice(1)) {
      const rps = t[name].requests / t[name].seconds;
      const cpu = t[name].cpuMs / t[name].requests;
      cells.push(`${name} ${Math.round(rps)} req/s = ${r2(rps / h.rps)}×, ${r2(cpu)} ms CPU = ${r2(cpu / h.cpu)}×`);
    }
    console.log(`${side.name}: ${cells.join('; ')}`);
  }
} finally {
  for (const side of sides) side.stop?.();
}
