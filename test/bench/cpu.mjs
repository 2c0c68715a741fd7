// CPU per request of the Worker: user + system time of the workerd processes in the
// server's process group (read from /proc), over a throughput run, divided by the
// requests answered. Far steadier than req/s on a shared machine, because time the
// processes spend waiting for a core is not counted.
import { readdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import { BROWSER_HEADERS } from './routes.mjs';

const API_HEADERS = { accept: 'application/json', 'user-agent': BROWSER_HEADERS['user-agent'] };
let ticksPerSecond = 100;
try {
  ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
} catch {
  // Linux's usual USER_HZ
}

/** `/proc/<pid>/stat` fields after the command name (which may hold spaces and parentheses). */
function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = text.lastIndexOf(')');
    const comm = text.slice(text.indexOf('(') + 1, close);
    const fields = text.slice(close + 2).split(' ');
    // fields[0] is field 3 (state): pgrp is field 5, utime 14, stime 15.
    return { comm, pgrp: Number(fields[2]), utime: Number(fields[11]), stime: Number(fields[12]) };
  } catch {
    return null; // the process ended while we looked
  }
}

/** CPU milliseconds (user + system) so far of the group's processes, workerd apart from the rest (Node, Miniflare). */
export function groupCpuMs(pgid) {
  const total = { workerd: 0, other: 0, workerdPids: 0 };
  if (process.platform !== 'linux') throw new Error('CPU per request reads /proc: Linux only');
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = stat(name);
    if (!s || s.pgrp !== pgid) continue;
    const ms = ((s.utime + s.stime) * 1000) / ticksPerSecond;
    if (s.comm.startsWith('workerd')) {
      total.workerd += ms;
      total.workerdPids += 1;
    } else total.other += ms;
  }
  if (!total.workerdPids) throw new Error(`no workerd process in process group ${pgid}`);
  return total;
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * A shopper with a session and one line in the cart (GET /api/session, then
 * POST /api/cart/create), as the cookie header a returning shopper sends.
 */
export async function sessionCookie(base, { productId, variantId }) {
  const res = await fetch(`${base}/api/session`, { headers: API_HEADERS });
  const cookie = /(__Host-session=[^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  const body = await res.json();
  if (res.status !== 200 || !cookie) throw new Error(`GET /api/session answered ${res.status} without a session cookie`);
  const created = await fetch(`${base}/api/cart/create`, {
    method: 'POST',
    headers: { ...API_HEADERS, 'content-type': 'application/json', cookie, 'csrf-token': body.data.csrfToken },
    body: JSON.stringify({ line_items: [{ product_id: productId, variant_id: variantId, quantity: 1 }] }),
  });
  await created.arrayBuffer();
  if (created.status !== 201 && created.status !== 200) throw new Error(`POST /api/cart/create answered ${created.status}`);
  return cookie;
}

/**
 * CPU ms per request of one path: a warm-up second, then `seconds` of `connections`
 * concurrent requests; the workerd group's CPU time over the run / the responses. Every
 * response must have the page's status (`expect`), or the figure is flagged.
 */
export async function measureCpu(base, pgid, path, { seconds, connections, cookie = null, expect = 200 }) {
  const url = `${base}${path}`;
  const headers = cookie ? { ...BROWSER_HEADERS, cookie } : BROWSER_HEADERS;
  await cannon({ url, connections, duration: 1, headers });
  const before = groupCpuMs(pgid);
  let unexpected = 0;
  const instance = autocannon({ url, connections, duration: seconds, headers, timeout: 10 });
  instance.on('response', (_client, status) => {
    if (status !== expect) unexpected += 1;
  });
  const result = await new Promise((resolve, reject) => instance.on('done', resolve).on('error', reject));
  const after = groupCpuMs(pgid);
  const requests = result.requests.total;
  const round = (n) => Math.round(n * 100) / 100;
  return {
    path,
    session: Boolean(cookie),
    requests,
    rps: Math.round(result.requests.average),
    cpuMsPerRequest: requests ? round((after.workerd - before.workerd) / requests) : null,
    otherCpuMsPerRequest: requests ? round((after.other - before.other) / requests) : null,
    unexpected: unexpected + result.errors + result.timeouts,
  };
}

/** Lighthouse's own CPU benchmark (its page function), run here in Node: printed beside CPU figures to say how fast the machine was. */
export async function nodeBenchmarkIndex() {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  return Math.round(pageFunctions.computeBenchmarkIndex());
}

/** The load average (1, 5, 15 min), printed beside the CPU figures. */
export function loadAverage() {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number);
  } catch {
    return [];
  }
}
