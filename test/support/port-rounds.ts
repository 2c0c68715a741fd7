/**
 * Counts the rounds of port calls a request waits for, without a clock (one
 * round trip before the shell, not eight). Every method of the wrapped ports answers in
 * waves, as a remote service with a fixed latency would: a call is held until every call
 * started so far has its answer and no new call has started for a moment, then the whole
 * wave is released at once. A call started after wave n was released is in round n + 1, so
 * calls made one after another land in successive rounds, and calls made side by side in
 * the same one.
 */
export interface PortCall {
  /** `content.getProductByUrl` and the like. */
  method: string;
  /** 1 for calls made before any answer arrived, n + 1 for calls made after the n-th wave. */
  round: number;
}

export interface PortRounds {
  /** Wraps a port (its methods hold their answers until their wave is released). */
  wrap<T extends object>(port: T, service: string): T;
  /** Every call so far, in the order made. */
  readonly calls: PortCall[];
  /** Waves released so far: the rounds a caller waited for up to now. */
  readonly released: number;
  /** Starts a fresh count. */
  reset(): void;
}

/** Time without a new call after which a wave counts as complete (a macrotask or two, not a latency). */
const QUIET_MS = 5;

export function portRounds(): PortRounds {
  let released = 0;
  let calls: PortCall[] = [];
  let pending: { ready: boolean; release: () => void }[] = [];
  let lastCall = 0;
  // biome-ignore lint/correctness/noUnusedVariables: read by `timer ??=` in schedule (one pending check at a time); Biome counts only plain reads
  let timer: ReturnType<typeof setTimeout> | undefined;

  const check = () => {
    timer = undefined;
    if (!pending.length) return;
    const quiet = calls.length === lastCall;
    lastCall = calls.length;
    if (quiet && pending.every((p) => p.ready)) {
      released += 1;
      const wave = pending;
      pending = [];
      for (const p of wave) p.release();
      return;
    }
    timer = setTimeout(check, QUIET_MS);
  };
  const schedule = () => {
    timer ??= setTimeout(check, QUIET_MS);
  };

  return {
    wrap<T extends object>(port: T, service: string): T {
      const wrapped: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(port)) {
        if (typeof value !== 'function') {
          wrapped[key] = value;
          continue;
        }
        wrapped[key] = async (...args: unknown[]) => {
          calls.push({ method: `${service}.${key}`, round: released + 1 });
          const entry = { ready: false, release: () => {} };
          const held = new Promise<void>((resolve) => {
            entry.release = resolve;
          });
          pending.push(entry);
          schedule();
          const answer = Promise.resolve()
            .then(() => (value as (...a: unknown[]) => unknown).apply(port, args))
            .finally(() => {
              entry.ready = true;
              schedule();
            });
          // Observed here so a failure held back for its wave is not reported as unhandled.
          answer.catch(() => {});
          await held;
          return answer;
        };
      }
      return wrapped as T;
    },
    get calls() {
      return calls;
    },
    get released() {
      return released;
    },
    reset() {
      released = 0;
      calls = [];
      lastCall = 0;
    },
  };
}
