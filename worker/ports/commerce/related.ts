/**
 * Automated related picks (spec §9): each source's matching products in a seeded random
 * order, then taken in turn from each source until the result is full, never twice.
 */
import { seededShuffle } from '../../rules/hash';
import type { CommerceProduct } from './records';
import type { RelatedQuery, RelatedSource } from './types';

type Fields = Pick<CommerceProduct, 'customFields'>['customFields'];

/**
 * Each product's custom fields by name (the first of a name, as a search through the list
 * finds it), kept per fields array: products come from documents memoised per isolate, so a
 * catalog's fields are indexed once, not on every pick (at catalog ×100 a pick without it
 * filtered every product of a category field by field on each product page).
 */
const fieldIndex = new WeakMap<Fields, Map<string, string>>();

function fieldsOf(product: Pick<CommerceProduct, 'customFields'>): Map<string, string> {
  let fields = fieldIndex.get(product.customFields);
  if (!fields) {
    fields = new Map();
    for (const field of product.customFields) if (!fields.has(field.name)) fields.set(field.name, field.value);
    fieldIndex.set(product.customFields, fields);
  }
  return fields;
}

/** A test for products: every named attribute has one of the accepted values ('All' fits any; no values accepts any). */
function attributeTest(attributes: RelatedSource['attributes']): (product: Pick<CommerceProduct, 'customFields'>) => boolean {
  const named = Object.entries(attributes).filter(([, values]) => values.length > 0);
  if (named.length === 0) return () => true;
  return (product) => {
    const fields = fieldsOf(product);
    return named.every(([name, values]) => {
      const value = fields.get(name);
      return value !== undefined && (value === 'All' || values.includes(value));
    });
  };
}

/** A product matches when every named attribute has one of the accepted values ('All' fits any). */
export function matchesAttributes(product: Pick<CommerceProduct, 'customFields'>, attributes: RelatedSource['attributes']): boolean {
  return attributeTest(attributes)(product);
}

export function pickRelated(
  query: RelatedQuery,
  inCategories: (categoryIds: number[]) => readonly Pick<CommerceProduct, 'id' | 'is_visible' | 'customFields'>[],
): number[] {
  const excluded = new Set(query.excludeIds);
  const queues = query.sources.map((source, i) => {
    const matches = attributeTest(source.attributes);
    return seededShuffle(
      inCategories(source.categoryIds).filter((p) => p.is_visible && !excluded.has(p.id) && matches(p)),
      `${query.seed}|${i}`,
    ).map((p) => p.id);
  });
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
