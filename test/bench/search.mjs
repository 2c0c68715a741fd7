// Site search figures: latency of POST /api/search over the whole catalog inside
// workerd (the production Worker the bench serves), every content locale, sequential
// requests over loopback so each figure is one search; and each locale's index size.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const INDEXES = 'dist/public/_data/search';
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 20);

/** Queries per engine: empty (every document, facets over the whole catalog), words, a typo, a compound. */
const QUERIES = {
  'en-us': ['', 'skate ski', 'clasic', 'wax', 'red glove'],
  de: ['', 'skischuhe', 'klassikski', 'wachs'],
  fr: ['', 'fart', 'chaussures skating'],
  es: ['', 'esquí clásico'],
  it: ['', 'sciolina'],
  sv: ['', 'pjäxor', 'fästvalla'],
  no: ['', 'voks', 'skøyteski'],
  ja: ['', 'スケーティングスキー', 'オーロラ'],
};
const PREFIX = { 'en-us': 'en-us', de: 'de-de', fr: 'fr-fr', es: 'es-es', it: 'it-it', sv: 'sv-se', no: 'no-no', ja: 'ja-jp' };

/** What the search page asks for: products with four value facets, a price range facet, a page of 24. */
const body = (query) =>
  JSON.stringify({
    query,
    filters: { all: [{ type: 'product' }] },
    facets: {
      category: { type: 'value', size: 50 },
      color: { type: 'value', size: 50 },
      tags: { type: 'value' },
      level: { type: 'value' },
      price: { type: 'range', ranges: [{ to: 100 }, { from: 100, to: 250 }, { from: 250 }] },
    },
    page: { size: 24, current: 1 },
  });

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (ms) => Math.round(ms * 10) / 10;

async function timed(base, locale, query) {
  const started = performance.now();
  const res = await fetch(`${base}/api/search?locale=${PREFIX[locale]}`, {
    method: 'POST',
    body: body(query),
    headers: { 'content-type': 'application/json', region: 'us' },
  });
  const answer = await res.json();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`search ${locale} "${query}": status ${res.status}`);
  return { ms, results: answer.meta.page.total_results };
}

export function searchIndexSizes() {
  return Object.fromEntries(
    readdirSync(INDEXES)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((file) => {
        const bytes = readFileSync(join(INDEXES, file));
        return [file.replace(/\.json$/, ''), { raw: bytes.length, gzip: gzipSync(bytes).length }];
      }),
  );
}

/** Prints its lines through `line` and returns the figures for the JSON summary. */
export async function measureSearch(base, line) {
  const cold = {};
  for (const locale of Object.keys(QUERIES)) cold[locale] = round((await timed(base, locale, QUERIES[locale][1] ?? '')).ms);
  const times = [];
  let documents = 0;
  for (let round_ = 0; round_ < ROUNDS; round_++) {
    for (const [locale, queries] of Object.entries(QUERIES)) {
      for (const query of queries) {
        const { ms, results } = await timed(base, locale, query);
        times.push(ms);
        if (query === '') documents = Math.max(documents, results);
      }
    }
  }
  times.sort((a, b) => a - b);
  const healthz = [];
  for (let i = 0; i < 50; i++) {
    const started = performance.now();
    await (await fetch(`${base}/healthz`)).text();
    healthz.push(performance.now() - started);
  }
  healthz.sort((a, b) => a - b);
  const figures = {
    requests: times.length,
    p50: round(percentile(times, 50)),
    p99: round(percentile(times, 99)),
    products: documents,
    healthzP50: round(percentile(healthz, 50)),
    coldFirstMs: cold,
    indexes: searchIndexSizes(),
  };
  line(
    `search    POST /api/search p50 ${figures.p50} ms  p99 ${figures.p99} ms over ${figures.requests} sequential searches (8 locales, ${figures.products} products, 4 value + 1 range facets, page of 24; /healthz p50 ${figures.healthzP50} ms)`,
  );
  line(
    `search    first search of each locale (index load): ${Object.entries(cold)
      .map(([l, ms]) => `${l} ${ms} ms`)
      .join(', ')}`,
  );
  line(
    `search    index size: ${Object.entries(figures.indexes)
      .map(([l, s]) => `${l} ${(s.raw / 1000).toFixed(0)} KB (${(s.gzip / 1000).toFixed(0)} KB gzip)`)
      .join(', ')}`,
  );
  return figures;
}
