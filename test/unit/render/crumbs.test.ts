import { describe, expect, it } from 'vitest';
import { categoryTrail, CRUMBS_PATTERN } from '../../../worker/render/crumbs';

const categories = [
  { uid: 'skis', parent: null },
  { uid: 'classic-skis', parent: 'skis' },
  { uid: 'race-classic', parent: 'classic-skis' },
  { uid: 'boots', parent: null },
  { uid: 'loop-a', parent: 'loop-b' },
  { uid: 'loop-b', parent: 'loop-a' },
];
const uids = (list: { uid: string }[]) => list.map((c) => c.uid);

describe('spec §2: the breadcrumb trail a card link passes to the product page', () => {
  it.each([
    ['no crumbs: the whole lineage, top first', 'race-classic', undefined, ['skis', 'classic-skis', 'race-classic']],
    ['crumbs naming the product category itself', 'race-classic', 'race-classic', ['skis', 'classic-skis', 'race-classic']],
    ['crumbs naming a parent: the trail stops there', 'race-classic', 'classic-skis', ['skis', 'classic-skis']],
    ['crumbs naming the top category', 'race-classic', 'skis', ['skis']],
    ['crumbs off the product trail are ignored', 'race-classic', 'boots', ['skis', 'classic-skis', 'race-classic']],
    ['unknown crumbs are ignored', 'classic-skis', 'no-such', ['skis', 'classic-skis']],
    ['a top category alone', 'boots', null, ['boots']],
    ['an unknown product category: no trail', 'gone', 'skis', []],
    ['no product category: no trail', null, 'skis', []],
    ['a cycle in the data ends the walk', 'loop-a', undefined, ['loop-b', 'loop-a']],
  ] as const)('%s', (_name, category, from, expected) => {
    expect(uids(categoryTrail(categories, category, from))).toEqual(expected);
  });
});

describe('the crumbs parameter', () => {
  it.each([
    ['classic-skis', true],
    ['skis', true],
    ['a1-b2', true],
    ['Classic-Skis', false],
    ['classic--skis', false],
    ['-skis', false],
    ['skis/classic', false],
    ['<script>', false],
    ['', false],
  ])('%j is a category uid: %s', (value, expected) => {
    expect(CRUMBS_PATTERN.test(value)).toBe(expected);
  });
});
