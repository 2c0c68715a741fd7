/**
 * What the search API and the search page share: whether search is on (spec §5: the brand
 * setting and a connector), the call context for a locale and regions (the engine of the
 * content locale, the price list the shopper sees), and the region filter every query gets.
 */
import type { Locale } from '../rules/locale';
import type { Regions } from '../rules/regions';
import type { ContentProvider } from '../ports/content/types';
import type { RequestCalls } from '../ports/context';
import { searchEnabled, type SearchConnector } from '../ports/search/connector';
import type { SearchContext, SearchProvider, SearchRequest } from '../ports/search/types';

/** Prices a shopper sees: the store's in shopping regions, the country's content prices elsewhere (worker/render/product-cards.ts). */
export const priceListFor = (locale: Locale, regions: Regions): string => (regions.shopping ? regions.commerce : locale.country);

export interface SearchAccess {
  provider: SearchProvider;
  sx: SearchContext;
}

/** The engine and context for a request, or null when search is off here (spec §5). */
export async function searchAccess(
  deps: { search: SearchProvider | null; content: ContentProvider; call: RequestCalls },
  connector: SearchConnector | null,
  locale: Locale,
  regions: Regions,
): Promise<SearchAccess | null> {
  if (!deps.search || !connector) return null;
  const brand = await deps.content.getBrandSettings(deps.call.content(locale.contentLocale));
  if (!searchEnabled(brand, connector)) return null;
  // Spec §9 "Search: responses cached by default" (the hosted adapter keeps them a minute; the embedded one has nothing to cache).
  return { provider: deps.search, sx: deps.call.search(locale.contentLocale, priceListFor(locale, regions), 'cache-else-network') };
}

/** The request with the shopper's content region added to its `all` filters: no answer offers what the region does not sell. */
export function inRegion(request: SearchRequest, regions: Regions): SearchRequest {
  return { ...request, filters: { ...request.filters, all: [...(request.filters?.all ?? []), { regions: regions.content }] } };
}
