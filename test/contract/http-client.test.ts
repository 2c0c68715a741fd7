/**
 * The outbound HTTP client against a real HTTP server on loopback (the fake service):
 * retries counted, delays honoured, deadlines cutting slow answers, error kinds and
 * messages of spec §8, and the cache policies of spec §9 seen from the service's side.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { requestCalls, type CachePolicy } from '../../worker/providers/context';
import { memoryCache } from '../../worker/providers/http/cache';
import { createHttpClient, type HttpClientOptions } from '../../worker/providers/http/client';
import { contentRejection, isMissingEntry } from '../../worker/providers/http/failures';
import { startFakeService, type FakeService } from './fake-service';

const Thing = v.object({ id: v.number(), name: v.string() });
let version = 1;
let fake: FakeService;

beforeAll(async () => {
  fake = await startFakeService([
    {
      path: '/things/:id',
      handler: ({ params }) => (params.id === '1' ? { json: { id: 1, name: `v${version}` } } : { status: 404, json: { status: 404 } }),
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
  version = 1;
});

function client(options: Partial<HttpClientOptions> = {}) {
  return createHttpClient({ service: 'content', baseUrl: fake.url, headers: { api_key: 'stack-key' }, ...options });
}

/** A call context whose background work the test can wait for. */
function call(options: { cache?: CachePolicy; deadlineMs?: number; signal?: AbortSignal } = {}) {
  const background: Promise<unknown>[] = [];
  const calls = requestCalls({ ...options, waitUntil: (p) => void background.push(p) });
  return { cx: calls, settled: () => Promise.all(background) };
}

const gaps = (path: string) =>
  fake
    .hits(path)
    .map((r) => r.at)
    .slice(1)
    .map((at, i) => at - fake.hits(path)[i]!.at);

describe('answers and validation', () => {
  it('returns the validated document and sends the credentials with it', async () => {
    await expect(client().get(call().cx, '/things/1', { schema: Thing })).resolves.toEqual({ id: 1, name: 'v1' });
    const [request] = fake.hits('/things/1');
    expect(request?.headers.api_key).toBe('stack-key');
    expect(request?.headers.accept).toBe('application/json');
  });

  it('fails with bad_response when the body is not JSON', async () => {
    fake.script('/things/1', [{ raw: '{"id": 1, "name": ' }]);
    await expect(client().get(call().cx, '/things/1', { schema: Thing })).rejects.toMatchObject({
      name: 'ProviderError',
      kind: 'bad_response',
      service: 'content',
    });
  });

  it('fails with bad_response naming the field when the shape is wrong', async () => {
    fake.script('/things/1', [{ json: { id: '1', name: 'x' } }]);
    const error = await client()
      .get(call().cx, '/things/1', { schema: Thing })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'bad_response' });
    expect((error as Error).message).toContain('at id');
  });

  it('resolves to null for a missing document, and fails for it where it must exist', async () => {
    await expect(client().find(call().cx, '/things/2', { schema: Thing })).resolves.toBeNull();
    await expect(client().get(call().cx, '/things/2', { schema: Thing })).rejects.toMatchObject({
      kind: 'upstream',
      status: 404,
      message: 'Request failed with status code 404',
    });
  });

  it("reads the content service's code 141 as missing and rejects other lookups with the SDK shape (spec §8)", async () => {
    const contentClient = client({
      describeFailure: (failure) => ({ message: contentRejection(failure).error_message, cause: contentRejection(failure) }),
    });
    await expect(contentClient.find(call().cx, '/entries/nope', { schema: Thing, missing: isMissingEntry })).resolves.toBeNull();
    const error = await contentClient.get(call().cx, '/entries/nope', { schema: Thing }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'upstream', status: 422, message: "The requested entry doesn't exist." });
    expect((error as Error).cause).toEqual({
      error_message: "The requested entry doesn't exist.",
      error_code: 141,
      errors: { uid: ['is not valid.'] },
      status: 422,
      statusText: 'Unprocessable Entity',
    });
  });
});

