/**
 * The embedded search adapter (DESIGN §7): MiniSearch indexes built with the catalog
 * (`search/{locale}.json`, worker/data/build/documents.ts), read through the data source
 * and loaded once per isolate and locale; never rebuilt at run time, never in the bundle.
 */
import type { DataSource } from '../data';
import { ProviderError } from '../errors';
import type { ContentLocale } from '../../rules/locale';
import { runSearch, runSuggest } from './engine';
import { loadSearchIndex, searchIndexPath, type LoadedIndex, type SearchIndexDocument } from './index-document';
import { MAX_MULTI_QUERIES, type ClickRequest, type SearchContext, type SearchProvider } from './types';

export interface EmbeddedSearchOptions {
  source: DataSource;
  /** The engine's name as results carry it in `_meta.engine`. */
  engine?: string;
  /** Request ids (tests inject a fixed one). */
  requestId?: () => string;
}

/** Clicks kept in the isolate for the engine's analytics (bounded; nothing is stored for a visitor). */
export const MAX_CLICKS = 1000;

export function createEmbeddedSearch(options: EmbeddedSearchOptions): SearchProvider & { clicks(): readonly ClickRequest[] } {
  const engine = options.engine ?? 'loipe';
  const requestId = options.requestId ?? (() => crypto.randomUUID().replace(/-/g, ''));
  // The parsed document is memoised by the source; the loaded index is memoised per document.
  const loaded = new WeakMap<SearchIndexDocument, LoadedIndex>();
  const clicks: ClickRequest[] = [];

  async function index(sx: SearchContext): Promise<LoadedIndex> {
    const document = await options.source.json<SearchIndexDocument>(searchIndexPath(sx.locale as ContentLocale), sx.signal);
    let ready = loaded.get(document);
    if (!ready) {
      try {
        ready = loadSearchIndex(document);
      } catch (cause) {
        throw new ProviderError('bad_response', `search index ${sx.locale}: ${String(cause)}`, { service: 'search', cause });
      }
      loaded.set(document, ready);
    }
    return ready;
  }

  const engineOptions = (sx: SearchContext) => ({
    locale: sx.locale,
    priceList: sx.priceList,
    engine: `${engine}-${sx.locale}`,
    requestId: requestId(),
  });

  return {
    name: 'embedded',
    async search(sx, request) {
      return runSearch(await index(sx), request, engineOptions(sx));
    },
    async multiSearch(sx, requests) {
      // The engine's own limit, so both adapters refuse the same calls.
      if (requests.length > MAX_MULTI_QUERIES)
        throw new ProviderError('upstream', `[400] Too many queries: at most ${MAX_MULTI_QUERIES}`, { service: 'search', status: 400 });
      const ready = await index(sx);
      return requests.map((request) => runSearch(ready, request, engineOptions(sx)));
    },
    async suggest(sx, request) {
      return runSuggest(await index(sx), request.query, Math.min(20, request.size ?? 5), engineOptions(sx));
    },
    async click(_sx, request) {
      clicks.push({ ...request });
      if (clicks.length > MAX_CLICKS) clicks.shift();
    },
    clicks: () => clicks,
  };
}
