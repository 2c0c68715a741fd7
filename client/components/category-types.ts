import type { EditableEntry } from '../../shared/live-preview';
/** What the worker resolves for a category page; CategoryPage renders it as plain links and forms. */
import type { Crumb, GridLabels, ProductCardData } from './shop-types';

export interface FilterOptionView {
  label: string;
  count: number;
  selected: boolean;
  href: string;
  hex?: string;
}

export interface FacetView {
  id: string;
  label: string;
  options: FilterOptionView[];
}

export interface CategoryView {
  /** The category's entry, for a live preview's edit tags. */
  edit?: EditableEntry;
  title: string;
  description: string | null;
  crumbs: Crumb[];
  /** Child categories (top categories) or siblings (sub-categories), with the current one marked. */
  subcategories: { label: string; href: string; current: boolean }[];
  cards: ProductCardData[];
  total: number;
  facets: FacetView[];
  active: { label: string; href: string }[];
  clearHref: string | null;
  sort: { current: string; options: { label: string; href: string; selected: boolean }[] };
  pages: { page: number; pages: number; prev: string | null; next: string | null; links: { page: number; href: string }[] };
  /** Empty state: other categories to try. */
  suggestions: { label: string; href: string }[];
  labels: GridLabels;
}
