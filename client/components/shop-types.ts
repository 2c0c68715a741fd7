/**
 * Wire types of the shop pages: what the worker resolves (prices formatted in the region's
 * currency, links under the locale, image ids) and the components and islands render.
 * Islands receive these as props, so everything here is plain JSON.
 */
import type { AnalyticsProduct } from '../../shared/analytics';
import type { ProductTag } from '../../shared/tags';
import type { CountForms } from '../../shared/count-text';

/** A price block with every amount already formatted for the region. */
export type PriceDisplay =
  | { kind: 'regular'; price: string }
  | { kind: 'sale'; price: string; original: string; discount: string; rrp: boolean }
  | { kind: 'range'; low: string; high: string };

export interface ColorChoice {
  /** Option label, e.g. `Red`; also what the `color` query parameter names (lowercased). */
  name: string;
  /** Name in the page's language. */
  label: string;
  hex: string;
  /** Media id of the product in this colour. */
  image: string;
}

export interface ProductCardData {
  uid: string;
  /** Commerce product id. */
  id: number;
  title: string;
  /** Product page without a colour; the card adds the chosen colour. */
  href: string;
  categories?: string[];
  tag: ProductTag | null;
  price: PriceDisplay | null;
  colors: ColorChoice[];
  /** Index of the colour shown first (a colour filter picks the matching one); 0 by default. */
  initial?: number;
  /** Alt text stem: the title; the colour is appended for each image. */
  alt: string;
  analytics: AnalyticsProduct;
}

/** UI strings a card and a grid need, resolved on the server (islands never read context). */
export interface CardLabels {
  tags: Record<ProductTag, string>;
  /** `{name}` marks the colour. */
  colour: string;
  /** `{count}` marks the number. */
  moreColours: string;
  /** "1 more colour" / "3 more colours", in the language of `lang`. */
  moreColoursLabel: CountForms;
  /** The page's language (BCP 47), for the plural forms. */
  lang: string;
  rrp: string;
  originalPrice: string;
  salePrice: string;
  save: string;
}

export interface GridLabels extends CardLabels {
  previous: string;
  next: string;
  viewAll: string;
}

export interface Crumb {
  label: string;
  href?: string;
}

export interface ImageData {
  id: string;
  alt: string;
  /** Intrinsic aspect, width / height, for the width and height attributes. */
  width: number;
  height: number;
}
