import type { ModuleQueue } from '../../client/lib/assets';
import { inlineJson } from '../../client/lib/inline-json';

/**
 * The page's JavaScript starts after its content has painted (issue 15). The client entry and
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

// The loader's source, written to run as it is in every browser the build targets (es2022).
const LOADER = `(e,m,w,p)=>{const d=document,t=(ms)=>new Promise((r)=>setTimeout(r,ms)),go=()=>{for(const h of m){const l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.append(l)}const s=d.createElement('script');s.type='module';s.src=e;d.head.append(s)};if(d.visibilityState==='hidden')return go();const parsed=new Promise((r)=>d.readyState==='loading'?d.addEventListener('DOMContentLoaded',r):r()),pending=()=>{const k=d.createTreeWalker(d.body,128);for(let n;(n=k.nextNode());)if(n.data==='$?'||n.data==='$~')return true;return false},pictures=()=>Promise.all([...d.querySelectorAll('img[fetchpriority=high]')].filter((i)=>!i.complete).map((i)=>new Promise((r)=>{i.addEventListener('load',r);i.addEventListener('error',r)})));Promise.race([parsed.then(async()=>{while(pending())await t(p);await pictures()}),t(w)]).then(()=>requestAnimationFrame(()=>setTimeout(go)))}`;

/** The inline script that loads the entry and the queued modules after first paint. */
export function moduleLoaderScript(entry: string, hrefs: readonly string[]): string {
  return `(${LOADER})(${inlineJson(entry)},${inlineJson(hrefs)},${LOADER_WAIT_MS},${LOADER_POLL_MS})`;
}
