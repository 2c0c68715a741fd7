// Cold start: a fresh workerd process per run, so the Worker's isolate is new and
// its document memo empty; then the time to the first response of a page. workerd
// evaluates the script's global scope while it starts, before it listens, so that part is
// inside `boot` (Miniflare's start to ready, timed by serve.mjs; `process` adds Node,
// wrangler's config reading and Miniflare's own start); `first` is what the first visitor waits for once it listens (lazy document
// reads through ASSETS, first-run compilation of the render path), `warm` the same page
// right after, for comparison. serve.mjs starts Miniflare's Cache API, KV and assets services
// before READY (a deploy's are always running), so `first` is the shop's Worker: the page
// cache's first read, the first documents through ASSETS, the first render (Server-Timing
// `cache`, `render`, `total` of that response are printed beside it).
import { startServer } from './server.mjs';
import { median, timeOnce } from './streaming.mjs';

const round = (n) => Math.round(n * 10) / 10;

/** `cache;dur=1.2, render;dur=30` → { cache: 1.2, render: 30 } (the Worker's own Server-Timing). */
function serverTiming(header) {
  const out = {};
  for (const m of header.matchAll(/([a-z]+);dur=([\d.]+)/g)) out[m[1]] = Number(m[2]);
  return out;
}

export async function measureColdStart(path, { runs = 5 } = {}) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const server = await startServer();
    const processMs = performance.now() - started;
    const { bootMs } = server;
    try {
      const first = await timeOnce(`${server.url}${path}`);
      if (first.status !== 200) throw new Error(`cold start: ${path} answered ${first.status}`);
      const warm = [];
      for (let w = 0; w < 3; w++) warm.push((await timeOnce(`${server.url}${path}`)).lastByte);
      const inWorker = serverTiming(first.serverTiming);
      samples.push({
        processMs,
        bootMs,
        firstTtfbMs: first.firstByte,
        firstMs: first.lastByte,
        warmMs: median(warm),
        // Where the first response's time went inside the Worker: the page cache's read, the render to its headers, all middleware.
        cacheMs: inWorker.cache ?? 0,
        renderMs: inWorker.render ?? 0,
        workerMs: inWorker.total ?? 0,
      });
    } finally {
      await server.stop();
    }
  }
  const med = (key) => round(median(samples.map((s) => s[key])));
  return {
    path,
    runs,
    processMs: med('processMs'),
    bootMs: med('bootMs'),
    firstTtfbMs: med('firstTtfbMs'),
    firstMs: med('firstMs'),
    firstMaxMs: round(Math.max(...samples.map((s) => s.firstMs))),
    warmMs: med('warmMs'),
    cacheMs: med('cacheMs'),
    renderMs: med('renderMs'),
    workerMs: med('workerMs'),
    samples: samples.map((s) => round(s.firstMs)),
  };
}
