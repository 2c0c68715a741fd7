// npm run bench: figures of the production Worker on this machine, one line each, then a
// JSON summary and the budgets as PASS/FAIL lines (exit 1 on any FAIL).
//
// BENCH_SECONDS (default 10) sets each throughput run; BENCH_CONNECTIONS (default 10) its
// concurrency; BENCH_LH_RUNS (default 3) the Lighthouse runs per page (median kept).
import { cpus, totalmem, platform, release } from 'node:os';
import { writeFileSync, mkdirSync } from 'node:fs';
import { buildProduction, startServer } from './server.mjs';
import { discoverPages } from './routes.mjs';
import { measureThroughput } from './throughput.mjs';
import { measureStreaming } from './streaming.mjs';
import { measurePageSizes, workerSize } from './sizes.mjs';
import { measureLoadedJs } from './loaded-js.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { measureAxe, IMPACTS } from './axe.mjs';
import { checkBudgets } from './budgets.mjs';
import { measureRenderCost } from './render-cost.mjs';
import { renderBudgets } from './render-budgets.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LH_RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
// BENCH_ONLY=render: only issue 15's CPU and HTML figures (and their budgets), for a quick run.
const ONLY_RENDER = process.env.BENCH_ONLY === 'render';
const DEFER_DELAY_MS = 300;
// The whole bench must end on its own; past this something hangs and the run fails.
const HARD_LIMIT_MS = 10 * 60_000;

const started = Date.now();
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const pad = (text, width) => String(text).padEnd(width);
const line = (text) => console.log(text);

const watchdog = setTimeout(() => {
  console.error(`bench: still running after ${HARD_LIMIT_MS / 60_000} minutes, giving up`);
  process.exit(2);
}, HARD_LIMIT_MS);
watchdog.unref();

function machine() {
  const cpu = cpus();
  return { cpus: cpu.length, cpuModel: cpu[0]?.model ?? 'unknown', memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version, os: `${platform()} ${release()}` };
}

async function withServer(vars, work) {
  const server = await startServer({ vars });
  try {
    return await work(server.url, server);
  } finally {
    await server.stop();
  }
}

