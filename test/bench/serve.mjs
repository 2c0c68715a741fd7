// Serves the production build of the Worker (the bundle `wrangler deploy --dry-run` wrote to
// dist/worker) through Miniflare, with the bindings of wrangler.toml: static assets from
// dist/public, the SESSIONS KV namespace and the CART Durable Object, in memory.
//
//   node test/bench/serve.mjs --port 8790 [--var NAME:value ...] [--assets DIR] [--bundle FILE] [--inspector-port 9229]
//
// `--bundle FILE` serves another bundle: the bench's entry (dist/bench-worker, test/bench/worker.ts).
//
// `--assets DIR` serves another static assets directory (the bench's catalog ×100 build)
// in place of wrangler.toml's dist/public.
//
// Prints `READY <url> <ms>` once it answers (ms: Miniflare's start to ready), forwards the Worker's console to stderr, and stops
// on SIGTERM/SIGINT. bench and load start it detached (its own process group, so workerd
// goes with it) and stop it with a signal to the group.
import { Log, LogLevel, Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { randomBytes } from 'node:crypto';

export const WORKER_BUNDLE = 'dist/worker/app.js';

function parseArgs(argv) {
  const args = { port: 8790, vars: {}, assets: null, inspectorPort: undefined, bundle: WORKER_BUNDLE };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--port') args.port = Number(argv[++i]);
    else if (argv[i] === '--inspector-port') args.inspectorPort = Number(argv[++i]);
    else if (argv[i] === '--var') {
      const [name, ...value] = argv[++i].split(':');
      args.vars[name] = value.join(':');
    } else if (argv[i] === '--assets') args.assets = resolve(argv[++i]);
    else if (argv[i] === '--bundle') args.bundle = argv[++i];
    else throw new Error(`serve.mjs: unknown argument ${argv[i]}`);
  }
  return args;
}

const args = parseArgs(process.argv.slice(2));
if (!existsSync(args.bundle))
  throw new Error(
    `${args.bundle} is missing: run \`npx wrangler deploy --dry-run --outdir dist/worker\` first (test/bench/server.mjs buildProduction)`,
  );

// The same reading of wrangler.toml that `wrangler dev` does, so the bindings cannot drift.
const { workerOptions } = unstable_getMiniflareWorkerOptions('wrangler.toml');
// From here to `ready`: workerd starts, compiles the bundle and evaluates its global scope.
const booting = performance.now();
const miniflare = new Miniflare({
  ...workerOptions,
  name: 'loipe',
  modules: true,
  scriptPath: resolve(args.bundle),
  // A production Worker needs its secrets (wrangler secret put): the bot check's HMAC key is
  // one, so the bench gives it a fresh random one per server. Its buyers (npm run load) pay
  // with test cards: the test processor is named, as production without PAYMENT_PROVIDER closes checkout.
  bindings: {
    ...workerOptions.bindings,
    ENVIRONMENT: 'production',
    BOTCHECK_HMAC_KEY: randomBytes(32).toString('hex'),
    PAYMENT_PROVIDER: 'embedded',
    ...args.vars,
  },
  ...(args.assets ? { assets: { ...workerOptions.assets, directory: args.assets } } : {}),
  host: '127.0.0.1',
  port: args.port,
  // test/bench/profile.mjs takes CPU profiles through workerd's inspector.
  inspectorPort: args.inspectorPort,
  // A fixed visitor country instead of Miniflare fetching a cf object from the internet.
  cf: { country: 'US', colo: 'LOC', timezone: 'America/Denver', city: 'Denver' },
  log: new Log(LogLevel.WARN),
  handleRuntimeStdio(stdout, stderr) {
    stdout.on('data', (chunk) => process.stderr.write(chunk));
    stderr.on('data', (chunk) => process.stderr.write(chunk));
  },
});

const url = await miniflare.ready;
await applyMigrations(miniflare);
await startPlatformServices(miniflare);
process.stdout.write(`READY ${url.href.replace(/\/$/, '')} ${Math.round(performance.now() - booting)}\n`);

/**
 * The commerce database (D1) as a deploy has it: migrations/ applied in order, as
 * `wrangler d1 migrations apply` would (live stock reads its inventory table).
 */
async function applyMigrations(mf) {
  const names = workerOptions.d1Databases ? Object.keys(workerOptions.d1Databases) : [];
  if (!names.includes('COMMERCE_DB') || !existsSync('migrations')) return;
  const db = await mf.getD1Database('COMMERCE_DB');
  for (const file of readdirSync('migrations')
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    const sql = readFileSync(`migrations/${file}`, 'utf8')
      .split('\n')
      .filter((l) => !l.trim().startsWith('--'))
      .join('\n');
    const statements = sql
      .split(/;\s*(?:\n|$)/)
      .map((s) => s.trim())
      .filter(Boolean);
    await db.batch(statements.map((s) => db.prepare(s)));
  }
}

/**
 * Miniflare runs the platform's services (the Cache API, KV, static assets) as workers of its
 * own that start on their first call, where a deploy's are always running. One call to each
 * here, before READY, so a fresh isolate's first request (the bench's cold start) times the
 * shop's Worker and not Miniflare starting those; none of these calls runs the shop's code.
 */
async function startPlatformServices(mf) {
  const caches = await mf.getCaches();
  await caches.default.match('https://loipe.invalid/warm-up');
  for (const name of Object.keys(workerOptions.kvNamespaces ?? {})) await (await mf.getKVNamespace(name)).get('warm-up');
  const bindings = await mf.getBindings();
  if (bindings.ASSETS) await (await bindings.ASSETS.fetch('https://assets.local/favicon.svg')).arrayBuffer();
}

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await miniflare.dispose().catch(() => {});
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
