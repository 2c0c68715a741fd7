// Where a fresh isolate's first product response goes: per run, a fresh workerd with
// its inspector, a CPU profile of the first request only, then the documents that request read
// through ASSETS (worker/ports/data.ts firstReads, via `/healthz?data` under BENCH_STATS),
// grouped into rounds (reads that start together), and how long Node takes to parse them.
//
//   node test/bench/cold-profile.mjs [runs=3] [page=product]      (PROFILE_NO_BUILD=1 uses dist/ as built)
//
// Writes dist/bench/cold-<n>.cpuprofile. Workers' clocks stand still while code runs, so the
// read times are of the I/O; the CPU profile gives the code's share (parse, compile, render).
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { buildProduction, freePort, startServer } from './server.mjs';
import { discoverPages } from './routes.mjs';
import { timeOnce } from './streaming.mjs';
import { loadAverage } from './cpu.mjs';
import { inspector, summarise, workerTarget } from './profile.mjs';

const RUNS = Number(process.argv[2] ?? 3);
const PAGE = process.argv[3] ?? 'product';
const ms = (us) => `${(us / 1000).toFixed(1)} ms`;

/** Reads that started at the same instant are one round (the clock moves only with I/O). */
function rounds(reads) {
  const byStart = new Map();
  for (const r of reads) byStart.set(r.startMs, [...(byStart.get(r.startMs) ?? []), r]);
  return [...byStart].sort((a, b) => a[0] - b[0]).map(([, list]) => list);
}

function parseMs(path) {
  const text = readFileSync(`dist/public/_data/${path}`, 'utf8');
  const started = performance.now();
  for (let i = 0; i < 5; i++) JSON.parse(text);
  return (performance.now() - started) / 5;
}

async function main() {
  if (!process.env.PROFILE_NO_BUILD) await buildProduction();
  const path = await (async () => {
    const server = await startServer();
    try {
      return (await discoverPages(server.url)).pages[PAGE];
    } finally {
      await server.stop();
    }
  })();
  mkdirSync('dist/bench', { recursive: true });
  for (let run = 1; run <= RUNS; run++) {
    const inspectorPort = await freePort();
    const server = await startServer({ inspectorPort, vars: { BENCH_STATS: 'true' } });
    try {
      const session = inspector(await workerTarget(inspectorPort));
      await session.opened;
      await session.send('Profiler.enable');
      await session.send('Profiler.setSamplingInterval', { interval: 100 });
      await session.send('Profiler.start');
      const first = await timeOnce(`${server.url}${path}`);
      const { profile } = await session.send('Profiler.stop');
      session.close();
      const second = await timeOnce(`${server.url}${path}`);
      const { reads, documents, bytes } = await (await fetch(`${server.url}/healthz?data`)).json();
      writeFileSync(`dist/bench/cold-${run}.cpuprofile`, JSON.stringify(profile));
      const s = summarise(profile);
      console.log(
        `\n## run ${run} ${path}: first response ${first.lastByte.toFixed(1)} ms (headers ${first.headers.toFixed(1)} ms; Server-Timing ${first.serverTiming}), second ${second.lastByte.toFixed(1)} ms; load average ${loadAverage().join(' ')}`,
      );
      console.log(`  sampled CPU ${ms(s.totalUs - s.idleUs)} busy (+${ms(s.idleUs)} program/GC/idle)`);
      for (const [a, t] of s.areas.slice(0, 8)) console.log(`    ${ms(t).padStart(9)}  ${a}`);
      for (const [f, t] of s.total.slice(0, 12)) console.log(`    total ${ms(t).padStart(9)}  ${f}`);
      let parse = 0;
      const list = rounds(reads);
      console.log(
        `  ${reads.length} documents, ${(reads.reduce((a, r) => a + r.bytes, 0) / 1024).toFixed(0)} KB, in ${list.length} rounds (memo: ${documents} documents, ${(bytes / 1024).toFixed(0)} KB)`,
      );
      for (const [i, round] of list.entries()) {
        const parsed = round.map((r) => parseMs(r.path));
        parse += parsed.reduce((a, b) => a + b, 0);
        console.log(
          `    round ${i + 1} at ${round[0].startMs} ms: ${round.map((r, j) => `${r.path} ${(r.bytes / 1024).toFixed(0)} KB (${r.endMs - r.startMs} ms I/O, parse ${parsed[j].toFixed(1)} ms in Node)`).join('; ')}`,
        );
      }
      console.log(`  parse in Node (this host, now): ${parse.toFixed(1)} ms for all`);
    } finally {
      await server.stop();
    }
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
