import type { EditableEntry } from '../../shared/live-preview';
/**
 * Wire types of the editorial pages (journal, team, support): what the worker resolves
 * (links under the locale, dates and countries in the page's language) and the pages render.
 */
import type { ImageRef, RichText } from '../../shared/content';
import type { ShareLinksProps } from '../islands/ShareLinks';
import type { DeferredCards } from './ProductSection';
import type { Crumb, GridLabels } from './shop-types';

export interface NavChoice {
  label: string;
  href: string;
  current: boolean;
}

export interface PostSummary {
  uid: string;
  href: string;
  title: string;
  excerpt: string;
  /** ISO date and the same date in the page's language ('' when it cannot be formatted). */
  dateIso: string;
  date: string;
  category: string | null;
  image: ImageRef;
}

export interface Pagination {
  page: number;
  pages: number;
  /** `Page 2 of 3`. */
  status: string;
  newer: string | null;
  older: string | null;
}

export interface BlogListView {
  title: string;
  lede: string;
  crumbs: Crumb[];
  sections: NavChoice[];
  posts: PostSummary[];
  pagination: Pagination;
}

export interface BlogPostView {
  /** The post's entry, for a live preview's edit tags. */
  edit?: EditableEntry;
  title: string;
  crumbs: Crumb[];
  category: { label: string; href: string } | null;
  /** `By Ingrid Solberg`. */
  byline: string;
  dateIso: string;
  date: string;
  image: ImageRef;
  excerpt: string;
  body: RichText;
  share: ShareLinksProps;
  products: DeferredCards;
  related: PostSummary[];
  labels: GridLabels;
}

export interface AthleteSummary {
  uid: string;
  href: string;
  name: string;
  discipline: string;
  /** `Lillehammer, Norway`. */
  from: string;
  portrait: ImageRef;
}

export interface AthleteView {
  crumbs: Crumb[];
  name: string;
  discipline: string;
  hometown: string;
  country: string;
  quote: string;
  bio: string[];
  portrait: ImageRef;
  results: { year: number; event: string; place: string }[];
  resultsCaption: string;
  about: string;
  gearTitle: string;
  gear: DeferredCards;
  others: AthleteSummary[];
  labels: GridLabels;
}

export interface ContactView {
  region: string;
  title: string;
  country: string;
  phone: string;
  /** `tel:` address without spaces. */
  phoneHref: string;
  email: string;
  address: string;
  /** `Mon – Fri 08:00–16:00` in the page's language. */
  hours: string[];
  mine: boolean;
}

export interface SupportTopic {
  uid: string;
  href: string;
  title: string;
  summary: string;
}

export interface SupportIndexView {
  title: string;
  lede: string;
  crumbs: Crumb[];
  topics: SupportTopic[];
  contacts: ContactView[];
  /** The contact form (/{lang}/support/contact). */
  contactHref?: string;
}

export interface SupportArticleView {
  title: string;
  summary: string;
  crumbs: Crumb[];
  body: RichText;
  others: SupportTopic[];
  contact: ContactView | null;
  /** The contact form (/{lang}/support/contact). */
  contactHref?: string;
}
