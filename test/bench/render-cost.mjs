// Render figures: CPU per request of each page type (anonymous and with a session and
// a cart), HTML bytes and their split, printed one line each beside the machine's CPU
// benchmark and load average.
import { purchasable } from './routes.mjs';
import { loadAverage, measureCpu, nodeBenchmarkIndex, sessionCookie } from './cpu.mjs';
import { measureHtmlBytes } from './html-bytes.mjs';
import { median } from './streaming.mjs';

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const pad = (text, width) => String(text).padEnd(width);

/** Rounds of /healthz and the anonymous renders, interleaved (BENCH_CPU_ROUNDS, default 5). */
const ROUNDS = Math.max(1, Number(process.env.BENCH_CPU_ROUNDS ?? 5));

/** The median of the figures a round had (a round without requests has none). */
const medianOf = (values) => {
  const known = values.filter((v) => v !== null);
  return known.length ? median(known) : null;
};
const round2 = (n) => (n === null ? null : Math.round(n * 100) / 100);

/**
 * `pages` and `product` as discoverPages found them; `pgid` is the server's process group.
 *
 * A host's speed drifts over a bench run (other work, the CPU's clock): one /healthz figure
 * against pages measured a minute later moved the multiples by ±20% between runs on one host.
 * So /healthz and each anonymous render are measured in `ROUNDS` interleaved rounds, each
 * render against its own round's /healthz, and the median multiple is the figure. Five rounds, not
 * three: on a 2-core host a round can read 10–15% off the others (product 5.12× among 4.26–4.50×
 * in one run), and of three rounds two such make the median.
 */
export async function measureRenderCost(base, pgid, { pages, product }, { seconds, connections, line }) {
  const variant = purchasable(product) ?? product.variants?.[0];
  const cookie = await sessionCookie(base, { productId: product.id, variantId: variant.id });
  const figures = { benchmarkIndex: await nodeBenchmarkIndex(), loadBefore: loadAverage(), cpu: {}, html: {}, htmlSession: {} };
  line(`render   machine: Lighthouse CPU benchmark (in Node) ${figures.benchmarkIndex}, load average ${figures.loadBefore.join(' ')}`);
  const targets = { home: pages.home, category: pages.category, product: pages.product, cart: pages.cart, notFound: pages.notFound };
  const expects = (name) => (name === 'notFound' ? 404 : 200);
  // The unit of host-independent CPU budgets, /healthz's CPU in the same server, round by round.
  const healthz = [];
  const rounds = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    const unit = await measureCpu(base, pgid, '/healthz', { seconds, connections });
    healthz.push(unit);
    for (const [name, path] of Object.entries(targets)) {
      const c = await measureCpu(base, pgid, path, { seconds, connections, expect: expects(name) });
      c.x = c.cpuMsPerRequest !== null && unit.cpuMsPerRequest ? c.cpuMsPerRequest / unit.cpuMsPerRequest : null;
      rounds[name].push(c);
    }
  }
  figures.healthz = {
    ...healthz[0],
    cpuMsPerRequest: round2(medianOf(healthz.map((h) => h.cpuMsPerRequest))),
    rounds: healthz.map((h) => h.cpuMsPerRequest),
  };
  line(
    `cpu      healthz   ${pad('/healthz', 34)} ${figures.healthz.cpuMsPerRequest} ms (workerd user+system per request, median of ${ROUNDS} rounds: ${figures.healthz.rounds.join(', ')} ms; the unit of the × below)`,
  );
  for (const [name, path] of Object.entries(targets)) {
    const runs = rounds[name];
    const anonymous = {
      path,
      session: false,
      requests: runs.reduce((a, r) => a + r.requests, 0),
      rps: Math.round(medianOf(runs.map((r) => r.rps))),
      cpuMsPerRequest: round2(medianOf(runs.map((r) => r.cpuMsPerRequest))),
      otherCpuMsPerRequest: round2(medianOf(runs.map((r) => r.otherCpuMsPerRequest))),
      unexpected: runs.reduce((a, r) => a + r.unexpected, 0),
      x: round2(medianOf(runs.map((r) => r.x))),
      rounds: runs.map((r) => round2(r.x)),
    };
    // With a session and a cart: one run, against the median /healthz.
    const session = await measureCpu(base, pgid, path, { seconds, connections, cookie, expect: expects(name) });
    session.x =
      session.cpuMsPerRequest !== null && figures.healthz.cpuMsPerRequest
        ? round2(session.cpuMsPerRequest / figures.healthz.cpuMsPerRequest)
        : null;
    figures.cpu[name] = { anonymous, session };
    line(
      `cpu      ${pad(name, 9)} ${pad(path, 34)} ${pad(`${anonymous.cpuMsPerRequest} ms = ${anonymous.x}×`, 16)} anonymous (rounds ${anonymous.rounds.join(', ')}×), ${pad(`${session.cpuMsPerRequest} ms = ${session.x}×`, 16)} with a session and cart  ` +
        `(workerd user+system per request; ${anonymous.requests}/${session.requests} requests, ${anonymous.rps}/${session.rps} req/s; Node side ${anonymous.otherCpuMsPerRequest}/${session.otherCpuMsPerRequest} ms; unexpected ${anonymous.unexpected + session.unexpected})`,
    );
  }
  figures.loadAfter = loadAverage();
  figures.html = await measureHtmlBytes(base, targets);
  figures.htmlSession = await measureHtmlBytes(base, targets, { cookie });
  for (const [name, h] of Object.entries(figures.html)) {
    line(
      `html     ${pad(name, 9)} ${pad(kb(h.raw), 9)} raw ${pad(kb(h.gzip), 8)} gzip: markup ${kb(h.markup)}, island props ${kb(h.islandProps)}, srcset ${kb(h.srcset)}, inline scripts ${kb(h.inlineScripts)}, JSON-LD ${kb(h.jsonLd)}  ` +
        `(with a session: ${kb(figures.htmlSession[name].raw)} raw)`,
    );
  }
  line(`render   load average after: ${figures.loadAfter.join(' ')}`);
  return figures;
}
