import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
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

const QUIET = { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };

/** migrations/ applied to the run's own local D1 (schema and seeded stock), as `npm start` does to its copy. */
function migrate(persistTo: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const apply = spawn('npx', ['wrangler', 'd1', 'migrations', 'apply', 'COMMERCE_DB', '--local', '--persist-to', persistTo], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: QUIET,
    });
    apply.stdout?.on('data', (d) => (output += d));
    apply.stderr?.on('data', (d) => (output += d));
    apply.on('error', reject);
    apply.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`wrangler d1 migrations apply exited with ${code}:\n${output}`)),
    );
  });
}

/**
 * Starts the Worker under `wrangler dev` (built client, dev geo header on) for the whole run,
 * as `npm start` does: ENVIRONMENT=development (so /dev/outbox shows the mail) and a migrated D1.
 */
export default async function setup(project: TestProject) {
  // E2E_PORT / E2E_INSPECTOR_PORT pin the ports on a host shared with other runs; else any free ones.
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort();
  // A run's own database: a pinned port must not inherit the stock and orders of the last run.
  const persistTo = `.wrangler/e2e-${port}-${Date.now().toString(36)}`;
  await migrate(persistTo);
  let output = '';
  // detached: its own process group, so teardown stops wrangler and workerd together.
  const child = spawn(
    'npx',
    [
      'wrangler',
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--var',
      'DEV_GEO_HEADER:true',
      '--var',
      'ENVIRONMENT:development',
      '--persist-to',
      persistTo,
      '--show-interactive-dev-session=false',
      '--log-level',
      'warn',
      ...(process.env.E2E_INSPECTOR_PORT ? ['--inspector-port', process.env.E2E_INSPECTOR_PORT] : []),
    ],
    {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
    },
  );
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  // Stops the server, then removes the run's database (nothing else uses it once the server is gone).
  const shutdown = async () => {
    stop();
    await new Promise((r) => setTimeout(r, 300));
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // stopped
    }
    rmSync(persistTo, { recursive: true, force: true, maxRetries: 3 });
  };
  try {
    await waitUntilReady(`${baseURL}/api/geolocation`, child, () => output);
  } catch (error) {
    await shutdown();
    throw error;
  }
  project.provide('baseURL', baseURL);
  return shutdown;
}
