/**
 * Automated related picks (spec §9): each source's matching products in a seeded random
 * order, then taken in turn from each source until the result is full, never twice.
 */
import { seededShuffle } from '../../data/catalog/hash';
import type { CommerceProduct } from './records';
import type { RelatedQuery, RelatedSource } from './types';

/** A product matches when every named attribute has one of the accepted values ('All' fits any). */
export function matchesAttributes(product: Pick<CommerceProduct, 'customFields'>, attributes: RelatedSource['attributes']): boolean {
  return Object.entries(attributes).every(([name, values]) => {
    if (values.length === 0) return true;
    const field = product.customFields.find((f) => f.name === name);
    return field !== undefined && (field.value === 'All' || values.includes(field.value));
  });
}

export function pickRelated(
  query: RelatedQuery,
  inCategories: (categoryIds: number[]) => readonly Pick<CommerceProduct, 'id' | 'is_visible' | 'customFields'>[],
): number[] {
  const excluded = new Set(query.excludeIds);
  const queues = query.sources.map((source, i) =>
    seededShuffle(
      inCategories(source.categoryIds).filter((p) => p.is_visible && !excluded.has(p.id) && matchesAttributes(p, source.attributes)),
      `${query.seed}|${i}`,
    ).map((p) => p.id),
  );
  const picked: number[] = [];
  const seen = new Set<number>();
  while (picked.length < query.limit && queues.some((q) => q.length > 0)) {
    for (const queue of queues) {
      if (picked.length >= query.limit) break;
      let id = queue.shift();
      while (id !== undefined && seen.has(id)) id = queue.shift();
      if (id === undefined) continue;
      seen.add(id);
      picked.push(id);
    }
  }
  return picked;
}
