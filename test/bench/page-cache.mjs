// Issue 26's figures: the page cache's hits beside renders (misses) for the product, category
// and home pages: req/s and p50/p99 beside /healthz in the same server, CPU per hit and per
// render as multiples of /healthz's CPU in the same server (host-independent), what the nonce
// rewrite costs a hit, and the time from an operator's restock to a fresh page.
import { startServer } from './server.mjs';
import { measureThroughput } from './throughput.mjs';
import { measureCpu } from './cpu.mjs';
import { BROWSER_HEADERS, purchasable } from './routes.mjs';

export const OPS_TOKEN = 'bench-ops-token';
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

/** One server's figures: /healthz and each page's throughput and CPU, in that server. */
async function serverFigures(base, pgid, targets, { seconds, connections, hits }) {
  const out = {};
  const healthz = {
    ...(await measureThroughput(base, '/healthz', { seconds, connections })),
    cpu: await measureCpu(base, pgid, '/healthz', { seconds, connections }),
  };
  out.healthz = healthz;
  for (const [name, path] of Object.entries(targets)) {
    if (hits) await warmHit(base, path);
    const t = await measureThroughput(base, path, { seconds, connections });
    const cpu = await measureCpu(base, pgid, path, { seconds, connections });
    out[name] = {
      ...t,
      ratio: round(t.rps / healthz.rps, 3),
      cpuMs: cpu.cpuMsPerRequest,
      cpuX: round(cpu.cpuMsPerRequest / healthz.cpu.cpuMsPerRequest),
      unexpected: cpu.unexpected,
    };
  }
  return out;
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
    const f = await serverFigures(base, server.group, targets, { seconds, connections, hits: true });
    f.restock = await restockToFresh(base, { ...product, path: pages.product });
    return f;
  });
  figures.miss = await withServer({ PAGE_CACHE: 'off' }, (base, server) =>
    serverFigures(base, server.group, targets, { seconds, connections, hits: false }),
  );
  // The nonce rewrite's cost: CPU per product hit with and without it, each beside its own /healthz.
  figures.noRewrite = await withServer({ BENCH_NO_NONCE_REWRITE: 'true' }, (base, server) =>
    serverFigures(base, server.group, { product: pages.product }, { seconds, connections, hits: true }),
  );
  const h = figures.hit;
  const m = figures.miss;
  line(
    `cache    healthz   ${pad('/healthz', 34)} ${pad(`${h.healthz.rps} req/s`, 12)} p50 ${h.healthz.p50} ms  p99 ${h.healthz.p99} ms  CPU ${h.healthz.cpu.cpuMsPerRequest} ms (the unit of the ×)`,
  );
  for (const name of Object.keys(targets)) {
    const hit = h[name];
    const miss = m[name];
    line(
      `cache    ${pad(name, 9)} ${pad(hit.path, 34)} hit ${pad(`${hit.rps} req/s`, 12)} p50 ${hit.p50} ms  p99 ${hit.p99} ms  ${hit.ratio}× /healthz req/s  CPU ${hit.cpuMs} ms = ${hit.cpuX}× /healthz  |  ` +
        `render ${miss.rps} req/s p50 ${miss.p50} ms p99 ${miss.p99} ms  CPU ${miss.cpuMs} ms = ${miss.cpuX}× /healthz (${m.healthz.cpu.cpuMsPerRequest} ms there)`,
    );
  }
  const nr = figures.noRewrite;
  figures.rewrite = {
    withX: h.product.cpuX,
    withoutX: nr.product.cpuX,
    costX: round(h.product.cpuX - nr.product.cpuX),
    costMs: round(h.product.cpuMs - nr.product.cpuMs, 3),
  };
  line(
    `cache    nonce rewrite on a product hit: ${figures.rewrite.costX}× /healthz CPU (${h.product.cpuX}× with, ${nr.product.cpuX}× without; ≈${figures.rewrite.costMs} ms here)`,
  );
  const r = h.restock;
  line(
    `cache    restock → fresh: ${r.ms} ms from the operator's PUT to the next view of ${r.path} (restock ${r.restockStatus}, next view "${r.nextStatus}")`,
  );
  return figures;
}
