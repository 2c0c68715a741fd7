import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RELATED_COUNT,
  isEligible,
  matchesAttributes,
  pickRelated,
  seededRandom,
  type RelatedCandidate,
} from '../../../worker/catalog/related-products';

const product = (uid: string, attributes: Record<string, string> = {}, rest: Partial<RelatedCandidate> = {}): RelatedCandidate => ({
  uid,
  title: uid.toUpperCase(),
  url: uid,
  regions: ['us', 'no', 'eu'],
  hasCommerce: true,
  attributes,
  ...rest,
});

const current = { uid: 'aurora', attributes: { Style: 'Classic', Level: 'Sport' } };

describe('manual related products show only when eligible (spec §5)', () => {
  it.each([
    ['a complete product', product('a'), true],
    ['no title', product('a', {}, { title: ' ' }), false],
    ['no url', product('a', {}, { url: '' }), false],
    ['not in the content region', product('a', {}, { regions: ['jp'] }), false],
    ['no commerce record in the commerce region', product('a', {}, { hasCommerce: false }), false],
  ])('%s → %s', (_name, candidate, eligible) => {
    expect(isEligible(candidate, 'us')).toBe(eligible);
  });
});

describe('related products: manual first, then automated picks up to 4 (spec §9)', () => {
  it('defaults to four', () => {
    expect(DEFAULT_RELATED_COUNT).toBe(4);
  });

  it('puts eligible manual picks first, in their order, and skips ineligible ones', () => {
    const picks = pickRelated({
      current,
      contentRegion: 'us',
      manual: [product('m1'), product('m2', {}, { regions: ['jp'] }), product('m3')],
      pools: [{ category: 'skis', attributes: [], candidates: [product('a1'), product('a2'), product('a3')] }],
    });
    expect(picks.slice(0, 2)).toEqual(['m1', 'm3']);
    expect(picks).toHaveLength(4);
  });

  it('never repeats a product, never picks the current one, and stops at the result size', () => {
    const shared = product('shared', { Style: 'Classic' });
    for (let seed = 0; seed < 50; seed++) {
      const picks = pickRelated({
        current,
        contentRegion: 'us',
        manual: [shared],
        random: seededRandom(String(seed)),
        pools: [
          {
            category: 'skis',
            attributes: ['Style'],
            candidates: [
              shared,
              product('aurora', { Style: 'Classic' }),
              product('s1', { Style: 'Classic' }),
              product('s2', { Style: 'Classic' }),
            ],
          },
          {
            category: 'boots',
            attributes: ['Style'],
            candidates: [shared, product('b1', { Style: 'Classic' }), product('b2', { Style: 'Classic' })],
          },
        ],
      });
      expect(new Set(picks).size).toBe(picks.length);
      expect(picks).not.toContain('aurora');
      expect(picks).toHaveLength(4);
      expect(picks[0]).toBe('shared');
    }
  });

  it('takes automated picks across categories in turn', () => {
    const picks = pickRelated({
      current,
      contentRegion: 'us',
      manual: [],
      pools: [
        { category: 'skis', attributes: [], candidates: [product('s1'), product('s2'), product('s3'), product('s4')] },
        { category: 'boots', attributes: [], candidates: [product('b1'), product('b2')] },
      ],
    });
    expect(picks.filter((u) => u.startsWith('b'))).toHaveLength(2);
    expect(picks.filter((u) => u.startsWith('s'))).toHaveLength(2);
  });

  it('keeps only automated picks whose listed attributes match the current product', () => {
    const picks = pickRelated({
      current,
      contentRegion: 'us',
      manual: [],
      pools: [
        {
          category: 'skis',
          attributes: ['Style', 'Level'],
          candidates: [
            product('match', { Style: 'Classic', Level: 'Sport' }),
            product('skate', { Style: 'Skate', Level: 'Sport' }),
            product('race', { Style: 'Classic', Level: 'Race' }),
          ],
        },
      ],
    });
    expect(picks).toEqual(['match']);
  });

  it('returns the same picks for the same product every time', () => {
    const input = {
      current,
      contentRegion: 'us',
      manual: [],
      pools: [{ category: 'skis', attributes: [], candidates: ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((u) => product(u)) }],
    };
    expect(pickRelated(input)).toEqual(pickRelated(input));
  });

  it('is empty when nothing qualifies', () => {
    expect(pickRelated({ current, contentRegion: 'jp', manual: [product('m')], pools: [] })).toEqual([]);
  });
});

describe('attribute matching', () => {
  it('needs the current product to have each listed attribute', () => {
    expect(matchesAttributes(product('x', { Style: 'Classic' }), { uid: 'y', attributes: {} }, ['Style'])).toBe(false);
    expect(matchesAttributes(product('x'), { uid: 'y', attributes: {} }, [])).toBe(true);
  });
});
