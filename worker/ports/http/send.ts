/**
 * The write side of the outbound client: one JSON request sent exactly once.
 * A write the service may have applied is never repeated here (whoever sent it settles a lost
 * answer: the cart Durable Object reads the platform's cart back, an account call fails), so
 * there are no retries, no cache and no `missing` rule; the GET client (client.ts) keeps those.
 * Every failure is a ProviderError, as the GET client says it (spec §8):
 *
 * | what happened                              | kind           | message                                  |
 * | the caller's signal aborted (visitor left) | `timeout`      | Request aborted                          |
 * | the deadline passed                        | `timeout`      | timeout of {n}ms exceeded                |
 * | 429 (the service did nothing)              | `rate_limited` | Request failed with status code 429, `retryAfterMs` from its headers |
 * | 5xx, 3xx                                   | `upstream`     | Request failed with status code {n}      |
 * | no connection, body lost                   | `upstream`     | Network Error                            |
 * | 2xx not JSON, or not the expected shape    | `bad_response` | what was wrong                           |
 *
 * Any other 4xx comes back as a Refusal: the caller knows what the service's "no" means
 * (422: an email in use, stock short, a password the platform's rules refuse).
 */
import * as v from 'valibot';
import { ProviderError } from '../errors';
import { HTTP_MESSAGES } from './failures';
import { waitFromHeaders } from './retry';

export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export interface SendTarget {
  /** Names the service in every ProviderError (`commerce`). */
  service: string;
  /** Absolute URL, query included. */
  url: string;
  /** Credentials and the like (`x-auth-token`); accept and content-type are added. */
  headers: Record<string, string>;
}

export interface SendInit {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; no body when undefined. */
  body?: unknown;
}

export interface SendOptions<S extends v.GenericSchema> {
  schema: S;
  /** The deadline of this exchange: a Worker's request deadline, or a Durable Object's own per-call limit. */
  timeoutMs: number;
  /** The caller's request (the visitor leaving aborts the exchange); none in a Durable Object. */
  signal?: AbortSignal;
  /** Answers that mean "nothing there" and resolve to null unread (a cart: 404 gone, 204 emptied and deleted). */
  nothing?: readonly number[];
  fetch?: Fetch;
  now?: () => number;
}

/** An error answer (4xx but 429) the caller interprets. */
export interface Refusal {
  ok: false;
  status: number;
  /** JSON when the body was JSON, else its text; null when empty. */
  body: unknown;
}

export type Sent<T> = { ok: true; value: T } | Refusal;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Without a path: where a failure happened, the store hash (an account name) left out. */
const where = (init: SendInit, url: string) => `${init.method} ${new URL(url).pathname.replace(/\/stores\/[^/]+/, '/stores/…')}`;

/**
 * Sends one request and reads its answer. `value` is null for the `nothing` statuses; a 2xx
 * with an empty body is validated as null (a DELETE's 204).
 */
export async function sendOnce<S extends v.GenericSchema>(
  target: SendTarget,
  init: SendInit,
  options: SendOptions<S>,
): Promise<Sent<v.InferOutput<S> | null>> {
  const { service } = target;
  const fetchImpl = options.fetch ?? ((input, request) => fetch(input, request));
  const now = options.now ?? Date.now;
  const own = AbortSignal.timeout(options.timeoutMs);
  const caller = options.signal;
  const signal = caller ? AbortSignal.any([caller, own]) : own;

  /** A thrown fetch or read error as the ProviderError it stands for. */
  const interrupted = (error: unknown): ProviderError => {
    // A fetch may fail with the deadline's own error before the signal reads aborted.
    const named = (error as { name?: unknown } | null)?.name;
    const timedOut = signal.aborted || named === 'TimeoutError' || named === 'AbortError';
    if (!timedOut) return new ProviderError('upstream', HTTP_MESSAGES.network, { service, cause: error });
    const reason = (caller?.aborted ? caller.reason : own.reason) as { name?: string } | undefined;
    // The request's deadline (a TimeoutError) or ours passing is a timeout; the visitor leaving is an abort.
    const message = caller?.aborted && reason?.name !== 'TimeoutError' ? HTTP_MESSAGES.aborted : HTTP_MESSAGES.timeout(options.timeoutMs);
    return new ProviderError('timeout', message, { service, cause: error });
  };

  let response: Response;
  let raw: unknown;
  try {
    if (signal.aborted) throw signal.reason;
    response = await fetchImpl(target.url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...target.headers,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal,
    });
    if (options.nothing?.includes(response.status)) {
      await response.body?.cancel();
      return { ok: true, value: null };
    }
    // A body that does not arrive in time leaves it unknown whether the write happened: a timeout.
    raw = await readBody(response);
  } catch (error) {
    throw interrupted(error);
  }
  const status = response.status;
  if (status === 429) {
    const retryAfterMs = waitFromHeaders((name) => response.headers.get(name), now()) ?? undefined;
    throw new ProviderError('rate_limited', HTTP_MESSAGES.status(429), { service, status, retryAfterMs, cause: raw });
  }
  if (status >= 500 || (status >= 300 && status < 400))
    throw new ProviderError('upstream', HTTP_MESSAGES.status(status), { service, status, cause: raw });
  if (!response.ok) return { ok: false, status, body: raw };
  if (typeof raw === 'string')
    throw new ProviderError('bad_response', `${service} answered ${where(init, target.url)} ${status} with a body that is not JSON`, {
      service,
      status,
    });
  const parsed = v.safeParse(options.schema, raw);
  if (!parsed.success) {
    const first = parsed.issues[0];
    const path = first ? v.getDotPath(first) : null;
    throw new ProviderError(
      'bad_response',
      `${service} answered ${where(init, target.url)} in an unexpected shape${path ? ` at ${path}` : ''}: ${first?.message ?? 'invalid'}`,
      { service, status, cause: parsed.issues },
    );
  }
  return { ok: true, value: parsed.output };
}
