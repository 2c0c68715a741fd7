/**
 * The account side's exchanges with BigCommerce: customers, addresses and orders
 * are a shopper's own data, so nothing here is cached. Reads go through the shared outbound
 * client without a cache (deadline, 408/429 retries, valibot checks). Writes go through the
 * shared write-once sender (worker/ports/http/send.ts): a POST the platform may have applied is not
 * repeated; a 429 (the platform did nothing) fails as `rate_limited` with the platform's reset
 * and a 5xx as `upstream`, which /api answers in the error envelope. A 4xx comes back to the
 * caller, who knows what it means (422: an email in use, a password the platform refuses).
 */
import type * as v from 'valibot';
import type { CommerceRegion } from '../../../rules/regions';
import type { CommerceContext } from '../../context';
import { DEFAULT_DEADLINE_MS } from '../../context';
import { ProviderError } from '../../errors';
import { createHttpClient, queryString, type HttpClient, type QueryParams } from '../../http/client';
import { HTTP_MESSAGES } from '../../http/failures';
import { sendOnce, type Refusal } from '../../http/send';

export interface RestStores {
  host: string;
  stores: Record<CommerceRegion, { hash: string; token: string }>;
  fetch?: typeof fetch;
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

export function createRest(config: RestStores): Rest {
  const host = config.host.replace(/\/+$/, '');
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
      const target = {
        service,
        url: `${base(mx.region)}${path}${qs ? `?${qs}` : ''}`,
        headers: { 'x-auth-token': config.stores[mx.region].token },
      };
      // No `nothing` statuses: every answer but a refusal is validated, so the value is the schema's.
      return sendOnce(
        target,
        { method, body },
        { schema, signal: mx.signal, timeoutMs: DEFAULT_DEADLINE_MS, fetch: config.fetch },
      ) as Promise<{ ok: true; value: v.InferOutput<typeof schema> } | Refusal>;
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
