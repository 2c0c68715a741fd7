/**
 * A stand-in for one Elastic App Search engine (issue 24), as a `fetch` handler so it runs in
 * Node (served on loopback by fake-app-search-server.ts) and inside workerd (as the Worker's
 * outbound fetch). It answers in the vendor's recorded shapes
 * (shared/vendor-apis/elastic-app-search/recorded-http): `meta.warnings` and `page`, `facets`
 * only when asked, hits of `{ raw }` fields with `_meta`, `[{ errors }]` for a refused multi
 * search, an empty 200 for a click; and it refuses what the engine refuses: a missing query,
 * unknown options, `page.current` over 100, `page.size` over 1000, a wrong key (401), the
 * search key on the documents API, more than 100 documents per call, documents the engine
 * cannot hold (per-document `errors`) and a 65th field.
 */
import { documentProblem, MAX_ENGINE_FIELDS } from '../../worker/providers/search/app-search/documents';

export interface FakeAppSearchOptions {
  engine: string;
  searchKey: string;
  privateKey: string;
}

type Doc = Record<string, unknown> & { id: string };
type Filter = Record<string, unknown>;

export interface FakeAppSearch {
  /** A `fetch`: pass it where a fetch goes (the sync's, the adapter's) or call it with a Request. */
  handle(input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  readonly documents: Map<string, Doc>;
  readonly clicks: Record<string, unknown>[];
  readonly schema: Record<string, string>;
  readonly log: { method: string; path: string; body: unknown }[];
  /** The next n calls (any path) answer this status with `{ errors: [message] }`. */
  failNext(status: number, message: string, times?: number): void;
  /** Forgets the failures not yet answered. */
  clearFailures(): void;
}

const SEARCH_OPTIONS = [
  'query',
  'facets',
  'filters',
  'page',
  'sort',
  'result_fields',
  'search_fields',
  'analytics',
  'boosts',
  'group',
  'precision',
];
const SUGGEST_OPTIONS = ['query', 'size', 'types'];
const json = (body: unknown, status = 200) => Response.json(body, { status });
const errors = (status: number, ...messages: string[]) => json({ errors: messages }, status);
const hex = () => [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
const words = (text: unknown): string[] =>
  String(text ?? '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];
const asList = (value: unknown): unknown[] => (value === null || value === undefined ? [] : Array.isArray(value) ? value : [value]);

function holds(doc: Doc, filter: Filter): boolean {
  return Object.entries(filter).every(([key, condition]) => {
    if (key === 'all') return (condition as Filter[]).every((f) => holds(doc, f));
    if (key === 'any') return (condition as Filter[]).some((f) => holds(doc, f));
    if (key === 'none') return !(condition as Filter[]).some((f) => holds(doc, f));
    const values = asList(doc[key]);
    if (condition && typeof condition === 'object' && !Array.isArray(condition)) {
      const { from, to } = condition as { from?: number; to?: number };
      return values.some((v) => typeof v === 'number' && (from === undefined || v >= from) && (to === undefined || v < to));
    }
    return asList(condition).some((wanted) => values.includes(wanted));
  });
}

function searchProblem(body: Record<string, unknown>): string | null {
  if (typeof body.query !== 'string') return 'Missing required parameter: query';
  const invalid = Object.keys(body).find((key) => !SEARCH_OPTIONS.includes(key));
  if (invalid) return `Options contains invalid key: ${invalid}`;
  const page = (body.page ?? {}) as { current?: number; size?: number };
  if (page.current !== undefined && page.current > 100) return 'Page current must be less than or equal to 100';
  if (page.size !== undefined && page.size > 1000) return 'Page size must be less than or equal to 1000';
  if (page.current !== undefined && page.current < 1) return 'Page current must be greater than or equal to 1';
  return null;
}

export function createFakeAppSearch(options: FakeAppSearchOptions): FakeAppSearch {
  const documents = new Map<string, Doc>();
  const clicks: Record<string, unknown>[] = [];
  const schema: Record<string, string> = {};
  const log: FakeAppSearch['log'] = [];
  const failures: { status: number; message: string }[] = [];

  // Each document's words per field, worked out once (a document is replaced, never changed, on re-indexing).
  const tokens = new WeakMap<Doc, Map<string, string[]>>();
  const wordsOf = (doc: Doc, field: string): string[] => {
    let byField = tokens.get(doc);
    if (!byField) tokens.set(doc, (byField = new Map()));
    let found = byField.get(field);
    if (!found) byField.set(field, (found = words(doc[field])));
    return found;
  };

  function search(body: Record<string, unknown>) {
    const weights = Object.entries((body.search_fields as Record<string, { weight?: number }>) ?? {}).map(
      ([field, s]) => [field, s.weight ?? 1] as const,
    );
    const terms = words(body.query);
    const filters = (body.filters ?? {}) as Filter;
    const candidates = [...documents.values()].filter((doc) => holds(doc, filters));
    const fieldsOf = (doc: Doc) =>
      weights.length
        ? weights
        : Object.keys(doc)
            .filter((k) => typeof doc[k] === 'string')
            .map((k) => [k, 1] as const);
    const score = (doc: Doc, every: boolean) => {
      let total = 0;
      let matched = 0;
      for (const term of terms) {
        let best = 0;
        for (const [field, weight] of fieldsOf(doc)) if (wordsOf(doc, field).some((w) => w.startsWith(term))) best = Math.max(best, weight);
        if (best > 0) matched++;
        total += best;
      }
      return (every ? matched === terms.length : matched > 0) ? total : 0;
    };
    let hits = candidates.map((doc) => ({ doc, score: terms.length ? score(doc, true) : 1 })).filter((h) => h.score > 0);
    // No document has every word: any word will do (App Search's partial matching).
    if (!hits.length && terms.length) hits = candidates.map((doc) => ({ doc, score: score(doc, false) })).filter((h) => h.score > 0);
    const sort = (Array.isArray(body.sort) ? body.sort : body.sort ? [body.sort] : [{ _score: 'desc' }]) as Record<string, string>[];
    const keys = sort.flatMap((clause) => Object.entries(clause));
    hits.sort((a, b) => {
      for (const [field, direction] of keys) {
        const x = field === '_score' ? a.score : asList(a.doc[field])[0];
        const y = field === '_score' ? b.score : asList(b.doc[field])[0];
        if (x === undefined || x === null || y === undefined || y === null) {
          if (x !== y) return x === undefined || x === null ? 1 : -1;
          continue;
        }
        const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
        if (order) return direction === 'asc' ? order : -order;
      }
      return 0;
    });
    const page = (body.page ?? {}) as { current?: number; size?: number };
    const size = page.size ?? 10;
    const current = page.current ?? 1;
    const fields = body.result_fields ? Object.keys(body.result_fields as object) : null;
    const results = hits.slice((current - 1) * size, current * size).map(({ doc, score }) => {
      const hit: Record<string, unknown> = { id: { raw: doc.id } };
      for (const [field, value] of Object.entries(doc)) if (!fields || fields.includes(field)) hit[field] = { raw: value ?? null };
      hit._meta = { id: doc.id, engine: options.engine, score };
      return hit;
    });
    const answer: Record<string, unknown> = {
      meta: {
        alerts: [],
        warnings: [],
        page: { current, total_pages: Math.ceil(hits.length / size), total_results: hits.length, size },
        engine: { name: options.engine, type: 'default' },
        request_id: hex(),
      },
      results,
    };
    if (body.facets) {
      const facets: Record<string, unknown[]> = {};
      for (const [field, list] of Object.entries(body.facets as Record<string, Record<string, unknown>[]>)) {
        facets[field] = asList(list).map((facet) => {
          const f = facet as {
            type: string;
            size?: number;
            sort?: Record<string, string>;
            ranges?: { from?: number; to?: number; name?: string }[];
          };
          if (f.type === 'range')
            return {
              type: 'range',
              data: (f.ranges ?? []).map((r) => ({
                ...r,
                count: hits.filter((h) => holds(h.doc, { [field]: { from: r.from, to: r.to } })).length,
              })),
            };
          const counts = new Map<unknown, number>();
          for (const h of hits) for (const value of new Set(asList(h.doc[field]))) counts.set(value, (counts.get(value) ?? 0) + 1);
          const data = [...counts].map(([value, count]) => ({ value, count }));
          const bySort = f.sort ?? { count: 'desc' };
          data.sort((a, b) =>
            'value' in bySort
              ? (bySort.value === 'asc' ? 1 : -1) * String(a.value).localeCompare(String(b.value))
              : (bySort.count === 'asc' ? a.count - b.count : b.count - a.count) || String(a.value).localeCompare(String(b.value)),
          );
          return { type: 'value', data: data.slice(0, f.size ?? 10) };
        });
      }
      answer.facets = facets;
    }
    return answer;
  }

  function suggest(body: Record<string, unknown>) {
    const size = Number(body.size ?? 5);
    const fields = ((body.types as { documents?: { fields?: string[] } } | undefined)?.documents?.fields ?? ['title']) as string[];
    const typed = words(body.query);
    const last = typed.at(-1) ?? '';
    const seen = new Set<string>();
    for (const doc of documents.values())
      for (const field of fields)
        for (const word of wordsOf(doc, field))
          if (last && word.startsWith(last) && word !== last) seen.add([...typed.slice(0, -1), word].join(' '));
    return {
      results: {
        documents: [...seen]
          .sort()
          .slice(0, size)
          .map((suggestion) => ({ suggestion })),
      },
      meta: { request_id: hex() },
    };
  }

  function index(list: unknown) {
    if (!Array.isArray(list)) return errors(400, 'Request body must be a JSON array of documents');
    if (list.length > 100) return errors(413, 'Too many documents: at most 100 per request');
    return json(
      list.map((doc: Record<string, unknown>) => {
        const problem = documentProblem(doc);
        const id = typeof doc.id === 'string' ? doc.id : null;
        if (problem) return { id, errors: [problem] };
        const fields = new Set([...Object.keys(schema), ...Object.keys(doc).filter((k) => k !== 'id')]);
        if (fields.size > MAX_ENGINE_FIELDS) return { id, errors: [`Engine has too many fields: at most ${MAX_ENGINE_FIELDS}`] };
        for (const field of fields) schema[field] ??= 'text';
        documents.set(id!, { ...(doc as Doc) });
        return { id, errors: [] };
      }),
    );
  }

  async function route(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const body: unknown = text ? JSON.parse(text) : null;
    log.push({ method: request.method, path: url.pathname, body });
    const found = /^\/api\/as\/v1\/engines\/([^/]+)\/(.+?)(?:\.json)?$/.exec(url.pathname);
    if (!found) return errors(404, 'Not found');
    const key = request.headers.get('authorization')?.replace(/^Bearer /, '');
    if (key !== options.searchKey && key !== options.privateKey)
      return json({ error: 'You need to sign in or sign up before continuing.' }, 401);
    if (decodeURIComponent(found[1]!) !== options.engine) return errors(404, 'Could not find engine.');
    const failure = failures.shift();
    if (failure) return errors(failure.status, failure.message);
    const action = found[2]!;
    const privileged = key === options.privateKey;
    const input = (body ?? {}) as Record<string, unknown>;
    if (action === 'search' && request.method === 'POST') {
      const problem = searchProblem(input);
      return problem ? errors(400, problem) : json(search(input));
    }
    if (action === 'multi_search' && request.method === 'POST') {
      const queries = asList(input.queries) as Record<string, unknown>[];
      if (!queries.length) return errors(400, 'Missing required parameter: queries');
      if (queries.length > 10) return errors(400, 'Too many queries: at most 10');
      const problems = queries.map(searchProblem);
      if (problems.some(Boolean))
        return json(
          problems.map((p) => ({ errors: p ? [p] : [] })),
          400,
        );
      return json(queries.map(search));
    }
    if (action === 'query_suggestion' && request.method === 'POST') {
      const invalid = Object.keys(input).find((k) => !SUGGEST_OPTIONS.includes(k));
      if (invalid) return errors(400, `Options contains invalid key: ${invalid}`);
      if (typeof input.query !== 'string') return errors(400, 'Missing required parameter: query');
      return json(suggest(input));
    }
    if (action === 'click' && request.method === 'POST') {
      if (typeof input.query !== 'string' || typeof input.document_id !== 'string')
        return errors(400, 'Missing required parameter: query, document_id');
      clicks.push(input);
      return new Response(null, { status: 200, headers: { 'content-type': 'application/json' } });
    }
    // The documents and schema APIs take the private key only.
    if (!privileged && (action.startsWith('documents') || action === 'schema')) return json({ error: 'Unauthorized action.' }, 401);
    if (action === 'documents' && request.method === 'POST') return index(body);
    if (action === 'documents' && request.method === 'DELETE') {
      const ids = asList(body).map(String);
      if (ids.length > 100) return errors(413, 'Too many documents: at most 100 per request');
      return json(ids.map((id) => ({ id, deleted: documents.delete(id) })));
    }
    if (action === 'documents/list' && request.method === 'GET') {
      const current = Number(url.searchParams.get('page[current]') ?? 1);
      const size = Number(url.searchParams.get('page[size]') ?? 100);
      if (size > 100) return errors(400, 'Page size must be less than or equal to 100');
      const all = [...documents.values()].sort((a, b) => a.id.localeCompare(b.id));
      return json({
        meta: { page: { current, total_pages: Math.ceil(all.length / size), total_results: all.length, size } },
        results: all.slice((current - 1) * size, current * size),
      });
    }
    if (action === 'schema' && request.method === 'POST') {
      for (const [field, type] of Object.entries(input)) {
        if (!['text', 'number', 'date', 'geolocation'].includes(String(type))) return errors(400, `Invalid field type: ${field}`);
        schema[field] = String(type);
      }
      if (Object.keys(schema).length > MAX_ENGINE_FIELDS) return errors(400, `Engine has too many fields: at most ${MAX_ENGINE_FIELDS}`);
      return json(schema);
    }
    if (action === 'schema' && request.method === 'GET') return json(schema);
    return errors(404, 'Not found');
  }

  return {
    handle: (input, init) => route(new Request(input, init)),
    documents,
    clicks,
    schema,
    log,
    failNext(status, message, times = 1) {
      for (let i = 0; i < times; i++) failures.push({ status, message });
    },
    clearFailures() {
      failures.length = 0;
    },
  };
}
