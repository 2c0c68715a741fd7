// Where the render CPU goes: a CPU profile of the product and home pages taken through
// workerd's inspector while the production Worker answers a series of requests.
//
//   node test/bench/profile.mjs [requests=300] [pages=home,product]
//   PROFILE_ASSETS=dist/bench/scale-100/public (the ×100 catalog), PROFILE_SESSION=1 (the bench's session cookie with a one-line cart), PROFILE_NO_BUILD=1 (use dist/worker as built)
//
// Writes dist/bench/<page>.cpuprofile (open in Chrome DevTools) and prints, per page, the
// self time by source area (React's server renderer, Hono, our worker/client code, …) and
// the functions with the most self and total time, mapped through dist/worker/app.js.map.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { pathToFileURL } from 'node:url';
import WebSocket from 'ws';
import { buildProduction, freePort, startServer } from './server.mjs';
import { discoverPages, BROWSER_HEADERS, purchasable } from './routes.mjs';
import { sessionCookie } from './cpu.mjs';

const REQUESTS = Number(process.argv[2] ?? 300);
const WHICH = (process.argv[3] ?? 'home,product').split(',');

export function inspector(url) {
  const ws = new WebSocket(url);
  let next = 1;
  const pending = new Map();
  ws.on('message', (data) => {
    const message = JSON.parse(data);
    if (message.id && pending.has(message.id)) {
      pending.get(message.id)(message);
      pending.delete(message.id);
    }
  });
  const opened = new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return {
    opened,
    send: (method, params = {}) =>
      new Promise((resolve, reject) => {
        const id = next++;
        pending.set(id, (m) => (m.error ? reject(new Error(`${method}: ${m.error.message}`)) : resolve(m.result)));
        ws.send(JSON.stringify({ id, method, params }));
      }),
    close: () => ws.close(),
  };
}

export async function workerTarget(inspectorPort) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const targets = await fetch(`http://127.0.0.1:${inspectorPort}/json`)
      .then((r) => r.json())
      .catch(() => []);
    const target = targets.find((t) => /loipe/.test(t.title ?? t.id ?? '')) ?? targets.find((t) => t.webSocketDebuggerUrl);
    if (target) return target.webSocketDebuggerUrl ?? `ws://127.0.0.1:${inspectorPort}/${target.id}`;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('no workerd inspector target');
}

// Read after the build (a fresh clone has no dist/ until buildProduction ran); the production
// bundle's map, or the bench entry's (cold-profile.mjs serves that one).
const maps = new Map();
function mapOf(url) {
  const file = url.includes('bench-worker/worker.js') ? 'dist/bench-worker/worker.js.map' : 'dist/worker/app.js.map';
  if (!maps.has(file)) maps.set(file, new SourceMap(JSON.parse(readFileSync(file, 'utf8'))));
  return maps.get(file);
}

/** A source position for a profile frame: `worker/render/Island.tsx`, `react-dom-server…`. */
function origin(frame) {
  if (!/worker\/app\.js|bench-worker\/worker\.js/.test(frame.url ?? ''))
    return { file: frame.url || `(${frame.functionName || 'native'})`, line: 0 };
  const entry = mapOf(frame.url).findEntry(frame.lineNumber, frame.columnNumber);
  const file = (entry?.originalSource ?? '?').replace(/^.*?(node_modules\/|worker\/|client\/|shared\/)/, '$1');
  return { file, line: (entry?.originalLine ?? 0) + 1 };
}

