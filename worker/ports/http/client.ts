/**
 * The one outbound HTTP client of the hosted adapters: JSON GETs with a deadline,
 * retries of 408/429 (spec §9: 5 retries, 300 ms apart unless `Retry-After`, or a service's own
 * rate-limit headers such as BigCommerce's `X-Rate-Limit-Time-Reset-Ms`, say otherwise; a wait
 * that would end past the deadline is not started: the call fails at once as `rate_limited`),
 * one more try after a 5xx, a lost connection or an answer that has not begun within 10 s
 * (the same delay, within the deadline; retry.ts),
 * valibot validation of every answer, and a Cache API read-through that follows the call's
 * cache policy (spec §9). Every failure is a ProviderError:
 *
 * | what happened                         | kind           | message (spec §8)                        |
 * | the call's signal aborted             | `timeout`      | Request aborted / timeout of {n}ms exceeded |
 * | the client's own deadline passed      | `timeout`      | timeout of {n}ms exceeded                |
 * | 408 or 429 after every retry          | `rate_limited` | Request failed with status code {n}      |
 * | 5xx twice, another 4xx                | `upstream`     | Request failed with status code {n}, or the service's own text |
 * | no connection, twice                  | `upstream`     | Network Error                            |
 * | not JSON, or not the expected shape   | `bad_response` | what was wrong                           |
 */
import * as v from 'valibot';
import type { CallContext } from '../context';
import { DEFAULT_DEADLINE_MS } from '../context';
import { ProviderError } from '../errors';
import type { ResponseCache } from './cache';
import { withCachePolicy } from './cache-policy';
import { HTTP_MESSAGES, type HttpFailure } from './failures';
import {
  ATTEMPT_TIMEOUT_MS,
  type Attempt,
  FAILURE_RETRY_LIMIT,
  isTransientFailure,
  retryDecision,
  RETRY_DELAY_MS,
  RETRY_LIMIT,
  waitFromHeaders,
} from './retry';

export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;
export type QueryParams = Record<string, QueryValue>;

export interface HttpClientOptions {
  /** Names the service in every ProviderError: `content`, `commerce`, `media`, `search`. */
  service: string;
  /** Absolute origin and path prefix, e.g. `https://cdn.contentstack.io/v3`. */
  baseUrl: string;
  /** Sent with every request (credentials); never part of a cache key. */
  headers?: Record<string, string>;
  /** Separates cached answers of different accounts that share URLs (e.g. the stack's api key). */
  cachePartition?: string;
  cache?: ResponseCache;
  /** How long a cached answer may be served (max-age of the stored copy). */
  cacheTtlSeconds?: number;
  /** Spec §9: 30 000 ms for the whole call, retries included. */
  timeoutMs?: number;
  retryLimit?: number;
  retryDelayMs?: number;
  /** How long an attempt may wait for its answer to begin while a retry after a failure is still possible (retry.ts ATTEMPT_TIMEOUT_MS). */
  attemptTimeoutMs?: number;
  /**
   * Whether sending a call twice does nothing twice (default true: reads). Only then is a 5xx or
   * a lost connection tried once more; a 408/429 was refused before any work and is retried anyway.
   */
  idempotent?: boolean;
  /** The message and cause of an error answer's ProviderError (e.g. the content SDK rejection, spec §8). */
  describeFailure?: (failure: HttpFailure) => { message?: string; cause?: unknown };
  fetch?: typeof fetch;
  now?: () => number;
}

export interface GetOptions<S extends v.GenericSchema> {
  query?: QueryParams;
  schema: S;
}

export interface FindOptions<S extends v.GenericSchema> extends GetOptions<S> {
  /** Error answers that mean "there is no such thing" (default: 404); the call resolves to null. */
  missing?: (failure: HttpFailure) => boolean;
}

export interface HttpClient {
  readonly service: string;
  /** The absolute URL of a path and query (what is fetched, and the base of the cache key). */
  url(path: string, query?: QueryParams): string;
  /** A JSON document that must exist. */
  get<S extends v.GenericSchema>(call: CallContext, path: string, options: GetOptions<S>): Promise<v.InferOutput<S>>;
  /** A JSON document that may be missing: null instead of an error for the `missing` answers. */
  find<S extends v.GenericSchema>(call: CallContext, path: string, options: FindOptions<S>): Promise<v.InferOutput<S> | null>;
  /** A file (a picture) as bytes; null for 404. Not cached here: such answers carry their own HTTP caching. */
  bytes(call: CallContext, path: string, query?: QueryParams): Promise<{ body: ArrayBuffer; contentType: string } | null>;
}

