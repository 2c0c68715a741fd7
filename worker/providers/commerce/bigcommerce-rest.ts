/**
 * The account side's exchanges with BigCommerce (issue 23): customers, addresses and orders
 * are a shopper's own data, so nothing here is cached. Reads go through the shared outbound
 * client without a cache (deadline, 408/429 retries, valibot checks). Writes are sent once:
 * a POST the platform may have applied is not repeated; a 429 (the platform did nothing)
 * fails as `rate_limited` and a 5xx as `upstream`, which /api answers 502/504 in the error
 * envelope. A 4xx comes back to the caller, who knows what it means (422: email in use).
 */
import * as v from 'valibot';
import type { CommerceRegion } from '../../domain/regions';
import type { CommerceContext } from '../context';
import { DEFAULT_DEADLINE_MS } from '../context';
import { ProviderError } from '../errors';
import { createHttpClient, queryString, type HttpClient, type QueryParams } from '../http/client';
import { HTTP_MESSAGES } from '../http/failures';

export interface RestStores {
  host: string;
  stores: Record<CommerceRegion, { hash: string; token: string }>;
  fetch?: typeof fetch;
}

/** An error answer the caller interprets (4xx but 429). */
export interface Refusal {
  ok: false;
  status: number;
  body: unknown;
}

export interface Rest {
  get<S extends v.GenericSchema>(mx: CommerceContext, path: string, schema: S, query?: QueryParams): Promise<v.InferOutput<S>>;
  /** Null for a 404 (an unknown id). */
  find<S extends v.GenericSchema>(mx: CommerceContext, path: string, schema: S, query?: QueryParams): Promise<v.InferOutput<S> | null>;
  send<S extends v.GenericSchema>(
    mx: CommerceContext,
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    schema: S,
    options?: { body?: unknown; query?: QueryParams },
  ): Promise<{ ok: true; value: v.InferOutput<S> } | Refusal>;
}

const service = 'commerce';

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createRest(config: RestStores): Rest {
  const host = config.host.replace(/\/+$/, '');
  const fetchImpl = config.fetch ?? ((input, init) => fetch(input, init));
  const clients = new Map<CommerceRegion, HttpClient>();
  const base = (region: CommerceRegion) => `${host}/stores/${config.stores[region].hash}`;
  const client = (region: CommerceRegion) => {
    let found = clients.get(region);
    if (!found) {
      // No cache: an account's data is never shared between shoppers or kept stale.
      found = createHttpClient({
        service,
        baseUrl: base(region),
        headers: { 'x-auth-token': config.stores[region].token },
        fetch: config.fetch,
      });
      clients.set(region, found);
    }
    return found;
  };

  return {
    get: (mx, path, schema, query) => client(mx.region).get(mx, path, { schema, query }),
    find: (mx, path, schema, query) => client(mx.region).find(mx, path, { schema, query }),

    async send(mx, method, path, schema, { body, query } = {}) {
      const qs = queryString(query);
      const target = `${base(mx.region)}${path}${qs ? `?${qs}` : ''}`;
      const own = AbortSignal.timeout(DEFAULT_DEADLINE_MS);
      const signal = AbortSignal.any([mx.signal, own]);
      let response: Response;
      try {
        if (signal.aborted) throw signal.reason;
        response = await fetchImpl(target, {
          method,
          headers: {
            accept: 'application/json',
            'x-auth-token': config.stores[mx.region].token,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal,
        });
      } catch (error) {
        if (signal.aborted) {
          const reason = (mx.signal.reason ?? own.reason) as { name?: string } | undefined;
          const message =
            mx.signal.aborted && reason?.name !== 'TimeoutError' ? HTTP_MESSAGES.aborted : HTTP_MESSAGES.timeout(DEFAULT_DEADLINE_MS);
          throw new ProviderError('timeout', message, { service, cause: error });
        }
        throw new ProviderError('upstream', HTTP_MESSAGES.network, { service, cause: error });
      }
      const raw = await readBody(response).catch((error: unknown) => {
        throw new ProviderError('upstream', HTTP_MESSAGES.network, { service, cause: error });
      });
      if (response.status === 429) throw new ProviderError('rate_limited', HTTP_MESSAGES.status(429), { service, status: 429, cause: raw });
      if (response.status >= 500 || (response.status >= 300 && response.status < 400))
        throw new ProviderError('upstream', HTTP_MESSAGES.status(response.status), { service, status: response.status, cause: raw });
      if (!response.ok) return { ok: false, status: response.status, body: raw };
      const parsed = v.safeParse(schema, raw);
      if (!parsed.success) {
        const first = parsed.issues[0];
        throw new ProviderError(
          'bad_response',
          `${service} answered ${method} ${path} in an unexpected shape${first ? ` at ${v.getDotPath(first) ?? '(root)'}` : ''}: ${first?.message ?? 'invalid'}`,
          { service, cause: parsed.issues },
        );
      }
      return { ok: true, value: parsed.output };
    },
  };
}

/** A refused write the caller did not expect: the platform said no for a reason we cannot act on. */
export function refused(what: string, refusal: Refusal): ProviderError {
  return new ProviderError('upstream', `${what}: ${HTTP_MESSAGES.status(refusal.status)}`, {
    service,
    status: refusal.status,
    cause: refusal.body,
  });
}
