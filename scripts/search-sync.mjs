// `npm run search:sync` (docs/search.md): bundles worker/data/build/search-sync.ts for
// Node (as build.mjs bundles the seed writer) and runs it; its exit code is the command's.
import * as esbuild from 'esbuild';

const entry = 'dist/build/search-sync.mjs';
await esbuild.build({
  entryPoints: ['worker/data/build/search-sync.ts'],
  outfile: entry,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
});
const { main } = await import(`../${entry}?t=${Date.now()}`);
process.exitCode = await main();
