/** Shapes of pages, editorial entries, stores and settings (spec §3), beside entries.ts. */
export type { Athlete, BlogPost } from '../../../shared/content';
import type { ContentRegion } from '../../rules/regions';
import type { ImageRef, Link, RichText } from '../../../shared/content';
import type { Address, OpeningHours, Seo } from './entry-parts';

/** A section of a page body; the page renders them in order. */
export type PageBlock =
  | { type: 'banner'; banner: string }
  | { type: 'rich_text'; content: RichText }
  /** Explicit product uids come first; a category fills up to `count` (spec §9 manual first). */
  | { type: 'product_grid'; uid: string; title: string; product_uids: string[]; category_uid?: string; count: number; slider: boolean }
  | { type: 'cards'; title: string; cards: { title: string; text: string; image: ImageRef; link: Link }[] }
  | { type: 'blog_posts'; title: string; category?: string; count: number }
  | { type: 'athletes'; title: string; athlete_uids: string[] };

export interface Page {
  uid: string;
  /** Path after the locale prefix, e.g. `/about`; the home page is `/`. */
  url: string;
  title: string;
  seo: Seo;
  /** Regions the page is offered in; empty means everywhere. */
  regions: ContentRegion[];
  body: PageBlock[];
}

export interface BlogCategory {
  uid: string;
  title: string;
  description: string;
  seo: Seo;
}

export interface SupportPage {
  uid: string;
  title: string;
  summary: string;
  seo: Seo;
  body: RichText;
}

export type StoreType = 'flagship' | 'dealer' | 'service';

export interface Store {
  uid: string;
  name: string;
  type: StoreType;
  address: Address;
  phone: string;
  website?: string;
  hours: OpeningHours[];
  latitude: number;
  longitude: number;
  /** Lowercase country code as used in locale prefixes. */
  country: string;
  region: ContentRegion;
  /** Services offered beyond sales, e.g. stone grinding or boot fitting. */
  services: ('grinding' | 'waxing' | 'boot-fitting' | 'test-skis' | 'rental' | 'repairs')[];
}

export interface ErrorPageContent {
  uid: string;
  title: string;
  regions: ContentRegion[];
  header: string;
  main_content: RichText;
  link_text: string;
  product_header: string;
  automated_related_products: boolean;
  products: string[];
  banner?: string;
  product_recommendation_page: { header: string; main_content: RichText };
}

export interface EmailList {
  id: string;
  title: string;
  description: string;
  regions: ContentRegion[];
}

export interface EmailSignupSettings {
  uid: string;
  lists: EmailList[];
  copy: { heading: string; text: string; placeholder: string; button_text: string; success: string; privacy: string };
  back_in_stock_notifications: { enabled: boolean; heading: string; text: string; button_text: string; success: string };
  regions: ContentRegion[];
}

export interface SearchMenu {
  title: string;
  links: Link[];
}

export interface SearchSettings {
  uid: string;
  fallback_image: ImageRef;
  main_menu: SearchMenu;
  sidebar_menu: SearchMenu;
}

export interface RegionEntry {
  uid: string;
  title: string;
  region_id: ContentRegion;
}

/** Spec "Display text": one entry groups the UI strings of one area (title = key). */
export interface DisplayTextEntry {
  uid: string;
  content_type: 'display_text';
  api_key: string;
  title: string;
  display_text_input: { title: string; text: string }[];
}

/** Spec "Duplicate display text": an entry that reuses display text entries by reference. */
export interface DuplicateDisplayText {
  uid: string;
  title: string;
  display_text: { entry_uid: string; content_type: 'display_text'; api_key: string }[];
}
