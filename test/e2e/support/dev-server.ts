import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * The Worker under `wrangler dev`, as `npm start` serves it (built client, dev geo header,
 * ENVIRONMENT=development so /dev/outbox shows the mail) with a migrated D1 of its own. The
 * e2e run's shared server and the suites that need a server of their own (a fresh isolate, an
 * operator token) start it here. Each server is in its own process group, stopped as one.
 */
export interface DevServer {
  baseURL: string;
  /** Stops wrangler and workerd, then removes the server's database. */
  stop(): Promise<void>;
  /** The last `chars` characters wrangler wrote (warnings and errors: `--log-level warn`), for a failing test's message. */
  output(chars?: number): string;
}

export interface DevServerOptions {
  /** A pinned port (E2E_PORT and the like on a host shared with other runs); else any free one. */
  port?: number;
  inspectorPort?: number;
  /** Extra `--var NAME:value` pairs. */
  vars?: Record<string, string>;
  /** Names the run's database folder under .wrangler/. */
  name?: string;
}

const QUIET = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** migrations/ applied to the server's own local D1 (schema and seeded stock), as `npm start` does to its copy. */
function migrate(persistTo: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const apply = spawn('npx', ['wrangler', 'd1', 'migrations', 'apply', 'COMMERCE_DB', '--local', '--persist-to', persistTo], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...QUIET, CI: 'true' },
    });
    apply.stdout?.on('data', (d) => (output += d));
    apply.stderr?.on('data', (d) => (output += d));
    apply.on('error', reject);
    apply.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`wrangler d1 migrations apply exited with ${code}:\n${output}`)),
    );
  });
}

async function waitUntilReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`wrangler dev did not become ready:\n${log()}`);
}

export async function startDevServer(options: DevServerOptions = {}): Promise<DevServer> {
  const port = options.port ?? (await freePort());
  // A run's own database: a pinned port must not inherit the stock and orders of the last run.
  const persistTo = `.wrangler/e2e-${options.name ? `${options.name}-` : ''}${port}-${Date.now().toString(36)}`;
  await migrate(persistTo);
  const vars = { DEV_GEO_HEADER: 'true', ENVIRONMENT: 'development', ...options.vars };
  let output = '';
  const child = spawn(
    'npx',
    [
      'wrangler',
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
      '--persist-to',
      persistTo,
      '--show-interactive-dev-session=false',
      '--log-level',
      'warn',
      ...(options.inspectorPort ? ['--inspector-port', String(options.inspectorPort)] : []),
    ],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: QUIET },
  );
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
  };
  const stop = async () => {
    signal('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    signal('SIGKILL');
    rmSync(persistTo, { recursive: true, force: true, maxRetries: 3 });
  };
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(`${baseURL}/api/geolocation`, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop, output: (chars = 4000) => output.slice(-chars) || '(wrangler wrote nothing)' };
}
