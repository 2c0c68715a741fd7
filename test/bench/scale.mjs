// Catalog scale: the same Worker bundle served twice in one bench run, once with
// the shop's documents (dist/public, scale 1) and once with the catalog repeated `scale`
// times (LOIPE_CATALOG_SCALE; worker/data/catalog/scale.ts), written by the same document
// writer build.mjs uses into dist/bench/scale-N/public/_data next to a copy of the client.
// Throughput is compared in alternating rounds (×1, ×N, then ×N, ×1, ...) so a neighbour
// loading the shared cores weighs on both sides alike.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { measureThroughput } from './throughput.mjs';
import { timeOnce } from './streaming.mjs';

const PUBLIC = 'dist/public';
// Bundled for Node by build.mjs from worker/data/build/write.ts.
const WRITER = 'dist/build/write-data.mjs';
const WARM_REQUESTS = 5;
const SETTLE_MS = 1000;

function node(script) {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn('node', ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`document writer exited ${code}:\n${output}`))));
  });
}

/**
 * dist/bench/scale-N/public: the current client build plus the documents at scale N. The
 * documents (about a minute and 400 MB at ×100) are rewritten only when the writer or the
 * scale changed since the last bench. Returns { dir, files, bytes, reused, ms }.
 */
export async function buildScaledAssets(scale) {
  const root = `dist/bench/scale-${scale}`;
  const dir = join(root, 'public');
  const stampFile = join(root, 'data-stamp');
  const stamp = createHash('sha256')
    .update(await readFile(WRITER))
    .update(`scale ${scale}`)
    .digest('hex');
  await mkdir(dir, { recursive: true });
  // The client files of this build, not of the last one.
  for (const entry of await readdir(dir)) if (entry !== '_data') await rm(join(dir, entry), { recursive: true, force: true });
  for (const entry of await readdir(PUBLIC)) if (entry !== '_data') await cp(join(PUBLIC, entry), join(dir, entry), { recursive: true });

  const previous = await readFile(stampFile, 'utf8').catch(() => '');
  if (previous.startsWith(`${stamp} `)) return { dir, reused: true, ...JSON.parse(previous.slice(stamp.length + 1)) };
  const started = Date.now();
  // A child process: the writer holds the whole scaled catalog in memory while it runs.
  const output = await node(`const { writeDocuments } = await import(${JSON.stringify(`${process.cwd()}/${WRITER}`)});
    console.log(JSON.stringify(await writeDocuments(${JSON.stringify(join(dir, '_data'))}, ${Number(scale)})));`);
  const written = { ...JSON.parse(output.trim().split('\n').pop()), ms: Date.now() - started };
  await writeFile(stampFile, `${stamp} ${JSON.stringify(written)}`);
  return { dir, reused: false, ...written };
}

/**
 * Requests/s of each page on both servers, `rounds` alternating rounds. The ratio of a page
 * is its total ×N requests/s over its total ×1 requests/s; each round's ratio is kept too.
 */
/** One request, tried again twice when the connection drops (a loaded host can drop one). */
async function warmOnce(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await timeOnce(url);
    } catch (error) {
      if (attempt === 3) throw new Error(`${url} while warming: ${error.message}`);
      console.error(`bench: ${url} while warming: ${error.message}; trying again`);
      await new Promise((r) => setTimeout(r, 2000));
    }
  }
}

export async function compareScales(bases, paths, { rounds, seconds, connections }) {
  const result = {};
  for (const name of Object.keys(paths)) result[name] = { path: paths[name], rounds: [] };
  // Warm both isolates one request at a time first: a cold isolate under ten connections
  // spends the whole run loading documents (×100: a category page reads about 27 MB of
  // JSON the first time), and what is compared is the warm shop.
  for (const [side, base] of Object.entries(bases)) {
    for (const [name, path] of Object.entries(paths)) {
      const times = [];
      for (let i = 0; i < WARM_REQUESTS; i++) {
        const t = await warmOnce(`${base}${path}`);
        if (t.status !== 200) throw new Error(`${side} ${path} answered ${t.status} while warming`);
        times.push(Math.round(t.lastByte));
      }
      result[name][`${side}WarmMs`] = times;
    }
  }
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? ['x1', 'xN'] : ['xN', 'x1'];
    for (const [name, path] of Object.entries(paths)) {
      const round = {};
      for (const side of order) {
        round[side] = await measureThroughput(bases[side], path, { seconds, connections });
        // Requests autocannon left in flight finish before the other side is measured.
        await new Promise((r) => setTimeout(r, SETTLE_MS));
      }
      round.ratio = Math.round((round.xN.rps / round.x1.rps) * 1000) / 1000;
      result[name].rounds.push(round);
    }
  }
  for (const page of Object.values(result)) {
    const total = (side) => page.rounds.reduce((sum, round) => sum + round[side].rps, 0);
    page.x1Rps = Math.round(total('x1') / rounds);
    page.xNRps = Math.round(total('xN') / rounds);
    page.ratio = Math.round((total('xN') / total('x1')) * 1000) / 1000;
    page.x1P50 = page.rounds.map((round) => round.x1.p50);
    page.xNP50 = page.rounds.map((round) => round.xN.p50);
    page.non2xx = page.rounds.reduce((sum, round) => sum + round.x1.non2xx + round.xN.non2xx + round.x1.errors + round.xN.errors, 0);
  }
  return result;
}
