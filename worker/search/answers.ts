/**
 * The search page's further engine calls: a facet's
 * counts without its own filter (disjunctive facets), and "did you mean".
 */
import { SEARCH_FACETS, stateFilters, type priceRanges, type SearchFacet, type SearchState } from '../rules/search-page';
import type { SearchResponse, ValueFacetAnswer } from '../ports/search/types';
import { inRegion, type SearchAccess } from './service';
import type { ShopContext } from '../render/shop-context';

/** A facet's counts: from the main answer, or for a facet with a selection, from the search without its own filter. */
export async function facetCounts(
  access: SearchAccess,
  shop: ShopContext,
  state: SearchState,
  main: SearchResponse,
  ranges: ReturnType<typeof priceRanges>,
): Promise<Record<SearchFacet, { value: string; count: number }[]>> {
  const ask = (facet: SearchFacet) =>
    access.provider.search(
      access.sx,
      inRegion(
        {
          query: state.q,
          filters: stateFilters(state, facet),
          facets: facet === 'price' ? { price: { type: 'range', ranges } } : { [facet]: { type: 'value', size: 50 } },
          page: { size: 1, current: 1 },
        },
        shop.regions,
      ),
    );
  const answers = await Promise.all(
    SEARCH_FACETS.map((facet) => (facet === 'price' || state.filters[facet]?.length ? ask(facet) : Promise.resolve(main))),
  );
  return Object.fromEntries(
    SEARCH_FACETS.map((facet, i) => {
      const answer = answers[i]!.facets?.[facet]?.[0];
      const data =
        answer?.type === 'range'
          ? answer.data.map((d) => ({ value: d.name ?? '', count: d.count }))
          : ((answer as ValueFacetAnswer | undefined)?.data ?? []).map((d) => ({ value: String(d.value), count: d.count }));
      return [facet, data];
    }),
  ) as Record<SearchFacet, { value: string; count: number }[]>;
}

/** "Did you mean": the first suggestion for the query that finds something. */
export async function didYouMean(access: SearchAccess, shop: ShopContext, q: string): Promise<string | null> {
  const suggestions = await access.provider.suggest(access.sx, { query: q, size: 3 });
  for (const { suggestion } of suggestions.results.documents) {
    if (suggestion.toLowerCase() === q.toLowerCase()) continue;
    const found = await access.provider.search(access.sx, inRegion({ query: suggestion, page: { size: 1 } }, shop.regions));
    if (found.meta.page.total_results > 0) return suggestion;
  }
  return null;
}
