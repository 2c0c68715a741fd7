// npm run load: a busy minute against the production Worker on this machine (loopback only).
// 70% page views, 17% API reads, 8% cart adds by 200 shoppers with their own session and
// CSRF token, 5% checkout steps by 40 buyers (fill a cart, place the order, again); then every
// cart is checked against the adds that were acknowledged, every acknowledged order is looked
// up in D1, and live stock + units sold = seeded stock for every variant the buyers bought.
//
// LOAD_SECONDS (default 60), LOAD_CONNECTIONS (default 20), LOAD_SESSIONS (default 200). Page
// views are by visitors (LOAD_ANONYMOUS_PAGES, default 0.6), shoppers with a cart
// (LOAD_CART_PAGES, 0.2), signed-in customers (LOAD_CUSTOMER_PAGES, 0.1; LOAD_CUSTOMERS of them,
// 20) and pros (the rest; LOAD_PROS, 10); the cart page is LOAD_CART_PAGE_SHARE (0.05) of them.
// It prints the hit ratio over all page views (hits ÷ every page view) and checks it is ≥ 0.85.
// `npm run load -- --hosted` (or LOAD_HOSTED=1): the hosted adapters against slow, rate-limited,
// failing doubles instead (hosted.mjs, docs/hosted-mode.md).
import autocannon from 'autocannon';
import { buildProduction, startServer } from '../bench/server.mjs';
import { hostedLoad } from './hosted.mjs';

