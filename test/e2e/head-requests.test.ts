/**
 * No promise may outlive the request that made it. Under `wrangler dev` every
 * request is its own request in workerd (as on Cloudflare; vitest-pool-workers runs a test's
 * requests inside one), so this suite starts a server of its own: a fresh isolate whose
 * first request for each locale's documents is a HEAD, or a visitor who hangs up mid-stream.
 * Every later request must answer. Needs no browser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from './support/dev-server';
import { quantile, rawRequest } from './support/raw-client';

const LOCALES = ['ja-jp', 'de-de', 'fr-fr', 'es-es', 'it-it', 'sv-se', 'no-no', 'en-us'] as const;
const pagesOf = (l: string) => [
  `/${l}/p/aurora-classic`,
  `/${l}/c/skis`,
  `/${l}/blog/p/no-such-post`,
  `/${l}/search?q=ski`,
  `/sitemaps/${l}.xml`,
  l === 'en-us' ? '/' : `/${l}`,
];
/** "Within a few seconds": a warm page takes milliseconds; an isolate's first sitemap reads every locale's documents, seconds on a busy host. */
const PATIENCE_MS = 10_000;
/** The fuzz suites' limit for any one request. */
const HOSTILE_PATIENCE_MS = 10_000;
/**
 * Opt-in (HOSTILE_REQUESTS=5000 npm run test:e2e -- head-requests): on a busy shared host the
 * client side of this run has stalled, so it is not part of
 * every CI run; the fuzz suites send HEAD and hung-up requests on every run.
 */
const HOSTILE_REQUESTS = Number(process.env.HOSTILE_REQUESTS ?? 0);

