/**
 * Commerce records (spec §3 "Commerce product (bcProduct)"). Money is always integer minor
 * units plus a currency code.
 */
export interface Money {
  /** Integer minor units (cents, øre; yen for JPY). */
  value: number;
  currencyCode: string;
}

export interface OptionValue {
  entityId: number;
  label: string;
  /** Swatch colours; only on the `Color` option. */
  hexColors?: string[];
}

export interface ProductOption {
  id: number;
  displayName: 'Color' | 'Size' | 'Length';
  values: OptionValue[];
}

export interface VariantOptionValue {
  option_id: number;
  option_display_name: string;
  id: number;
  label: string;
}

export interface Variant {
  id: number;
  product_id: number;
  sku: string;
  calculatedPrice: Money;
  retailPrice: Money;
  prices: { price: Money; salePrice: Money | null; retailPrice: Money };
  inventoryLevel: number;
  isInStock: boolean;
  isPurchasable: boolean;
  /** Image id of the variant's colour. */
  thumbnail: string;
  option_values: VariantOptionValue[];
}

export interface CommerceImage {
  id: number;
  amplience_id: string;
  color: string | null;
  is_thumbnail: boolean;
  description: string;
}

/** Spec §3 "Commerce product (bcProduct)" in one commerce region. */
export interface CommerceProduct {
  id: number;
  /** Uid of the content product this record sells. */
  uid: string;
  name: string;
  sku: string;
  custom_url: { url: string };
  calculatedPrice: Money;
  retailPrice: Money;
  /** Lowest and highest variant price; equal when variants share one price. */
  priceRange: { min: Money; max: Money };
  inventory_tracking: 'variant' | 'product' | 'none';
  inventoryLevel: number;
  isInStock: boolean;
  availability: 'available' | 'disabled';
  is_visible: boolean;
  isNew: boolean;
  isRedesigned: boolean;
  categories: { id: number }[];
  customFields: { name: string; value: string }[];
  images: CommerceImage[];
  product_options: ProductOption[];
  variants: Variant[];
}
