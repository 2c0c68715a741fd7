/**
 * The write-once sender (worker/ports/http/send.ts) against a local fetch stub: every answer
 * the platform can give maps to one outcome of the module's table, and no answer is ever sent
 * twice (a write the service may have applied is not repeated).
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { sendOnce, type Fetch, type SendInit, type SendOptions } from '../../worker/ports/http/send';

const Thing = v.object({ id: v.number(), name: v.string() });
const TARGET = {
  service: 'commerce',
  url: 'https://api.example.test/stores/abc123/v3/carts?include=x',
  headers: { 'x-auth-token': 'tok' },
};
const POST: SendInit = { method: 'POST', body: { line_items: [{ quantity: 1 }] } };

interface Sent {
  url: string;
  init: RequestInit;
}

/** A fetch that answers each request with the next scripted answer (a Response, or a function of the request). */
function stub(...answers: ((init: RequestInit) => Response | Promise<Response>)[]) {
  const requests: Sent[] = [];
  const fetch: Fetch = async (url, init) => {
    requests.push({ url, init });
    const answer = answers[Math.min(requests.length - 1, answers.length - 1)];
    if (!answer) throw new Error('no answer scripted');
    return answer(init);
  };
  return { fetch, requests };
}

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const text =
  (status: number, body: string | null, headers: Record<string, string> = {}) =>
  () =>
    new Response(body, { status, headers });
/** Never answers; rejects as fetch does when its signal aborts. */
const hang = (init: RequestInit) =>
  new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error)));

function send(fetch: Fetch, options: Partial<SendOptions<typeof Thing>> = {}, init: SendInit = POST) {
  return sendOnce(TARGET, init, { schema: Thing, timeoutMs: 1_000, fetch, ...options });
}

describe('answers the schema accepts', () => {
  it('returns the parsed value, sending JSON with the credentials, once', async () => {
    const { fetch, requests } = stub(json(200, { id: 1, name: 'cart', extra: true }));
    await expect(send(fetch)).resolves.toEqual({ ok: true, value: { id: 1, name: 'cart' } });
    expect(requests).toHaveLength(1);
    const [{ url, init }] = requests as [Sent];
    expect(url).toBe(TARGET.url);
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify(POST.body));
    expect(init.headers).toEqual({ accept: 'application/json', 'x-auth-token': 'tok', 'content-type': 'application/json' });
  });

  it('sends no body and no content-type without a body', async () => {
    const { fetch, requests } = stub(json(200, { id: 2, name: 'x' }));
    await send(fetch, {}, { method: 'GET' });
    expect(requests[0]?.init.body).toBeUndefined();
    expect(requests[0]?.init.headers).not.toHaveProperty('content-type');
  });

  it('validates an empty 2xx body as null (a DELETE)', async () => {
    const { fetch } = stub(text(200, ''));
    await expect(sendOnce(TARGET, { method: 'DELETE' }, { schema: v.null(), timeoutMs: 1_000, fetch })).resolves.toEqual({
      ok: true,
      value: null,
    });
    await expect(send(fetch, {}, { method: 'DELETE' })).rejects.toMatchObject({ kind: 'bad_response' });
  });
});

describe('answers the schema refuses', () => {
  it('is a bad_response naming the field, without the store hash', async () => {
    const { fetch, requests } = stub(json(201, { id: '1', name: 'x' }));
    const error = (await send(fetch).catch((e: unknown) => e)) as Error;
    expect(error).toMatchObject({ name: 'ProviderError', kind: 'bad_response', service: 'commerce', status: 201 });
    expect(error.message).toContain('POST /stores/…/v3/carts');
    expect(error.message).toContain('at id');
    expect(error.message).not.toContain('abc123');
    expect(requests).toHaveLength(1);
  });

  it('is a bad_response when a 2xx body is not JSON', async () => {
    const { fetch } = stub(text(200, '<html>maintenance</html>'));
    await expect(send(fetch)).rejects.toMatchObject({ kind: 'bad_response', message: expect.stringContaining('not JSON') });
  });
});

