import type { ModuleQueue } from '../../shared/assets';
import { inlineJson } from '../../shared/inline-json';

/**
 * The page's JavaScript starts after its content has painted. The client entry and
 * the chunks of the islands hydrated at load are not linked from the head, where they would
 * share the first round trips with the HTML, the stylesheet and the largest picture: an inline
 * script at the end of the shell asks for them once
 * - the document is parsed (the streamed parts have arrived),
 * - React has revealed every streamed part (no Suspense boundary is pending, `<!--$?-->`, or
 *   waiting for its batched reveal, `<!--$~-->`: React 19 reveals them at most every 300 ms),
 * - the high-priority pictures (the LCP image, `fetchpriority="high"`) have loaded or failed,
 * - and a frame has been painted after that,
 * or `LOADER_WAIT_MS` after the shell at the latest. Until then the server's HTML works as it
 * does without JavaScript.
 *
 * `modulepreload` links for every chunk first (so no island waits on its imports), then the
 * entry as a module script; both from 'self', which the CSP allows without a nonce.
 */

/** The longest the loader waits for the page to settle before it loads the scripts anyway. */
export const LOADER_WAIT_MS = 2500;

/** How often the loader looks again for a streamed part that React has not revealed yet. */
export const LOADER_POLL_MS = 50;

export function moduleQueue(entryImports: readonly string[]): ModuleQueue {
  return { hrefs: [...entryImports], written: false };
}

/** Adds modules once each, in order. */
export function queueModules(queue: ModuleQueue, hrefs: readonly string[]): void {
  for (const href of hrefs) if (!queue.hrefs.includes(href)) queue.hrefs.push(href);
}

// The loader's source, written to run as it is in every browser the build targets (es2022), and
// short since every page carries it: `u` spells a module's URL from its name (`b` + name + `x`),
// `o` adds the modulepreloads and the entry, `a` is the parsed document, `q` tells whether a
// streamed part waits for React, `g` waits for the high-priority pictures, `t` sleeps.
const LOADER = `(b,x,e,m,w,p)=>{const d=document,u=h=>b+h+x,t=s=>new Promise(r=>setTimeout(r,s)),o=()=>{for(const h of m){const l=d.createElement('link');l.rel='modulepreload';l.href=u(h);d.head.append(l)}const s=d.createElement('script');s.type='module';s.src=u(e);d.head.append(s)};if(d.visibilityState==='hidden')return o();const a=new Promise(r=>d.readyState==='loading'?d.addEventListener('DOMContentLoaded',r):r()),q=()=>{const k=d.createTreeWalker(d.body,128);for(let n;(n=k.nextNode());)if(n.data==='$?'||n.data==='$~')return 1;return 0},g=()=>Promise.all([...d.querySelectorAll('img[fetchpriority=high]')].filter(i=>!i.complete).map(i=>new Promise(r=>{i.addEventListener('load',r);i.addEventListener('error',r)})));Promise.race([a.then(async()=>{while(q())await t(p);await g()}),t(w)]).then(()=>requestAnimationFrame(()=>setTimeout(o)))}`;

/** The longest start and end every module URL shares (`/assets/` and `.js` in a build), so the script names each module once. */
function sharedEnds(urls: readonly string[]): [string, string] {
  const start = (a: string, b: string) => {
    let n = 0;
    while (n < a.length && a[n] === b[n]) n++;
    return a.slice(0, n);
  };
  const end = (a: string, b: string) => {
    let n = 0;
    while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n++;
    return a.slice(a.length - n);
  };
  let prefix = urls[0] ?? '';
  let suffix = urls[0] ?? '';
  for (const url of urls) {
    prefix = start(prefix, url);
    suffix = end(suffix, url);
  }
  // The start up to its last `/`, the end from the first `.` of its file-name part: each name
  // keeps its own letters, and a dot in a directory (`/v1.2/`) stays out of the extension.
  const base = prefix.slice(0, prefix.lastIndexOf('/') + 1);
  const file = suffix.slice(suffix.lastIndexOf('/') + 1);
  const dot = file.indexOf('.');
  const extension = dot < 0 ? '' : file.slice(dot);
  return urls.every((url) => url.length >= base.length + extension.length) ? [base, extension] : ['', ''];
}

/** The inline script that loads the entry and the queued modules after first paint. */
export function moduleLoaderScript(entry: string, hrefs: readonly string[]): string {
  const [base, extension] = sharedEnds([entry, ...hrefs]);
  const name = (url: string) => url.slice(base.length, url.length - extension.length);
  const args = [base, extension, name(entry), hrefs.map(name), LOADER_WAIT_MS, LOADER_POLL_MS].map((v) =>
    typeof v === 'number' ? String(v) : inlineJson(v),
  );
  return `(${LOADER})(${args.join(',')})`;
}
