/**
 * Relevance table: queries shoppers type in en, de, fr, sv, no and ja, with the
 * products that answer them, read from the seed catalog (worker/data/catalog/*.ts: models,
 * nouns per language, categories, colours, translated copy), never from the engine. A
 * product in `must` has to be in the top five products; precision@5 over the table (the
 * share of the top five that are relevant, out of at most as many as there are relevant
 * products) has to be at least 0.9.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentLocale } from '../../../worker/rules/locale';
import { runSearch } from '../../../worker/ports/search/engine';
import { loadSearchIndex, searchIndexPath, type LoadedIndex, type SearchIndexDocument } from '../../../worker/ports/search/index-document';
import { rawOf } from '../../../worker/ports/search/types';
import { shippedDocuments } from '../../support/data';

const SKATE_SKIS = ['rime-skate', 'isbre-skate', 'glima-skate', 'tinde-skate', 'tass-skate-junior', 'nordlys-race-plus', 'rime-race'];
const CLASSIC_SKIS = [
  'aurora-classic',
  'aurora-skin',
  'nordlys-waxless',
  'spor-grip',
  'vidde-classic',
  'nordlys-race-cold',
  'skare-klister',
];
const CLASSIC_BOOTS = ['aurora-classic-boot', 'spor-touring-boot', 'nordlys-race-classic-boot'];
const SKATE_BOOTS = ['rime-skate-boot', 'rime-race-skate-boot'];
const BOOTS = [
  ...CLASSIC_BOOTS,
  ...SKATE_BOOTS,
  'glima-combi-boot',
  'vidde-combi-boot',
  'fjell-bc-boot',
  'trollstig-bc-boot',
  'tass-junior-boot',
];
const POLES = [
  'nordlys-race-pole',
  'rime-carbon-pole',
  'vidde-composite-pole',
  'spor-aluminium-pole',
  'lavvu-adjustable-pole',
  'fjell-bc-pole',
  'tass-junior-pole',
];
const WAX = ['rimfrost-glide-wax', 'kvist-grip-wax', 'skare-klister-tube', 'polar-race-glide', 'loipe-wax-iron', 'loipe-tuning-kit'];
const GLOVES = ['rime-race-glove', 'vidde-lobster-mitt', 'spor-touring-glove'];
const HATS = ['nordlys-race-hat', 'lavvu-pom-beanie', 'rime-headband'];
const BINDINGS = ['link-race-classic', 'link-race-skate', 'link-tour-auto', 'fjell-bc-binding', 'tass-junior-binding'];
const BACKCOUNTRY = [
  'fjell-68',
  'fjell-78',
  'trollstig-98',
  'vidde-bc-skin',
  'fjell-bc-boot',
  'trollstig-bc-boot',
  'fjell-bc-binding',
  'fjell-bc-pole',
];
const JUNIOR = ['tass-junior', 'tass-skate-junior', 'spire-kids', 'tass-junior-boot', 'tass-junior-binding', 'tass-junior-pole'];
const TOURING_SKIS = ['lavvu-tour', 'kvist-trail', 'polar-expedition'];

interface Row {
  locale: ContentLocale;
  query: string;
  /** Every product that answers the query. */
  relevant: string[];
  /** Products that must be among the first five (none named when any of many relevant ones will do). */
  must: string[];
}

const row = (locale: ContentLocale, query: string, relevant: string[], must: string[] = relevant.slice(0, 1)): Row => ({
  locale,
  query,
  relevant,
  must,
});

