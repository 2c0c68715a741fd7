/**
 * A stand-in for one Elastic App Search engine, as a `fetch` handler so it runs in
 * Node (served on loopback by fake-app-search-server.ts) and inside workerd (as the Worker's
 * outbound fetch). It answers in the vendor's recorded shapes
 * (shared/vendor-apis/elastic-app-search/recorded-http): `meta.warnings` and `page`, `facets`
 * only when asked, hits of `{ raw }` fields with `_meta`, `[{ errors }]` for a refused multi
 * search, an empty 200 for a click; and it refuses what the engine refuses: a missing query,
 * unknown options, `page.current` over 100, `page.size` over 1000, a wrong key (401), the
 * search key on the documents API, more than 100 documents per call, documents the engine
 * cannot hold (per-document `errors`), a 65th field, and a range filter or facet on a field the
 * schema does not type as a number or date.
 */
import { documentProblem, MAX_ENGINE_FIELDS } from '../../worker/ports/search/app-search/documents';
import { asList, queryEngine, schemaProblem, searchProblem, SUGGEST_OPTIONS, type Doc } from './fake-app-search-query';

export interface FakeAppSearchOptions {
  engine: string;
  searchKey: string;
  privateKey: string;
}

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

const json = (body: unknown, status = 200) => Response.json(body, { status });
const errors = (status: number, ...messages: string[]) => json({ errors: messages }, status);

export function createFakeAppSearch(options: FakeAppSearchOptions): FakeAppSearch {
  const documents = new Map<string, Doc>();
  const clicks: Record<string, unknown>[] = [];
  const schema: Record<string, string> = {};
  const log: FakeAppSearch['log'] = [];
  const failures: { status: number; message: string }[] = [];

  const query = queryEngine(options.engine);

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
      const problem = searchProblem(input) ?? schemaProblem(input, schema);
      return problem ? errors(400, problem) : json(query.search(documents, input));
    }
    if (action === 'multi_search' && request.method === 'POST') {
      const queries = asList(input.queries) as Record<string, unknown>[];
      if (!queries.length) return errors(400, 'Missing required parameter: queries');
      if (queries.length > 10) return errors(400, 'Too many queries: at most 10');
      const problems = queries.map((q) => searchProblem(q) ?? schemaProblem(q, schema));
      if (problems.some(Boolean))
        return json(
          problems.map((p) => ({ errors: p ? [p] : [] })),
          400,
        );
      return json(queries.map((q) => query.search(documents, q)));
    }
    if (action === 'query_suggestion' && request.method === 'POST') {
      const invalid = Object.keys(input).find((k) => !SUGGEST_OPTIONS.includes(k));
      if (invalid) return errors(400, `Options contains invalid key: ${invalid}`);
      if (typeof input.query !== 'string') return errors(400, 'Missing required parameter: query');
      return json(query.suggest(documents, input));
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
