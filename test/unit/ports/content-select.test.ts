import { describe, expect, it } from 'vitest';
import type { ContentRegion } from '../../../worker/rules/regions';
import type { Header } from '../../../worker/ports/content/entries';
import { categoryLineage, chooseHeader, headerForRegion, inRegion, paginate } from '../../../worker/ports/content/select';

const link = (title: string) => ({ type: 'Internal' as const, title, href: `/${title}`, content_type: 'page' as const });

const header = (uid: string, regions: ContentRegion[]): Header => ({
  uid,
  title: uid,
  regions,
  main_nav: [
    { uid: 'everywhere', link: link('skis'), regions: [], children: [] },
    { uid: 'us-only', link: link('psia'), regions: ['us', 'pro'], children: [] },
  ],
  top_alert: [
    { uid: 'free-shipping-us', text: 'Free shipping', regions: ['us'] },
    { uid: 'dealers', text: 'Find a dealer', regions: ['eu', 'jp', 'other'] },
    { uid: 'all', text: 'Winter sale', regions: [] },
  ],
  secondary_nav: [link('support')],
});

describe('inRegion', () => {
  it.each([
    [[], 'us', true],
    [['us'], 'us', true],
    [['us', 'ca'], 'eu', false],
    [['pro'], 'us', false],
  ] as [ContentRegion[], ContentRegion, boolean][])('regions %j in %s → %s', (regions, region, expected) => {
    expect(inRegion(regions, region)).toBe(expected);
  });
});

describe('headerForRegion', () => {
  it.each([
    ['us', ['everywhere', 'us-only'], ['free-shipping-us', 'all']],
    ['eu', ['everywhere'], ['dealers', 'all']],
    ['pro', ['everywhere', 'us-only'], ['all']],
    ['no', ['everywhere'], ['all']],
  ] as [ContentRegion, string[], string[]][])('in %s shows nav %j and alerts %j', (region, nav, alerts) => {
    const seen = headerForRegion(header('h', []), region);
    expect(seen.main_nav.map((n) => n.uid)).toEqual(nav);
    expect(seen.top_alert.map((a) => a.uid)).toEqual(alerts);
    expect(seen.secondary_nav).toHaveLength(1);
  });
});

describe('chooseHeader (spec §8 header log lines)', () => {
  const retail = header('retail', ['us', 'eu']);
  const pro = header('pro', ['pro']);
  it.each([
    ['picks the entry serving the region', [retail, pro], 'pro', 'pro', null],
    ['falls back to the first entry and reports no region match', [retail, pro], 'jp', 'retail', 'Header - No Region Match'],
    ['reports no results when there is no header at all', [], 'us', null, 'Header - No Results'],
  ] as [string, Header[], ContentRegion, string | null, string | null][])('%s', (_n, headers, region, uid, problem) => {
    const choice = chooseHeader(headers, region);
    expect(choice.header?.uid ?? null).toBe(uid);
    expect(choice.problem).toBe(problem);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 13 }, (_, i) => i + 1);
  it.each([
    [1, 6, [1, 2, 3, 4, 5, 6], 3],
    [3, 6, [13], 3],
    [4, 6, [], 3],
    [0, 6, [1, 2, 3, 4, 5, 6], 3],
    [1, 20, items, 1],
  ])('page %i of size %i gives %j of %i pages', (page, size, expected, pages) => {
    const result = paginate(items, page, size);
    expect(result.items).toEqual(expected);
    expect(result.pages).toBe(pages);
    expect(result.total).toBe(13);
  });
});

describe('categoryLineage', () => {
  const parents = new Map<string, string | null>([
    ['skis', null],
    ['skis-classic', 'skis'],
    ['loop-a', 'loop-b'],
    ['loop-b', 'loop-a'],
  ]);
  it.each([
    ['skis-classic', ['skis-classic', 'skis']],
    ['skis', ['skis']],
    ['unknown', ['unknown']],
    ['loop-a', ['loop-a', 'loop-b']],
  ])('%s → %j', (uid, expected) => {
    expect(categoryLineage(uid, parents)).toEqual(expected);
  });
});
