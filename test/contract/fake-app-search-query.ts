/**
 * The fake App Search engine's query side (fake-app-search.ts): App Search's filters (nested
 * all/any/none, values, ranges), prefix matching over the search fields with their weights
 * (every word, else any word), sort, paging, value and range facets, result_fields, and
 * query suggestions, answered in the recorded shapes. Good enough to hold the contract, not
 * a relevance model.
 */

export type Doc = Record<string, unknown> & { id: string };
export type Filter = Record<string, unknown>;

export const SEARCH_OPTIONS = [
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
export const SUGGEST_OPTIONS = ['query', 'size', 'types'];
export const hex = () => [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
export const words = (text: unknown): string[] =>
  String(text ?? '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];
export const asList = (value: unknown): unknown[] => (value === null || value === undefined ? [] : Array.isArray(value) ? value : [value]);

export function holds(doc: Doc, filter: Filter): boolean {
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

export function searchProblem(body: Record<string, unknown>): string | null {
  if (typeof body.query !== 'string') return 'Missing required parameter: query';
  const invalid = Object.keys(body).find((key) => !SEARCH_OPTIONS.includes(key));
  if (invalid) return `Options contains invalid key: ${invalid}`;
  const page = (body.page ?? {}) as { current?: number; size?: number };
  if (page.current !== undefined && page.current > 100) return 'Page current must be less than or equal to 100';
  if (page.size !== undefined && page.size > 1000) return 'Page size must be less than or equal to 1000';
  if (page.current !== undefined && page.current < 1) return 'Page current must be greater than or equal to 1';
  return null;
}

/**
 * What the engine refuses for its schema: a range filter or a range facet on a field that is
 * not a `number` or `date` (a new field is `text` until the schema says otherwise;
 * docs/search.md "The engine's schema"). So a price field the sync forgot to type fails loudly
 * here, as it would on the engine. The wording is ours: no recorded answer has this error.
 */
export function schemaProblem(body: Record<string, unknown>, schema: Readonly<Record<string, string>>): string | null {
  const ranged = (field: string) => ['number', 'date'].includes(schema[field] ?? 'text');
  const inFilter = (filter: unknown): string | null => {
    for (const [key, condition] of Object.entries((filter ?? {}) as Filter)) {
      if (key === 'all' || key === 'any' || key === 'none') {
        for (const nested of asList(condition)) {
          const problem = inFilter(nested);
          if (problem) return problem;
        }
      } else if (condition && typeof condition === 'object' && !Array.isArray(condition) && !ranged(key))
        return `Filters contain a range on ${key}, a ${schema[key] ?? 'text'} field: only number and date fields take ranges`;
    }
    return null;
  };
  const filterProblem = inFilter(body.filters);
  if (filterProblem) return filterProblem;
  for (const [field, list] of Object.entries((body.facets ?? {}) as Record<string, unknown>))
    if (asList(list).some((facet) => (facet as { type?: string }).type === 'range') && !ranged(field))
      return `Facets contain a range facet on ${field}, a ${schema[field] ?? 'text'} field: only number and date fields take ranges`;
  return null;
}

/** The search and suggestion calls over an engine's documents. */
export function queryEngine(engine: string) {
  // Each document's words per field, worked out once (a document is replaced, never changed, on re-indexing).
  const tokens = new WeakMap<Doc, Map<string, string[]>>();
  const wordsOf = (doc: Doc, field: string): string[] => {
    let byField = tokens.get(doc);
    if (!byField) tokens.set(doc, (byField = new Map()));
    let found = byField.get(field);
    if (!found) byField.set(field, (found = words(doc[field])));
    return found;
  };

  function search(documents: ReadonlyMap<string, Doc>, body: Record<string, unknown>) {
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
      hit._meta = { id: doc.id, engine: engine, score };
      return hit;
    });
    const answer: Record<string, unknown> = {
      meta: {
        alerts: [],
        warnings: [],
        page: { current, total_pages: Math.ceil(hits.length / size), total_results: hits.length, size },
        engine: { name: engine, type: 'default' },
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

  function suggest(documents: ReadonlyMap<string, Doc>, body: Record<string, unknown>) {
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
  return { search, suggest };
}
