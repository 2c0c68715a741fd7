// What a call of TextEncoder.encodeInto costs in workerd: `node test/bench/encode-into.mjs`.
// A Worker of its own under Miniflare writes 5,000 short strings per request, as React's
// server renderer writes a page's pieces: /native with one encodeInto each into a 4 KB view
// (React's way), /ascii through worker/render/react-util.ts's encoder, /joined as one string
// encoded once; /nothing is the request alone. Prints workerd's CPU per request for each
// (docs/benchmarks.md, "A lighter render").
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';

const encoder = await build({
  entryPoints: ['worker/render/react-util.ts'],
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'neutral',
  external: ['node:util'],
});
const script = `${encoder.outputFiles[0].text.replace(/export\s*\{[^}]*\};?\s*$/, '')}
const PARTS = ['<div', ' class="', 'card__body', '">', '<a href="', '/en-us/p/aurora-classic?crumbs=skis-classic', '">', 'Aurora Classic Ski', '</a>', '</div>'];
const N = 5000;
function viewWrites(encoder) {
  let view = new Uint8Array(4096), written = 0, total = 0;
  for (let i = 0; i < N; i++) {
    const part = PARTS[i % PARTS.length];
    const result = encoder.encodeInto(part, written ? view.subarray(written) : view);
    written += result.written;
    if (result.read < part.length || written > 3900) { total += written; view = new Uint8Array(4096); written = 0; }
  }
  return total + written;
}
const builtin = new TextEncoder();
const ascii = new ShortAsciiTextEncoder();
export default {
  async fetch(request) {
    const path = new URL(request.url).pathname;
    let bytes = 0;
    if (path === '/native') bytes = viewWrites(builtin);
    else if (path === '/ascii') bytes = viewWrites(ascii);
    else if (path === '/joined') { const all = []; for (let i = 0; i < N; i++) all.push(PARTS[i % PARTS.length]); bytes = builtin.encode(all.join('')).length; }
    return new Response(String(bytes));
  },
};`;

const mf = new Miniflare({ modules: true, script, compatibilityDate: '2026-04-20', compatibilityFlags: ['nodejs_compat'] });
const url = await mf.ready;
const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
/** User + system CPU ms of the workerd that Miniflare started for this script (a child of this process). */
function workerdCpuMs() {
  let total = 0;
  for (const pid of execFileSync('pgrep', ['-x', 'workerd', '-P', String(process.pid)], { encoding: 'utf8' })
    .trim()
    .split('\n')) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      total += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return (total * 1000) / ticks;
}
try {
  for (const round of [1, 2])
    for (const path of ['/nothing', '/native', '/ascii', '/joined']) {
      for (let i = 0; i < 200; i++) await (await fetch(new URL(path, url))).text();
      const before = workerdCpuMs();
      const requests = 2000;
      for (let i = 0; i < requests; i++) await (await fetch(new URL(path, url))).text();
      console.log(`round ${round} ${path.padEnd(9)} ${((workerdCpuMs() - before) / requests).toFixed(3)} ms of workerd CPU per request`);
    }
} finally {
  await mf.dispose();
}
