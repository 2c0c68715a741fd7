/** The embedded search engine's pure parts: text folding and words, the spec §5 connector rule, App Search semantics on a small index. */
import { describe, expect, it } from 'vitest';
import { compoundSplits, compoundTails, fold, queryTerms, words } from '../../../worker/ports/search/text';
import { searchConnector, searchEnabled } from '../../../worker/ports/search/connector';
import { runSearch, runSuggest } from '../../../worker/ports/search/engine';
import { buildSearchIndex, loadSearchIndex, type SearchDocument, type StoredDocument } from '../../../worker/ports/search/index-document';
import { matchesFilters } from '../../../worker/ports/search/filters';
import { createEmbeddedSearch } from '../../../worker/ports/search/embedded';
import { memorySource } from '../../../worker/ports/data';
import { requestCalls } from '../../../worker/ports/context';
import { rawOf } from '../../../worker/ports/search/types';

describe('fold', () => {
  it.each([
    ['Blå', 'bla'],
    ['Støvler', 'stovler'],
    ['Mütze', 'mutze'],
    ['Bâton', 'baton'],
    ['Fästvalla', 'fastvalla'],
    ['Smøring', 'smoring'],
    ['Æble', 'aeble'],
    ['Fuß', 'fuss'],
    ['ＳＫＩ', 'ski'],
    ['Élan', 'elan'],
    ['ブーツ', 'ブーツ'],
    ['ｽｷｰ', 'スキー'],
    ['グローブ', 'グローブ'],
  ])('%s → %s', (input, folded) => expect(fold(input)).toBe(folded));
});

describe('words', () => {
  it('splits Latin text on anything that is not a letter or digit', () => {
    expect(words('Fjell 68: Zwei-Steg, 1,120 g', 'de')).toEqual(['Fjell', '68', 'Zwei', 'Steg', '1', '120', 'g']);
  });
  it('segments Japanese with Intl.Segmenter and keeps katakana loanwords whole', () => {
    const japanese = words('スケーティングスキーとクラシックブーツ、Aurora クラシックスキー。', 'ja');
    expect(japanese).toContain('スケーティングスキー');
    expect(japanese).toContain('クラシックブーツ');
    expect(japanese).toContain('Aurora');
    expect(japanese).not.toContain('、');
  });
  it('folds query words', () => expect(queryTerms('Blå Skøyteski', 'no')).toEqual(['bla', 'skoyteski']));
});

describe('compound tails', () => {
  it('indexes the tails of long words in compounding languages only', () => {
    expect(compoundTails('festevoks', 'no')).toContain('voks');
    expect(compoundTails('festevoks', 'en-us')).toEqual([]);
    expect(compoundTails('voks', 'no')).toEqual([]);
    expect(compoundTails('スケーティングスキー', 'ja')).toContain('スキー');
  });
  it('splits a query word longest tail first', () => {
    expect(compoundSplits('skischuhe', 'de')[0]).toEqual({ head: 'ski', tail: 'schuhe' });
  });
});

describe('search connector (spec §5)', () => {
  it.each([
    [
      { SEARCH_PROVIDER: 'embedded', SEARCH_ENGINE: 'loipe' },
      { provider: 'embedded', engine: 'loipe', endpoint: 'embedded' },
    ],
    [{ SEARCH_PROVIDER: 'embedded', SEARCH_ENGINE: '' }, null],
    [
      { SEARCH_PROVIDER: 'app-search', SEARCH_ENGINE: 'loipe', SEARCH_HOST_ID: 'host-2376rb' },
      { provider: 'app-search', engine: 'loipe', endpoint: 'host-2376rb' },
    ],
    [
      { SEARCH_PROVIDER: 'app-search', SEARCH_ENGINE: 'loipe', SEARCH_ENDPOINT_BASE: 'https://x.ent.eu-west-1.aws.found.io' },
      { provider: 'app-search', engine: 'loipe', endpoint: 'https://x.ent.eu-west-1.aws.found.io' },
    ],
    [{ SEARCH_PROVIDER: 'app-search', SEARCH_ENGINE: 'loipe' }, null],
    [{ SEARCH_ENGINE: 'loipe' }, null],
    [{}, null],
  ])('%j → %j', (env, connector) => expect(searchConnector(env)).toEqual(connector));

  it('is on only when the brand setting says so and a connector exists', () => {
    const connector = searchConnector({ SEARCH_PROVIDER: 'embedded', SEARCH_ENGINE: 'loipe' });
    expect(searchEnabled({ site_search: true }, connector)).toBe(true);
    expect(searchEnabled({ site_search: false }, connector)).toBe(false);
    expect(searchEnabled({ site_search: true }, null)).toBe(false);
  });
});

