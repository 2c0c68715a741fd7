#!/usr/bin/env node
/**
 * The App Search double on its own, for an operator or a newcomer to sync the catalog into and
 * run the shop against (docs/search.md):
 *
 *   npm run fake:search -- --port 8830 [--fail 500]
 *
 * It answers in the engine's recorded shapes and refuses what the engine refuses, exactly as
 * the contract tests' fake does (test/contract/fake-app-search.ts). It prints the
 * `npm run search:sync` line that fills it and the `wrangler dev` line that points the shop at
 * it, then one line per call. `--fail 500` answers every call with that status, as an engine
 * outage would (the search page then says so and /api/search answers 502). Node runs no
 * TypeScript, so the fake is bundled first with esbuild into node_modules/.cache.
 */
import { parseArgs } from 'node:util';
import { importFake, portArgument, varArguments } from './serve-fake-support.mjs';

const { values } = parseArgs({ options: { port: { type: 'string', default: '8830' }, fail: { type: 'string' } } });
const port = portArgument('--port', values.port);
const failStatus = values.fail === undefined ? null : Number(values.fail);
if (failStatus !== null && !(Number.isInteger(failStatus) && failStatus >= 400 && failStatus <= 599)) {
  console.error(`--fail ${values.fail} is not an HTTP error status (400–599)`);
  process.exit(2);
}

const { createFakeAppSearch, serve } = await importFake(
  'fake-app-search',
  `
export { createFakeAppSearch } from './fake-app-search';
export { serve } from './fake-app-search-server';
`,
);

const KEYS = { engine: 'loipe-local', searchKey: 'search-local-key', privateKey: 'private-local-key' };
const fake = createFakeAppSearch(KEYS);
const served = await serve(async (request) => {
  if (failStatus !== null) fake.failNext(failStatus, `Simulated engine failure (--fail ${failStatus})`);
  const response = await fake.handle(request);
  const { pathname } = new URL(request.url);
  console.log(`${new Date().toISOString()} ${request.method} ${pathname} → ${response.status}`);
  return response;
}, port);

const vars = {
  SEARCH_PROVIDER: 'app-search',
  SEARCH_ENDPOINT_BASE: served.url,
  SEARCH_ENGINE: KEYS.engine,
  SEARCH_KEY: KEYS.searchKey,
};
console.log(`App Search double at ${served.url} (engine ${KEYS.engine})${failStatus ? `, answering every call ${failStatus}` : ''}`);
console.log('Fill it with the catalog (after `node build.mjs`):');
console.log(`  SEARCH_ENDPOINT_BASE=${served.url} SEARCH_ENGINE=${KEYS.engine} SEARCH_PRIVATE_KEY=${KEYS.privateKey} npm run search:sync`);
console.log('Run the shop against it:');
console.log(`  npx wrangler dev --port 8787 --var ENVIRONMENT:development --var DEV_GEO_HEADER:true ${varArguments(vars)}`);

const stop = async () => {
  await served.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
