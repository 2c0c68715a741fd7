import { describe, expect, it } from 'vitest';
import { isSale, productTag, type TagInput } from '../../../shared/tags';

const base: TagInput = {
  calculated: 10000,
  retail: 10000,
  isNew: false,
  isRedesigned: false,
  isAddOn: false,
  shopping: true,
  isPro: false,
};

describe('product tag order: sale, then new, then redesigned (spec §4)', () => {
  it.each([
    ['on sale, new and redesigned', { calculated: 8000, isNew: true, isRedesigned: true }, 'sale'],
    ['new and redesigned', { isNew: true, isRedesigned: true }, 'new'],
    ['only redesigned', { isRedesigned: true }, 'redesigned'],
    ['only on sale', { calculated: 9999 }, 'sale'],
    ['nothing special', {}, null],
  ] as [string, Partial<TagInput>, string | null][])('%s → %s', (_name, input, tag) => {
    expect(productTag({ ...base, ...input })).toBe(tag);
  });
});

describe('tags that never show', () => {
  it('gives add-on products no tag at all, even on sale and new', () => {
    expect(productTag({ ...base, calculated: 5000, isNew: true, isAddOn: true })).toBeNull();
  });
  it('never shows a sale to pro customers, falling back to the next tag', () => {
    expect(productTag({ ...base, calculated: 5000, isNew: true, isPro: true })).toBe('new');
    expect(productTag({ ...base, calculated: 5000, isPro: true })).toBeNull();
  });
  it('never shows a sale outside shopping regions', () => {
    expect(productTag({ ...base, calculated: 5000, shopping: false })).toBeNull();
    expect(productTag({ ...base, calculated: 5000, isRedesigned: true, shopping: false })).toBe('redesigned');
  });
});

describe('sale rule (spec §5: calculated below retail)', () => {
  it.each([
    [9999, 10000, true],
    [10000, 10000, false],
    [10001, 10000, false],
    [null, 10000, false],
    [9000, null, false],
  ])('calculated %s, retail %s → sale %s', (calculated, retail, sale) => {
    expect(isSale({ calculated, retail, shopping: true })).toBe(sale);
  });
});
