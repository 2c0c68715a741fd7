// Time to first byte and to last byte of a streamed page, measured on the raw socket so
// no client buffering hides when the shell was flushed.
import { request } from 'node:http';
import { BROWSER_HEADERS } from './routes.mjs';

export function timeOnce(url) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - start) / 1e6;
    let headers = 0;
    let firstByte = 0;
    let bytes = 0;
    let chunks = 0;
    // Identity encoding: a compressor between the Worker and the socket could hold the
    // shell back, and what we measure is when the Worker sends it.
    const req = request(url, { headers: { ...BROWSER_HEADERS, 'accept-encoding': 'identity' } }, (res) => {
      headers = ms();
      res.on('data', (chunk) => {
        if (!firstByte) firstByte = ms();
        bytes += chunk.length;
        chunks++;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          headers,
          firstByte,
          lastByte: ms(),
          bytes,
          chunks,
          serverTiming: res.headers['server-timing'] ?? '',
          cacheStatus: res.headers['cache-status'] ?? '',
        }),
      );
      res.on('error', reject);
    });
    req.setTimeout(15_000, () => req.destroy(new Error(`timeout: ${url}`)));
    req.on('error', reject);
    req.end();
  });
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (n) => Math.round(n * 10) / 10;

/** Median TTFB / last byte over `runs` sequential requests, after two warm-ups. */
export async function measureStreaming(base, path, runs = 15) {
  const url = `${base}${path}`;
  for (let i = 0; i < 2; i++) await timeOnce(url);
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(await timeOnce(url));
  const bad = samples.find((s) => s.status !== 200);
  if (bad) throw new Error(`${path} answered ${bad.status} while measuring streaming`);
  // A page cache hit streams nothing: these figures are of renders (the server runs with PAGE_CACHE=off).
  const hit = samples.find((s) => /;\s*hit\b/.test(s.cacheStatus));
  if (hit)
    throw new Error(`${path} was a page cache hit (${hit.cacheStatus}) while measuring streaming: start the server with PAGE_CACHE=off`);
  return {
    path,
    runs,
    headersMs: round(median(samples.map((s) => s.headers))),
    ttfbMs: round(median(samples.map((s) => s.firstByte))),
    ttfbMaxMs: round(Math.max(...samples.map((s) => s.firstByte))),
    lastByteMs: round(median(samples.map((s) => s.lastByte))),
    lastByteMinMs: round(Math.min(...samples.map((s) => s.lastByte))),
    chunks: median(samples.map((s) => s.chunks)),
    bytes: samples[0].bytes,
  };
}
