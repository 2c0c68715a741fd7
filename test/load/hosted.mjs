// npm run load -- --hosted (or LOAD_HOSTED=1): the production Worker on Contentstack,
// BigCommerce and Amplience, all three the vendors' doubles (test/contract/hosted-fakes.ts)
// on one loopback port, having a bad day. At set rates an upstream answer is slow, the
// vendor's 429, a 5xx, or stalls past the shop's 30 s deadline. Shoppers read pages (home,
// a category, a product, the cart; en-us and de-de) and the catalog API. What DESIGN asks:
// no 500 ever; a page answers 200 (its deferred parts falling back when their reads fail) or
// the 503 error page when its critical data is missing; /api answers 2xx or 502/504 in the
// error envelope.
//
// LOAD_SECONDS (60), LOAD_CONNECTIONS (20); the weather, each a rate per upstream answer:
// LOAD_SLOW_RATE (0.1) and LOAD_SLOW_MS (1500), LOAD_429_RATE (0.05) and LOAD_429_WAIT_MS
// (500), LOAD_5XX_RATE (0.03), LOAD_STALL_RATE (0.002) and LOAD_STALL_MS (31000).
// LOAD_WORKER_LOG=file keeps what the Worker printed (a JSON line per request, provider failures).
// LOAD_FAKES_PORT pins the doubles' port (else any free one; BENCH_PORTS pins the shop's).
// Upstream calls per page view: the shop runs the bench's entry with BENCH_UPSTREAM_TAG, which
// puts each request's `x-bench-kind` (page or api) on every call made for it, deferred parts and
// background refreshes included; the doubles count answers by it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { buildProduction, startServer } from '../bench/server.mjs';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 20);
const rate = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!(value >= 0)) throw new Error(`${name}=${process.env[name]} is not a number ≥ 0`);
  return value;
};
const WEATHER = {
  slowRate: rate('LOAD_SLOW_RATE', 0.1),
  slowMs: rate('LOAD_SLOW_MS', 1500),
  rateLimitRate: rate('LOAD_429_RATE', 0.05),
  rateLimitWaitMs: rate('LOAD_429_WAIT_MS', 500),
  errorRate: rate('LOAD_5XX_RATE', 0.03),
  stallRate: rate('LOAD_STALL_RATE', 0.002),
  stallMs: rate('LOAD_STALL_MS', 31_000),
};

/** Node runs no TypeScript: the doubles are bundled with esbuild first (as serve-fake-bigcommerce.mjs does). */
async function loadFakes() {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const outdir = `${root}node_modules/.cache/loipe`;
  mkdirSync(outdir, { recursive: true });
  await build({
    entryPoints: [`${root}test/contract/hosted-fakes.ts`],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile: `${outdir}/hosted-fakes.mjs`,
    logLevel: 'warning',
  });
  process.env.BIGCOMMERCE_OPENAPI_DIR = `${root}test/contract/vendor/bigcommerce/`;
  return import(pathToFileURL(`${outdir}/hosted-fakes.mjs`).href);
}

// `home`: en-us is served at `/` (`/en-us` answers 301 there).
const LOCALES = [
  { prefix: '/en-us', home: '/', country: 'US', region: 'us' },
  { prefix: '/de-de', home: '/de-de', country: 'DE', region: 'eu_region_1' },
];

/** What each kind of request may answer, and how often each answer came. */
function tally() {
  return { page: new Map(), api: new Map(), badPage: [], badApi: [], sent: { page: 0, api: 0 }, failedPages: new Map(), cache: new Map() };
}
const bump = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);

function judge(t, kind, path, status, body, headers) {
  bump(t[kind], status);
  if (kind === 'page') {
    if (status === 503) bump(t.failedPages, path);
    // What the page cache did: hit, stale, miss, bypass (the cart).
    const cache = /^loipe; (hit|fwd=(\w+))/.exec(headers?.['cache-status'] ?? '');
    if (cache) bump(t.cache, cache[1] === 'hit' ? 'hit' : cache[2]);
    // 200, or the 503 error page (a document, not an empty or JSON answer).
    if (status === 200 || (status === 503 && /<html/i.test(body ?? ''))) return;
    t.badPage.push(`${status} ${path}`);
    return;
  }
  if (status >= 200 && status < 300) return;
  let envelope = null;
  try {
    envelope = JSON.parse(body ?? '');
  } catch {}
  const code = envelope?.error?.code;
  const ok =
    (status === 502 && code === 'upstream_error' && typeof envelope.error.message === 'string') ||
    (status === 504 && code === 'upstream_timeout' && typeof envelope.error.message === 'string');
  if (!ok) t.badApi.push(`${status} ${path} ${String(body).slice(0, 120)}`);
}

