// Memory of a served Worker, two honest readings of "memory per isolate":
// - the workerd process's resident set (VmRSS, and its peak VmHWM) from /proc: everything the
//   process holds, i.e. the shop's one isolate plus Miniflare's own services (assets, KV,
//   Durable Objects) and workerd itself; compare two servers, not absolute numbers;
// - the isolate's document memo (worker/ports/data.ts dataMemoSize, through
//   GET /healthz?data under BENCH_STATS=true): JSON text bytes of the parsed documents it
//   keeps, which its bound (DEFAULT_MEMO_BYTES) limits; the parsed objects on the heap are
//   larger than their text.
import { readFileSync, readdirSync } from 'node:fs';

function statusOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null;
  }
}

const kib = (status, field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;

/** VmRSS and VmHWM (bytes) of the workerd processes in a process group; null off Linux. */
export function workerdMemory(group) {
  let rss = 0;
  let peak = 0;
  let found = 0;
  let entries;
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  for (const pid of entries) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    // pid (comm) state ppid pgrp ...: comm may hold spaces, so read after the last ')'.
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const pgrp = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
    if (pgrp !== group || comm !== 'workerd') continue;
    const status = statusOf(pid);
    if (!status) continue;
    rss += kib(status, 'VmRSS');
    peak += kib(status, 'VmHWM');
    found++;
  }
  return found ? { rss, peak, processes: found } : null;
}

/** The isolate's document memo: `{ documents, bytes }` (the server must run with BENCH_STATS=true). */
export async function memoSize(base) {
  const res = await fetch(`${base}/healthz?data`);
  const body = await res.text();
  try {
    return JSON.parse(body);
  } catch {
    throw new Error(`GET /healthz?data answered ${res.status} ${body.slice(0, 40)}: start the server with BENCH_STATS=true`);
  }
}
