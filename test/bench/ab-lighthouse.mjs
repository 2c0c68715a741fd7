// A/B of Lighthouse (mobile) between two builds on the same host, alternating so that both
// sides see the same load: `node test/bench/ab-lighthouse.mjs <other worktree> [rounds] [pages]`
// (pages: home,category,product). Each side must have its production build (build.mjs and
// `wrangler deploy --dry-run --outdir dist/worker`). Prints per run the score, FCP, LCP, TBT
// and Lighthouse's CPU benchmark index, and from the trace what the main thread spent after
// first paint: its tasks' CPU time (`tdur`, which a busy host does not inflate as it does wall
// time), the blocking time those would give at Lighthouse's 4× CPU slowdown, and the longest
// tasks with what ran in them. The reports go to dist/bench/ab/ (open the .json in the viewer).
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import * as chromeLauncher from 'chrome-launcher';
import { CHROME_FLAGS, chromePath } from './lighthouse.mjs';
import { freePort, serveBuild } from './server.mjs';
import { BROWSER_HEADERS } from './routes.mjs';
import { loadAverage } from './cpu.mjs';

const [other, roundsArg, pagesArg] = process.argv.slice(2);
if (!other) throw new Error('usage: node test/bench/ab-lighthouse.mjs <other worktree> [rounds] [home,category,product]');
const ROUNDS = Number(roundsArg ?? 2);
const ALL = { home: '/', category: '/en-us/c/skis/classic', product: '/en-us/p/aurora-classic' };
const PAGES = Object.fromEntries((pagesArg ?? 'home,category,product').split(',').map((name) => [name, ALL[name]]));
// AB_CPU_SLOWDOWN=12 has Lighthouse's simulation slow the CPU 12× instead of its mobile 4×: as
// if this host were three times slower (a fast, quiet host hides what a slow one shows). Not
// Lighthouse's standard figure: for comparing the two sides only.
const SLOWDOWN = Number(process.env.AB_CPU_SLOWDOWN ?? 4);
const OUT = 'dist/bench/ab';

/** The page's renderer main thread: the CrRendererMain with the most task time. */
function mainThread(events) {
  const names = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best = null;
  let bestTime = -1;
  for (const t of names) {
    const time = events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask').reduce((sum, e) => sum + (e.dur ?? 0), 0);
    if (time > bestTime) [best, bestTime] = [t, time];
  }
  return best;
}

/** What a task spent its time on: its heaviest child events (script URL for an evaluation). */
function label(task, children) {
  const inside = children.filter((e) => e.ts >= task.ts && e.ts < task.ts + task.dur && e.dur >= 1000);
  const parts = inside
    .filter((e) =>
      [
        'EvaluateScript',
        'v8.compileModule',
        'v8.evaluateModule',
        'FunctionCall',
        'ParseHTML',
        'Layout',
        'UpdateLayoutTree',
        'Paint',
        'TimerFire',
        'EventDispatch',
        'FireAnimationFrame',
        'RunMicrotasks',
        'v8.run',
        'MajorGC',
        'MinorGC',
      ].includes(e.name),
    )
    .sort((a, b) => (b.tdur ?? b.dur) - (a.tdur ?? a.dur))
    .slice(0, 3)
    .map((e) => {
      const url = e.args?.data?.url ?? e.args?.fileName ?? e.args?.data?.functionName ?? '';
      return `${e.name}${url ? ` ${String(url).replace(/^.*\/assets\//, '')}` : ''} ${Math.round((e.tdur ?? e.dur) / 1000)}`;
    });
  return parts.join(', ');
}

function traceFigures(trace, lhr) {
  const events = trace.traceEvents;
  const main = mainThread(events);
  if (!main) return null;
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const nav =
    events.find((e) => e.name === 'navigationStart' && e.pid === main.pid && e.args?.data?.isLoadingMainFrame)?.ts ?? onMain[0].ts;
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid);
  const fcp = fcpEvent ? fcpEvent.ts : nav;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts >= fcp);
  const ms = (us) => us / 1000;
  const cpu = tasks.reduce((sum, t) => sum + ms(t.tdur ?? t.dur), 0);
  const blocking = (key) => tasks.reduce((sum, t) => sum + Math.max(0, ms(t[key] ?? t.dur) * SLOWDOWN - 50), 0);
  const top = [...tasks]
    .sort((a, b) => (b.tdur ?? b.dur) - (a.tdur ?? a.dur))
    .slice(0, 4)
    .map((t) => `${Math.round(ms(t.tdur ?? t.dur))}/${Math.round(ms(t.dur))} ms @${Math.round(ms(t.ts - nav))} [${label(t, onMain)}]`);
  return {
    observedFcpMs: Math.round(ms(fcp - nav)),
    cpuAfterFcpMs: Math.round(cpu),
    tbtFromCpuMs: Math.round(blocking('tdur')),
    tbtFromWallMs: Math.round(blocking('dur')),
    top,
    // Lighthouse's own long tasks: simulated (×4 CPU, ×2 for layout) on its own timeline.
    simulated: (lhr.audits['long-tasks'].details?.items ?? [])
      .slice(0, 5)
      .map((item) => `${Math.round(item.duration)} @${Math.round(item.startTime)} ${String(item.url).replace(/^https?:\/\/[^/]+/, '')}`),
  };
}

