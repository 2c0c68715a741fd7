/**
 * Content shapes the client renders as they come from the content service (spec §3):
 * images, links, rich text, banner layout, blog posts, athletes, spec rows. Strings are
 * plain text, never HTML. The content port (worker/ports/content) re-exports them.
 */

/** An image or image set of the media service (spec §3 product image). */
export interface ImageRef {
  amplience_id: string;
  imageset: boolean;
  alt?: string;
}

/** Content types whose entries have their own URL prefix (spec §2). */
export type LinkContentType =
  | 'athlete'
  | 'blog'
  | 'blog_category'
  | 'cart'
  | 'landing_page'
  | 'product'
  | 'product_category'
  | 'support'
  | 'team_page'
  | 'page'
  | 'pro';

/**
 * A link (spec §2). Internal: `/{locale}{prefix of content_type}{href}`;
 * Nuxt: `href` is a path with a query string; External: `href` is the full address.
 */
export interface Link {
  type: 'Internal' | 'Nuxt' | 'External';
  title: string;
  href: string;
  content_type?: LinkContentType;
  /** Internal filter query parameters (facet id → value). */
  filters?: Record<string, string>;
  new_tab?: boolean;
}

/**
 * Rich text as structured blocks rather than HTML: the renderer maps each block to one
 * element, so the copy stays safe to render and easy to translate block by block.
 */
export type RichBlock =
  | { type: 'h2' | 'h3' | 'p' | 'eyebrow' | 'quote'; text: string }
  | { type: 'ul' | 'ol'; items: string[] }
  | { type: 'table'; caption: string; head: string[]; rows: string[][] }
  | { type: 'link'; link: Link };

export type RichText = RichBlock[];

export type ContentLayout =
  | 'top-left'
  | 'top-center'
  | 'top-right'
  | 'center-left'
  | 'center'
  | 'center-right'
  | 'bottom-left'
  | 'bottom-center'
  | 'bottom-right';

export interface BlogPost {
  uid: string;
  title: string;
  /** ISO date of publication. */
  date: string;
  author: string;
  category: string;
  hero_image: ImageRef;
  excerpt: string;
  body: RichText;
  /** Product uids for the "shop the story" grid. */
  products: string[];
}

export interface Athlete {
  uid: string;
  name: string;
  discipline: string;
  /** ISO 3166 code, uppercase. */
  country: string;
  hometown: string;
  bio: string[];
  quote: string;
  portrait: ImageRef;
  favourite_products: string[];
  /** Race results, newest first; event names are the races' own names. */
  results: AthleteResult[];
}

export interface AthleteResult {
  year: number;
  event: string;
  /** Finishing place, 1 for a win. */
  place: number;
}

export interface SpecRow {
  /** The row's title in the base locale (en-us): the settings that order rows name them by it. */
  key: string;
  title: string;
  value: string;
}
