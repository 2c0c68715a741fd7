// Bytes a shopper downloads before a page is interactive, and the Worker's upload size.
// Everything is gzip at zlib's default level, the figure bundle-size tools report.
import { readFileSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BROWSER_HEADERS } from './routes.mjs';

const PUBLIC = 'dist/public';
const gzipBytes = (buffer) => gzipSync(buffer).length;
const read = (url) => readFileSync(join(PUBLIC, url.split('?')[0]));

/** Static imports of an esbuild ESM chunk (`import{a}from"./chunk-X.js"`, `export*from"..."`); not `import()`. */
export function staticImports(url, code) {
  const found = [];
  const pattern =
    /\b(?:import|export)\s*(?:\{[^}]*\}|\*(?:\s*as\s*[\w$]+)?|[\w$]+(?:\s*,\s*\{[^}]*\})?)?\s*(?:from\s*)?["']([^"']+\.js)["']/g;
  for (const [, spec] of code.matchAll(pattern)) {
    if (spec.startsWith('.')) found.push(posix.join(posix.dirname(url), spec));
    else if (spec.startsWith('/')) found.push(spec);
  }
  return found;
}

/** `url` and every chunk it statically imports, transitively: what runs before the module does. */
function closure(urls) {
  const seen = new Set();
  const queue = [...urls];
  while (queue.length) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...staticImports(url, read(url).toString('utf8')));
  }
  return seen;
}

const attr = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;

/**
 * What the HTML makes the browser load before the page is interactive: module scripts,
 * modulepreloads, the modules of the loader script, the chunk of every island marker hydrated at load, and their static
 * imports. Islands marked `data-hydrate="visible"` load when scrolled into reach: their
 * extra chunks are listed apart (`deferred`). The island registry comes from
 * worker/generated/manifest.json.
 */
export function pageAssets(html, manifest) {
  const scripts = [];
  const styles = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    const rel = attr(tag, 'rel');
    const href = attr(tag, 'href');
    if (tag.startsWith('<script') && src?.startsWith('/')) scripts.push(src);
    else if (rel === 'modulepreload' && href?.startsWith('/')) scripts.push(href);
    else if (rel === 'stylesheet' && href?.startsWith('/')) styles.push(href);
  }
  // The module loader (worker/render/module-loader.ts) asks for the entry and its chunks after first paint.
  // Its call names them by the start and end their URLs share, the entry's name and the chunks' names.
  for (const [, body] of html.matchAll(/<script\b[^>]*\sdata-module-loader[^>]*>([\s\S]*?)<\/script>/gi)) {
    const args = /\)\((.*)\)$/.exec(body);
    if (!args) throw new Error('the module loader script has no arguments: has its format changed?');
    const [base, extension, entry, chunks] = JSON.parse(`[${args[1]}]`);
    for (const name of [entry, ...chunks]) scripts.push(base + name + extension);
  }
  // React escapes `>` inside attribute values, so a marker's opening tag ends at the first `>`.
  // `focus` islands (the header's search box, menu, country link and cart) load when the shopper comes to them: counted with the deferred ones.
  const markers = [...html.matchAll(/<div\b[^>]*\sdata-island="([^"]+)"[^>]*>/g)].map(([tag, name]) => ({
    name,
    visible: ['visible', 'focus'].includes(attr(tag, 'data-hydrate')),
  }));
  const chunksOf = (name) => {
    const island = manifest.islands[name];
    if (!island) throw new Error(`island "${name}" on the page is not in the build manifest`);
    return [island.file, ...(island.imports ?? [])];
  };
  const islands = [...new Set(markers.filter((m) => !m.visible).map((m) => m.name))];
  const deferredIslands = [...new Set(markers.filter((m) => m.visible).map((m) => m.name))].filter((name) => !islands.includes(name));
  for (const name of islands) scripts.push(...chunksOf(name));
  const eager = closure(scripts);
  const later = [...closure(deferredIslands.flatMap(chunksOf))].filter((url) => !eager.has(url));
  const sized = (urls) => [...urls].map((url) => ({ url, gzip: assetGzip(url) })).sort((a, b) => b.gzip - a.gzip);
  const total = (files) => files.reduce((sum, file) => sum + file.gzip, 0);
  const jsFiles = sized(eager);
  const deferredFiles = sized(later);
  const cssGzip = [...new Set(styles)].reduce((sum, url) => sum + gzipBytes(read(url)), 0);
  return { islands, jsFiles, jsGzip: total(jsFiles), deferredIslands, deferredFiles, deferredGzip: total(deferredFiles), cssGzip };
}

/** Gzip size of a built asset by its URL path, for what a browser was seen to load. */
export function assetGzip(url) {
  return gzipBytes(read(url));
}

/** Client JS and CSS per page type, read from the pages the running Worker serves. */
export async function measurePageSizes(base, pages) {
  const manifest = JSON.parse(readFileSync('worker/generated/manifest.json', 'utf8'));
  const result = {};
  for (const [name, path] of Object.entries(pages)) {
    const res = await fetch(`${base}${path}`, { headers: BROWSER_HEADERS });
    result[name] = { path, ...pageAssets(await res.text(), manifest) };
  }
  return result;
}

/** The Worker bundle wrangler would upload (every module in dist/worker, no source maps), gzip. */
export function workerSize(dir = 'dist/worker') {
  let raw = 0;
  let gzip = 0;
  for (const file of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!file.isFile() || file.name.endsWith('.map') || file.name === 'README.md') continue;
    const buffer = readFileSync(join(file.parentPath, file.name));
    raw += buffer.length;
    gzip += gzipBytes(buffer);
  }
  return { raw, gzip };
}
