#!/usr/bin/env node
/**
 * The BigCommerce double on its own, for an operator to run the shop against
 * (docs/hosted-bigcommerce.md):
 *
 *   node test/contract/serve-fake-bigcommerce.mjs --port 8820 [--quota]
 *
 * It serves the seed's four stores exactly as the contract tests' fake does (held to the
 * vendored OpenAPI files), prints the `wrangler dev` line that points the shop at it, then one
 * line per request it answered and every violation of the published API it saw. `--quota`
 * turns on BigCommerce's quota (150 requests / 30 s a store; past it, 429 with only the
 * X-Rate-Limit-* headers). Node runs no TypeScript, so the fake is bundled first with esbuild
 * (a dev dependency) into node_modules/.cache.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { importFake, logUntilStopped, portArgument, varArguments } from './serve-fake-support.mjs';

const { values } = parseArgs({ options: { port: { type: 'string', default: '8820' }, quota: { type: 'boolean', default: false } } });
const port = portArgument('--port', values.port);

const here = new URL('.', import.meta.url);
process.env.BIGCOMMERCE_OPENAPI_DIR = fileURLToPath(new URL('vendor/bigcommerce/', here));
const fake = await importFake(
  'fake-bigcommerce',
  `
export { startFakeService } from './fake-service';
export { BIGCOMMERCE_QUOTA, bigcommerceRoutes, takeBigCommerceViolations } from './fake-bigcommerce';
export { proCodes, shippingSettings } from '../../worker/data/catalog/index';
`,
);

const STORES = {
  us: { hash: 'loipeus', token: 'bc-token-us' },
  ca: { hash: 'loipeca', token: 'bc-token-ca' },
  no: { hash: 'loipeno', token: 'bc-token-no' },
  eu_region_1: { hash: 'loipeeu', token: 'bc-token-eu' },
};
const service = await fake.startFakeService(fake.bigcommerceRoutes(STORES, values.quota ? { quota: fake.BIGCOMMERCE_QUOTA } : {}), port);
const perRegion = (pick) =>
  Object.entries(STORES)
    .map(([region, store]) => `${region}=${pick(store)}`)
    .join(',');
const vars = {
  // wrangler.toml says production, where ALTCHA needs its secret; locally the development key serves.
  ENVIRONMENT: 'development',
  DEV_GEO_HEADER: 'true',
  COMMERCE_PROVIDER: 'bigcommerce',
  BIGCOMMERCE_API_HOST: service.url,
  BIGCOMMERCE_STORE_HASHES: perRegion((s) => s.hash),
  BIGCOMMERCE_ACCESS_TOKENS: perRegion((s) => s.token),
  BIGCOMMERCE_SHIPPING_SETTINGS: JSON.stringify(fake.shippingSettings),
  BIGCOMMERCE_PRO_CODES: JSON.stringify(fake.proCodes),
};
console.log(`BigCommerce double at ${service.url}${values.quota ? ' (quota: 150 requests / 30 s a store)' : ''}`);
console.log('Run the shop against it (after `node build.mjs`):');
console.log(`  npx wrangler dev --port 8787 ${varArguments(vars)}`);

// One line per answered request, and what broke the published API, twice a second.
logUntilStopped(service, fake.takeBigCommerceViolations);
