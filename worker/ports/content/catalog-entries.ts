/**
 * Catalog entries of the content service (spec §3 "Product (content)", "Product category",
 * "Category group", "Color group", product attribute settings). The embedded seed and a
 * hosted adapter both produce these shapes.
 */
import type { SpecRow } from '../../../shared/content';

export type { SpecRow } from '../../../shared/content';
import type { CommerceRegion, ContentRegion } from '../../rules/regions';

/** What the embedded image service draws for a product. */
export type ProductKind =
  | 'classic-ski'
  | 'skate-ski'
  | 'backcountry-ski'
  | 'touring-ski'
  | 'junior-ski'
  | 'race-ski'
  | 'classic-boot'
  | 'skate-boot'
  | 'combi-boot'
  | 'backcountry-boot'
  | 'junior-boot'
  | 'binding'
  | 'backcountry-binding'
  | 'pole'
  | 'glove'
  | 'mitten'
  | 'hat'
  | 'headband'
  | 'ski-bag'
  | 'boot-bag'
  | 'backpack'
  | 'drink-belt'
  | 'wax'
  | 'klister'
  | 'wax-iron'
  | 'wax-tools'
  | 'bottle'
  | 'glasses'
  | 'socks'
  | 'neck-gaiter';

export interface AmplienceImage {
  amplience_id: string;
  imageset: boolean;
}

/** Shop price shown in a country without a cart (content regions jp, eu, other). */
export interface CountryPrice {
  currency: string;
  /** What the shopper pays, minor units. */
  calculated: number;
  /** Recommended retail price, minor units. */
  retail: number;
}

/** Spec §3 "Product (content)", plus the fields the embedded shop needs to draw and link it. */
export interface ContentProduct {
  uid: string;
  title: string;
  display_title: string;
  tagline: string;
  description: string;
  /** Slug without a leading slash; the page lives at /{locale}/p/{url}. */
  url: string;
  regions: ContentRegion[];
  /** Uid of the product category the product is filed under first. */
  category: string;
  kind: ProductKind;
  image: AmplienceImage;
  /** One image per colour: the colour swap of spec §5 picks among these. */
  color_images: { color: string; amplience_id: string }[];
  is_new: { value: boolean };
  is_redesigned: { value: boolean };
  price_range: boolean;
  /** Country code → price, for countries whose content region has no shop. */
  prices: Record<string, CountryPrice>;
  /** Commerce record per commerce region (the same id in every store). */
  bc_products: Record<CommerceRegion, { id: number }>;
  product_specs: SpecRow[];
  /** Spec rows that changed with a redesign; empty otherwise. */
  updated_product_specs: SpecRow[];
  /** Manually picked related products (uids), shown before automated picks. */
  related_products: string[];
  /** No longer sold: the product page answers 410 and recommends `related_products`. */
  discontinued: boolean;
}

/** Spec §3 "Product category". */
export interface ProductCategory {
  uid: string;
  title: string;
  display_title: string;
  /** Path below /{locale}/c/, e.g. `skis/classic`. */
  url: string;
  /** Commerce category id per commerce region. */
  cat_ids_bc: Record<CommerceRegion, number>;
  regions: ContentRegion[];
  /** Parent category uid; null for the five top categories. */
  parent: string | null;
  automated_related_products: { category: { uid: string; cat_ids_bc: Record<CommerceRegion, number> }[] };
}

/** Spec §3 "Category group": a category landing page with its child categories. */
export interface CategoryGroup {
  uid: string;
  title: string;
  clp_display_title: string;
  parent_category: Pick<ProductCategory, 'uid' | 'cat_ids_bc' | 'display_title' | 'title' | 'url'>;
  categories: { category: Pick<ProductCategory, 'uid' | 'cat_ids_bc' | 'display_title' | 'title' | 'url'>[] }[];
  clp_layout_tags: string[];
}

/** Spec §3 "Color group": option colours that filter together under one swatch. */
export interface ColorGroup {
  uid: string;
  color_name: string;
  option_swatch_hex: string;
  child_colors: string[];
}

export interface HideProductAttributes {
  uid: string;
  title: string;
  /** Custom field names never shown to shoppers. */
  attributes: string[];
}

export interface ManageProductAttributes {
  uid: string;
  title: string;
  /** Spec rows in this order first; others follow in their own order. */
  spec_titles: string[];
  attribute_option_sorting: { attribute: string; options: string[] }[];
}

export interface AutomatedRelatedProductsConfig {
  uid: string;
  title: string;
  /** Categories of the products this configuration applies to. */
  categories: { uid: string; cat_ids_bc: Record<CommerceRegion, number> }[];
  /** Where picks come from and which custom fields must match the current product. */
  configuration: { attributes: string[]; category: { uid: string; cat_ids_bc: Record<CommerceRegion, number> } }[];
  result_size: number;
}

export interface CategoryProductAddOnConfig {
  uid: string;
  title: string;
  regions: ContentRegion[];
  product_category: { uid: string; cat_ids_bc: Record<CommerceRegion, number> };
  product_add_on_config: { product: { uid: string; display_title: string } }[];
}
