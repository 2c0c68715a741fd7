// The page cache's figures: its hits beside renders (misses) for the product, category
// and home pages, each run interleaved with /healthz in the same server and round (the host is
// shared: load moves between rounds, not within one): req/s and p50/p99 as a share of that
// round's /healthz, CPU per request as a multiple of that round's /healthz CPU (host-independent),
// the median over BENCH_CACHE_ROUNDS rounds (default 3; renders 1 round); what the nonce
// rewrite costs a hit; and the time from an operator's restock to a fresh page.
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { BROWSER_HEADERS, purchasable } from './routes.mjs';
import { groupCpuMs, loadAverage } from './cpu.mjs';
import { startServer } from './server.mjs';
import { median } from './streaming.mjs';

export const OPS_TOKEN = 'bench-ops-token';
const ROUNDS = Number(process.env.BENCH_CACHE_ROUNDS ?? 3);
const round = (n, places = 2) => Math.round(n * 10 ** places) / 10 ** places;
const pad = (text, width) => String(text).padEnd(width);

/** GETs until the page cache answers with a hit (the first view fills it). */
export async function warmHit(base, path) {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${base}${path}`, { headers: BROWSER_HEADERS });
    await res.arrayBuffer();
    if (/; hit\b/.test(res.headers.get('cache-status') ?? '')) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`page cache: ${path} never became a hit`);
}

async function withServer(vars, work) {
  const server = await startServer({ vars });
  try {
    return await work(server.url, server);
  } finally {
    await server.stop();
  }
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    instance.on('response', (_client, status) => {
      if (status !== 200) options.onUnexpected?.();
    });
  });
}

/** One run of a path: req/s, latency and the workerd group's CPU per request over the same seconds. */
async function run(base, pgid, path, { seconds, connections }) {
  let unexpected = 0;
  const before = groupCpuMs(pgid);
  const result = await cannon({
    url: `${base}${path}`,
    connections,
    duration: seconds,
    headers: BROWSER_HEADERS,
    timeout: 10,
    onUnexpected: () => unexpected++,
  });
  const after = groupCpuMs(pgid);
  const requests = result.requests.total;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests,
    cpuMs: requests ? (after.workerd - before.workerd) / requests : null,
    unexpected: unexpected + result.errors + result.timeouts,
  };
}

/** One server's figures: rounds of /healthz then each page, each page against its own round's /healthz. */
async function serverFigures(base, pgid, targets, { seconds, connections, hits, rounds }) {
  const paths = { healthz: '/healthz', ...targets };
  for (const path of Object.values(paths)) {
    if (hits && path !== '/healthz') await warmHit(base, path);
    await cannon({ url: `${base}${path}`, connections, duration: 1, headers: BROWSER_HEADERS });
  }
  const samples = Object.fromEntries(Object.keys(paths).map((name) => [name, []]));
  const loads = [];
  for (let r = 0; r < rounds; r++) {
    loads.push(loadAverage()[0]);
    for (const [name, path] of Object.entries(paths)) samples[name].push(await run(base, pgid, path, { seconds, connections }));
  }
  const out = { rounds, load: loads };
  for (const [name, path] of Object.entries(paths)) {
    const list = samples[name];
    const h = samples.healthz;
    out[name] = {
      path,
      rps: Math.round(median(list.map((s) => s.rps))),
      p50: median(list.map((s) => s.p50)),
      p99: median(list.map((s) => s.p99)),
      cpuMs: round(median(list.map((s) => s.cpuMs)), 3),
      // Each round's page against the same round's /healthz, then the median of those.
      ratio: round(median(list.map((s, i) => s.rps / h[i].rps)), 3),
      ratios: list.map((s, i) => round(s.rps / h[i].rps, 3)),
      cpuX: round(median(list.map((s, i) => s.cpuMs / h[i].cpuMs))),
      non2xx: list.reduce((sum, s) => sum + s.unexpected, 0),
      errors: 0,
    };
  }
  out.healthz.cpu = { cpuMsPerRequest: out.healthz.cpuMs };
  return out;
}

/**
 * What the nonce costs a hit: worker/render/nonce-rewrite.ts's `withNonce` (what a hit runs)
 * over the product page's own bytes, timed in Node (the same V8 as workerd).
 */
async function nonceCost(base, path) {
  const bundled = await build({
    entryPoints: ['worker/render/nonce-rewrite.ts'],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
  });
  const { withNonce } = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);
  const res = await fetch(`${base}${path}`, { headers: BROWSER_HEADERS });
  const html = await res.text();
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')[1];
  const encoder = new TextEncoder();
  const parts = html
    .split(`nonce="${nonce}"`)
    .map((piece, i, all) => encoder.encode(`${i > 0 ? '"' : ''}${piece}${i < all.length - 1 ? 'nonce="' : ''}`));
  const template = { parts, bytes: parts.reduce((sum, p) => sum + p.byteLength, 0) };
  const fresh = 'AAAAAAAAAAAAAAAAAAAAAA==';
  // Warmed up (JIT), then the median of 7 batches: one batch can take a GC or a descheduling on a shared host.
  for (let i = 0; i < 3000; i++) withNonce(template, fresh);
  const n = 2000;
  const batches = [];
  for (let b = 0; b < 7; b++) {
    const started = performance.now();
    for (let i = 0; i < n; i++) withNonce(template, fresh);
    batches.push(((performance.now() - started) * 1000) / n);
  }
  return { usPerHit: round(median(batches), 1), nonces: parts.length - 1, bytes: template.bytes };
}

/** The restock → fresh page time: an operator sells a variant out, then the very next view. */
async function restockToFresh(base, product) {
  const path = `/en-us/p/${product.uid ?? ''}`;
  const variant = purchasable(product) ?? product.variants?.[0];
  const target = product.path ?? path;
  await warmHit(base, target);
  const started = performance.now();
  const put = await fetch(`${base}/api/inventory/${variant.id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${OPS_TOKEN}`, region: 'us', 'content-type': 'application/json' },
    body: JSON.stringify({ level: 0 }),
  });
  const change = await put.json();
  const next = await fetch(`${base}${target}`, { headers: BROWSER_HEADERS });
  const html = await next.text();
  const ms = round(performance.now() - started, 1);
  const status = next.headers.get('cache-status') ?? '';
  // Put the stock back, so later sections see the catalog as seeded.
  await fetch(`${base}/api/inventory/${variant.id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${OPS_TOKEN}`, region: 'us', 'content-type': 'application/json' },
    body: JSON.stringify({ level: change.data?.previous ?? 1 }),
  }).then((r) => r.arrayBuffer());
  return {
    path: target,
    variantId: variant.id,
    restockStatus: put.status,
    nextStatus: status,
    fresh: /fwd=miss/.test(status),
    ms,
    bytes: html.length,
  };
}

/** `pages` and `product` as discoverPages found them. */
export async function measurePageCache({ pages, product }, { seconds, connections, line }) {
  const targets = { product: pages.product, category: pages.category, home: pages.home };
  const figures = {};
  figures.hit = await withServer({ OPS_TOKEN }, async (base, server) => {
    const f = await serverFigures(base, server.group, targets, { seconds, connections, hits: true, rounds: ROUNDS });
    f.restock = await restockToFresh(base, { ...product, path: pages.product });
    // Last: its seconds of Node CPU would let the server close an idle kept-alive connection under a later fetch.
    f.nonce = await nonceCost(base, pages.product);
    return f;
  });
  figures.miss = await withServer({ PAGE_CACHE: 'off' }, (base, server) =>
    serverFigures(base, server.group, targets, { seconds, connections, hits: false, rounds: 1 }),
  );
  const h = figures.hit;
  const m = figures.miss;
  line(
    `cache    ${ROUNDS} rounds of ${seconds} s × ${connections} connections, each page right after /healthz in the same server; load average at each round ${h.load.join(', ')}; medians`,
  );
  line(
    `cache    healthz   ${pad('/healthz', 34)} ${pad(`${h.healthz.rps} req/s`, 12)} p50 ${h.healthz.p50} ms  p99 ${h.healthz.p99} ms  CPU ${h.healthz.cpuMs} ms (the unit of the ×)`,
  );
  for (const name of Object.keys(targets)) {
    const hit = h[name];
    const miss = m[name];
    line(
      `cache    ${pad(name, 9)} ${pad(hit.path, 34)} hit ${pad(`${hit.rps} req/s`, 12)} p50 ${hit.p50} ms  p99 ${hit.p99} ms  ${hit.ratio}× /healthz req/s (rounds ${hit.ratios.join(', ')})  CPU ${hit.cpuMs} ms = ${hit.cpuX}× /healthz  |  ` +
        `render ${miss.rps} req/s p50 ${miss.p50} ms p99 ${miss.p99} ms  CPU ${miss.cpuMs} ms = ${miss.cpuX}× /healthz (${m.healthz.cpuMs} ms there)`,
    );
  }
  const n = h.nonce;
  figures.rewrite = { usPerHit: n.usPerHit, x: round(n.usPerHit / 1000 / h.healthz.cpuMs, 3) };
  line(
    `cache    nonce on a product hit: ${n.usPerHit} µs to write ${n.nonces} nonces into ${n.bytes} bytes (${figures.rewrite.x}× /healthz CPU; Node, same V8)`,
  );
  const r = h.restock;
  line(
    `cache    restock → fresh: ${r.ms} ms from the operator's PUT to the next view of ${r.path} (restock ${r.restockStatus}, next view "${r.nextStatus}")`,
  );
  return figures;
}
