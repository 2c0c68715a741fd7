/**
 * What the outbound HTTP client's contract files share (http-client.test.ts, http-client-cache.test.ts):
 * the fake service's `/things/:id` document, whose name follows `things.version` so a cache test
 * can tell a cached answer from a fresh one, and the client and call contexts under test.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import * as v from 'valibot';
import { requestCalls, type CachePolicy } from '../../worker/ports/context';
import { createHttpClient, type HttpClientOptions } from '../../worker/ports/http/client';
import { startFakeService, type FakeService } from './fake-service';

export const Thing = v.object({ id: v.number(), name: v.string() });
/** The version `/things/1` answers with; reset to 1 after every test. */
export const things = { version: 1 };
export let fake: FakeService;

/** Starts the fake service for the calling file, resets it and `things.version` after each test. */
export function serveThings() {
  beforeAll(async () => {
    fake = await startFakeService([
      {
        path: '/things/:id',
        handler: ({ params }) =>
          params.id === '1' ? { json: { id: 1, name: `v${things.version}` } } : { status: 404, json: { status: 404 } },
      },
      {
        path: '/entries/:uid',
        handler: () => ({
          status: 422,
          json: { error_message: "The requested entry doesn't exist.", error_code: 141, errors: { uid: ['is not valid.'] } },
        }),
      },
    ]);
  });
  afterAll(() => fake.close());
  afterEach(() => {
    fake.reset();
    things.version = 1;
  });
}

export function client(options: Partial<HttpClientOptions> = {}) {
  return createHttpClient({ service: 'content', baseUrl: fake.url, headers: { api_key: 'stack-key' }, ...options });
}

/** A call context whose background work the test can wait for. */
export function call(options: { cache?: CachePolicy; deadlineMs?: number; signal?: AbortSignal } = {}) {
  const background: Promise<unknown>[] = [];
  const calls = requestCalls({ ...options, waitUntil: (p) => void background.push(p) });
  return { cx: calls, settled: () => Promise.all(background) };
}

/** The gaps between the requests the fake saw on `path`, in ms. */
export const gaps = (path: string) =>
  fake
    .hits(path)
    .map((r) => r.at)
    .slice(1)
    .map((at, i) => at - fake.hits(path)[i]!.at);
