/** What the worker resolves for the search page; SearchPage renders it as plain links and a GET form. */
import type { FacetView } from './category-types';
import type { GridLabels, ProductCardData } from './shop-types';
import type { DataLayerEvent } from '../lib/analytics';

export interface SearchView {
  /** `unavailable`: search is off here (spec §5); `start`: nothing asked yet; `results`; `none`: nothing found. */
  status: 'unavailable' | 'start' | 'results' | 'none';
  query: string;
  /** The GET form's action (the page itself). */
  action: string;
  title: string;
  total: number;
  cards: ProductCardData[];
  articles: { title: string; summary: string; href: string }[];
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
