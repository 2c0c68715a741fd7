// HTML bytes per page, raw and gzip, and where they go: island props (the JSON blocks
// after the markers, or `data-props` attributes), `srcset` candidates, inline scripts (React's streaming scripts, the data
// layer, …), JSON-LD, and the markup that is left.
import { gzipSync } from 'node:zlib';
import { BROWSER_HEADERS } from './routes.mjs';

const bytes = (text) => Buffer.byteLength(text, 'utf8');

/** The split of one HTML document, in raw bytes; `markup` is what the others leave. */
export function splitHtml(html) {
  const raw = bytes(html);
  let islandProps = 0;
  let srcset = 0;
  let inlineScripts = 0;
  let jsonLd = 0;
  for (const [whole, attrs] of html.matchAll(/<script\b([^>]*)>[\s\S]*?<\/script>/gi)) {
    if (/\ssrc=/i.test(attrs)) continue;
    if (/type="application\/ld\+json"/i.test(attrs)) jsonLd += bytes(whole);
    else if (/\sdata-island-props=/.test(attrs)) islandProps += bytes(whole);
    else inlineScripts += bytes(whole);
  }
  for (const [whole] of html.matchAll(/\sdata-props="[^"]*"/g)) islandProps += bytes(whole);
  for (const [whole] of html.matchAll(/\s(?:srcset|srcSet|imagesrcset)="[^"]*"/g)) srcset += bytes(whole);
  const markup = raw - islandProps - srcset - inlineScripts - jsonLd;
  return { raw, gzip: gzipSync(html).length, markup, islandProps, srcset, inlineScripts, jsonLd };
}

/** The split of every page, read whole (all of the stream) from the running Worker. */
export async function measureHtmlBytes(base, pages, { cookie = null } = {}) {
  const result = {};
  for (const [name, path] of Object.entries(pages)) {
    const res = await fetch(`${base}${path}`, { headers: cookie ? { ...BROWSER_HEADERS, cookie } : BROWSER_HEADERS });
    result[name] = { path, status: res.status, ...splitHtml(await res.text()) };
  }
  return result;
}
