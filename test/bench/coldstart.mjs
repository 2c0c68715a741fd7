// Cold start (issue 9): a fresh workerd process per run, so the Worker's isolate is new and
// its document memo empty; then the time to the first response of a page. workerd
// evaluates the script's global scope while it starts, before it listens, so that part is
// inside `boot` (Miniflare's start to ready, timed by serve.mjs; `process` adds Node,
// wrangler's config reading and Miniflare's own start); `first` is what the first visitor waits for once it listens (lazy document
// reads through ASSETS, first-run compilation of the render path), `warm` the same page
// right after, for comparison.
import { startServer } from './server.mjs';
import { median, timeOnce } from './streaming.mjs';

const round = (n) => Math.round(n * 10) / 10;

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
      samples.push({ processMs, bootMs, firstTtfbMs: first.firstByte, firstMs: first.lastByte, warmMs: median(warm) });
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
  };
}
