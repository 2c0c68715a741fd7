/**
 * The outbound HTTP client against a real HTTP server on loopback (the fake service):
 * retries counted, delays honoured, deadlines cutting slow answers, error kinds and
 * messages of spec §8. The cache policies of spec §9 are in http-client-cache.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { contentRejection, isMissingEntry } from '../../worker/ports/http/failures';
import { startFakeService } from './fake-service';
import { Thing, call, client, fake, gaps, serveThings } from './http-client-support';

serveThings();
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

  it.each([500, 502, 503])('tries a %i once more after 300 ms and answers with the next success', async (status) => {
    fake.script('/things/1', [{ status, raw: '<html>down</html>' }]);
    await expect(client().get(call().cx, '/things/1', { schema: Thing })).resolves.toEqual({ id: 1, name: 'v1' });
    expect(fake.hits('/things/1')).toHaveLength(2);
    expect(gaps('/things/1')[0]).toBeGreaterThanOrEqual(290);
  });

  it.each([500, 502, 503])('fails as upstream when a %i comes twice: one more try, not five', async (status) => {
    fake.script('/things/1', [
      { status: 500, raw: '<html>down</html>' },
      { status, raw: '<html>down</html>' },
    ]);
    await expect(client().get(call().cx, '/things/1', { schema: Thing })).rejects.toMatchObject({
      kind: 'upstream',
      status,
      message: `Request failed with status code ${status}`,
    });
    expect(fake.hits('/things/1')).toHaveLength(2);
  });

  it('tries a reset connection once more, and says "Network Error" after a second', async () => {
    fake.script('/things/1', [{ reset: true }]);
    await expect(client().get(call().cx, '/things/1', { schema: Thing })).resolves.toEqual({ id: 1, name: 'v1' });
    expect(fake.hits('/things/1')).toHaveLength(2);
    fake.reset();
    fake.script('/things/1', [{ reset: true }, { reset: true }]);
    await expect(client().get(call().cx, '/things/1', { schema: Thing })).rejects.toMatchObject({
      kind: 'upstream',
      message: 'Network Error',
    });
    expect(fake.hits('/things/1')).toHaveLength(2);
  });

  it('gives up an attempt whose answer has not begun in time and tries once more; the last attempt has the whole deadline', async () => {
    fake.script('/things/1', [{ delayMs: 3000, json: { id: 1, name: 'stalled' } }]);
    await expect(client({ attemptTimeoutMs: 200 }).get(call().cx, '/things/1', { schema: Thing })).resolves.toEqual({ id: 1, name: 'v1' });
    expect(fake.hits('/things/1')).toHaveLength(2);
    fake.reset();
    // After the one retry of a 5xx, a slow answer is waited for.
    fake.script('/things/1', [{ status: 503 }, { delayMs: 400, json: { id: 1, name: 'slow' } }]);
    await expect(client({ attemptTimeoutMs: 200 }).get(call().cx, '/things/1', { schema: Thing })).resolves.toEqual({
      id: 1,
      name: 'slow',
    });
    expect(fake.hits('/things/1')).toHaveLength(2);
  });

  it('tries a 5xx once more after rate limits, and still waits out a rate limit after that retry', async () => {
    fake.script('/things/1', [
      { status: 429, headers: { 'retry-after': '0' } },
      { status: 503 },
      { status: 429, headers: { 'retry-after': '0' } },
    ]);
    await expect(client().get(call().cx, '/things/1', { schema: Thing })).resolves.toEqual({ id: 1, name: 'v1' });
    expect(fake.hits('/things/1')).toHaveLength(4);
  });

  it('tries once more after a 5xx per call, not once per 5xx', async () => {
    fake.script('/things/1', [{ status: 503 }, { status: 429, headers: { 'retry-after': '0' } }, { status: 502 }]);
    await expect(client().get(call().cx, '/things/1', { schema: Thing })).rejects.toMatchObject({ kind: 'upstream', status: 502 });
    expect(fake.hits('/things/1')).toHaveLength(3);
  });

  it("does not try a 5xx again when the wait would end past the client's deadline", async () => {
    fake.script('/things/1', [{ status: 503, headers: { 'retry-after': '120' } }]);
    await expect(client({ timeoutMs: 5000 }).get(call().cx, '/things/1', { schema: Thing })).rejects.toMatchObject({
      kind: 'upstream',
      status: 503,
    });
    expect(fake.hits('/things/1')).toHaveLength(1);
  });

  it.each([400, 404, 422])('does not retry a %i', async (status) => {
    fake.script('/things/1', [{ status, json: { message: 'no' } }]);
    await expect(client().get(call().cx, '/things/1', { schema: Thing })).rejects.toMatchObject({ kind: 'upstream', status });
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
