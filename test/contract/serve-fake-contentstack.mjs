#!/usr/bin/env node
/**
 * The Contentstack double on its own, for an editor or an operator to try live preview
 * (docs/live-preview.md):
 *
 *   npm run fake:contentstack -- --port 8830 [--draft page/about]
 *
 * It serves the seed content as the Content Delivery API serves a stack, and the preview
 * service under `/preview` on the same port, exactly as the contract tests' double does
 * (test/contract/fake-contentstack.ts). It prints the `wrangler dev` line that points the shop
 * at it; with `--draft <content_type>/<entry_uid>` also a preview URL whose hash the double
 * accepts and whose entry it answers with a changed title, as an editor's frame would open it.
 * Then one line per request it answered. Node runs no TypeScript, so the double is bundled
 * first with esbuild (a dev dependency) into node_modules/.cache.
 */
import { parseArgs } from 'node:util';
import { importFake, logUntilStopped, portArgument, varArguments } from './serve-fake-support.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8830' },
    draft: { type: 'string' },
    'shop-port': { type: 'string', default: '8787' },
  },
});
const port = portArgument('--port', values.port);
const shopPort = portArgument('--shop-port', values['shop-port']);

const fake = await importFake(
  'fake-contentstack',
  `
export { startFakeService } from './fake-service';
export { contentstackRoutes, contentstackPreviewRoutes, PREVIEW_PATH } from './fake-contentstack';
export { previewPath } from './fake-contentstack-preview-paths';
`,
);

const STACK = { apiKey: 'loipe-main', deliveryToken: 'cs-delivery-token', environment: 'production', previewToken: 'cs-preview-token' };
const preview = fake.contentstackPreviewRoutes(STACK);

// The draft is checked before the double listens: a typo says so and exits.
let draftUrl = null;
if (values.draft !== undefined) {
  const [type, uid, ...rest] = values.draft.split('/');
  const path = type && uid && rest.length === 0 ? fake.previewPath(type, uid) : null;
  if (!path) {
    console.error(`--draft ${values.draft}: expected <content_type>/<entry_uid> of a seed entry with a page, such as page/about,`);
    console.error('product/aurora-classic, blog_post/<uid>, support_page/<uid>, athlete/<uid> or product_category/<uid>');
    process.exit(2);
  }
  const hash = preview.previews.issue(type, uid);
  const query = new URLSearchParams({ live_preview: hash, content_type_uid: type, entry_uid: uid, locale: 'en-us' });
  draftUrl = `http://127.0.0.1:${shopPort}${path}?${query}`;
}

const service = await fake.startFakeService([...fake.contentstackRoutes(STACK), ...preview.routes], port);
const vars = {
  // wrangler.toml says production, where ALTCHA needs its secret; locally the development key serves.
  ENVIRONMENT: 'development',
  DEV_GEO_HEADER: 'true',
  CONTENT_PROVIDER: 'contentstack',
  CONTENTSTACK_HOST: service.url,
  CONTENTSTACK_API_KEY: STACK.apiKey,
  CONTENTSTACK_DELIVERY_TOKEN: STACK.deliveryToken,
  CONTENTSTACK_ENVIRONMENT: STACK.environment,
  CONTENTSTACK_PREVIEW_HOST: `${service.url}${fake.PREVIEW_PATH}`,
  CONTENTSTACK_PREVIEW_TOKEN: STACK.previewToken,
};
console.log(`Contentstack double at ${service.url} (delivery), ${service.url}${fake.PREVIEW_PATH} (preview service)`);
console.log('Run the shop against it (from the repository, after `npm install`):');
console.log(
  `  node build.mjs && npx wrangler d1 migrations apply COMMERCE_DB --local && npx wrangler dev --ip 127.0.0.1 --port ${shopPort} ${varArguments(vars)}`,
);
if (draftUrl) {
  console.log(`Preview of ${values.draft} (its title starts with "Draft: "):`);
  console.log(`  ${draftUrl}`);
}

logUntilStopped(service);