const doc = (n: number, over: Partial<SearchDocument> = {}): SearchDocument => ({
  id: `product:p${n}`,
  type: 'product',
  uid: `p${n}`,
  title: `Model ${n} ski`,
  tagline: '',
  description: '',
  category_names: 'Skis',
  color_names: 'Red',
  spec_values: '',
  url: `/p/p${n}`,
  image: null,
  category: ['skis'],
  color: ['red'],
  level: null,
  flags: [],
  prices: { us: 1000 * n, de: 900 * n },
  sale: n % 2 ? ['us'] : [],
  regions: ['us'],
  is_new: 0,
  date: '',
  order: n,
  ...over,
});

describe('engine on a small index', () => {
  const many = loadSearchIndex(
    buildSearchIndex(
      'en-us',
      Array.from({ length: 250 }, (_, i) => doc(i + 1)),
    ),
  );
  const options = { locale: 'en-us' as const, priceList: 'us', engine: 'test', requestId: 'r1' };

  it('caps total_pages at 100 and counts every result', () => {
    const answer = runSearch(many, { query: 'ski', page: { size: 1, current: 1 } }, options);
    expect(answer.meta.page).toEqual({ current: 1, size: 1, total_pages: 100, total_results: 250 });
  });

  it('reads price and the sale tag from the price list', () => {
    const stored = doc(3) as StoredDocument;
    expect(matchesFilters(stored, { all: [{ tags: 'sale' }] }, 'us')).toBe(true);
    expect(matchesFilters(stored, { all: [{ tags: 'sale' }] }, 'de')).toBe(false);
    expect(matchesFilters(stored, { all: [{ price: { from: 2700, to: 2701 } }] }, 'de')).toBe(true);
    expect(matchesFilters(stored, { none: [{ color: ['red', 'blue'] }] }, 'us')).toBe(false);
    expect(matchesFilters(stored, { any: [{ color: 'blue' }, { category: 'skis' }] }, 'us')).toBe(true);
  });

  it('sorts by price within relevance and keeps catalogue order for ties', () => {
    const answer = runSearch(many, { query: '', sort: { price: 'desc' }, page: { size: 3 } }, options);
    expect(answer.results.map((h) => rawOf(h, 'uid'))).toEqual(['p250', 'p249', 'p248']);
  });

  it('answers an unmatched query with nothing and suggests nothing for it', () => {
    expect(runSearch(many, { query: 'zzqx', page: { size: 3 } }, options).meta.page.total_results).toBe(0);
    expect(runSuggest(many, 'zzqx', 5, options).results.documents).toEqual([]);
  });
});

describe('embedded adapter', () => {
  it('fails with a ProviderError when the locale has no index', async () => {
    const search = createEmbeddedSearch({ source: memorySource(new Map()) });
    await expect(search.search(requestCalls().search('de', 'us'), { query: 'ski' })).rejects.toMatchObject({
      name: 'ProviderError',
      service: 'data',
    });
  });

  it('keeps clicks in the isolate, bounded', async () => {
    const search = createEmbeddedSearch({ source: memorySource(new Map()) });
    for (let i = 0; i < 1005; i++) await search.click(requestCalls().search('en-us', 'us'), { query: 'q', document_id: `d${i}` });
    expect(search.clicks()).toHaveLength(1000);
    expect(search.clicks()[0]?.document_id).toBe('d5');
  });
});
