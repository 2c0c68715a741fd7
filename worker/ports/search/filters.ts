/**
 * The App Search request's filters, facets and sort over stored documents (engine.ts runs the
 * query; this module decides which matches count, how they are counted and in what order).
 */
import type { StoredDocument } from './index-document';
import type { FacetAnswer, FieldCondition, FieldFilter, FieldValue, SearchRequest, SortClause } from './types';

/**
 * A stored document's value for a field as App Search would hold it (`price` and `tags` read the
 * price list; `price` is a decimal amount, as in a `number` field of the hosted engine).
 */
export function fieldValue(doc: StoredDocument, field: string, priceList: string): FieldValue | FieldValue[] | null {
  switch (field) {
    case 'price':
      return doc.prices[priceList] ?? null;
    case 'tags':
      return [...(doc.sale.includes(priceList) ? ['sale'] : []), ...doc.flags];
    case 'id':
      return null;
    default: {
      const value = (doc as unknown as Record<string, unknown>)[field];
      if (value === undefined || value === null) return null;
      if (Array.isArray(value)) return value as FieldValue[];
      return typeof value === 'string' || typeof value === 'number' ? value : null;
    }
  }
}

/**
 * Whether a value meets a condition. Ranges compare decimal amounts as numbers (`from`
 * inclusive, `to` exclusive): a document's price is the nearest double to its decimal text,
 * so 99.99 < 100 and 100 ≥ 100 hold exactly, as they do in the hosted engine.
 */
function conditionHolds(value: FieldValue | FieldValue[] | null, condition: FieldCondition): boolean {
  if (value === null) return false;
  const values = Array.isArray(value) ? value : [value];
  if (typeof condition === 'object' && !Array.isArray(condition)) {
    return values.some(
      (v) =>
        typeof v === 'number' && (condition.from === undefined || v >= condition.from) && (condition.to === undefined || v < condition.to),
    );
  }
  const wanted = Array.isArray(condition) ? condition : [condition];
  return wanted.some((w) => values.includes(w));
}

function filterHolds(doc: StoredDocument, filter: FieldFilter, priceList: string): boolean {
  return Object.entries(filter).every(([field, condition]) => conditionHolds(fieldValue(doc, field, priceList), condition));
}

export function matchesFilters(doc: StoredDocument, filters: SearchRequest['filters'], priceList: string): boolean {
  if (!filters) return true;
  const all = filters.all ?? [];
  const any = filters.any ?? [];
  const none = filters.none ?? [];
  return (
    all.every((f) => filterHolds(doc, f, priceList)) &&
    (any.length === 0 || any.some((f) => filterHolds(doc, f, priceList))) &&
    !none.some((f) => filterHolds(doc, f, priceList))
  );
}

/** A result with its stored document and score. */
export type Match = { doc: StoredDocument; id: string; score: number };

export function facetAnswers(matches: readonly Match[], request: SearchRequest, priceList: string): Record<string, FacetAnswer[]> {
  const out: Record<string, FacetAnswer[]> = {};
  for (const [field, facet] of Object.entries(request.facets ?? {})) {
    if (facet.type === 'range') {
      out[field] = [
        {
          type: 'range',
          data: facet.ranges.map((range) => ({
            ...range,
            count: matches.filter((m) => conditionHolds(fieldValue(m.doc, field, priceList), { from: range.from, to: range.to })).length,
          })),
        },
      ];
      continue;
    }
    const counts = new Map<FieldValue, number>();
    for (const m of matches) {
      const value = fieldValue(m.doc, field, priceList);
      if (value === null) continue;
      for (const v of new Set(Array.isArray(value) ? value : [value])) counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    const sort = facet.sort ?? { count: 'desc' };
    const data = [...counts].map(([value, count]) => ({ value, count }));
    data.sort(
      'count' in sort
        ? (a, b) => (sort.count === 'asc' ? a.count - b.count : b.count - a.count) || String(a.value).localeCompare(String(b.value))
        : (a, b) => (sort.value === 'asc' ? 1 : -1) * String(a.value).localeCompare(String(b.value)),
    );
    out[field] = [{ type: 'value', data: data.slice(0, Math.min(250, facet.size ?? 10)) }];
  }
  return out;
}

export function sortMatches(matches: Match[], sort: SearchRequest['sort'], priceList: string): Match[] {
  const clauses: SortClause[] = sort ? (Array.isArray(sort) ? sort : [sort]) : [];
  const keys = [...clauses.flatMap((c) => Object.entries(c)), ['_score', 'desc'] as [string, 'asc' | 'desc']];
  const valueAt = (m: Match, field: string): FieldValue | null => {
    if (field === '_score') return m.score;
    const value = fieldValue(m.doc, field, priceList);
    return Array.isArray(value) ? (value[0] ?? null) : value;
  };
  return [...matches].sort((a, b) => {
    for (const [field, direction] of keys) {
      const x = valueAt(a, field);
      const y = valueAt(b, field);
      // Documents without the field go last in either direction, as in App Search.
      if (x === null || y === null) {
        if (x !== y) return x === null ? 1 : -1;
        continue;
      }
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      if (order !== 0) return direction === 'asc' ? order : -order;
    }
    return a.doc.order - b.doc.order;
  });
}