const HOSTED = process.argv.includes('--hosted') || process.env.LOAD_HOSTED === '1';
import { nextRequest, prepare, settle, unansweredCheckouts } from './shoppers.mjs';
import { audit, auditOrders } from './audit.mjs';

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
            onResponse(status, body, context, headers) {
              // What the page cache did, counted over the page views.
              const cache = /^loipe; (hit|fwd=(\w+))/.exec(headers?.['cache-status'] ?? '');
              const outcome = cache ? (cache[1] === 'hit' ? 'hit' : cache[2]) : 'none';
              if (cache) plan.cache[outcome] = (plan.cache[outcome] ?? 0) + 1;
              // Every page view, by who viewed it (a page answered without Cache-Status counts as not a hit).
              if (context.view) {
                const views = (plan.views[context.view] ??= {});
                views[outcome] = (views[outcome] ?? 0) + 1;
              }
              settle(context, status, body, plan);
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
    plan.cache = {};
    console.log(
      `load: ${plan.shoppers.length} shoppers with sessions and carts; pages ${plan.pages.join(' ')}; API ${plan.api.join(' ')}; adds over ${plan.variants.length} variants`,
    );
    console.log(
      `load: ${plan.buyers.length} buyers checking out variants ${plan.buyable.map((v) => `${v.variantId} (stock ${plan.seeded.get(v.variantId)})`).join(', ')}`,
    );
    console.log(
      `load: ${plan.customers.length} signed-in customers and ${plan.pros.length} pros view pages too; the cart page is ${plan.cartPage}`,
    );
    console.log(`load: ${SECONDS} s, ${CONNECTIONS} connections, 70% pages / 17% API reads / 8% cart adds / 5% checkout steps`);
    const result = await cannon(server.url, plan);
    // Let the last adds finish inside their Durable Objects before the carts are read.
    await new Promise((r) => setTimeout(r, 1000));
    const carts = await audit(server.url, plan.shoppers);
    const orders = await auditOrders(server.url, plan);

    const l = result.latency;
    console.log(
      `throughput   ${Math.round(result.requests.average)} req/s average (${result.requests.total} requests in ${result.duration} s)`,
    );
    console.log(`latency      p50 ${l.p50} ms  p90 ${l.p90} ms  p97.5 ${l.p97_5} ms  p99 ${l.p99} ms  max ${l.max} ms`);
    const sent = plan.sent.page + plan.sent.api + plan.sent.add + plan.sent.checkout;
    const share = (n) => `${n} (${Math.round((n / sent) * 100)}%)`;
    console.log(
      `mix          pages ${share(plan.sent.page)}  API reads ${share(plan.sent.api)}  cart adds ${share(plan.sent.add)}  checkout steps ${share(plan.sent.checkout)}`,
    );
    console.log(
      `responses    2xx ${result['2xx']}  3xx ${result['3xx']}  4xx ${result['4xx']}  5xx ${result['5xx']}  errors ${result.errors}  timeouts ${result.timeouts}`,
    );
    const pageAnswers = Object.values(plan.cache).reduce((a, b) => a + b, 0);
    const cacheable = pageAnswers - (plan.cache.bypass ?? 0);
    console.log(
      `page cache   ${Object.entries(plan.cache)
        .map(([k, n]) => `${k} ${n}`)
        .join(
          '  ',
        )}; hit ratio ${cacheable ? Math.round(((plan.cache.hit ?? 0) / cacheable) * 1000) / 10 : 0}% of cacheable answers, ${pageAnswers ? Math.round(((plan.cache.hit ?? 0) / pageAnswers) * 1000) / 10 : 0}% of all`,
    );
    // The hit ratio over all page views: hits ÷ every page view answered, cacheable or not.
    const total = (counts) => Object.values(counts).reduce((a, b) => a + b, 0);
    const allViews = {};
    for (const counts of Object.values(plan.views)) for (const [k, n] of Object.entries(counts)) allViews[k] = (allViews[k] ?? 0) + n;
    const ratio = (counts) => (total(counts) ? (counts.hit ?? 0) / total(counts) : 0);
    const pageHitRatio = ratio(allViews);
    console.log(
      `page views   ${total(allViews)}: ${Object.entries(plan.views)
        .map(([kind, counts]) => `${kind} ${total(counts)} (hits ${Math.round(ratio(counts) * 1000) / 10}%)`)
        .join('  ')}`,
    );
    console.log(
      `hit ratio    ${pageHitRatio.toFixed(3)} over all page views (${allViews.hit ?? 0} hits of ${total(allViews)} answered, ${plan.sent.page} sent: ${Object.entries(
        allViews,
      )
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')})`,
    );
    console.log(
      `carts        ${carts.carts} of ${plan.shoppers.length} read; ${carts.acked} acknowledged adds, ${carts.units} units in carts, ${carts.unanswered} adds unanswered when the clock stopped`,
    );
    console.log(`cart audit   lost ${carts.lost}  extra ${carts.extra}`);
    for (const problem of carts.problems.slice(0, 20)) console.log(`  ${problem}`);
    const k = plan.checkout;
    console.log(
      `checkouts    ${k.fills} cart fills (${k.filled} ok, ${k.refusedFills} refused: stock); ${k.sent} orders sent: ${k.placed} placed (201), ${k.soldOut} sold out (409), ${k.otherRefused} other 4xx, ${k.failed} 5xx; ${unansweredCheckouts(plan)} in flight at the end`,
    );
    console.log(
      `order audit  ${orders.found} of ${orders.orders} acknowledged orders found in D1 with the same lines and total; ${orders.missing} missing, ${orders.mismatched} differing`,
    );
    for (const row of orders.rows)
      console.log(
        `  variant ${row.variant}: seeded ${row.seeded} = stock ${row.level} + sold ${row.sold}${row.seeded === row.level + row.sold ? '' : '  ✗'}`,
      );
    for (const problem of orders.problems.slice(0, 20)) console.log(`  ${problem}`);
    const serverErrors = server
      .log()
      .split('\n')
      .filter((line) => /unhandled|uncaught/i.test(line));
    for (const line of serverErrors.slice(0, 10)) console.log(`  worker logged: ${line}`);

    const checks = [
      ['0 responses ≥ 500', result['5xx'] === 0, `${result['5xx']}`],
      ['hit ratio over all page views ≥ 0.85', pageHitRatio >= 0.85, pageHitRatio.toFixed(3)],
      ['0 lost units', carts.lost === 0, `${carts.lost}`],
      ['0 extra units', carts.extra === 0, `${carts.extra}`],
      ['every cart readable', carts.carts === plan.shoppers.length, `${carts.carts}/${plan.shoppers.length}`],
      ['orders placed during the run', orders.orders > 0, `${orders.orders}`],
      ['every acknowledged order in D1', orders.found === orders.orders, `${orders.found}/${orders.orders}`],
      ['stock + sold = seeded stock', orders.stockOff === 0, `${orders.variants - orders.stockOff}/${orders.variants} variants`],
      ['stock never below 0', orders.negative === 0, `${orders.negative}`],
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

(HOSTED ? hostedLoad() : main()).then(
  (code) => process.exit(code),
  (error) => {
    console.error(`load failed: ${error.stack ?? error}`);
    process.exit(1);
  },
);
