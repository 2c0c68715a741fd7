// Builds the client: the island-hydrating entry (split per island) and the stylesheet,
// minified with content-hashed names into dist/public (served by Workers static assets),
// plus worker/generated/manifest.json that SSR imports to link the right files; and the
// embedded services' data: the seed as JSON documents under dist/public/_data, which the
// Worker reads through its ASSETS binding (LOIPE_CATALOG_SCALE=n repeats the catalog n
// times, for the bench).
// `node build.mjs --dev` also watches client/ and runs `wrangler dev` (this is `npm start`).
import * as esbuild from 'esbuild';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';

const PUBLIC = 'dist/public';
const ASSETS = `${PUBLIC}/assets`;
const MANIFEST = 'worker/generated/manifest.json';
const dev = process.argv.includes('--dev');
const DATA = `${PUBLIC}/_data`;

/** Runs the seed generators once (bundled for Node) and writes their documents. */
async function buildData() {
  const scale = Number(process.env.LOIPE_CATALOG_SCALE ?? 1);
  const entry = 'dist/build/write-data.mjs';
  await esbuild.build({
    entryPoints: ['worker/data/build/write.ts'],
    outfile: entry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  const { writeDocuments, staticHeadersFile } = await import(`./${entry}?t=${Date.now()}`);
  const started = Date.now();
  const { files, bytes } = await writeDocuments(DATA, scale);
  console.log(`data built: ${files} documents, ${(bytes / 1024).toFixed(0)} KB at catalog scale ${scale} (${Date.now() - started} ms)`);
  return { staticHeadersFile };
}

/** Island name → source file, read from the client registry so islands are declared once. */
async function islandSources() {
  const text = await readFile('client/islands/loaders.ts', 'utf8');
  const sources = {};
  for (const [, name, file] of text.matchAll(/'?([a-z0-9-]+)'?:\s*\(\)\s*=>\s*import\('\.\/([A-Za-z0-9_-]+)'\)/g)) {
    sources[name] = `client/islands/${file}.tsx`;
  }
  // The formatter unquotes keys that need no quotes: every loader must still be found.
  const loaders = text.match(/\(\)\s*=>\s*import\(/g)?.length ?? 0;
  if (Object.keys(sources).length !== loaders)
    throw new Error(`client/islands/loaders.ts: ${loaders} loaders but ${Object.keys(sources).length} read as name → file`);
  return sources;
}

const url = (file) => `/${file.slice(PUBLIC.length + 1)}`;

/**
 * V8 compiles a function when it is first called, on the main thread; React DOM's
 * hundreds of functions were compiled that way while the entry ran and hydrated (about 40 ms
 * of the main thread after first paint). With this comment at the top of the file (Chrome
 * 136+, ignored elsewhere) V8 compiles all of the entry's functions up front, on the thread
 * that streams the script in. Only the entry carries it: React DOM is all but the whole file
 * and nearly all of it runs at hydration; the islands' small chunks are not worth the bytes.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

async function hintEagerCompile(file) {
  const code = await readFile(file, 'utf8');
  if (!code.startsWith(COMPILE_HINT)) await writeFile(file, COMPILE_HINT + code);
}

async function writeManifest(metafile) {
  const outputs = Object.entries(metafile.outputs);
  const byEntry = (source) => outputs.find(([, out]) => out.entryPoint === source);
  const staticImports = (out) => out.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => url(i.path));
  const [entryFile, entryOut] = byEntry('client/entry.tsx');
  await hintEagerCompile(entryFile);
  const [cssFile] = byEntry('client/styles/app.css');
  const [livePreviewFile] = byEntry('client/live-preview.ts');
  const islands = {};
  for (const [name, source] of Object.entries(await islandSources())) {
    const found = byEntry(source);
    if (!found) throw new Error(`island ${name}: no chunk for ${source}`);
    islands[name] = { file: url(found[0]), imports: staticImports(found[1]) };
  }
  const buildId = createHash('sha256')
    .update(
      outputs
        .map(([file]) => file)
        .sort()
        .join('\n'),
    )
    .digest('hex')
    .slice(0, 12);
  const manifest = {
    buildId,
    entry: url(entryFile),
    entryImports: staticImports(entryOut),
    css: url(cssFile),
    islands,
    livePreview: url(livePreviewFile),
  };
  await mkdir('worker/generated', { recursive: true });
  const previous = await readFile(MANIFEST, 'utf8').catch(() => '');
  const next = `${JSON.stringify(manifest, null, 2)}\n`;
  // Rewriting an unchanged manifest would make wrangler reload the Worker for nothing.
  if (previous !== next) await writeFile(MANIFEST, next);
  await mkdir(`${PUBLIC}/builds/meta`, { recursive: true });
  const meta = { id: buildId, timestamp: Date.now(), matcher: { static: {}, wildcard: {}, dynamic: {} }, prerendered: [] };
  await writeFile(`${PUBLIC}/builds/latest.json`, JSON.stringify({ id: buildId, timestamp: meta.timestamp }));
  await writeFile(`${PUBLIC}/builds/meta/${buildId}.json`, JSON.stringify(meta));
  return manifest;
}

const manifestPlugin = {
  name: 'manifest',
  setup(build) {
    build.onEnd(async (result) => {
      if (result.errors.length || !result.metafile) return;
      const manifest = await writeManifest(result.metafile);
      console.log(
        `client built: ${manifest.entry} ${manifest.css} (${Object.keys(manifest.islands).length} islands, build ${manifest.buildId})`,
      );
    });
  },
};

const options = {
  // The Live Preview Utils SDK is an entry of its own: only an editor's preview page loads it (worker/content/live-preview.ts).
  entryPoints: { entry: 'client/entry.tsx', app: 'client/styles/app.css', 'live-preview': 'client/live-preview.ts' },
  outdir: ASSETS,
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  target: ['es2022', 'chrome110', 'firefox110', 'safari16'],
  entryNames: '[name]-[hash]',
  chunkNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  metafile: true,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [manifestPlugin],
};

const { staticHeadersFile } = await buildData();
await rm(ASSETS, { recursive: true, force: true });
await mkdir(ASSETS, { recursive: true });
await copyFile('client/static/favicon.svg', `${PUBLIC}/favicon.svg`);
// Static files get the security headers the Worker's responses carry (worker/rules/static-headers.ts).
await writeFile(`${PUBLIC}/_headers`, staticHeadersFile());

if (!dev) {
  await esbuild.build(options);
} else {
  const context = await esbuild.context(options);
  await context.rebuild();
  await context.watch();
  // The embedded commerce platform's database (D1): apply migrations/ to the local copy first.
  await new Promise((resolve, reject) => {
    const apply = spawn('npx', ['wrangler', 'd1', 'migrations', 'apply', 'COMMERCE_DB', '--local'], {
      stdio: 'inherit',
      env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
    });
    apply.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`wrangler d1 migrations apply exited with ${code}`))));
  });
  const wrangler = spawn(
    'npx',
    [
      'wrangler',
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      process.env.PORT ?? '8787',
      '--var',
      'DEV_GEO_HEADER:true',
      '--var',
      // `ENVIRONMENT=production npm start` tries a deploy's settings locally (checkout closes
      // unless PAYMENT_PROVIDER names a processor: docs/security.md).
      `ENVIRONMENT:${process.env.ENVIRONMENT || 'development'}`,
      ...(process.env.PAYMENT_PROVIDER ? ['--var', `PAYMENT_PROVIDER:${process.env.PAYMENT_PROVIDER}`] : []),
      // The operators' token (restock, page cache purge) from the environment; `.dev.vars` works too (wrangler reads it).
      ...(process.env.OPS_TOKEN ? ['--var', `OPS_TOKEN:${process.env.OPS_TOKEN}`] : []),
      '--show-interactive-dev-session=false',
    ],
    { stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' } },
  );
  const stop = () => {
    wrangler.kill('SIGTERM');
    void context.dispose();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  wrangler.on('exit', (code) => {
    void context.dispose();
    process.exit(code ?? 0);
  });
}
