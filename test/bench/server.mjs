// Builds the production Worker and runs it in a child process group, for bench and load.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';

const QUIET_WRANGLER = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };

function run(command, args, { quiet = true } = {}) {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: QUIET_WRANGLER });
    child.stdout.on('data', (d) => {
      output += d;
      if (!quiet) process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`)),
    );
  });
}

/**
 * The build that ships: the hashed client (build.mjs) and the Worker bundle exactly as
 * `wrangler deploy` would upload it (dry run: bundled with the [define]s of wrangler.toml,
 * nothing uploaded).
 */
export async function buildProduction() {
  await run('node', ['build.mjs']);
  await rm('dist/worker', { recursive: true, force: true });
  const output = await run('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', 'dist/worker']);
  // What wrangler itself reports ("Total Upload: 1807.64 KiB / gzip: 370.51 KiB"), next to sizes.mjs's figure.
  const gzipKiB = Number(/Total Upload: [\d.]+ KiB \/ gzip: ([\d.]+) KiB/.exec(output)?.[1] ?? NaN);
  // The same app behind the bench's entry (test/bench/worker.ts), for the runs that need its hooks.
  await rm(BENCH_BUNDLE_DIR, { recursive: true, force: true });
  await run('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', BENCH_BUNDLE_DIR, 'test/bench/worker.ts']);
  return { gzipKiB };
}

const BENCH_BUNDLE_DIR = 'dist/bench-worker';
/** Vars only the bench's entry reads (createApp's `bench` option): a server given one runs that entry. */
const BENCH_HOOKS = ['BENCH_STATS', 'BENCH_DEFER_DELAY_MS', 'BENCH_PORT_DELAY_MS', 'BENCH_UPSTREAM_TAG'];

function listenOn(port) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

// BENCH_PORTS=8811-8819 keeps every server and browser of the bench inside a range (a host
// shared with other runs); each call hands out the next free port of it. Unset: any free port.
const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
let nextInRange = range ? Number(range[1]) : 0;

export async function freePort() {
  if (!range) return listenOn(0);
  const [first, last] = [Number(range[1]), Number(range[2])];
  for (let tried = 0; tried <= last - first; tried++) {
    const port = nextInRange;
    nextInRange = port >= last ? first : port + 1;
    if (await listenOn(port).catch(() => null)) return port;
  }
  throw new Error(`BENCH_PORTS=${process.env.BENCH_PORTS}: no free port`);
}

/**
 * Starts test/bench/serve.mjs in its own process group and resolves once it answers.
 * `vars` are extra Worker vars (BENCH_STATS, BENCH_DEFER_DELAY_MS and BENCH_PORT_DELAY_MS serve
 * the bench's entry, test/bench/worker.ts, which turns them into createApp options), `assets` another static assets
 * directory (serve.mjs --assets). The returned `stop()` signals the
 * whole group, so workerd never outlives the bench; `log()` is what the Worker printed.
 */
export async function startServer({ vars = {}, assets, inspectorPort } = {}) {
  const port = await freePort();
  const args = ['test/bench/serve.mjs', '--port', String(port)];
  if (Object.keys(vars).some((name) => BENCH_HOOKS.includes(name))) args.push('--bundle', `${BENCH_BUNDLE_DIR}/worker.js`);
  if (inspectorPort) args.push('--inspector-port', String(inspectorPort));
  for (const [name, value] of Object.entries(vars)) args.push('--var', `${name}:${value}`);
  if (assets) args.push('--assets', assets);
  const child = spawn('node', args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: QUIET_WRANGLER });
  let log = '';
  let ready = '';
  child.stderr.on('data', (d) => {
    log += d;
  });
  child.stdout.on('data', (d) => {
    ready += d;
  });

  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // the group is already gone
    }
  };
  const stop = async () => {
    if (child.exitCode !== null) return;
    signal('SIGTERM');
    const exited = new Promise((r) => child.once('exit', r));
    const timeout = new Promise((r) => setTimeout(r, 3000));
    await Promise.race([exited, timeout]);
    signal('SIGKILL');
    process.off('exit', onExit);
  };
  // A bench that dies on an exception must not leave workerd behind.
  const onExit = () => signal('SIGKILL');
  process.once('exit', onExit);

  const deadline = Date.now() + 60_000;
  while (!/READY \S+ \d+\n/.test(ready)) {
    if (child.exitCode !== null) throw new Error(`serve.mjs exited ${child.exitCode}:\n${log}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`serve.mjs did not start within 60 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const [, url, bootMs] = /READY (\S+) (\d+)\n/.exec(ready);
  // `group`: the process group (serve.mjs and its workerd), for memory readings.
  // `bootMs`: workerd's start, compile and global scope, as serve.mjs timed it.
  return { url, stop, log: () => log, group: child.pid, bootMs: Number(bootMs) };
}

/**
 * The production build of a worktree (`dist/worker`, built before) served by its own
 * `serve.mjs` in a process group of its own, for the A/B and per-path CPU scripts.
 */
export async function serveBuild(cwd = process.cwd(), args = []) {
  const port = await freePort();
  const child = spawn('node', ['test/bench/serve.mjs', '--port', String(port), ...args], {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr.resume();
  await new Promise((ok, fail) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('READY')) ok();
    });
    child.on('exit', (code) => fail(new Error(`serve.mjs in ${cwd} exited ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, pgid: child.pid, stop: () => process.kill(-child.pid, 'SIGTERM') };
}