function plan(productIds) {
  const requests = [];
  for (const l of LOCALES) {
    const headers = { 'cf-ipcountry': l.country, accept: 'text/html', 'x-bench-kind': 'page' };
    requests.push({ kind: 'page', path: l.home, headers });
    for (const path of ['/c/skis', '/p/aurora-classic', '/c/boots', '/cart'])
      requests.push({ kind: 'page', path: `${l.prefix}${path}`, headers });
    const api = { region: l.region, 'cf-ipcountry': l.country, accept: 'application/json', 'x-bench-kind': 'api' };
    for (const path of [
      '/api/products?limit=12',
      `/api/products/${productIds[l.region]}?include=variants`,
      '/api/categories',
      '/api/category_tree',
    ])
      requests.push({ kind: 'api', path, headers: api });
  }
  return requests;
}

function cannon(base, requests, t) {
  return new Promise((resolve, reject) => {
    const pages = requests.filter((r) => r.kind === 'page');
    const apis = requests.filter((r) => r.kind === 'api');
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: SECONDS,
        // A stalled upstream answer holds a page for the whole 30 s deadline; wait past it.
        timeout: 45,
        requests: [
          {
            setupRequest(request, context) {
              // 70% pages, 30% API reads.
              const pick = Math.random() < 0.7 ? pages : apis;
              const next = pick[Math.floor(Math.random() * pick.length)];
              context.last = next;
              t.sent[next.kind]++;
              return { ...request, method: 'GET', path: next.path, headers: next.headers };
            },
            onResponse(status, body, context, headers) {
              judge(t, context.last.kind, context.last.path, status, body, headers);
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('reqError', () => {});
  });
}

async function productIds(base) {
  const ids = {};
  for (const l of LOCALES) {
    const res = await fetch(`${base}/api/products?limit=50`, { headers: { region: l.region, 'cf-ipcountry': l.country } });
    const body = await res.json();
    if (res.status !== 200)
      throw new Error(`GET /api/products (${l.region}) answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
    const aurora = body.data.find((p) => p.uid === 'aurora-classic') ?? body.data[0];
    ids[l.region] = aurora.id;
  }
  return ids;
}

const counts = (map) =>
  [...map.entries()]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join('  ');

export async function hostedLoad() {
  console.log('load (hosted): building the production Worker');
  await buildProduction();
  const fakes = await loadFakes();
  // Calm while the shop starts and the run's ids are read; the weather turns with the run.
  const weather = { ...fakes.CALM };
  const doubles = await fakes.startHostedFakes({
    port: process.env.LOAD_FAKES_PORT ? Number(process.env.LOAD_FAKES_PORT) : 0,
    turbulence: weather,
  });
  const server = await startServer({ vars: { ...doubles.vars, DEV_GEO_HEADER: 'true', BENCH_UPSTREAM_TAG: 'true' } });
  try {
    const requests = plan(await productIds(server.url));
    Object.assign(weather, WEATHER);
    const before = { ...doubles.counts, byKind: { ...doubles.counts.byKind } };
    console.log(`load (hosted): doubles at ${doubles.service.url}; ${SECONDS} s, ${CONNECTIONS} connections, 70% pages / 30% API reads`);
    console.log(`load (hosted): ${requests.map((r) => r.path).join(' ')}`);
    console.log(
      `weather      per upstream answer: slow ${WEATHER.slowRate} (${WEATHER.slowMs} ms), 429 ${WEATHER.rateLimitRate} (wait ${WEATHER.rateLimitWaitMs} ms), 5xx ${WEATHER.errorRate}, stall ${WEATHER.stallRate} (${WEATHER.stallMs} ms)`,
    );
    const t = tally();
    const result = await cannon(server.url, requests, t);
    Object.assign(weather, fakes.CALM);
    const c = doubles.counts;
    const upstream = c.answered - before.answered;
    const injected = (k) => c[k] - before[k];
    const l = result.latency;
    if (process.env.LOAD_WORKER_LOG) writeFileSync(process.env.LOAD_WORKER_LOG, server.log());
    const log = server.log().split('\n');
    const deferred = log.filter((line) => /deferred .* failed/.test(line)).length;
    const providerFailures = log.filter((line) => /provider failure/.test(line)).length;
    const unhandled = log.filter((line) => /unhandled|uncaught/i.test(line));
    const violations = doubles.violations();

    console.log(
      `throughput   ${Math.round(result.requests.average)} req/s average (${result.requests.total} requests in ${result.duration} s)`,
    );
    console.log(`latency      p50 ${l.p50} ms  p90 ${l.p90} ms  p97.5 ${l.p97_5} ms  p99 ${l.p99} ms  max ${l.max} ms`);
    console.log(
      `responses    2xx ${result['2xx']}  3xx ${result['3xx']}  4xx ${result['4xx']}  5xx ${result['5xx']}  errors ${result.errors}  timeouts ${result.timeouts}`,
    );
    const pageViews = [...t.page.values()].reduce((a, b) => a + b, 0);
    const failed = t.page.get(503) ?? 0;
    const percent = (n, of) => (of ? `${Math.round((n / of) * 1000) / 10}%` : '–');
    console.log(`pages        ${t.sent.page} sent; ${counts(t.page)}; 503 on ${percent(failed, pageViews)} of ${pageViews} answered`);
    console.log(
      `page cache   ${[...t.cache.entries()].map(([k, n]) => `${k} ${n}`).join('  ')}; 503 by page: ${
        [...t.failedPages.entries()]
          .sort(([, a], [, b]) => b - a)
          .map(([path, n]) => `${path}×${n}`)
          .join('  ') || 'none'
      }`,
    );
    console.log(`api          ${t.sent.api} sent; ${counts(t.api)}`);
    console.log(
      `upstream     ${upstream} answers from the doubles: ${injected('slow')} slow, ${injected('rateLimited')} 429, ${injected('errors')} 5xx, ${injected('stalls')} stalled`,
    );
    const byKind = (kind) => (c.byKind[kind] ?? 0) - (before.byKind[kind] ?? 0);
    const perView = (n, views) => (views ? (n / views).toFixed(2) : '–');
    const apiViews = [...t.api.values()].reduce((a, b) => a + b, 0);
    console.log(
      `upstream per page view ${perView(byKind('page'), pageViews)} (${byKind('page')} calls for ${pageViews} pages answered); per API read ${perView(byKind('api'), apiViews)}; per request ${perView(upstream, result.requests.total)}; ${byKind('untagged')} untagged`,
    );
    console.log(
      `worker log   ${deferred} deferred parts fell back ("deferred … failed"), ${providerFailures} provider failures answered 503/502/504`,
    );
    for (const line of [...t.badPage, ...t.badApi].slice(0, 10)) console.log(`  unexpected: ${line}`);
    for (const line of unhandled.slice(0, 10)) console.log(`  worker logged: ${line}`);
    for (const line of violations.slice(0, 10)) console.log(`  BigCommerce spec: ${line}`);

    const calm = WEATHER.slowRate + WEATHER.rateLimitRate + WEATHER.errorRate + WEATHER.stallRate === 0;
    const defaultWeather = [
      'LOAD_SLOW_RATE',
      'LOAD_SLOW_MS',
      'LOAD_429_RATE',
      'LOAD_429_WAIT_MS',
      'LOAD_5XX_RATE',
      'LOAD_STALL_RATE',
      'LOAD_STALL_MS',
    ].every((name) => process.env[name] === undefined);
    const all500 = (t.page.get(500) ?? 0) + (t.api.get(500) ?? 0);
    const checks = [
      ['0 responses of 500', all500 === 0, `${all500}`],
      ['pages answer 200 or the 503 error page', t.badPage.length === 0, `${t.badPage.length} others`],
      // The target under the default weather; another weather only prints the share.
      [
        'at most 0.5% of pages answer 503 (default weather)',
        !defaultWeather || failed <= pageViews * 0.005,
        defaultWeather ? `${failed} of ${pageViews}` : 'not checked: weather set',
      ],
      ['/api answers 2xx or 502/504 in the error envelope', t.badApi.length === 0, `${t.badApi.length} others`],
      // A calm run (every rate 0) is the baseline; otherwise the faults must have happened.
      [
        'the weather reached the shop',
        calm || injected('errors') + injected('rateLimited') + injected('slow') + injected('stalls') > 0,
        `${upstream} upstream answers`,
      ],
      ['no unhandled error logged', unhandled.length === 0, `${unhandled.length}`],
      ['no BigCommerce request broke the published API', violations.length === 0, `${violations.length}`],
      ['no socket errors', result.errors === 0, `${result.errors} errors, ${result.timeouts} timeouts`],
    ];
    for (const [name, pass, detail] of checks) console.log(`${pass ? 'PASS' : 'FAIL'} ${name}: ${detail}`);
    return checks.every(([, pass]) => pass) ? 0 : 1;
  } finally {
    await server.stop();
    await doubles.close();
  }
}