describe('retries (spec §8: 408 and 429 up to 5 times; spec §9: 300 ms apart)', () => {
  it('retries a 408 after 300 ms and answers with the next success', async () => {
    fake.script('/things/1', [{ status: 408 }]);
    await expect(client().get(call().cx, '/things/1', { schema: Thing })).resolves.toEqual({ id: 1, name: 'v1' });
    expect(fake.hits('/things/1')).toHaveLength(2);
    expect(gaps('/things/1')[0]).toBeGreaterThanOrEqual(290);
  });

  it("waits as long as a 429's Retry-After says, in seconds or as an HTTP date", async () => {
    fake.script('/things/1', [
      { status: 429, headers: { 'retry-after': '1' } },
      { status: 429, headers: { 'retry-after': new Date(Date.now() + 1500).toUTCString() } },
    ]);
    await expect(client().get(call().cx, '/things/1', { schema: Thing })).resolves.toEqual({ id: 1, name: 'v1' });
    const [first, second] = gaps('/things/1');
    expect(fake.hits('/things/1')).toHaveLength(3);
    expect(first).toBeGreaterThanOrEqual(990);
    // An HTTP date has whole seconds: the wait is what is left of them, above 0.
    expect(second).toBeGreaterThan(0);
  });

  it('gives up after 5 retries with rate_limited and the wait it was last told', async () => {
    fake.script(
      '/things/1',
      Array.from({ length: 6 }, () => ({ status: 429, headers: { 'retry-after': '0' } })),
    );
    const error = await client()
      .get(call().cx, '/things/1', { schema: Thing })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'ProviderError',
      kind: 'rate_limited',
      status: 429,
      retryAfterMs: 0,
      message: 'Request failed with status code 429',
    });
    expect(fake.hits('/things/1')).toHaveLength(6);
  });

  it('counts 5 retries of the default 300 ms for 408s', async () => {
    fake.script(
      '/things/1',
      Array.from({ length: 6 }, () => ({ status: 408 })),
    );
    await expect(client().get(call().cx, '/things/1', { schema: Thing })).rejects.toMatchObject({
      kind: 'rate_limited',
      status: 408,
      retryAfterMs: 300,
    });
    expect(fake.hits('/things/1')).toHaveLength(6);
    for (const gap of gaps('/things/1')) expect(gap).toBeGreaterThanOrEqual(290);
  });

  it('does not start a wait that ends past its deadline: fails at once and passes Retry-After on', async () => {
    fake.script('/things/1', [{ status: 429, headers: { 'retry-after': '120' } }]);
    const started = Date.now();
    await expect(client({ timeoutMs: 5000 }).get(call().cx, '/things/1', { schema: Thing })).rejects.toMatchObject({
      kind: 'rate_limited',
      retryAfterMs: 120_000,
    });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(fake.hits('/things/1')).toHaveLength(1);
  });

  it.each([500, 502, 503])('does not retry a %i: upstream at once', async (status) => {
    fake.script('/things/1', [{ status, raw: '<html>down</html>' }]);
    await expect(client().get(call().cx, '/things/1', { schema: Thing })).rejects.toMatchObject({
      kind: 'upstream',
      status,
      message: `Request failed with status code ${status}`,
    });
    expect(fake.hits('/things/1')).toHaveLength(1);
  });
});

describe('deadlines and aborts', () => {
  it("cuts a slow answer at the call's deadline", async () => {
    fake.script('/things/1', [{ delayMs: 3000, json: { id: 1, name: 'late' } }]);
    const started = Date.now();
    const error = await client()
      .get(call({ deadlineMs: 150 }).cx, '/things/1', { schema: Thing })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout', service: 'content' });
    expect((error as Error).message).toMatch(/^timeout of \d+ms exceeded$/);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('cuts an answer that stalls after its headers', async () => {
    fake.script('/things/1', [{ bodyDelayMs: 3000, json: { id: 1, name: 'late' } }]);
    await expect(client({ timeoutMs: 150 }).get(call().cx, '/things/1', { schema: Thing })).rejects.toMatchObject({
      kind: 'timeout',
      message: 'timeout of 150ms exceeded',
    });
  });

  it('stops waiting between retries when the deadline passes', async () => {
    fake.script('/things/1', [{ status: 429, headers: { 'retry-after': '2' } }]);
    const started = Date.now();
    await expect(client().get(call({ deadlineMs: 200 }).cx, '/things/1', { schema: Thing })).rejects.toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(fake.hits('/things/1')).toHaveLength(1);
  });

  it('says "Request aborted" when the visitor goes away', async () => {
    fake.script('/things/1', [{ delayMs: 2000, json: { id: 1, name: 'late' } }]);
    const controller = new AbortController();
    const pending = client().get(call({ signal: controller.signal }).cx, '/things/1', { schema: Thing });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ kind: 'timeout', message: 'Request aborted' });
  });

  it('sends nothing when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(client().get(call({ signal: controller.signal }).cx, '/things/1', { schema: Thing })).rejects.toMatchObject({
      kind: 'timeout',
    });
    expect(fake.hits('/things/1')).toHaveLength(0);
  });

  it('says "Network Error" when nothing listens', async () => {
    const closed = await startFakeService();
    const baseUrl = closed.url;
    await closed.close();
    await expect(client({ baseUrl }).get(call().cx, '/things/1', { schema: Thing })).rejects.toMatchObject({
      kind: 'upstream',
      message: 'Network Error',
    });
  });
});

