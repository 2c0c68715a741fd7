import { request } from 'node:http';

/**
 * One HTTP request on a connection of its own (no agent, no pool, `connection: close`), with
 * times taken on the socket itself: connected, first byte, headers, last byte. Used by the
 * hostile-traffic run so that a request the server never answers is told apart
 * from a client that stopped listening: Node's fetch (undici) was seen not to reject after
 * its abort fired, so it could not say which side stalled. Here every outcome is settled by
 * our own timer, whatever the socket does, and says how far the exchange got.
 */
export type RawOutcome =
  | {
      kind: 'answered';
      status: number;
      bytes: number;
      connectMs: number;
      firstByteMs: number;
      totalMs: number;
      /** The answer's content type and its first 300 bytes, to say what a 5xx was (the Worker's error page, or wrangler's own). */
      contentType: string;
      head: string;
    }
  /** The client hung up on purpose (a visitor leaving), `phase` says when. */
  | { kind: 'hung-up'; phase: Phase; ms: number }
  /** No complete answer within the patience: `phase` is how far it got (the server's side when `connected` or later). */
  | { kind: 'unanswered'; phase: Phase; ms: number; status?: number; bytes: number }
  | { kind: 'error'; phase: Phase; ms: number; message: string };

/** How far an exchange got: not connected, connected and sent (waiting for a byte), first byte in, headers in (body under way). */
export type Phase = 'connecting' | 'connected' | 'first-byte' | 'headers';

export interface RawRequest {
  origin: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Hang up this many ms after sending (a visitor who leaves). */
  hangUpAfterMs?: number | null;
  /** Longest wait for the complete answer. */
  patienceMs: number;
}

export function rawRequest(options: RawRequest): Promise<RawOutcome> {
  const url = new URL(options.path, options.origin);
  const started = performance.now();
  const since = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let phase: Phase = 'connecting';
    let connectMs = -1;
    let firstByteMs = -1;
    let status: number | undefined;
    let bytes = 0;
    let head = '';
    let contentType = '';
    let settled = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const settle = (outcome: RawOutcome) => {
      if (settled) return;
      settled = true;
      for (const timer of timers) clearTimeout(timer);
      req.destroy();
      resolve(outcome);
    };
    const req = request({
      host: url.hostname,
      port: url.port,
      method: options.method,
      path: url.pathname + url.search,
      agent: false,
      headers: {
        connection: 'close',
        ...(options.body !== undefined ? { 'content-length': String(Buffer.byteLength(options.body)) } : {}),
        ...options.headers,
      },
    });
    req.on('socket', (socket) => {
      socket.once('connect', () => {
        connectMs = since();
        if (phase === 'connecting') phase = 'connected';
      });
      socket.once('data', () => {
        firstByteMs = since();
        phase = 'first-byte';
      });
    });
    req.on('response', (response) => {
      status = response.statusCode;
      contentType = response.headers['content-type'] ?? '';
      phase = 'headers';
      response.on('data', (chunk: Buffer) => {
        if (head.length < 300) head += chunk.toString('utf8', 0, 300 - head.length);
        bytes += chunk.length;
      });
      response.on('end', () =>
        settle({
          kind: 'answered',
          status: status!,
          bytes,
          connectMs,
          firstByteMs: firstByteMs < 0 ? since() : firstByteMs,
          totalMs: since(),
          contentType,
          head,
        }),
      );
      response.on('error', (error) => settle({ kind: 'error', phase, ms: since(), message: error.message }));
    });
    req.on('error', (error) => settle({ kind: 'error', phase, ms: since(), message: error.message }));
    timers.push(setTimeout(() => settle({ kind: 'unanswered', phase, ms: since(), status, bytes }), options.patienceMs));
    if (options.hangUpAfterMs != null)
      timers.push(setTimeout(() => settle({ kind: 'hung-up', phase, ms: since() }), options.hangUpAfterMs));
    req.end(options.body);
  });
}

/** The value at quantile `q` (0–1) of `values`. */
export function quantile(values: number[], q: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
