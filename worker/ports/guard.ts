/**
 * Wraps a port so every call first checks its context's signal (an aborted request or a
 * passed deadline fails with the port's own ProviderError), stops waiting when that signal
 * aborts (no wait outlives its request's deadline) and, for the bench only, waits
 * `delayMs` as a remote service would (createApp's `bench.portDelayMs`, test/bench/worker.ts).
 */
import type { CallContext } from './context';
import { throwIfAborted, untilAborted } from './errors';

export interface GuardOptions {
  delayMs?: number;
}

type AnyMethod = (call: CallContext, ...args: never[]) => Promise<unknown>;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

export function guardPort<T extends object>(port: T, service: string, options: GuardOptions = {}): T {
  const delay = Math.max(0, options.delayMs ?? 0);
  const wrapped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(port)) {
    if (typeof value !== 'function') {
      wrapped[key] = value;
      continue;
    }
    const method = value as AnyMethod;
    wrapped[key] = async (call: CallContext, ...args: never[]) => {
      throwIfAborted(call.signal, service);
      if (delay > 0) {
        await sleep(delay, call.signal);
        throwIfAborted(call.signal, service);
      }
      // The caller's wait ends with its own deadline even if the adapter's work never settles.
      return untilAborted(method.call(port, call, ...args), call.signal, service);
    };
  }
  return wrapped as T;
}