async function serve(cwd) {
  const server = await serveBuild(cwd);
  for (const path of Object.values(PAGES)) await (await fetch(`${server.url}${path}`, { headers: BROWSER_HEADERS })).arrayBuffer();
  return server;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const sides = { a: await serve(resolve(other)), b: await serve(process.cwd()) };
const chrome = await chromeLauncher.launch({
  chromePath: chromePath(),
  chromeFlags: CHROME_FLAGS,
  logLevel: 'silent',
  port: await freePort(),
});
mkdirSync(OUT, { recursive: true });
const figures = {};
try {
  console.log(`a = ${resolve(other)}, b = ${process.cwd()}; CPU slowdown ${SLOWDOWN}×; load ${loadAverage().join(' ')}`);
  for (let round = 0; round < ROUNDS; round++)
    for (const [page, path] of Object.entries(PAGES))
      for (const side of round % 2 ? ['b', 'a'] : ['a', 'b']) {
        const run = () =>
          lighthouse(`${sides[side].url}${path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: SLOWDOWN },
          });
        // NO_NAVSTART: a trace recorded without its navigation; Lighthouse asks to run again.
        let result = await run();
        for (let retry = 0; retry < 2 && result.lhr.runtimeError?.code === 'NO_NAVSTART'; retry++) result = await run();
        const { lhr, artifacts } = result;
        writeFileSync(`${OUT}/${page}-${side}-${round}.json`, result.report);
        if (process.env.AB_TRACE) writeFileSync(`${OUT}/${page}-${side}-${round}.trace.json`, JSON.stringify(result.artifacts.Trace));
        const a = lhr.audits;
        const t = traceFigures(artifacts.Trace, lhr);
        const row = {
          perf: Math.round(lhr.categories.performance.score * 100),
          others: ['accessibility', 'best-practices', 'seo'].map((c) => Math.round(lhr.categories[c].score * 100)).join('/'),
          fcp: Math.round(a['first-contentful-paint'].numericValue),
          lcp: Math.round(a['largest-contentful-paint'].numericValue),
          tbt: Math.round(a['total-blocking-time'].numericValue),
          cls: a['cumulative-layout-shift'].numericValue,
          bench: Math.round(lhr.environment.benchmarkIndex),
          ...t,
        };
        (figures[page] ??= { a: [], b: [] })[side].push(row);
        console.log(
          `${page.padEnd(9)} ${side} r${round}: perf ${row.perf} (${row.others}) FCP ${row.fcp} LCP ${row.lcp} TBT ${row.tbt} CLS ${row.cls} (CPU benchmark ${row.bench}); ` +
            `after FCP: CPU ${row.cpuAfterFcpMs} ms, TBT from CPU×${SLOWDOWN} ${row.tbtFromCpuMs}, from wall×${SLOWDOWN} ${row.tbtFromWallMs}\n      top (CPU/wall ms @start): ${row.top?.join(' | ')}\n      simulated long tasks (ms @start): ${row.simulated?.join(' | ')}`,
        );
      }
  for (const [page, f] of Object.entries(figures))
    for (const side of ['a', 'b'])
      console.log(
        `${page.padEnd(9)} ${side} median perf ${median(f[side].map((r) => r.perf))} FCP ${median(f[side].map((r) => r.fcp))} LCP ${median(f[side].map((r) => r.lcp))} TBT ${median(f[side].map((r) => r.tbt))} CPU after FCP ${median(f[side].map((r) => r.cpuAfterFcpMs))} TBT from CPU ${median(f[side].map((r) => r.tbtFromCpuMs))}`,
      );
  console.log(`load after ${loadAverage().join(' ')}`);
} finally {
  await chrome.kill();
  sides.a.stop();
  sides.b.stop();
}
process.exit(0);
