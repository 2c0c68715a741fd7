// The client JS figure of `npm run bench` alone, in a minute: `node test/bench/js-size.mjs`
// serves the production build (built before) and prints, per page, the larger of what the HTML
// asks for before interaction and what Chromium fetched at a phone and a desktop viewport,
// with the product page's files. BENCH_PORTS keeps the server in a port range.
import { serveBuild } from './server.mjs';
import { discoverPages } from './routes.mjs';
import { measurePageSizes } from './sizes.mjs';
import { measureLoadedJs } from './loaded-js.mjs';

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const server = await serveBuild();
try {
  const { pages } = await discoverPages(server.url);
  const sizes = await measurePageSizes(server.url, pages);
  const loaded = await measureLoadedJs(server.url, pages);
  for (const [name, s] of Object.entries(sizes)) {
    const seen = loaded[name];
    console.log(
      `${name.padEnd(9)} ${kb(Math.max(s.jsGzip, seen.maxGzip)).padEnd(9)} (HTML ${kb(s.jsGzip)}, islands at load: ${s.islands.join(', ') || 'none'}; ` +
        `fetched ${kb(seen.mobile.gzip)} at 412 px, ${kb(seen.desktop.gzip)} at 1350 px; +${kb(s.deferredGzip)} later: ${s.deferredIslands.join(', ') || 'none'})`,
    );
  }
  console.log(`product files: ${sizes.product.jsFiles.map((f) => `${f.url.replace('/assets/', '')} ${kb(f.gzip)}`).join(', ')}`);
} finally {
  server.stop();
}
process.exit(0);
