// npm run load: a busy minute against the production Worker on this machine (loopback only).
// 70% page views, 20% API reads, 10% cart adds by 200 shoppers with their own session and
// CSRF token; then every cart is checked against the adds that were acknowledged.
//
// LOAD_SECONDS (default 60), LOAD_CONNECTIONS (default 20), LOAD_SESSIONS (default 200).
import autocannon from 'autocannon';
import { buildProduction, startServer } from '../bench/server.mjs';
import { audit, nextRequest, prepare, settle } from './shoppers.mjs';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 20);
const SESSIONS = Number(process.env.LOAD_SESSIONS ?? 200);
// Build, 200 sessions, the run and the audit; past this something hangs.
const HARD_LIMIT_MS = (SECONDS + 240) * 1000;

const watchdog = setTimeout(() => {
  console.error(`load: still running after ${HARD_LIMIT_MS / 1000} s, giving up`);
  process.exit(2);
}, HARD_LIMIT_MS);
watchdog.unref();

function cannon(base, plan) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: SECONDS,
        timeout: 30,
        requests: [
          {
            setupRequest(request, context) {
              const next = nextRequest(plan, context);
              return { ...request, method: next.method, path: next.path, headers: next.headers, body: next.body };
            },
            onResponse(status, _body, context) {
              settle(context, status);
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    // A timed-out add never reaches onResponse; the connection's next request replaces it.
    instance.on('reqError', () => {});
  });
}

async function main() {
  console.log(`load: building the production Worker`);
  await buildProduction();
  const server = await startServer();
  try {
    const plan = await prepare(server.url, SESSIONS);
    console.log(
      `load: ${plan.shoppers.length} shoppers with sessions and carts; pages ${plan.pages.join(' ')}; API ${plan.api.join(' ')}; adds over ${plan.variants.length} variants`,
    );
    console.log(`load: ${SECONDS} s, ${CONNECTIONS} connections, 70% pages / 20% API reads / 10% cart adds`);
    const result = await cannon(server.url, plan);
    // Let the last adds finish inside their Durable Objects before the carts are read.
    await new Promise((r) => setTimeout(r, 1000));
    const carts = await audit(server.url, plan.shoppers);

    const l = result.latency;
    console.log(
      `throughput   ${Math.round(result.requests.average)} req/s average (${result.requests.total} requests in ${result.duration} s)`,
    );
    console.log(`latency      p50 ${l.p50} ms  p90 ${l.p90} ms  p97.5 ${l.p97_5} ms  p99 ${l.p99} ms  max ${l.max} ms`);
    const sent = plan.sent.page + plan.sent.api + plan.sent.add;
    const share = (n) => `${n} (${Math.round((n / sent) * 100)}%)`;
    console.log(`mix          pages ${share(plan.sent.page)}  API reads ${share(plan.sent.api)}  cart adds ${share(plan.sent.add)}`);
    console.log(
      `responses    2xx ${result['2xx']}  3xx ${result['3xx']}  4xx ${result['4xx']}  5xx ${result['5xx']}  errors ${result.errors}  timeouts ${result.timeouts}`,
    );
    console.log(
      `carts        ${carts.carts} of ${plan.shoppers.length} read; ${carts.acked} acknowledged adds, ${carts.units} units in carts, ${carts.unanswered} adds unanswered when the clock stopped`,
    );
    console.log(`cart audit   lost ${carts.lost}  extra ${carts.extra}`);
    for (const problem of carts.problems.slice(0, 20)) console.log(`  ${problem}`);
    const serverErrors = server
      .log()
      .split('\n')
      .filter((line) => /unhandled|uncaught/i.test(line));
    for (const line of serverErrors.slice(0, 10)) console.log(`  worker logged: ${line}`);

    const checks = [
      ['0 responses ≥ 500', result['5xx'] === 0, `${result['5xx']}`],
      ['0 lost units', carts.lost === 0, `${carts.lost}`],
      ['0 extra units', carts.extra === 0, `${carts.extra}`],
      ['every cart readable', carts.carts === plan.shoppers.length, `${carts.carts}/${plan.shoppers.length}`],
      ['no unhandled error logged', serverErrors.length === 0, `${serverErrors.length}`],
      [
        'no socket errors or timeouts',
        result.errors === 0 && result.timeouts === 0,
        `${result.errors} errors, ${result.timeouts} timeouts`,
      ],
    ];
    for (const [name, pass, detail] of checks) console.log(`${pass ? 'PASS' : 'FAIL'} ${name}: ${detail}`);
    return checks.every(([, pass]) => pass) ? 0 : 1;
  } finally {
    await server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`load failed: ${error.stack ?? error}`);
    process.exit(1);
  },
);
