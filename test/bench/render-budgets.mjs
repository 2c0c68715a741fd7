// The render budgets: CPU per request of the product, home and category pages, HTML bytes of
// home and product, and first/largest contentful paint under Lighthouse.
//
// The CPU budgets are host-independent: a page's CPU per render as a multiple of /healthz's CPU
// in the same server, the median over interleaved rounds (render-cost.mjs). Anonymous renders:
// product 5×, home 5×, category 3.5× (from 7.8×, 6.7×, 5.0× on a quiet host, bench of
// 2026-11-29; docs/benchmarks.md, "A lighter render", says where the time went). Renders with a
// session and a cart also read the cart's Durable Object and the session: they keep the first
// budgets (product 9×, home 10×, category 8×).
export const RENDER_BUDGETS = {
  cpuX: { product: 5, home: 5, category: 3.5 },
  cpuXSession: { product: 9, home: 10, category: 8 },
  htmlRaw: { home: 60_000, product: 45_000 },
  fcpMs: 1200,
  lcpMs: 1600,
  lighthousePages: ['home', 'category', 'product'],
};

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

export function renderBudgets(figures) {
  const checks = [];
  const check = (name, pass, detail) => checks.push({ name, pass: Boolean(pass), detail });
  const r = figures.render;
  if (r) {
    const machine = `CPU benchmark ${r.benchmarkIndex}, load average ${r.loadBefore.join(' ')} → ${r.loadAfter.join(' ')}`;
    for (const name of Object.keys(RENDER_BUDGETS.cpuX)) {
      for (const mode of ['anonymous', 'session']) {
        const c = r.cpu[name][mode];
        const limit = mode === 'session' ? RENDER_BUDGETS.cpuXSession[name] : RENDER_BUDGETS.cpuX[name];
        const rounds = c.rounds ? `, rounds ${c.rounds.join(', ')}×` : '';
        check(
          `CPU per render ${name} (${mode === 'session' ? 'with a session' : 'anonymous'})`,
          c.x !== null && c.x !== undefined && c.x <= limit && c.unexpected === 0,
          `${c.x}× /healthz ≤ ${limit}× (${c.cpuMsPerRequest} ms, /healthz ${r.healthz.cpuMsPerRequest} ms${rounds}) over ${c.requests} requests, ${c.unexpected} unexpected (${machine})`,
        );
      }
    }
    for (const [name, limit] of Object.entries(RENDER_BUDGETS.htmlRaw)) {
      check(`HTML ${name}`, r.html[name].raw <= limit, `${kb(r.html[name].raw)} raw ≤ ${kb(limit)} (${kb(r.html[name].gzip)} gzip)`);
    }
  }
  for (const name of RENDER_BUDGETS.lighthousePages) {
    const l = figures.lighthouse?.[name];
    if (!l || l.runtimeError) continue;
    check(
      `Lighthouse ${name} first contentful paint`,
      l.fcpMs <= RENDER_BUDGETS.fcpMs,
      `${l.fcpMs} ms ≤ ${RENDER_BUDGETS.fcpMs} ms (CPU benchmark index ${l.benchmarkIndex})`,
    );
    check(
      `Lighthouse ${name} largest contentful paint`,
      l.lcpMs <= RENDER_BUDGETS.lcpMs,
      `${l.lcpMs} ms ≤ ${RENDER_BUDGETS.lcpMs} ms (CPU benchmark index ${l.benchmarkIndex})`,
    );
  }
  return checks;
}
