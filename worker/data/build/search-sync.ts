/**
 * `npm run search:sync` (scripts/search-sync.mjs bundles and runs this in Node):
 * reads the catalog through the shop's own ports, as the environment configures them
 * (CONTENT_PROVIDER / COMMERCE_PROVIDER: `embedded` reads the built documents under
 * dist/public/_data, so run `npm run build` first; the hosted adapters read their vars), and
 * pushes it to the App Search engine named by SEARCH_ENDPOINT_BASE (or SEARCH_HOST_ID) and
 * SEARCH_ENGINE with the private key SEARCH_PRIVATE_KEY. Exit code 0 when the engine holds
 * exactly the catalog, 1 when the engine refused something (its message is printed), 2 for
 * a missing setting.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Env } from '../../env';
import { createCommerceProvider } from '../../ports/commerce/index';
import { createContentProvider } from '../../ports/content/index';
import { searchStamp } from '../../ports/search/index';
import { syncDocuments, SyncRefused, type SyncResult } from '../../ports/search/app-search/sync';
import { catalogSearchDocuments, type CatalogPorts } from './search-catalog';

export type SyncEnv = Partial<Record<keyof Env, string>> & { SEARCH_PRIVATE_KEY?: string };

/** The ASSETS binding over a directory of built files (dist/public), for the embedded adapters in Node. */
export function directoryAssets(root: string): Fetcher {
  return {
    async fetch(input: RequestInfo | URL) {
      const path = decodeURIComponent(new URL(typeof input === 'string' || input instanceof URL ? input : input.url).pathname);
      if (path.includes('..')) return new Response('bad path', { status: 400 });
      try {
        return new Response(await readFile(join(root, path)), { headers: { 'content-type': 'application/json' } });
      } catch {
        return new Response('not found', { status: 404 });
      }
    },
    connect() {
      throw new Error('no sockets here');
    },
  } as unknown as Fetcher;
}

export function portsFromEnv(env: SyncEnv, assetsRoot: string): CatalogPorts {
  const ASSETS = directoryAssets(assetsRoot);
  const bindings = { ...env, ASSETS } as unknown as Env;
  return {
    content: createContentProvider({ ...bindings, CONTENT_PROVIDER: env.CONTENT_PROVIDER || 'embedded' }, { log: () => {} }),
    commerce: createCommerceProvider({ ...bindings, COMMERCE_PROVIDER: env.COMMERCE_PROVIDER || 'embedded' }),
  };
}

export interface SyncRun {
  env: SyncEnv;
  ports: CatalogPorts;
  fetch?: typeof fetch;
  out?: (line: string) => void;
  err?: (line: string) => void;
}

/** One run: the exit code, and what happened. */
export async function runSearchSync(run: SyncRun): Promise<{ code: number; result?: SyncResult }> {
  const out = run.out ?? console.log;
  const err = run.err ?? console.error;
  const endpoint = run.env.SEARCH_ENDPOINT_BASE?.trim() || run.env.SEARCH_HOST_ID?.trim();
  const engine = run.env.SEARCH_ENGINE?.trim();
  const privateKey = run.env.SEARCH_PRIVATE_KEY?.trim();
  const missing = [
    ...(endpoint ? [] : ['SEARCH_ENDPOINT_BASE (or SEARCH_HOST_ID)']),
    ...(engine ? [] : ['SEARCH_ENGINE']),
    ...(privateKey ? [] : ['SEARCH_PRIVATE_KEY']),
  ];
  if (missing.length) {
    err(`search:sync needs ${missing.join(', ')} in the environment`);
    return { code: 2 };
  }
  const started = Date.now();
  try {
    const documents = await catalogSearchDocuments(run.ports, searchStamp(run.env), (line) => out(`catalog ${line}`));
    out(`catalog: ${documents.length} documents; pushing to engine ${engine} at ${endpoint}`);
    const result = await syncDocuments(documents, {
      endpoint: endpoint!,
      engine: engine!,
      privateKey: privateKey!,
      fetch: run.fetch,
      log: out,
    });
    out(`done: ${result.indexed} indexed in ${result.batches} batches, ${result.deleted} deleted (${Date.now() - started} ms)`);
    return { code: 0, result };
  } catch (error) {
    err(error instanceof SyncRefused ? `search:sync refused by the engine: ${error.message}` : `search:sync failed: ${String(error)}`);
    return { code: 1 };
  }
}

/** The command line: the process environment, the built documents next to the working directory. */
export async function main(): Promise<number> {
  const env = process.env as SyncEnv;
  const { code } = await runSearchSync({ env, ports: portsFromEnv(env, join(process.cwd(), 'dist/public')) });
  return code;
}