describe('cache policies, seen from the service (spec §9)', () => {
  async function twice(policy: CachePolicy, between?: () => void) {
    const cache = memoryCache();
    const http = client({ cache });
    const first = call({ cache: policy });
    const a = await http.get(first.cx, '/things/1', { schema: Thing });
    await first.settled();
    between?.();
    const second = call({ cache: policy });
    const b = await http.get(second.cx, '/things/1', { schema: Thing });
    await second.settled();
    return { a: a.name, b: b.name, requests: fake.hits('/things/1').length, cached: cache.size };
  }

  it.each([
    ['ignore-cache', { a: 'v1', b: 'v2', requests: 2, cached: 0 }],
    ['network-only', { a: 'v1', b: 'v2', requests: 2, cached: 1 }],
    ['cache-else-network', { a: 'v1', b: 'v1', requests: 1, cached: 1 }],
    ['network-else-cache', { a: 'v1', b: 'v2', requests: 2, cached: 1 }],
    // The second call answers from the cache and refreshes it in waitUntil.
    ['cache-then-network', { a: 'v1', b: 'v1', requests: 2, cached: 1 }],
  ] as const)('%s', async (policy, expected) => {
    await expect(
      twice(policy, () => {
        version = 2;
      }),
    ).resolves.toEqual(expected);
  });

  it('cache-then-network serves what the background refresh fetched on the next call', async () => {
    const cache = memoryCache();
    const http = client({ cache });
    const one = call({ cache: 'cache-then-network' });
    await http.get(one.cx, '/things/1', { schema: Thing });
    await one.settled();
    version = 2;
    const two = call({ cache: 'cache-then-network' });
    expect((await http.get(two.cx, '/things/1', { schema: Thing })).name).toBe('v1');
    await two.settled();
    expect((await http.get(call({ cache: 'cache-then-network' }).cx, '/things/1', { schema: Thing })).name).toBe('v2');
  });

  it('network-else-cache answers from the cache when the service fails', async () => {
    const cache = memoryCache();
    const http = client({ cache });
    const warm = call({ cache: 'network-else-cache' });
    await http.get(warm.cx, '/things/1', { schema: Thing });
    await warm.settled();
    fake.script('/things/1', [{ status: 503 }]);
    await expect(http.get(call({ cache: 'network-else-cache' }).cx, '/things/1', { schema: Thing })).resolves.toEqual({
      id: 1,
      name: 'v1',
    });
    fake.script('/things/1', [{ status: 503 }]);
    await expect(http.get(call({ cache: 'network-only' }).cx, '/things/1', { schema: Thing })).rejects.toMatchObject({ kind: 'upstream' });
  });

  it('keeps the answers of two accounts apart', async () => {
    const cache = memoryCache();
    const warm = call({ cache: 'cache-else-network' });
    await client({ cache, cachePartition: 'stack-a' }).get(warm.cx, '/things/1', { schema: Thing });
    await warm.settled();
    await client({ cache, cachePartition: 'stack-b' }).get(call({ cache: 'cache-else-network' }).cx, '/things/1', { schema: Thing });
    expect(fake.hits('/things/1')).toHaveLength(2);
  });

  it('never caches a missing document', async () => {
    const cache = memoryCache();
    const one = call({ cache: 'cache-else-network' });
    await client({ cache }).find(one.cx, '/things/2', { schema: Thing });
    await one.settled();
    expect(cache.size).toBe(0);
  });
});