let server: DevServer;
beforeAll(async () => {
  server = await startDevServer({ name: 'head' });
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

/** One request that must answer (headers and whole body) within `patience` ms. */
async function timed(method: string, path: string, patience = PATIENCE_MS): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${server.baseURL}${path}`, {
    method,
    redirect: 'manual',
    headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0' },
    signal: AbortSignal.timeout(patience),
  }).catch((error: unknown) => {
    throw new Error(`${method} ${path} did not answer within ${patience} ms (${String(error)})`);
  });
  const body = await response.text().catch((error: unknown) => {
    throw new Error(`${method} ${path}: the body did not end within ${patience} ms (${String(error)})`);
  });
  return { status: response.status, body, ms: performance.now() - started };
}

describe('HEAD and hung-up requests leave nothing behind', () => {
  it('HEAD first on every kind of page in every content locale, then GET on each: all answer, HEAD as GET without a body', async () => {
    const slowest = { ms: 0, what: '' };
    for (const locale of LOCALES) {
      const heads = new Map<string, number>();
      for (const path of pagesOf(locale)) {
        const head = await timed('HEAD', path);
        expect(head.body, `HEAD ${path}`).toBe('');
        heads.set(path, head.status);
      }
      for (const path of pagesOf(locale)) {
        const page = await timed('GET', path);
        if (page.ms > slowest.ms) Object.assign(slowest, { ms: page.ms, what: `GET ${path}` });
        expect(page.status, `GET ${path}`).toBe(heads.get(path));
        expect(page.status, `GET ${path}`).toBe(path.includes('no-such-post') ? 404 : 200);
        expect(page.body.length, `GET ${path}`).toBeGreaterThan(500);
      }
    }
    console.log(`slowest GET after the HEADs: ${slowest.what} in ${slowest.ms.toFixed(0)} ms`);
  }, 180_000);

  it('a visitor who hangs up after the first bytes of a page leaves the next visitors answered', async () => {
    const paths = ['/ja-jp/c/boots', '/de-de/c/poles', '/fr-fr/p/aurora-classic', '/sv-se/blog'];
    for (const path of paths) {
      const controller = new AbortController();
      const response = await fetch(`${server.baseURL}${path}`, { signal: controller.signal });
      await response.body!.getReader().read();
      controller.abort();
    }
    for (const path of paths) {
      const page = await timed('GET', path);
      expect(page.status, path).toBe(200);
      expect(page.body, path).toContain('</html>');
    }
  }, 60_000);

  it.skipIf(HOSTILE_REQUESTS === 0)(
    `${HOSTILE_REQUESTS} seeded requests of any method, some hung up, leave no request unanswered and no 5xx`,
    async () => {
      let seed = Number(process.env.HOSTILE_SEED ?? 21);
      // mulberry32: a small seeded generator, so a failure names a run that can be replayed.
      const random = () => {
        seed = (seed + 0x6d2b79f5) | 0;
        let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
        t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
      const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
      const methods = ['GET', 'GET', 'HEAD', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;
      const paths = [
        ...LOCALES.flatMap(pagesOf),
        '/en-us/c/boots?sort=price-asc',
        '/de-de/c/skis/classic',
        '/ja-jp/p/no-such-product',
        '/en-us/cart',
        '/en-us/account',
        '/en-us/stores',
        '/api/products?page=1',
        '/api/search?q=ski',
        '/api/cart',
        '/api/store',
        '/robots.txt',
        '/nordic-skis/race',
        '/xx-zz/%E0%A4%A',
      ];
      // Warm: this property is about hostile traffic, not about eight cold pages at once on a busy host.
      for (const locale of LOCALES) await timed('GET', locale === 'en-us' ? '/' : `/${locale}`, 30_000);
      // Each request on a socket of its own, timed on the socket (support/raw-client.ts): an
      // unanswered one says how far it got, and is sent again at once to see whether the server
      // answers it then (a stall in this request's exchange, not a route that never answers).
      const failures: string[] = [];
      const firstBytes: number[] = [];
      const slowest = { ms: 0, what: '' };
      let sent = 0;
      let answered = 0;
      let hungUp = 0;
      const one = async () => {
        const method = pick(methods);
        const path = pick(paths);
        const hangUpAfterMs = random() < 0.15 ? Math.floor(random() * 40) : null;
        sent += 1;
        const outcome = await rawRequest({ origin: server.baseURL, method, path, hangUpAfterMs, patienceMs: HOSTILE_PATIENCE_MS });
        if (outcome.kind === 'hung-up') {
          hungUp += 1;
          return;
        }
        if (outcome.kind === 'answered') {
          answered += 1;
          firstBytes.push(outcome.firstByteMs);
          if (outcome.totalMs > slowest.ms) Object.assign(slowest, { ms: outcome.totalMs, what: `${method} ${path} (${outcome.status})` });
          if (outcome.status >= 500) {
            const said = outcome.head.replace(/\s+/g, ' ').slice(0, 160);
            failures.push(`${method} ${path}: ${outcome.status} after ${outcome.totalMs} ms (${outcome.contentType}: ${said})`);
          }
          return;
        }
        const again = await rawRequest({ origin: server.baseURL, method, path, patienceMs: HOSTILE_PATIENCE_MS });
        const replay = again.kind === 'answered' ? `${again.status} in ${again.totalMs} ms` : `${again.kind} (${again.phase})`;
        const what =
          outcome.kind === 'error'
            ? `failed while ${outcome.phase} after ${outcome.ms} ms: ${outcome.message}`
            : `no answer within ${outcome.ms} ms (stopped while ${outcome.phase})`;
        failures.push(`${method} ${path}: ${what}; sent again at once: ${replay}`);
      };
      // Eight visitors at a time.
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          // A few unanswered requests say enough; the rest of the run would only wait.
          while (sent < HOSTILE_REQUESTS && failures.length < 5) await one();
        }),
      );
      console.log(
        `hostile traffic: ${sent} sent, ${answered} answered, ${hungUp} hung up by the client, ${failures.length} failures; ` +
          `first byte p50 ${quantile(firstBytes, 0.5)} ms, p99 ${quantile(firstBytes, 0.99)} ms; slowest ${slowest.what} in ${slowest.ms} ms`,
      );
      // A failure names what the server said meanwhile (provider failures, wrangler's own errors).
      expect(failures, failures.length ? `wrangler's output:\n${server.output(3000)}` : undefined).toEqual([]);
      expect(answered + hungUp).toBe(sent);
      for (const locale of LOCALES) {
        const home = await timed('GET', locale === 'en-us' ? '/' : `/${locale}`);
        expect(home.status).toBe(200);
      }
    },
    300_000,
  );
});
