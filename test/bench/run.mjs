// npm run bench: figures of the production Worker on this machine, one line each, then a
// JSON summary and the budgets as PASS/FAIL lines (exit 1 on any FAIL).
//
// BENCH_SECONDS (default 10) sets each throughput run; BENCH_CONNECTIONS (default 10) its
// concurrency; BENCH_LH_RUNS (default 3) the Lighthouse runs per page (median kept);
// BENCH_COLD_RUNS (default 5) the fresh isolates of the cold start; BENCH_SCALE (default 100)
// the catalog scale compared with ×1 in BENCH_SCALE_ROUNDS (default 3) rounds of
// BENCH_SCALE_SECONDS (default 5) per page and side; BENCH_CACHE_ROUNDS (default 3) the interleaved
// rounds of page cache hits and /healthz. BENCH_ONLY=scale,delay,... runs only
// those sections (render, cache, pages, streaming, delay, cold, scale) and says so: a partial run.
// BENCH_LH_PAGES=home,category,product runs Lighthouse on those pages only (a partial run too).
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
import { measureColdStart } from './coldstart.mjs';
import { buildScaledAssets, compareScales } from './scale.mjs';
import { memoSize, workerdMemory } from './memory.mjs';
import { measureSearch } from './search.mjs';
import { measurePageCache } from './page-cache.mjs';
import { loadAverage } from './cpu.mjs';
import { findChrome, noChromeMessage } from './chrome.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LH_RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const DEFER_DELAY_MS = 300;
const PORT_DELAY_MS = 50;
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 5);
const SCALE = Number(process.env.BENCH_SCALE ?? 100);
const SCALE_ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 3);
const SCALE_SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 5);
// render: CPU per request and HTML bytes (BENCH_ONLY=render for a quick run of those).
// cache: the page cache's hit and render figures (BENCH_ONLY=cache for a quick run of those).
const SECTIONS = ['render', 'cache', 'pages', 'streaming', 'delay', 'cold', 'scale'];
const ONLY = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',').map((s) => s.trim()) : SECTIONS;
for (const name of ONLY)
  if (!SECTIONS.includes(name)) throw new Error(`BENCH_ONLY: unknown section ${name} (sections: ${SECTIONS.join(', ')})`);
const runs = (section) => ONLY.includes(section);
const LH_PAGES = process.env.BENCH_LH_PAGES ? process.env.BENCH_LH_PAGES.split(',').map((s) => s.trim()) : null;
// The whole bench must end on its own; past this something hangs and the run fails.
const HARD_LIMIT_MS = 30 * 60_000;

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
  return {
    cpus: cpu.length,
    cpuModel: cpu[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    os: `${platform()} ${release()}`,
  };
}

async function withServer(vars, work, options = {}) {
  const server = await startServer({ vars, ...options });
  try {
    return await work(server.url, server);
  } finally {
    await server.stop();
  }
}

const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