const TABLE: Row[] = [
  // English: model names, nouns, categories, colours, a typo.
  row('en-us', 'skate ski', SKATE_SKIS, ['rime-skate', 'isbre-skate', 'glima-skate', 'tinde-skate']),
  row('en-us', 'skate skis', SKATE_SKIS, ['rime-skate']),
  row('en-us', 'clasic', [...CLASSIC_SKIS, ...CLASSIC_BOOTS, 'link-race-classic'], ['aurora-classic']),
  row('en-us', 'classic boot', CLASSIC_BOOTS, CLASSIC_BOOTS),
  row('en-us', 'backcountry', BACKCOUNTRY, ['fjell-68']),
  row('en-us', 'wax', WAX, ['rimfrost-glide-wax', 'kvist-grip-wax']),
  row('en-us', 'glove', GLOVES, ['rime-race-glove', 'spor-touring-glove']),
  row('en-us', 'junior', JUNIOR, ['tass-junior']),
  row(
    'en-us',
    'carbon pole',
    ['nordlys-race-pole', 'rime-carbon-pole', 'fjell-bc-pole', 'vidde-composite-pole'],
    ['nordlys-race-pole', 'rime-carbon-pole'],
  ),
  row('en-us', 'aurora', ['aurora-classic', 'aurora-skin', 'aurora-classic-boot'], ['aurora-classic', 'aurora-classic-boot']),
  row('en-us', 'klister', ['skare-klister-tube', 'skare-klister'], ['skare-klister-tube', 'skare-klister']),
  row('en-us', 'skate boot', SKATE_BOOTS, SKATE_BOOTS),
  row('en-us', 'binding', BINDINGS, ['link-race-classic', 'link-tour-auto']),
  row('en-us', 'backpack', ['rime-race-backpack'], ['rime-race-backpack']),
  row('en-us', 'thermo bottle', ['isbre-thermo-bottle'], ['isbre-thermo-bottle']),
  row('en-us', 'socks', ['skare-merino-socks'], ['skare-merino-socks']),
  row('en-us', 'poles', POLES, ['nordlys-race-pole']),
  row('en-us', 'touring ski', TOURING_SKIS, TOURING_SKIS),
  row(
    'en-us',
    'waxless',
    ['nordlys-waxless', 'aurora-skin', 'spor-grip', 'tass-junior', 'kvist-trail', 'lavvu-tour', 'spire-kids'],
    ['nordlys-waxless'],
  ),
  row('en-us', 'trollstig', ['trollstig-98', 'trollstig-bc-boot'], ['trollstig-98', 'trollstig-bc-boot']),
  row('en-us', 'bakcountry', BACKCOUNTRY, ['fjell-68']),
  // German: compounds, umlauts typed or not.
  row('de', 'skischuhe', BOOTS, ['aurora-classic-boot']),
  row('de', 'klassikski', CLASSIC_SKIS, ['aurora-classic', 'vidde-classic']),
  row('de', 'skatingski', SKATE_SKIS, ['rime-skate', 'isbre-skate']),
  row('de', 'stöcke', POLES, []),
  row('de', 'stocke', POLES, []),
  row('de', 'handschuh', GLOVES, ['rime-race-glove', 'spor-touring-glove']),
  row('de', 'wachs', WAX, ['rimfrost-glide-wax', 'kvist-grip-wax']),
  row('de', 'rucksack', ['rime-race-backpack'], ['rime-race-backpack']),
  row('de', 'mütze', HATS, ['nordlys-race-hat', 'lavvu-pom-beanie']),
  // French: accents optional, "fart" is wax.
  row('fr', 'fart', WAX, ['rimfrost-glide-wax', 'kvist-grip-wax']),
  row('fr', 'chaussures skating', SKATE_BOOTS, SKATE_BOOTS),
  row('fr', 'baton', POLES, ['nordlys-race-pole']),
  row('fr', 'ski classique', CLASSIC_SKIS, ['aurora-classic']),
  row('fr', 'gants', GLOVES, ['rime-race-glove']),
  // Swedish.
  row('sv', 'pjäxor', BOOTS, []),
  row('sv', 'fästvalla', ['kvist-grip-wax'], ['kvist-grip-wax']),
  row('sv', 'stavar', POLES, ['nordlys-race-pole']),
  row('sv', 'skateskidor', SKATE_SKIS, ['rime-skate']),
  row('sv', 'mossa', HATS, ['nordlys-race-hat']),
  // Norwegian: wax words inside compounds, ø typed as o.
  row('no', 'voks', ['kvist-grip-wax'], ['kvist-grip-wax']),
  row('no', 'smøring', WAX, ['rimfrost-glide-wax', 'kvist-grip-wax']),
  row('no', 'skøyteski', SKATE_SKIS, ['rime-skate']),
  row('no', 'stovler', BOOTS, ['aurora-classic-boot']),
  row('no', 'glider', ['rimfrost-glide-wax', 'polar-race-glide'], ['rimfrost-glide-wax', 'polar-race-glide']),
  // Japanese: product nouns and a model name in katakana.
  row('ja', 'スケーティングスキー', SKATE_SKIS, ['rime-skate', 'isbre-skate']),
  row('ja', 'クラシックブーツ', CLASSIC_BOOTS, CLASSIC_BOOTS),
  row('ja', 'ワックス', WAX, ['rimfrost-glide-wax', 'kvist-grip-wax']),
  row('ja', 'オーロラ', ['aurora-classic', 'aurora-skin', 'aurora-classic-boot'], ['aurora-classic', 'aurora-classic-boot']),
  row('ja', 'グローブ', GLOVES, ['rime-race-glove']),
  row('ja', 'ポール', POLES, []),
  row('ja', 'バックパック', ['rime-race-backpack'], ['rime-race-backpack']),
];

const indexes = new Map<ContentLocale, LoadedIndex>();

beforeAll(async () => {
  const docs = await shippedDocuments();
  for (const locale of new Set(TABLE.map((r) => r.locale)))
    indexes.set(locale, loadSearchIndex(docs.get(searchIndexPath(locale)) as SearchIndexDocument));
}, 120_000);

function topFive(r: Row): string[] {
  const answer = runSearch(
    indexes.get(r.locale)!,
    { query: r.query, filters: { all: [{ type: 'product' }] }, page: { size: 5 } },
    { locale: r.locale, priceList: 'us', engine: 'test', requestId: 'test' },
  );
  return answer.results.map((hit) => String(rawOf(hit, 'uid')));
}

const precision = (r: Row, top: string[]) => top.filter((uid) => r.relevant.includes(uid)).length / Math.min(5, r.relevant.length);

describe('search relevance table', () => {
  it('holds at least 40 queries across en, de, fr, sv, no and ja', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
    expect(new Set(TABLE.map((r) => r.locale))).toEqual(new Set(['en-us', 'de', 'fr', 'sv', 'no', 'ja']));
  });

  it.each(TABLE.map((r) => [r.locale, r.query, r] as const))('%s "%s" ranks its products in the top five', (_locale, _query, r) => {
    const top = topFive(r);
    expect(
      top.some((uid) => r.relevant.includes(uid)),
      `a relevant product in the top five of "${r.query}"`,
    ).toBe(true);
    for (const uid of r.must) expect(top, `${uid} in the top five of "${r.query}"`).toContain(uid);
  });

  it('has a precision@5 of at least 0.9 over the table', () => {
    const scores = TABLE.map((r) => precision(r, topFive(r)));
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
    const weakest = TABLE.map((r, i) => `${r.locale} ${r.query}: ${scores[i]!.toFixed(2)}`).filter((_, i) => scores[i]! < 1);
    console.info(`precision@5 ${mean.toFixed(3)} over ${TABLE.length} queries; below 1: ${weakest.join(', ') || 'none'}`);
    expect(mean).toBeGreaterThanOrEqual(0.9);
  });
});
