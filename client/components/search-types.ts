/** What the worker resolves for the search page; SearchPage renders it as plain links and a GET form. */
import type { FacetView } from './category-types';
import type { GridLabels, ProductCardData } from './shop-types';
import type { DataLayerEvent } from '../../shared/analytics';
import type { SearchClickContext } from '../../shared/search-click';

export interface SearchView {
  /**
   * `unavailable`: search is off here (spec §5); `failed`: the engine did not answer (spec §8, the page still answers 200);
   * `start`: nothing asked yet; `results`; `none`: nothing found.
   */
  status: 'unavailable' | 'failed' | 'start' | 'results' | 'none';
  query: string;
  /** The GET form's action (the page itself). */
  action: string;
  title: string;
  total: number;
  cards: ProductCardData[];
  /** `ping`: where the browser reports a click on the link (HTML hyperlink auditing), the engine's click analytics. */
  articles: { title: string; summary: string; href: string; ping?: string }[];
  /** Where result clicks are reported (null when nothing was searched); `cardIds` by card. */
  clicks: (SearchClickContext & { cardIds: string[] }) | null;
  facets: FacetView[];
  active: { label: string; href: string }[];
  clearHref: string | null;
  sort: { current: string; options: { label: string; href: string; selected: boolean }[] };
  pages: { page: number; pages: number; prev: string | null; next: string | null; links: ({ page: number; href: string } | null)[] };
  didYouMean: { label: string; href: string } | null;
  /** The content search settings' menus (popular searches, quick help). */
  menus: { title: string; links: { label: string; href: string }[] }[];
  labels: GridLabels;
  events: DataLayerEvent[];
}