async function main() {
  const figures = { machine: machine(), date: new Date().toISOString() };
  line(
    `machine: ${figures.machine.cpus} × ${figures.machine.cpuModel}, ${figures.machine.memoryGiB} GiB, Node ${figures.machine.node}, ${figures.machine.os}`,
  );

  // Said before the build, in words: Playwright's own error would come minutes later as a stack trace.
  if (runs('pages') && !findChrome()) {
    console.error(noChromeMessage());
    return 1;
  }
  if (ONLY !== SECTIONS) line(`partial run: BENCH_ONLY=${ONLY.join(',')}`);
  if (LH_PAGES) line(`partial run: BENCH_LH_PAGES=${LH_PAGES.join(',')}`);
  const wrangler = await buildProduction();
  figures.sizes = { worker: { ...workerSize(), wranglerGzipKiB: wrangler.gzipKiB } };
  line(
    `size worker          ${pad(kb(figures.sizes.worker.gzip), 9)} gzip  (${kb(figures.sizes.worker.raw)} raw, as \`wrangler deploy\` uploads it; wrangler says ${wrangler.gzipKiB} KiB gzip)`,
  );

  await withServer({}, async (base) => {
    const discovered = await discoverPages(base);
    const { pages } = discovered;
    figures.pages = pages;
    line(
      `pages: ${Object.entries(pages)
        .map(([name, path]) => `${name} ${path}`)
        .join(', ')}`,
    );
    // Renders, not cache hits: the render figures come from a server with the page cache off.
    if (runs('render'))
      figures.render = await withServer({ PAGE_CACHE: 'off' }, (renderBase, renderServer) =>
        measureRenderCost(renderBase, renderServer.group, discovered, { seconds: SECONDS, connections: CONNECTIONS, line }),
      );
    if (runs('cache')) figures.pageCache = await measurePageCache(discovered, { seconds: SECONDS, connections: CONNECTIONS, line });
    if (!runs('pages')) return;

    figures.throughput = {};
    const targets = { healthz: '/healthz', home: pages.home, category: pages.category, product: pages.product };
    for (const [name, path] of Object.entries(targets)) {
      figures.throughput[name] = await measureThroughput(base, path, { seconds: SECONDS, connections: CONNECTIONS });
    }
    const baseline = figures.throughput.healthz.rps;
    for (const [name, t] of Object.entries(figures.throughput)) {
      t.ratio = Math.round((t.rps / baseline) * 1000) / 1000;
      line(
        `throughput ${pad(name, 9)} ${pad(t.path, 34)} ${pad(`${t.rps} req/s`, 12)} p50 ${t.p50} ms  p99 ${t.p99} ms  ratio to /healthz ${t.ratio}  (${CONNECTIONS} connections, ${SECONDS} s)`,
      );
    }

    figures.search = await measureSearch(base, line);
    figures.sizes.pages = await measurePageSizes(base, pages);
    const loaded = await measureLoadedJs(base, pages);
    for (const [name, s] of Object.entries(figures.sizes.pages)) {
      const seen = loaded[name];
      // The page's figure is the larger of what the HTML asks for at load and what Chromium fetched.
      s.loaded = seen;
      s.budgetGzip = Math.max(s.jsGzip, seen.maxGzip);
      line(
        `size js   ${pad(name, 9)} ${pad(kb(s.budgetGzip), 9)} gzip before interaction  (HTML: ${kb(s.jsGzip)} in ${s.jsFiles.length} files, islands at load: ${s.islands.join(', ') || 'none'}; ` +
          `Chromium fetched ${kb(seen.mobile.gzip)} at 412 px, ${kb(seen.desktop.gzip)} at 1350 px; ` +
          `+${kb(s.deferredGzip)} when scrolled into reach: ${s.deferredIslands.join(', ') || 'none'})`,
      );
    }
    // Where the product page's bytes go, largest first: what to split when its budget fails.
    line(
      `size js   product by file: ${figures.sizes.pages.product.jsFiles
        .slice(0, 6)
        .map((f) => `${f.url.replace('/assets/', '')} ${kb(f.gzip)}`)
        .join(', ')}`,
    );
    line(`size css  ${pad('all', 9)} ${pad(kb(figures.sizes.pages.home.cssGzip), 9)} gzip`);

    const lighthousePages = LH_PAGES ? Object.fromEntries(LH_PAGES.map((name) => [name, pages[name]])) : pages;
    for (const [name, path] of Object.entries(lighthousePages))
      if (!path) throw new Error(`BENCH_LH_PAGES: unknown page ${name} (pages: ${Object.keys(pages).join(', ')})`);
    figures.lighthouse = await measureLighthouse(base, lighthousePages, { runs: LH_RUNS });
    for (const [name, r] of Object.entries(figures.lighthouse)) {
      line(
        `lighthouse ${pad(name, 9)} perf ${r.performance}  a11y ${r.accessibility}  best-practices ${r.bestPractices}  seo ${r.seo}  FCP ${r.fcpMs} ms  LCP ${r.lcpMs} ms  TBT ${r.tbtMs} ms  CLS ${r.cls}  (mobile, median of ${r.runs}; CPU benchmark ${r.benchmarkIndex})`,
      );
      for (const [category, audits] of Object.entries(r.failing)) {
        for (const audit of audits)
          line(
            `  lighthouse ${name} ${category}: ${audit.id} (${audit.title}) score ${audit.score} ${audit.displayValue} ${audit.items.join(' | ')}`.trimEnd(),
          );
      }
    }

    figures.axe = await measureAxe(base, pages);
    for (const [name, a] of Object.entries(figures.axe)) {
      line(
        `axe       ${pad(name, 9)} ${IMPACTS.map((impact) => `${impact} ${a.counts[impact]}`).join('  ')}  (elements, mobile + desktop)`,
      );
      for (const rule of a.rules)
        line(`  axe ${name} ${rule.viewport} ${rule.impact}: ${rule.id} ×${rule.nodes} (${rule.help}) e.g. ${rule.example}`);
    }
  });

  if (runs('streaming')) {
    // Renders, not cache hits: a hit would answer before any deferred call ran.
    await withServer({ PAGE_CACHE: 'off', BENCH_DEFER_DELAY_MS: String(DEFER_DELAY_MS) }, async (base) => {
      figures.streaming = { deferDelayMs: DEFER_DELAY_MS, ...(await measureStreaming(base, figures.pages.product)) };
      const s = figures.streaming;
      line(
        `streaming product ${s.path} (deferred calls +${DEFER_DELAY_MS} ms): first byte ${s.ttfbMs} ms (max ${s.ttfbMaxMs}), last byte ${s.lastByteMs} ms (min ${s.lastByteMinMs}), ${s.chunks} chunks, median of ${s.runs}`,
      );
    });
  }

  if (runs('delay')) {
    // Every port call waits PORT_DELAY_MS as a remote service would (BENCH_PORT_DELAY_MS):
    // the first byte shows how many rounds of calls the page awaits before its shell.
    // Both with the page cache off: a hit makes no port call at all.
    const none = await withServer({ PAGE_CACHE: 'off' }, (base) => measureStreaming(base, figures.pages.product));
    const slow = await withServer({ PAGE_CACHE: 'off', BENCH_PORT_DELAY_MS: String(PORT_DELAY_MS) }, (base) =>
      measureStreaming(base, figures.pages.product),
    );
    const rounds = Math.round(((slow.ttfbMs - none.ttfbMs) / PORT_DELAY_MS) * 10) / 10;
    figures.portDelay = { delayMs: PORT_DELAY_MS, ...slow, baselineTtfbMs: none.ttfbMs, rounds };
    line(
      `port delay product ${slow.path} (every port call +${PORT_DELAY_MS} ms): first byte ${slow.ttfbMs} ms (max ${slow.ttfbMaxMs}; ${none.ttfbMs} ms without the delay, so ≈${rounds} rounds of calls before the shell), last byte ${slow.lastByteMs} ms, median of ${slow.runs}, no compression`,
    );
  }

  if (runs('cold')) {
    figures.coldStart = await measureColdStart(figures.pages.product, { runs: COLD_RUNS });
    const c = figures.coldStart;
    line(
      `cold start product ${c.path}: first response ${c.firstMs} ms (first byte ${c.firstTtfbMs} ms, max ${c.firstMaxMs} ms; runs ${c.samples.join(', ')}) from a fresh isolate, warm ${c.warmMs} ms; in the Worker ${c.workerMs} ms to headers (page cache read ${c.cacheMs} ms, render ${c.renderMs} ms); load average ${loadAverage().join(' ')}; workerd start to listening ${c.bootMs} ms (bundle compiled and global scope evaluated; ${c.processMs} ms from spawning the server process); median of ${c.runs} fresh processes`,
    );
  }

  if (runs('scale')) {
    const built = await buildScaledAssets(SCALE);
    line(
      `scale ×${SCALE} documents: ${built.files} files, ${mb(built.bytes)} (${built.reused ? 'reused from the last bench, same writer' : `written in ${(built.ms / 1000).toFixed(0)} s`}) in ${built.dir}`,
    );
    // Renders, not cache hits (as the streaming figures): with the page cache on, every request
    // after the first of a page is a hit, which reads no document at any scale.
    const x1 = await startServer({ vars: { BENCH_STATS: 'true', PAGE_CACHE: 'off' } });
    const xN = await startServer({ vars: { BENCH_STATS: 'true', PAGE_CACHE: 'off' }, assets: built.dir });
    const paths = { product: figures.pages.product, category: figures.pages.category };
    const options = { rounds: SCALE_ROUNDS, seconds: SCALE_SECONDS, connections: CONNECTIONS };
    const describe = (p) =>
      `${p.xNRps} req/s vs ${p.x1Rps} at ×1 = ${(p.ratio * 100).toFixed(1)} %  (rounds ${p.rounds.map((r) => `${r.xN.rps}/${r.x1.rps}`).join(', ')}; p50 ms ×${SCALE} ${p.xNP50.join('/')} vs ×1 ${p.x1P50.join('/')}; first requests one at a time ms ×${SCALE} ${p.xNWarmMs.join('/')} vs ×1 ${p.x1WarmMs.join('/')}; ${SCALE_ROUNDS} alternating rounds of ${SCALE_SECONDS} s, ${CONNECTIONS} connections)`;
    try {
      const compared = await compareScales({ x1: x1.url, xN: xN.url }, paths, options);
      const memory = {};
      for (const [side, server] of Object.entries({ x1, xN }))
        memory[side] = { memo: await memoSize(server.url), workerd: workerdMemory(server.group) };
      figures.scale = {
        scale: SCALE,
        rounds: SCALE_ROUNDS,
        seconds: SCALE_SECONDS,
        connections: CONNECTIONS,
        documents: built,
        pages: compared,
        memory,
      };
      for (const [name, p] of Object.entries(compared))
        line(`scale ×${SCALE} ${pad(name, 8)} ${pad(p.path, 34)} renders (PAGE_CACHE=off) ${describe(p)}`);
      const mem = (side) => {
        const m = memory[side];
        const rss = m.workerd ? `workerd RSS ${mb(m.workerd.rss)} (peak ${mb(m.workerd.peak)})` : 'workerd RSS unavailable';
        return `${rss}, document memo ${m.memo.documents} documents ${mb(m.memo.bytes)} of JSON`;
      };
      line(`scale memory ×1:   ${mem('x1')}`);
      line(
        `scale memory ×${SCALE}: ${mem('xN')}  (after the same requests; RSS is the whole workerd process: the shop's one isolate plus Miniflare's asset, KV and Durable Object services)`,
      );
    } catch (error) {
      console.error(`scale: the ×1 Worker logged:\n${x1.log().slice(-2000)}\nthe ×${SCALE} Worker logged:\n${xN.log().slice(-2000)}`);
      throw error;
    } finally {
      await x1.stop();
      await xN.stop();
    }
    // Hits on their own line: what a shopper mostly gets, and no budget (a hit reads no document).
    const h1 = await startServer({ vars: {} });
    const hN = await startServer({ vars: {}, assets: built.dir });
    try {
      figures.scale.hits = await compareScales({ x1: h1.url, xN: hN.url }, paths, options);
      for (const [name, p] of Object.entries(figures.scale.hits))
        line(`scale ×${SCALE} ${pad(name, 8)} ${pad(p.path, 34)} page-cache hits ${describe(p)}`);
    } finally {
      await h1.stop();
      await hN.stop();
    }
  }

  figures.budgets = checkBudgets(figures);
  figures.seconds = Math.round((Date.now() - started) / 1000);
  mkdirSync('dist/bench', { recursive: true });
  writeFileSync('dist/bench/latest.json', `${JSON.stringify(figures, null, 2)}\n`);
  line(
    `JSON ${JSON.stringify({ ...figures, axe: figures.axe && Object.fromEntries(Object.entries(figures.axe).map(([k, v]) => [k, v.counts])) })}`,
  );
  for (const b of figures.budgets) line(`${b.pass ? 'PASS' : 'FAIL'} ${b.name}: ${b.detail}`);
  const failed = figures.budgets.filter((b) => !b.pass).length;
  line(
    `bench: ${figures.budgets.length - failed} budgets passed, ${failed} failed, in ${figures.seconds} s (full figures in dist/bench/latest.json)${ONLY === SECTIONS ? '' : `; partial run (BENCH_ONLY=${ONLY.join(',')})`}`,
  );
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error?.name === 'NoChromium' ? error.message : `bench failed: ${error.stack ?? error}`);
    process.exit(1);
  },
);