async function main() {
  const figures = { machine: machine(), date: new Date().toISOString() };
  line(`machine: ${figures.machine.cpus} × ${figures.machine.cpuModel}, ${figures.machine.memoryGiB} GiB, Node ${figures.machine.node}, ${figures.machine.os}`);

  await buildProduction();
  figures.sizes = { worker: workerSize() };

  await withServer({}, async (base, server) => {
    const discovered = await discoverPages(base);
    const { pages } = discovered;
    figures.pages = pages;
    line(`pages: ${Object.entries(pages).map(([name, path]) => `${name} ${path}`).join(', ')}`);
    figures.render = await measureRenderCost(base, server.pid, discovered, { seconds: SECONDS, connections: CONNECTIONS, line });
    if (ONLY_RENDER) return;

    figures.throughput = {};
    const targets = { healthz: '/healthz', home: pages.home, category: pages.category, product: pages.product };
    for (const [name, path] of Object.entries(targets)) {
      figures.throughput[name] = await measureThroughput(base, path, { seconds: SECONDS, connections: CONNECTIONS });
    }
    const baseline = figures.throughput.healthz.rps;
    for (const [name, t] of Object.entries(figures.throughput)) {
      t.ratio = Math.round((t.rps / baseline) * 1000) / 1000;
      line(`throughput ${pad(name, 9)} ${pad(t.path, 34)} ${pad(`${t.rps} req/s`, 12)} p50 ${t.p50} ms  p99 ${t.p99} ms  ratio to /healthz ${t.ratio}  (${CONNECTIONS} connections, ${SECONDS} s)`);
    }

    figures.sizes.pages = await measurePageSizes(base, pages);
    const loaded = await measureLoadedJs(base, pages);
    for (const [name, s] of Object.entries(figures.sizes.pages)) {
      const seen = loaded[name];
      // The page's figure is the larger of what the HTML asks for at load and what Chromium fetched.
      s.loaded = seen;
      s.budgetGzip = Math.max(s.jsGzip, seen.maxGzip);
      line(`size js   ${pad(name, 9)} ${pad(kb(s.budgetGzip), 9)} gzip before interaction  (HTML: ${kb(s.jsGzip)} in ${s.jsFiles.length} files, islands at load: ${s.islands.join(', ') || 'none'}; `
        + `Chromium fetched ${kb(seen.mobile.gzip)} at 412 px, ${kb(seen.desktop.gzip)} at 1350 px; `
        + `+${kb(s.deferredGzip)} when scrolled into reach: ${s.deferredIslands.join(', ') || 'none'})`);
    }
    // Where the product page's bytes go, largest first: what to split when its budget fails.
    line(`size js   product by file: ${figures.sizes.pages.product.jsFiles.slice(0, 6).map((f) => `${f.url.replace('/assets/', '')} ${kb(f.gzip)}`).join(', ')}`);
    line(`size css  ${pad('all', 9)} ${pad(kb(figures.sizes.pages.home.cssGzip), 9)} gzip`);
    line(`size worker          ${pad(kb(figures.sizes.worker.gzip), 9)} gzip  (${kb(figures.sizes.worker.raw)} raw, as \`wrangler deploy\` uploads it)`);

    figures.lighthouse = await measureLighthouse(base, pages, { runs: LH_RUNS });
    for (const [name, r] of Object.entries(figures.lighthouse)) {
      line(`lighthouse ${pad(name, 9)} perf ${r.performance}  a11y ${r.accessibility}  best-practices ${r.bestPractices}  seo ${r.seo}  FCP ${r.fcpMs} ms  LCP ${r.lcpMs} ms  TBT ${r.tbtMs} ms  CLS ${r.cls}  (mobile, median of ${r.runs}; CPU benchmark ${r.benchmarkIndex})`);
      for (const [category, audits] of Object.entries(r.failing)) {
        for (const audit of audits) line(`  lighthouse ${name} ${category}: ${audit.id} (${audit.title}) score ${audit.score} ${audit.displayValue} ${audit.items.join(' | ')}`.trimEnd());
      }
    }

    figures.axe = await measureAxe(base, pages);
    for (const [name, a] of Object.entries(figures.axe)) {
      line(`axe       ${pad(name, 9)} ${IMPACTS.map((impact) => `${impact} ${a.counts[impact]}`).join('  ')}  (elements, mobile + desktop)`);
      for (const rule of a.rules) line(`  axe ${name} ${rule.viewport} ${rule.impact}: ${rule.id} ×${rule.nodes} (${rule.help}) e.g. ${rule.example}`);
    }
  });

  if (ONLY_RENDER) return finish(figures, renderBudgets(figures));
  await withServer({ BENCH_DEFER_DELAY_MS: String(DEFER_DELAY_MS) }, async (base) => {
    figures.streaming = { deferDelayMs: DEFER_DELAY_MS, ...(await measureStreaming(base, figures.pages.product)) };
    const s = figures.streaming;
    line(`streaming product ${s.path} (deferred calls +${DEFER_DELAY_MS} ms): first byte ${s.ttfbMs} ms (max ${s.ttfbMaxMs}), last byte ${s.lastByteMs} ms (min ${s.lastByteMinMs}), ${s.chunks} chunks, median of ${s.runs}`);
  });

  return finish(figures, checkBudgets(figures));
}

function finish(figures, budgets) {
  figures.budgets = budgets;
  figures.seconds = Math.round((Date.now() - started) / 1000);
  mkdirSync('dist/bench', { recursive: true });
  writeFileSync('dist/bench/latest.json', `${JSON.stringify(figures, null, 2)}\n`);
  line(`JSON ${JSON.stringify({ ...figures, axe: Object.fromEntries(Object.entries(figures.axe ?? {}).map(([k, v]) => [k, v.counts])) })}`);
  for (const b of figures.budgets) line(`${b.pass ? 'PASS' : 'FAIL'} ${b.name}: ${b.detail}`);
  const failed = figures.budgets.filter((b) => !b.pass).length;
  line(`bench: ${figures.budgets.length - failed} budgets passed, ${failed} failed, in ${figures.seconds} s (full figures in dist/bench/latest.json)`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`bench failed: ${error.stack ?? error}`);
    process.exit(1);
  },
);
