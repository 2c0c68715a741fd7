/**
 * The Contentstack adapter's reference schemas against the SDK's own response mocks
 * (test/contract/fixtures/vendor/contentstack/, SOURCE.txt): a reference field is an array
 * of `{ uid, _content_type_uid }` stubs unless resolved with include[].
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { referenceUids, resolvedRef, resolvedRefs, stripSystemFields } from '../../../worker/ports/content/contentstack/references';
import { ENTRY_SCHEMAS } from '../../../worker/ports/content/contentstack/schemas';
import entryFetch from '../../contract/fixtures/vendor/contentstack/entry-fetch.json';
import entryFind from '../../contract/fixtures/vendor/contentstack/entry-find.json';

const Product = v.looseObject({
  uid: v.string(),
  title: v.string(),
  categories: referenceUids,
  brand: referenceUids,
  bank_offers: v.array(v.looseObject({ bank: referenceUids })),
});

describe("the SDK mocks' reference stubs", () => {
  it('every entry of a find answer reads its stubs as uids, even a single reference (an array of one)', () => {
    const parsed = entryFind.entries.map((entry) => v.parse(Product, entry));
    expect(parsed.map((p) => p.categories)).toEqual([
      ['blt9d72fa3afc11d27f'],
      ['blt9d72fa3afc11d27f', 'blt9fa0f59d03862aa7'],
      ['blt9d72fa3afc11d27f'],
    ]);
    expect(parsed.map((p) => p.brand)).toEqual([['blta2e0d2130eb86263'], ['blta2e0d2130eb86263'], ['blte6095f030e4b7a30']]);
    expect(parsed[0]!.bank_offers.map((o) => o.bank)).toEqual([['bltd9dc1c7363c42bbd'], ['blt98058bb38f89fc5f']]);
  });

  it('a fetched entry reads the same way', () => {
    expect(v.parse(Product, entryFetch.entry).categories).toEqual(['blt9d72fa3afc11d27f', 'blt9fa0f59d03862aa7']);
  });

  it('a field read as resolved entries refuses stubs, naming include[]', () => {
    const result = v.safeParse(resolvedRefs(v.looseObject({ uid: v.string(), title: v.string() })), entryFetch.entry.categories);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toContain('include[]');
  });

  it('a resolved reference loses the service fields; a single one is read as its entry', () => {
    const resolved = [{ ...stripSystemFields(entryFetch.entry), _content_type_uid: 'product', ...entryFetch.entry }];
    const one = v.parse(resolvedRef(v.looseObject({ uid: v.string(), title: v.string() })), resolved) as Record<string, unknown>;
    expect(one.title).toBe('Redmi Note 3');
    for (const field of ['_content_type_uid', 'publish_details', 'created_at', 'ACL', '_version', 'locale', 'tags'])
      expect(one).not.toHaveProperty(field);
    expect(v.safeParse(resolvedRef(v.looseObject({ uid: v.string() })), []).success).toBe(false);
  });

  it("the product schema reads related_products as the stubs' uids", () => {
    const stubs = entryFind.entries[1]!.categories.map((c) => ({ ...c, _content_type_uid: 'product' }));
    expect(v.parse(ENTRY_SCHEMAS.product.entries.related_products, stubs)).toEqual(['blt9d72fa3afc11d27f', 'blt9fa0f59d03862aa7']);
  });
});
