/**
 * The port's requests and answers ↔ App Search's, pure. The port speaks as if
 * each content locale had its own engine whose `price` and `tags` read the call's price
 * list (types.ts); the hosted engine holds every locale's flat documents (documents.ts). So
 * a request gains the locale, stack and environment filters (spec §7), `price` becomes the
 * price list's `price_*` field, the `tags` of a price list become its `sale` and the
 * product's `flags`, and the answer is turned back field by field.
 */
import {
  MAX_PAGES,
  RESULT_FIELDS,
  type FacetAnswer,
  type FieldCondition,
  type FieldFilter,
  type SearchHit,
  type SearchRequest,
  type SearchResponse,
} from '../types';
import { priceField, SEARCH_FIELD_WEIGHTS, siteId, type DocumentStamp } from './documents';
import type { EngineFacet, EngineSearchAnswer } from './schemas';

export interface Scope extends DocumentStamp {
  locale: string;
  priceList: string;
}

/** What a hit carries when the request names no result_fields: every field of the site's documents, as in the embedded engine. */
export const DEFAULT_RESULT_FIELDS = RESULT_FIELDS;

type EngineFilter = Record<string, unknown>;

function tagsFilter(condition: FieldCondition, scope: Scope): EngineFilter {
  const values = (Array.isArray(condition) ? condition : [condition]).map(String);
  const parts: EngineFilter[] = [];
  if (values.includes('sale')) parts.push({ sale: scope.priceList.toLowerCase() });
  const flags = values.filter((value) => value !== 'sale');
  if (flags.length) parts.push({ flags });
  return parts.length === 1 ? parts[0]! : { any: parts };
}

function fieldFilter(filter: FieldFilter, scope: Scope): EngineFilter {
  const parts = Object.entries(filter).map(([field, condition]): EngineFilter => {
    if (field === 'tags') return tagsFilter(condition, scope);
    if (field === 'price') return { [priceField(scope.priceList)]: condition };
    if (field === 'id') {
      const ids = (Array.isArray(condition) ? condition : [condition]).map((id) => `${scope.locale}:${String(id)}`);
      return { id: ids };
    }
    return { [field]: condition };
  });
  // One field per filter object, as App Search documents it; several fields must all hold.
  return parts.length === 1 ? parts[0]! : { all: parts };
}

const engineField = (field: string, scope: Scope) => (field === 'price' ? priceField(scope.priceList) : field === 'tags' ? 'flags' : field);

/** The engine's search body for a port request (spec §7: query, facets, result_fields, page, sort, filters). */
export function engineRequest(request: SearchRequest, scope: Scope): Record<string, unknown> {
  const filters = request.filters ?? {};
  const all: EngineFilter[] = [
    { locales: scope.locale },
    { stack: scope.stack },
    { environment: scope.environment },
    ...(filters.all ?? []).map((f) => fieldFilter(f, scope)),
  ];
  const engineFilters: Record<string, EngineFilter[]> = { all };
  if (filters.any?.length) engineFilters.any = filters.any.map((f) => fieldFilter(f, scope));
  if (filters.none?.length) engineFilters.none = filters.none.map((f) => fieldFilter(f, scope));

  const facets: Record<string, unknown[]> = {};
  for (const [field, facet] of Object.entries(request.facets ?? {})) {
    if (field === 'tags') {
      facets.flags = [{ type: 'value', size: 250 }];
      facets.sale = [{ type: 'value', size: 250 }];
    } else facets[engineField(field, scope)] = [facet];
  }

  const resultFields: Record<string, unknown> = {};
  const wanted = request.result_fields ?? Object.fromEntries(DEFAULT_RESULT_FIELDS.map((f) => [f, { raw: {} }]));
  for (const [field, spec] of Object.entries(wanted)) {
    if (field === 'id') continue;
    if (field === 'tags') {
      resultFields.flags = { raw: {} };
      resultFields.sale = { raw: {} };
    } else resultFields[engineField(field, scope)] = spec;
  }
  // The type decides how a hit is shown; it comes with every hit the shop reads.
  if (Object.keys(resultFields).length === 0) resultFields.type = { raw: {} };

  const clauses = request.sort ? (Array.isArray(request.sort) ? request.sort : [request.sort]) : [];
  const sort = [
    ...clauses.map((clause) => Object.fromEntries(Object.entries(clause).map(([f, d]) => [f === '_score' ? f : engineField(f, scope), d]))),
    // Ties keep the catalogue's order, as in the embedded engine, so pages never repeat a document.
    { _score: 'desc' },
    { order: 'asc' },
  ];

  return {
    query: request.query,
    search_fields: Object.fromEntries(Object.entries(SEARCH_FIELD_WEIGHTS).map(([f, weight]) => [f, { weight }])),
    result_fields: resultFields,
    filters: engineFilters,
    ...(Object.keys(facets).length ? { facets } : {}),
    page: { size: request.page?.size ?? 10, current: request.page?.current ?? 1 },
    sort,
    ...(request.analytics ? { analytics: request.analytics } : {}),
  };
}

