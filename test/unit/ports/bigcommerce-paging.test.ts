import { describe, expect, it } from 'vitest';
import { chunks, pageWindow, pagination } from '../../../worker/ports/commerce/bigcommerce/paging';

describe('ids in chunks of one page', () => {
  it.each([
    [[], 10, []],
    [[1, 2, 3], 10, [[1, 2, 3]]],
    [Array.from({ length: 25 }, (_, i) => i), 10, [10, 10, 5]],
    [Array.from({ length: 20 }, (_, i) => i), 10, [10, 10]],
  ])('%j by %i', (values, size, expected) => {
    const found = chunks(values, size);
    expect(found.flat()).toEqual(values);
    expect(found.map((c) => (typeof expected[0] === 'number' ? c.length : c))).toEqual(expected);
  });
});

describe('the platform pages (10 a page with options) that hold a page of the port', () => {
  it.each([
    // page, limit → pages, skip
    [1, 10, [1], 0],
    [2, 10, [2], 0],
    [1, 5, [1], 0],
    [2, 5, [1], 5],
    [3, 5, [2], 0],
    [2, 7, [1, 2], 7],
    [2, 15, [2, 3], 5],
    [1, 250, Array.from({ length: 25 }, (_, i) => i + 1), 0],
    [3, 12, [3, 4], 4],
  ])('page %i of %i → platform pages %j, skipping %i', (page, limit, pages, skip) => {
    expect(pageWindow(page, limit, 10)).toEqual({ pages, skip, take: limit });
  });
});

describe("the port's pagination block", () => {
  it.each([
    [31, 2, 7, 7, { total: 31, count: 7, per_page: 7, current_page: 2, total_pages: 5 }],
    [0, 1, 10, 0, { total: 0, count: 0, per_page: 10, current_page: 1, total_pages: 0 }],
    [31, 9, 7, 0, { total: 31, count: 0, per_page: 7, current_page: 9, total_pages: 5 }],
  ])('%i items, page %i of %i', (total, page, limit, count, expected) => {
    expect(pagination(total, page, limit, count)).toEqual(expected);
  });
});
