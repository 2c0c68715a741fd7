/**
 * The one failure type every port rejects with (STYLE 14). The layers above map it once:
 * `/api` answers 502 or 504 in the error envelope (worker/edge/errors.ts), a page shows
 * its deferred part's fallback or, when critical data is missing, the error page with 503.
 */
export type ProviderFailure =
  /** The deadline passed or the request was aborted before the service answered. */
  | 'timeout'
  /** The service said 429 (or 408) and retries did not help; `retryAfterMs` says when to come back. */
  | 'rate_limited'
  /** The service answered 5xx, or the connection failed. */
  | 'upstream'
  /** The service answered something that does not have the promised shape. */
  | 'bad_response'
  /** This adapter does not offer the call (yet), or its binding is missing. */
  | 'unsupported';

export interface ProviderErrorDetail {
  /** Which service failed: `content`, `commerce`, `media`, `search`, ... */
  service: string;
  /** The upstream HTTP status, when there was one. */
  status?: number;
  retryAfterMs?: number;
  cause?: unknown;
}

export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  readonly kind: ProviderFailure;
  readonly service: string;
  readonly status: number | undefined;
  readonly retryAfterMs: number | undefined;

  constructor(kind: ProviderFailure, message: string, detail: ProviderErrorDetail) {
    super(message, detail.cause === undefined ? undefined : { cause: detail.cause });
    this.kind = kind;
    this.service = detail.service;
    this.status = detail.status;
    this.retryAfterMs = detail.retryAfterMs;
  }
}

export const isProviderError = (error: unknown): error is ProviderError => error instanceof ProviderError;

/** A signal that is already aborted becomes the port's own timeout failure. */
export function throwIfAborted(signal: AbortSignal, service: string): void {
  if (signal.aborted) throw abortedError(signal, service);
}

const abortedError = (signal: AbortSignal, service: string) =>
  new ProviderError('timeout', `${service}: the request was aborted or its deadline passed`, { service, cause: signal.reason });

/**
 * Who waits on each signal: one `abort` listener per signal calls them all. A page makes dozens
 * of port calls on its request's one signal, and adding and removing a listener for each was
 * 2–3% of a render's CPU (docs/benchmarks.md); a set of the waiting calls costs next to nothing.
 */
const waiting = new WeakMap<AbortSignal, Set<() => void>>();

function onAbort(signal: AbortSignal, abort: () => void): () => void {
  let waiters = waiting.get(signal);
  if (!waiters) {
    const all = new Set<() => void>();
    waiters = all;
    waiting.set(signal, all);
    signal.addEventListener(
      'abort',
      () => {
        for (const waiter of all) waiter();
        all.clear();
      },
      { once: true },
    );
  }
  const own = waiters;
  own.add(abort);
  return () => own.delete(abort);
}

/**
 * `work`, or the port's own timeout failure as soon as `signal` aborts: a wait never outlives
 * the waiting request's deadline, whatever the work does (DESIGN §1.5).
 */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal, service: string): Promise<T> {
  if (signal.aborted) {
    // The work may still reject later; nobody waits for it any more.
    work.catch(() => {});
    return Promise.reject(abortedError(signal, service));
  }
  return new Promise<T>((resolve, reject) => {
    const stop = onAbort(signal, () => {
      work.catch(() => {});
      reject(abortedError(signal, service));
    });
    work.then(
      (value) => {
        stop();
        resolve(value);
      },
      (error: unknown) => {
        stop();
        reject(error);
      },
    );
  });
}
