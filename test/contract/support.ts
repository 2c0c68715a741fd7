/** What the contract suites share: call contexts and the every-method abort check. */
import { expect, it } from 'vitest';
import type { ContentLocale } from '../../worker/rules/locale';
import type { CommerceRegion } from '../../worker/rules/regions';
import { requestCalls, type CachePolicy, type CallContext } from '../../worker/ports/context';

/** An adapter under contract: built once per suite (a hosted one may need its fake service first). */
export type AdapterFactory<T> = () => T | Promise<T>;

export const cx = (locale: ContentLocale, cache?: CachePolicy) => requestCalls().content(locale, cache);
export const mx = (region: CommerceRegion, cache?: CachePolicy) => requestCalls().commerce(region, cache);

/** A call context whose signal was aborted before the call (the visitor left, or the deadline passed). */
export function aborted(): CallContext {
  const controller = new AbortController();
  controller.abort();
  return requestCalls({ signal: controller.signal });
}

/** One representative call per port method; a Record over the port's keys, so a new method cannot be forgotten. */
export type MethodCalls<P, C> = {
  [K in keyof P as P[K] extends (...args: never[]) => unknown ? K : never]: (port: P, call: C) => Promise<unknown>;
};

/** Every method of the port rejects with a timeout ProviderError when its signal is aborted. */
export function everyMethodHonoursAbort<P, C extends CallContext>(
  port: () => P,
  calls: MethodCalls<P, C>,
  context: (base: CallContext) => C,
) {
  it.each(Object.keys(calls))('%s rejects with a timeout ProviderError once its signal is aborted', async (method) => {
    const run = (calls as Record<string, (port: P, call: C) => Promise<unknown>>)[method]!;
    await expect(run(port(), context(aborted()))).rejects.toMatchObject({ name: 'ProviderError', kind: 'timeout' });
  });
}
