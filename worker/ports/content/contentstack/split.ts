/**
 * The Delivery API's CDN refuses a request URL over 8 KB with 414, and a
 * `{ field: { $in: [...] } }` query grows with the catalog. These pure helpers cut such a
 * query into several, each under the limit, and put their answers back together.
 */

/** The CDN's limit on a request URL, in bytes. */
export const MAX_URL_BYTES = 8 * 1024;

type Query = Record<string, unknown>;

/** Bytes a string takes inside a query string (application/x-www-form-urlencoded, as URLSearchParams writes it). */
export const encodedBytes = (text: string): number => new URLSearchParams({ q: text }).toString().length - 2;

/** The first field of the query whose condition is `{ $in: [...] }`, with its values. */
function inField(query: Query): { field: string; values: unknown[] } | null {
  for (const [field, condition] of Object.entries(query)) {
    if (condition && typeof condition === 'object' && Array.isArray((condition as { $in?: unknown }).$in))
      return { field, values: (condition as { $in: unknown[] }).$in };
  }
  return null;
}

/**
 * The query as one or more queries whose URLs fit `maxBytes`. `urlBytes` measures the whole
 * request URL for a query. Values are packed in order, as many per query as fit; a query
 * without an `$in` list, or one that fits, comes back alone. A single value too long for a
 * URL of its own still gets its query (the service then says 414, and that failure surfaces).
 */
export function splitInQuery(query: Query, urlBytes: (query: Query) => number, maxBytes = MAX_URL_BYTES): Query[] {
  const found = inField(query);
  if (!found || found.values.length <= 1 || urlBytes(query) <= maxBytes) return [query];
  const withValues = (values: unknown[]): Query => ({ ...query, [found.field]: { ...(query[found.field] as object), $in: values } });
  // The URL with an empty list, then each value's own bytes and the comma before it.
  const room = maxBytes - urlBytes(withValues([]));
  const comma = encodedBytes(',');
  const parts: unknown[][] = [];
  let current: unknown[] = [];
  let used = 0;
  for (const value of found.values) {
    const cost = encodedBytes(JSON.stringify(value)) + (current.length > 0 ? comma : 0);
    if (current.length > 0 && used + cost > room) {
      parts.push(current);
      current = [];
      used = 0;
    }
    used += current.length > 0 ? cost : encodedBytes(JSON.stringify(value));
    current.push(value);
  }
  if (current.length > 0) parts.push(current);
  return parts.map(withValues);
}

/** The answers of split queries as one: each uid once (a list field may match in several parts), in the asked order. */
export function mergeSplit<T extends { uid: string }>(answers: T[][], order?: { field: string; direction: 1 | -1 }): T[] {
  const seen = new Set<string>();
  const merged = answers.flat().filter((entry) => !seen.has(entry.uid) && seen.add(entry.uid));
  if (!order) return merged;
  const key = (entry: T) => String((entry as Record<string, unknown>)[order.field] ?? '');
  return merged.sort((a, b) => order.direction * key(a).localeCompare(key(b)));
}
