/**
 * What the doubles' own servers (serve-fake-*.mjs, the `npm run fake:*` scripts) share: a port
 * argument read or refused, the double's TypeScript bundled with esbuild (Node runs none) into
 * node_modules/.cache and imported, and the `--var` list of the `wrangler dev` line they print.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** A command-line port, or the script exits with why (status 2). */
export function portArgument(flag, value) {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`${flag} ${value} is not a port`);
    process.exit(2);
  }
  return port;
}

/** Bundles `entry` (TypeScript that re-exports what the script needs from test/contract) and imports it. */
export async function importFake(name, entry) {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const outdir = `${root}node_modules/.cache/loipe`;
  mkdirSync(outdir, { recursive: true });
  await build({
    stdin: { contents: entry, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile: `${outdir}/${name}.mjs`,
    logLevel: 'warning',
  });
  return import(pathToFileURL(`${outdir}/${name}.mjs`).href);
}

const quote = (text) => (/^[\w.:/@,=-]+$/.test(text) ? text : `'${text.replaceAll("'", "'\\''")}'`);

/** `--var NAME:value …`, each value quoted for a POSIX shell when it needs it. */
export function varArguments(vars) {
  return Object.entries(vars)
    .map(([name, value]) => `--var ${name}:${quote(value)}`)
    .join(' ');
}

/**
 * One line per request the double answered, twice a second (and what `check` finds wrong in
 * them, as VIOLATION lines), until SIGINT or SIGTERM closes it.
 */
export function logUntilStopped(service, check = () => []) {
  const timer = setInterval(() => {
    const seen = [...service.requests];
    const violations = check(seen);
    service.reset();
    for (const r of seen) console.log(`${new Date().toISOString()} ${r.method} ${r.path}${r.query.size ? `?${r.query}` : ''}`);
    for (const v of violations) console.error(`VIOLATION ${v}`);
  }, 500);
  const stop = async () => {
    clearInterval(timer);
    await service.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
