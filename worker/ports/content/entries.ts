/**
 * Shapes of the editorial content entries (spec §3), as the headless content service
 * delivers them. The embedded seed and a hosted adapter both produce these shapes;
 * the client renders them. Strings are plain text: no HTML anywhere, so nothing a
 * content editor writes can inject markup.
 */
import type { ContentLayout, ImageRef, Link, LinkContentType, RichText } from '../../../shared/content';

export type { ContentLayout, ImageRef, Link, LinkContentType, RichBlock, RichText } from '../../../shared/content';
import type { ContentLocale } from '../../rules/locale';
import type { ContentRegion } from '../../rules/regions';

/** Locales that carry translations over the en-us base entry. */
export type TranslatedLocale = Exclude<ContentLocale, 'en-us'>;

/** What a translation may override: any field, at any depth; arrays element by element. */
export type DeepPartial<T> = T extends readonly (infer U)[]
  ? DeepPartial<U>[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/** Per-locale overrides of entries, keyed by entry uid. */
export type EntryTranslations<T> = Record<string, DeepPartial<T>>;

import type { Address, OpeningHours, Seo } from './entry-parts';
export type { Address, DayOfWeek, OpeningHours, Seo } from './entry-parts';

/** Contact regions (spec §9). */
export const CONTACT_REGIONS = ['us', 'ca', 'no', 'jp', 'au', 'nz', 'uk', 'kr', 'eu'] as const;
export type ContactRegion = (typeof CONTACT_REGIONS)[number];

export interface Contact {
  region: ContactRegion;
  title: string;
  phone: string;
  email: string;
  address: Address;
  /** IANA zone the opening hours are in. */
  time_zone: string;
  hours_of_operation: OpeningHours[];
}

export interface SocialMediaEntry {
  network: 'instagram' | 'facebook' | 'youtube' | 'strava';
  title: string;
  url: string;
}

export interface BrandSettings {
  uid: string;
  title: string;
  site_url: string;
  display_name: string;
  brand_logo: ImageRef;
  amplience_brand_alias: string;
  seo: Seo;
  social_media: SocialMediaEntry[];
  contact: Record<ContactRegion, Contact>;
  shopping: boolean;
  site_search: boolean;
  automate_related_products: boolean;
  enable_product_data_refactor: boolean;
}

/** A promotion shown inside an opened main-navigation item (spec: main_nav.link.banner). */
export interface NavPromo {
  title: string;
  text: string;
  image: ImageRef;
  link: Link;
}

export interface NavItem {
  uid: string;
  link: Link;
  /** Regions the item shows in; empty means every region. */
  regions: ContentRegion[];
  children: Link[];
  banner?: NavPromo;
}

export interface TopAlert {
  uid: string;
  text: string;
  link?: Link;
  regions: ContentRegion[];
}

export interface Header {
  uid: string;
  title: string;
  /** Content regions this header entry serves. */
  regions: ContentRegion[];
  main_nav: NavItem[];
  top_alert: TopAlert[];
  secondary_nav: Link[];
}

export interface FooterColumn {
  uid: 'shop' | 'support' | 'company' | 'legal';
  title: string;
  links: Link[];
}

export interface Footer {
  uid: string;
  columns: FooterColumn[];
  newsletter: { heading: string; text: string };
  tagline: string;
}

/** Spec §3 "Hotspot"; points are fractions 0–1 of the image. */
export interface Hotspot {
  id: string;
  title: string;
  dataType: { value: 'product' | 'page' | 'manual' };
  product?: { uid: string };
  page?: { uid: string };
  manual?: { title: string; description: string; href: string; ampId: string };
  points: { x: number; y: number };
  fontColor: string;
  backgroundColor: string;
  description: string;
  ctaCopy: string;
  href: string;
  ampId: string;
  selector: string;
}

export interface CtaButton {
  button_text: string;
  button_class: 'primary' | 'secondary' | 'outline' | 'text';
  type: 'Internal' | 'External' | 'Nuxt';
  internal_link?: { content_type: LinkContentType; href: string; filters?: Record<string, string> };
  external_link?: { title: string; href: string };
  disable_link: boolean;
  new_tab: boolean;
}

export interface BannerBackground {
  type: 'Image' | 'Video';
  imageset: 'Yes' | 'No';
  /** `scene-…` for images and image sets, `video-…` for videos. */
  amplience_id: string;
  /** Still frame shown before a video plays and when motion is reduced. */
  poster_amplience_id?: string;
  /** Members of an image set, in slide order (the set's first item is its cover). */
  imageset_items?: string[];
  content: { amplienceId: string; enableHotspots: boolean; hotspots: Hotspot[] };
  alt_text: string;
  desktop_aspect_ratio: string;
  mobile_aspect_ratio: string;
}

export interface Banner {
  uid: string;
  title: string;
  content: RichText;
  content_layout: ContentLayout;
  wrap_copy: boolean;
  dark_overlay_on_banner_image: boolean;
  disable_link: boolean;
  banner_zoom: boolean;
  cta_button_global: CtaButton[];
  background: BannerBackground;
}

export * from './editorial-entries';
