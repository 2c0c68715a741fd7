/**
 * The hosted search adapter: Elastic App Search's search, multi search, query
 * suggestion and click calls (spec §7) with the public search key, through the shared
 * outbound client (deadline, 408/429 retries, valibot checks of every answer, Cache API
 * read-through). Every engine error is a ProviderError `[status] errors` (spec §8).
 *
 * The engine's calls are POSTs with a JSON body; the shared client speaks GET. Rather than
 * fork it, the adapter gives it a transport that carries the body in the URL (`?body=…`) and
 * sends it to the engine as the POST it wants. The cache key is then the URL with the body:
 * one cached answer per query, locale, region filter and price list, for CACHE_TTL_SECONDS.
 */
import type * as v from 'valibot';
import { createHttpClient, type HttpClient } from '../../http/client';
import type { ResponseCache } from '../../http/cache';
import { ProviderError } from '../../errors';
import { MAX_MULTI_QUERIES, type ClickRequest, type SearchContext, type SearchProvider, type SearchRequest } from '../types';
import { engineId } from './documents';
import { EngineClickSchema, EngineMultiSearchSchema, EngineSearchSchema, EngineSuggestionSchema } from './schemas';
import { engineErrorMessage, engineRequest, siteAnswer, type Scope } from './translate';

/** Spec §9 "responses cached by default": a short while, so a catalog sync shows within a minute. */
export const CACHE_TTL_SECONDS = 60;
const BODY_PARAM = 'body';

export interface AppSearchOptions {
  /** `https://host-abc123.api.swiftype.com` or an Enterprise Search deployment's origin. */
  endpoint: string;
  engine: string;
  /** The public search key (`search-…`): it may search and record clicks, nothing else. */
  searchKey: string;
  /** Spec §7: every query is filtered to the content stack and environment the documents were synced from. */
  stack: string;
  environment: string;
  cache?: ResponseCache;
  fetch?: typeof fetch;
}

/** App Search's API base for a host identifier (as Elastic's clients derive it) or an endpoint base. */
export function appSearchBase(endpoint: string): string {
  const base = /^https?:\/\//.test(endpoint) ? endpoint : `https://${endpoint}.api.swiftype.com`;
  return `${base.replace(/\/+$/, '')}/api/as/v1`;
}

/** A fetch that turns the client's `GET …?body=…` into the engine's `POST …` with that JSON body. */
export function postTransport(fetchImpl: typeof fetch): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const body = url.searchParams.get(BODY_PARAM);
    if (body === null) return fetchImpl(input, init);
    url.searchParams.delete(BODY_PARAM);
    const headers = new Headers(init?.headers);
    headers.set('content-type', 'application/json');
    return fetchImpl(url.toString(), { ...init, method: 'POST', headers, body });
  }) as typeof fetch;
}

export function createAppSearch(options: AppSearchOptions): SearchProvider {
  const fetchImpl = postTransport(options.fetch ?? ((input, init) => fetch(input, init)));
  const shared = {
    service: 'search',
    baseUrl: `${appSearchBase(options.endpoint)}/engines/${encodeURIComponent(options.engine)}`,
    headers: { authorization: `Bearer ${options.searchKey}` },
    describeFailure: (failure: { status: number; statusText: string; body: unknown }) => ({
      message: engineErrorMessage(failure.status, failure.statusText, failure.body),
    }),
    fetch: fetchImpl,
  };
  // Answers are cached; clicks are never, and a click that failed is not sent again (it may have counted).
  const reads: HttpClient = createHttpClient({ ...shared, cache: options.cache, cacheTtlSeconds: CACHE_TTL_SECONDS });
  const writes: HttpClient = createHttpClient({ ...shared, idempotent: false });

  const scope = (sx: SearchContext): Scope => ({
    locale: sx.locale,
    priceList: sx.priceList,
    stack: options.stack,
    environment: options.environment,
  });
  const post = <S extends v.GenericSchema>(client: HttpClient, sx: SearchContext, path: string, body: unknown, schema: S) =>
    client.get(sx, path, { query: { [BODY_PARAM]: JSON.stringify(body) }, schema });

  return {
    name: 'app-search',
    async search(sx, request) {
      const answer = await post(reads, sx, 'search.json', engineRequest(request, scope(sx)), EngineSearchSchema);
      return siteAnswer(answer, request, scope(sx), options.engine);
    },
    async multiSearch(sx, requests: readonly SearchRequest[]) {
      if (requests.length > MAX_MULTI_QUERIES)
        throw new ProviderError('upstream', `[400] Too many queries: at most ${MAX_MULTI_QUERIES}`, { service: 'search', status: 400 });
      const queries = requests.map((request) => engineRequest(request, scope(sx)));
      const answers = await post(reads, sx, 'multi_search.json', { queries }, EngineMultiSearchSchema);
      if (answers.length !== requests.length)
        throw new ProviderError('bad_response', `search answered ${answers.length} results for ${requests.length} queries`, {
          service: 'search',
        });
      return answers.map((answer, i) => siteAnswer(answer, requests[i]!, scope(sx), options.engine));
    },
    async suggest(sx, request) {
      if (!request.query.trim()) return { meta: { request_id: '' }, results: { documents: [] } };
      const body = {
        query: request.query,
        size: Math.min(20, request.size ?? 5),
        types: { documents: { fields: ['title', 'category_names', 'color_names'] } },
      };
      const answer = await post(reads, sx, 'query_suggestion', body, EngineSuggestionSchema);
      return {
        meta: { request_id: answer.meta?.request_id ?? '' },
        results: { documents: (answer.results.documents ?? []).map((d) => ({ suggestion: d.suggestion })) },
      };
    },
    async click(sx, request: ClickRequest) {
      const body = {
        query: request.query,
        document_id: engineId(sx.locale, request.document_id),
        ...(request.request_id ? { request_id: request.request_id } : {}),
        ...(request.tags ? { tags: request.tags } : {}),
      };
      await post(writes, { ...sx, cache: 'network-only' }, 'click.json', body, EngineClickSchema);
    },
  };
}