/** `a=1&b=x&b=y`: arrays repeat their key (`include[]=a&include[]=b`), undefined is left out. */
export function queryString(query: QueryParams = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  return params.toString();
}

const notFound = (failure: HttpFailure) => failure.status === 404;

/** A wait that ends early, with the signal's reason, when the call is aborted. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const done = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', done);
      resolve();
    }, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const service = options.service;
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? DEFAULT_DEADLINE_MS;
  const retryLimit = options.retryLimit ?? RETRY_LIMIT;
  const retryDelayMs = options.retryDelayMs ?? RETRY_DELAY_MS;
  const failureLimit = options.idempotent === false ? 0 : FAILURE_RETRY_LIMIT;
  const attemptTimeoutMs = options.attemptTimeoutMs ?? ATTEMPT_TIMEOUT_MS;
  const ttl = options.cacheTtlSeconds ?? 300;

  const url = (path: string, query?: QueryParams) => {
    const qs = queryString(query);
    return `${base}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
  };
  const cacheKey = (target: string) =>
    options.cachePartition
      ? `${target}${target.includes('?') ? '&' : '?'}cache_partition=${encodeURIComponent(options.cachePartition)}`
      : target;

  /** Turns a thrown fetch/read/wait error into the ProviderError it stands for. */
  function interrupted(error: unknown, callSignal: AbortSignal, own: AbortSignal, started: number): ProviderError {
    if (error instanceof ProviderError) return error;
    if (own.aborted && !callSignal.aborted) {
      return new ProviderError('timeout', HTTP_MESSAGES.timeout(timeoutMs), { service, cause: error });
    }
    if (callSignal.aborted) {
      const reason = callSignal.reason as { name?: string } | undefined;
      // The request's deadline passing is a timeout; the visitor leaving is an abort.
      const message = reason?.name === 'TimeoutError' ? HTTP_MESSAGES.timeout(now() - started) : HTTP_MESSAGES.aborted;
      return new ProviderError('timeout', message, { service, cause: callSignal.reason });
    }
    return new ProviderError('upstream', HTTP_MESSAGES.network, { service, cause: error });
  }

  function answerError(failure: HttpFailure, kind: 'rate_limited' | 'upstream', retryAfterMs?: number): ProviderError {
    const described = options.describeFailure?.(failure) ?? {};
    return new ProviderError(kind, described.message ?? HTTP_MESSAGES.status(failure.status), {
      service,
      status: failure.status,
      retryAfterMs,
      cause: described.cause ?? failure,
    });
  }

  /** One GET with its retries: the successful answer (body unread), or null when `missing` recognises the error answer. */
  async function exchange(
    target: string,
    signal: AbortSignal,
    started: number,
    accept: string,
    missing?: (f: HttpFailure) => boolean,
  ): Promise<Response | null> {
    let failureRetries = 0;
    for (let retries = 0; ; retries++) {
      const decide = (status: Attempt, retryAfterMs: number | null) =>
        retryDecision({
          status,
          retries,
          failureRetries,
          retryAfterMs,
          remainingMs: started + timeoutMs - now(),
          limit: retryLimit,
          delayMs: retryDelayMs,
          failureLimit,
        });
      let response: Response;
      // While the retry after a failure is unspent (and there is time for it), an answer that has not begun in time is a lost connection.
      const lost =
        failureRetries < failureLimit && started + timeoutMs - now() > attemptTimeoutMs + retryDelayMs ? new AbortController() : null;
      const timer = lost ? setTimeout(() => lost.abort(new Error('no answer')), attemptTimeoutMs) : undefined;
      try {
        response = await fetchImpl(target, {
          method: 'GET',
          headers: { accept, ...options.headers },
          signal: lost ? AbortSignal.any([signal, lost.signal]) : signal,
        });
      } catch (error) {
        // A lost or stalled connection (not the call's own abort) is tried once more; `interrupted` names whatever is thrown.
        const decision = signal.aborted ? null : decide('reset', null);
        if (!decision?.retry) throw error;
        failureRetries++;
        await pause(decision.delayMs, signal);
        continue;
      } finally {
        clearTimeout(timer);
      }
      if (response.ok) return response;
      const failure: HttpFailure = { status: response.status, statusText: response.statusText, body: await readBody(response) };
      if (missing?.(failure)) return null;
      const decision = decide(
        failure.status,
        waitFromHeaders((name) => response.headers.get(name), now()),
      );
      if (decision.retry) {
        if (isTransientFailure(failure.status)) failureRetries++;
        await pause(decision.delayMs, signal);
        continue;
      }
      if (decision.reason === 'not_retryable' || isTransientFailure(failure.status)) throw answerError(failure, 'upstream');
      throw answerError(failure, 'rate_limited', decision.retryAfterMs);
    }
  }

  async function readJson(response: Response): Promise<unknown> {
    const text = await response.text();
    // 204 No Content (the commerce platform's empty list) is a document too: null.
    if (response.status === 204 || text.trim() === '') return null;
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new ProviderError('bad_response', `${service} answered ${response.status} with a body that is not JSON`, {
        service,
        status: response.status,
        cause: error,
      });
    }
  }

  /** Runs one network round under the call's signal and the client's own deadline; every failure leaves as a ProviderError. */
  async function guarded<T>(callSignal: AbortSignal, work: (signal: AbortSignal, started: number) => Promise<T>): Promise<T> {
    const own = AbortSignal.timeout(timeoutMs);
    const signal = AbortSignal.any([callSignal, own]);
    const started = now();
    try {
      if (signal.aborted) throw signal.reason;
      return await work(signal, started);
    } catch (error) {
      throw interrupted(error, callSignal, own, started);
    }
  }

  function validate<S extends v.GenericSchema>(schema: S, raw: unknown, target: string): v.InferOutput<S> {
    const parsed = v.safeParse(schema, raw);
    if (parsed.success) return parsed.output;
    const first = parsed.issues[0];
    const path = first ? v.getDotPath(first) : null;
    const where = new URL(target).pathname;
    throw new ProviderError(
      'bad_response',
      `${service} answered ${where} in an unexpected shape${path ? ` at ${path}` : ''}: ${first?.message ?? 'invalid'}`,
      {
        service,
        cause: parsed.issues,
      },
    );
  }

  async function run<S extends v.GenericSchema>(
    call: CallContext,
    path: string,
    opts: FindOptions<S>,
    missing?: (f: HttpFailure) => boolean,
  ) {
    const target = url(path, opts.query);
    const key = cacheKey(target);
    const cache = options.cache;

    const network = (callSignal: AbortSignal) =>
      guarded(callSignal, async (signal, started) => {
        const response = await exchange(target, signal, started, 'application/json', missing);
        if (!response) return null;
        const raw = await readJson(response);
        return { raw, value: validate(opts.schema, raw, target) };
      });

    const answer = await withCachePolicy(cache ? call.cache : 'ignore-cache', {
      read: async () => {
        const hit = await cache!.match(key);
        if (!hit) return undefined;
        const raw: unknown = await hit.json();
        const parsed = v.safeParse(opts.schema, raw);
        // A copy stored before a schema change is a miss, not a failure.
        return parsed.success ? { raw, value: parsed.output } : undefined;
      },
      network: () => network(call.signal),
      // The refresh outlives the request: only the client's own deadline applies.
      refresh: () => network(new AbortController().signal),
      write: async (result) => {
        if (!result) return;
        await cache!.put(
          key,
          new Response(JSON.stringify(result.raw), {
            headers: { 'content-type': 'application/json', 'cache-control': `max-age=${ttl}` },
          }),
        );
      },
      waitUntil: (promise) => call.waitUntil(promise),
    });
    return answer.value ? (answer.value.value as v.InferOutput<S>) : null;
  }

  return {
    service,
    url,
    async get(call, path, opts) {
      const result = await run(call, path, opts);
      // Without a `missing` rule every error answer throws, so a null cannot come back here.
      return result as v.InferOutput<typeof opts.schema>;
    },
    find(call, path, opts) {
      return run(call, path, opts, opts.missing ?? notFound);
    },
    bytes(call, path, query) {
      const target = url(path, query);
      return guarded(call.signal, async (signal, started) => {
        const response = await exchange(target, signal, started, '*/*', notFound);
        if (!response) return null;
        return { body: await response.arrayBuffer(), contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
      });
    },
  };
}
