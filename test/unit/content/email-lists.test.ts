import { describe, expect, it } from 'vitest';
import { chooseLists } from '../../../worker/alerts/email-lists';

describe("chooseLists: a signup joins only lists offered in the shopper's region (spec §3)", () => {
  const us = ['newsletter', 'test-events'];
  it.each([
    [undefined, us, { ok: true, lists: ['newsletter'] }],
    [[], us, { ok: true, lists: ['newsletter'] }],
    [['test-events'], us, { ok: true, lists: ['test-events'] }],
    [['newsletter', 'test-events', 'newsletter'], us, { ok: true, lists: ['newsletter', 'test-events'] }],
    [['pro-news'], us, { ok: false, unknown: ['pro-news'] }],
    [['test-events'], ['newsletter'], { ok: false, unknown: ['test-events'] }],
    [['x', 'newsletter', 'x'], us, { ok: false, unknown: ['x'] }],
    [undefined, [], { ok: false, unknown: [] }],
  ])('asks %j of %j → %j', (requested, offered, expected) => {
    expect(chooseLists(requested, offered)).toEqual(expected);
  });
});