function area(file) {
  if (/react-dom/.test(file)) return 'react-dom (server renderer)';
  if (/node_modules\/react\//.test(file)) return 'react';
  if (/node_modules\/hono/.test(file)) return 'hono';
  if (/node_modules\/valibot/.test(file)) return 'valibot';
  if (/node_modules\//.test(file)) return file.split('/').slice(0, 2).join('/');
  if (/^(worker|client|shared)\//.test(file)) return file.split('/').slice(0, 2).join('/');
  return file;
}

export function summarise(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // workerd takes no sample while the isolate waits (between requests, for I/O), and the first
  // sample after a wait carries the whole wait in its timeDelta: each sample weighs at most the
  // median sampling interval, or the first code after every await is charged the wait.
  const interval = [...profile.timeDeltas].sort((a, b) => a - b)[profile.timeDeltas.length >> 1] ?? 0;
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + Math.min(profile.timeDeltas[i] ?? 0, interval)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const idle = [...self]
    .filter(([id]) => /^\((idle|program|garbage collector)\)$/.test(byId.get(id).callFrame.functionName))
    .reduce((a, [, t]) => a + t, 0);
  const label = new Map();
  for (const n of profile.nodes) {
    const o = origin(n.callFrame);
    label.set(n.id, { fn: `${n.callFrame.functionName || '(anonymous)'} ${o.file}:${o.line}`, area: area(o.file) });
  }
  const selfBy = new Map();
  const areaBy = new Map();
  const totalBy = new Map();
  for (const [id, t] of self) {
    const l = label.get(id);
    selfBy.set(l.fn, (selfBy.get(l.fn) ?? 0) + t);
    areaBy.set(l.area, (areaBy.get(l.area) ?? 0) + t);
    // Total time: every distinct function on the sample's stack, counted once.
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const fn = label.get(at).fn;
      if (seen.has(fn)) continue;
      seen.add(fn);
      totalBy.set(fn, (totalBy.get(fn) ?? 0) + t);
    }
  }
  const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  return { totalUs: total, idleUs: idle, areas: top(areaBy, 12), self: top(selfBy, 20), total: top(totalBy, 30) };
}

async function profilePage(base, wsUrl, path, requests, cookie) {
  // As the bench's throughput runs ask: no compression (fetch would ask for gzip, which workerd
  // then spends native time on), and the session cookie when PROFILE_SESSION is set.
  const headers = { ...BROWSER_HEADERS, 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) };
  for (let i = 0; i < 30; i++) await (await fetch(`${base}${path}`, { headers })).arrayBuffer(); // warm the JIT and the isolate's memos
  const session = inspector(wsUrl);
  await session.opened;
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 100 });
  await session.send('Profiler.start');
  for (let i = 0; i < requests; i++) await (await fetch(`${base}${path}`, { headers })).arrayBuffer();
  const { profile } = await session.send('Profiler.stop');
  session.close();
  return profile;
}

async function main() {
  if (!process.env.PROFILE_NO_BUILD) await buildProduction();
  const inspectorPort = await freePort();
  // PROFILE_ASSETS=dist/bench/scale-100/public profiles against the bench's ×100 catalog.
  // Renders, not page cache hits (PAGE_CACHE=off), as the bench's render figures measure.
  const server = await startServer({
    inspectorPort,
    vars: { PAGE_CACHE: 'off' },
    ...(process.env.PROFILE_ASSETS ? { assets: process.env.PROFILE_ASSETS } : {}),
  });
  try {
    const { pages, product } = await discoverPages(server.url);
    const variant = purchasable(product) ?? product.variants?.[0];
    const cookie = process.env.PROFILE_SESSION ? await sessionCookie(server.url, { productId: product.id, variantId: variant.id }) : null;
    const wsUrl = await workerTarget(inspectorPort);
    mkdirSync('dist/bench', { recursive: true });
    for (const name of WHICH) {
      const path = pages[name];
      const profile = await profilePage(server.url, wsUrl, path, REQUESTS, cookie);
      writeFileSync(`dist/bench/${name}.cpuprofile`, JSON.stringify(profile));
      const s = summarise(profile);
      const busy = s.totalUs - s.idleUs;
      const ms = (us) => `${(us / 1000 / REQUESTS).toFixed(2)} ms`;
      const pct = (us) => `${((us / busy) * 100).toFixed(1)}%`;
      console.log(`\n## ${name} ${path}: ${ms(busy)} sampled CPU per request over ${REQUESTS} requests (dist/bench/${name}.cpuprofile)`);
      console.log('by area (self):');
      for (const [a, t] of s.areas) console.log(`  ${pct(t).padStart(6)}  ${ms(t).padStart(9)}  ${a}`);
      console.log('functions by self time:');
      for (const [f, t] of s.self) console.log(`  ${pct(t).padStart(6)}  ${f}`);
      console.log('functions by total time:');
      for (const [f, t] of s.total) console.log(`  ${pct(t).padStart(6)}  ${f}`);
    }
  } finally {
    await server.stop();
  }
}

// Run as a script only: cold-profile.mjs imports the helpers above.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
