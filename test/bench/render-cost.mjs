// Render figures: CPU per request of each page type (anonymous and with a session and
// a cart), HTML bytes and their split, printed one line each beside the machine's CPU
// benchmark and load average.
import { purchasable } from './routes.mjs';
import { loadAverage, measureCpu, nodeBenchmarkIndex, sessionCookie } from './cpu.mjs';
import { measureHtmlBytes } from './html-bytes.mjs';

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const pad = (text, width) => String(text).padEnd(width);

/** `pages` and `product` as discoverPages found them; `pgid` is the server's process group. */
export async function measureRenderCost(base, pgid, { pages, product }, { seconds, connections, line }) {
  const variant = purchasable(product) ?? product.variants?.[0];
  const cookie = await sessionCookie(base, { productId: product.id, variantId: variant.id });
  const figures = { benchmarkIndex: await nodeBenchmarkIndex(), loadBefore: loadAverage(), cpu: {}, html: {}, htmlSession: {} };
  line(`render   machine: Lighthouse CPU benchmark (in Node) ${figures.benchmarkIndex}, load average ${figures.loadBefore.join(' ')}`);
  // The unit of host-independent CPU budgets, /healthz's CPU in the same server and run.
  figures.healthz = await measureCpu(base, pgid, '/healthz', { seconds, connections });
  line(
    `cpu      healthz   ${pad('/healthz', 34)} ${figures.healthz.cpuMsPerRequest} ms (workerd user+system per request: the unit of the × below)`,
  );
  const targets = { home: pages.home, category: pages.category, product: pages.product, cart: pages.cart, notFound: pages.notFound };
  for (const [name, path] of Object.entries(targets)) {
    const expect = name === 'notFound' ? 404 : 200;
    const anonymous = await measureCpu(base, pgid, path, { seconds, connections, expect });
    const session = await measureCpu(base, pgid, path, { seconds, connections, cookie, expect });
    const unit = figures.healthz.cpuMsPerRequest;
    for (const c of [anonymous, session])
      c.x = c.cpuMsPerRequest !== null && unit ? Math.round((c.cpuMsPerRequest / unit) * 100) / 100 : null;
    figures.cpu[name] = { anonymous, session };
    line(
      `cpu      ${pad(name, 9)} ${pad(path, 34)} ${pad(`${anonymous.cpuMsPerRequest} ms = ${anonymous.x}×`, 16)} anonymous, ${pad(`${session.cpuMsPerRequest} ms = ${session.x}×`, 16)} with a session and cart  ` +
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