describe('deadlines and aborts', () => {
  it('times out at its own timeoutMs', async () => {
    const { fetch, requests } = stub(hang);
    const started = Date.now();
    await expect(send(fetch, { timeoutMs: 40 })).rejects.toMatchObject({ kind: 'timeout', message: 'timeout of 40ms exceeded' });
    expect(Date.now() - started).toBeLessThan(900);
    expect(requests).toHaveLength(1);
  });

  it('times out when the body stalls past the deadline (the write may have happened)', async () => {
    const stalled = (init: RequestInit) =>
      new Response(new ReadableStream({ start: (c) => init.signal?.addEventListener('abort', () => c.error(init.signal!.reason)) }), {
        status: 200,
      });
    const { fetch } = stub(stalled);
    await expect(send(fetch, { timeoutMs: 40 })).rejects.toMatchObject({ kind: 'timeout', message: 'timeout of 40ms exceeded' });
  });

  it('is "Request aborted" when the caller aborts mid-flight', async () => {
    const { fetch } = stub(hang);
    const controller = new AbortController();
    const pending = send(fetch, { signal: controller.signal, timeoutMs: 5_000 });
    setTimeout(() => controller.abort(), 10);
    await expect(pending).rejects.toMatchObject({ kind: 'timeout', message: 'Request aborted' });
  });

  it('sends nothing when the caller already aborted', async () => {
    const { fetch, requests } = stub(json(200, { id: 1, name: 'x' }));
    await expect(send(fetch, { signal: AbortSignal.abort() })).rejects.toMatchObject({ kind: 'timeout', message: 'Request aborted' });
    expect(requests).toHaveLength(0);
  });

  it("is a timeout with our deadline when the caller's own deadline passes", async () => {
    const { fetch } = stub(hang);
    await expect(send(fetch, { signal: AbortSignal.timeout(10), timeoutMs: 5_000 })).rejects.toMatchObject({
      kind: 'timeout',
      message: 'timeout of 5000ms exceeded',
    });
  });
});

describe('failures are never retried', () => {
  it('is an upstream Network Error when the connection fails', async () => {
    const { fetch, requests } = stub(() => Promise.reject(new TypeError('fetch failed')));
    await expect(send(fetch)).rejects.toMatchObject({
      name: 'ProviderError',
      kind: 'upstream',
      message: 'Network Error',
      service: 'commerce',
    });
    expect(requests).toHaveLength(1);
  });

  it.each([500, 502, 503, 504, 301, 302, 307])('%i is upstream, sent exactly once', async (status) => {
    const { fetch, requests } = stub(text(status, status >= 500 ? '{"status":500}' : ''));
    await expect(send(fetch)).rejects.toMatchObject({ kind: 'upstream', status, message: `Request failed with status code ${status}` });
    expect(requests).toHaveLength(1);
  });

  it.each([
    ['X-Rate-Limit-Time-Reset-Ms', { 'X-Rate-Limit-Time-Reset-Ms': '1500', 'X-Rate-Limit-Requests-Left': '0' }, 1500],
    ['X-Retry-After (seconds)', { 'X-Retry-After': '3' }, 3000],
    ['Retry-After (a date)', { 'Retry-After': new Date(1_010_000).toUTCString() }, 10_000],
    ['no header', {}, undefined],
  ])('429 with %s is rate_limited, sent exactly once', async (_, headers, retryAfterMs) => {
    const { fetch, requests } = stub(json(429, { status: 429, title: 'Too many requests', errors: {} }, headers));
    const error = await send(fetch, { now: () => 1_000_000 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'rate_limited', status: 429, message: 'Request failed with status code 429' });
    expect((error as { retryAfterMs?: number }).retryAfterMs).toBe(retryAfterMs);
    expect(requests).toHaveLength(1);
  });
});

describe('"nothing there" and refusals', () => {
  it.each([
    [404, json(404, { status: 404, title: 'Cart not found' })],
    [204, text(204, null)],
  ])('%i is null when the caller names it nothing', async (_, answer) => {
    const { fetch } = stub(answer);
    await expect(send(fetch, { nothing: [404, 204] })).resolves.toEqual({ ok: true, value: null });
  });

  it.each([
    ['422 JSON', json(422, { status: 422, title: 'Not enough stock' }), 422, { status: 422, title: 'Not enough stock' }],
    ['404 not named nothing', json(404, { status: 404, title: 'Cart not found' }), 404, { status: 404, title: 'Cart not found' }],
    ['400 text', text(400, 'bad request'), 400, 'bad request'],
    ['409 empty', text(409, ''), 409, null],
    ['401 token refused', text(401, 'Unauthorized'), 401, 'Unauthorized'],
  ])('%s comes back as a refusal', async (_, answer, status, body) => {
    const { fetch, requests } = stub(answer);
    await expect(send(fetch)).resolves.toEqual({ ok: false, status, body });
    expect(requests).toHaveLength(1);
  });
});