const raw = (hit: Record<string, unknown>, field: string): unknown => {
  const value = hit[field] as { raw?: unknown } | undefined;
  return value && typeof value === 'object' && 'raw' in value ? value.raw : undefined;
};

function siteHit(hit: Record<string, unknown>, request: SearchRequest, scope: Scope, engine: string): SearchHit {
  const meta = (hit._meta ?? {}) as { id?: string; score?: number; engine?: string };
  const id = siteId(String(meta.id ?? raw(hit, 'id') ?? ''));
  const out: Record<string, unknown> = { id: { raw: id }, _meta: { id, score: meta.score ?? 0, engine: meta.engine ?? engine } };
  const fields = request.result_fields ? Object.keys(request.result_fields) : DEFAULT_RESULT_FIELDS;
  for (const field of fields) {
    if (field === 'id') continue;
    if (field === 'tags') {
      const sale = (raw(hit, 'sale') as string[] | null | undefined) ?? [];
      const flags = (raw(hit, 'flags') as string[] | null | undefined) ?? [];
      out.tags = { raw: [...(sale.includes(scope.priceList.toLowerCase()) ? ['sale'] : []), ...flags] };
    } else out[field] = { raw: raw(hit, engineField(field, scope)) ?? null };
  }
  return out as SearchHit;
}

function siteFacets(facets: Record<string, EngineFacet[]>, request: SearchRequest, scope: Scope): Record<string, FacetAnswer[]> {
  const out: Record<string, FacetAnswer[]> = {};
  for (const field of Object.keys(request.facets ?? {})) {
    if (field === 'tags') {
      const flags = facets.flags?.[0]?.data ?? [];
      const onSale = facets.sale?.[0]?.data.find((d) => 'value' in d && d.value === scope.priceList.toLowerCase())?.count ?? 0;
      const data = [...(onSale > 0 ? [{ value: 'sale', count: onSale }] : []), ...flags.flatMap((d) => ('value' in d ? [d] : []))];
      out.tags = [{ type: 'value', data: data.sort((a, b) => b.count - a.count) as { value: string; count: number }[] }];
      continue;
    }
    const answer = facets[engineField(field, scope)];
    if (answer) out[field] = answer as FacetAnswer[];
  }
  return out;
}

/** The port's answer for the engine's (total_pages capped at 100, spec §9). */
export function siteAnswer(answer: EngineSearchAnswer, request: SearchRequest, scope: Scope, engine: string): SearchResponse {
  const page = answer.meta.page;
  return {
    meta: {
      request_id: answer.meta.request_id ?? '',
      page: {
        current: page.current,
        size: page.size,
        total_pages: Math.min(MAX_PAGES, page.total_pages),
        total_results: page.total_results,
      },
      ...(answer.meta.alerts ? { alerts: answer.meta.alerts } : {}),
      ...(answer.meta.warnings ? { warnings: answer.meta.warnings } : {}),
    },
    ...(answer.facets ? { facets: siteFacets(answer.facets, request, scope) } : {}),
    results: answer.results.map((hit) => siteHit(hit, request, scope, engine)),
  };
}

/** Spec §8 "Search non-OK response: error: status in brackets followed by server errors". */
export function engineErrorMessage(status: number, statusText: string, body: unknown): string {
  const bodies = Array.isArray(body) ? body : [body];
  // `{ errors: [...] }`, one such per query of a multi search, or `{ error }` (a refused key).
  const errors = bodies.flatMap((b): string[] => {
    if (!b || typeof b !== 'object') return [];
    const said = b as { errors?: unknown; error?: unknown };
    if (Array.isArray(said.errors)) return said.errors.map(String);
    return typeof said.error === 'string' ? [said.error] : [];
  });
  const text = errors.length
    ? errors.join(', ')
    : typeof body === 'string' && body.trim()
      ? body.trim().slice(0, 200)
      : statusText || 'no errors given';
  return `[${status}] ${text}`;
}
