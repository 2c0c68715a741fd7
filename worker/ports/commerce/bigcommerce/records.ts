/**
 * BigCommerce's catalog v3 shapes (as its published OpenAPI documents describe them) checked
 * with valibot, and their mapping onto the commerce port's records (store settings v2:
 * settings.ts). Pure. Conventions of the shop's stores, where the platform has no field:
 * - the content uid a product sells is its `mpn` (the platform filters products by it);
 * - a product is new or redesigned when its custom field `isNew` / `isRedesigned` says `true`
 *   (those two fields are not shown as attributes);
 * - image files and variant images are named by their media id (`{amplience_id}.jpg`);
 * - a category's uid is its custom URL path with `-` for `/` (`/skis/classic/` → `skis-classic`).
 * Prices arrive as decimals of the store's default currency and become integer minor units.
 * Nothing here imports the seed generator: the conventions the seed also follows (colour image
 * ids here, name slugs in settings.ts) are written out, and a unit test holds them
 * to the seed's.
 */
import * as v from 'valibot';
import type { CommerceImage, CommerceProduct, ProductOption, Variant } from '../records';
import { toMoney, type StoreMoney } from './settings';
import type { CategoryNode, CommerceCategory } from '../types';

/** The store's convention for a colour's picture: `{uid}-{colour in lower case}`. */
export const colorImageId = (uid: string, color: string) => `${uid}-${color.toLowerCase()}`;

const num = v.number();
const text = v.string();
const price = v.nullish(v.number());

export const OptionSchema = v.looseObject({
  id: num,
  display_name: text,
  option_values: v.array(
    v.looseObject({ id: num, label: text, value_data: v.nullish(v.looseObject({ colors: v.optional(v.array(text)) })) }),
  ),
});
export const VariantSchema = v.looseObject({
  id: num,
  product_id: num,
  sku: text,
  price,
  calculated_price: num,
  sale_price: price,
  retail_price: price,
  inventory_level: v.nullish(num),
  purchasing_disabled: v.boolean(),
  image_url: v.optional(text, ''),
  option_values: v.array(v.looseObject({ id: num, label: text, option_id: num, option_display_name: text })),
});
export const ProductSchema = v.looseObject({
  id: num,
  name: text,
  sku: text,
  mpn: v.optional(text, ''),
  price: num,
  calculated_price: num,
  retail_price: price,
  sale_price: price,
  categories: v.array(num),
  inventory_level: num,
  inventory_tracking: v.picklist(['none', 'product', 'variant']),
  is_visible: v.boolean(),
  availability: v.picklist(['available', 'disabled', 'preorder']),
  custom_url: v.looseObject({ url: text }),
  custom_fields: v.optional(v.array(v.looseObject({ name: text, value: text })), []),
  images: v.optional(
    v.array(v.looseObject({ id: num, is_thumbnail: v.boolean(), description: v.optional(text, ''), image_file: v.optional(text, '') })),
    [],
  ),
  options: v.optional(v.array(OptionSchema), []),
  variants: v.optional(v.array(VariantSchema), []),
});
export const TreeCategorySchema = v.looseObject({
  category_id: num,
  parent_id: num,
  name: text,
  sort_order: num,
  is_visible: v.boolean(),
  url: v.looseObject({ path: text }),
});
/** The tree's nodes are the port's CategoryNode already; `object` keeps only its fields. */
const CategoryNodeSchema: v.GenericSchema<CategoryNode> = v.object({
  id: num,
  parent_id: num,
  depth: num,
  path: v.array(num),
  name: text,
  is_visible: v.boolean(),
  url: text,
  children: v.array(v.lazy(() => CategoryNodeSchema)),
});
export const CategoryTreeSchema = v.object({ data: v.array(CategoryNodeSchema) });

export const PaginationSchema = v.object({
  pagination: v.looseObject({ total: num, count: num, per_page: num, current_page: num, total_pages: num }),
});
export const page = <S extends v.GenericSchema>(item: S) => v.object({ data: v.array(item), meta: PaginationSchema });
export const one = <S extends v.GenericSchema>(item: S) => v.object({ data: item });
/** A v2 list: an array, or 204 No Content for none. */
export const list = <S extends v.GenericSchema>(item: S) =>
  v.pipe(
    v.nullable(v.array(item)),
    v.transform((items) => items ?? []),
  );

export type ProductIn = v.InferOutput<typeof ProductSchema>;
export type VariantIn = v.InferOutput<typeof VariantSchema>;

/** `https://cdn…/products/1101/aurora-classic-red.jpg` → `aurora-classic-red`. */
export function mediaId(file: string): string {
  return (
    (file.split('?')[0] ?? '')
      .split('/')
      .pop()
      ?.replace(/\.[a-z0-9]+$/i, '') ?? ''
  );
}

const FLAGS = new Set(['isNew', 'isRedesigned']);
const OPTION_NAMES = ['Color', 'Size', 'Length'] as const;

export function toOption(option: v.InferOutput<typeof OptionSchema>): ProductOption {
  const name = OPTION_NAMES.find((n) => n === option.display_name) ?? 'Size';
  return {
    id: option.id,
    displayName: name,
    values: option.option_values.map((value) => ({
      entityId: value.id,
      label: value.label,
      ...(value.value_data?.colors?.length ? { hexColors: value.value_data.colors } : {}),
    })),
  };
}

export function toVariant(variant: VariantIn, store: StoreMoney, uid: string): Variant {
  const retail = variant.retail_price || variant.price || variant.calculated_price;
  const level = variant.inventory_level ?? 0;
  const color = variant.option_values.find((o) => o.option_display_name === 'Color')?.label;
  return {
    id: variant.id,
    product_id: variant.product_id,
    sku: variant.sku,
    calculatedPrice: toMoney(variant.calculated_price, store),
    retailPrice: toMoney(retail, store),
    prices: {
      price: toMoney(variant.calculated_price, store),
      salePrice: variant.sale_price ? toMoney(variant.sale_price, store) : null,
      retailPrice: toMoney(retail, store),
    },
    inventoryLevel: level,
    isInStock: level > 0,
    isPurchasable: !variant.purchasing_disabled && level > 0,
    // Without its own image a variant shows its colour's picture (spec §5 colour swap).
    thumbnail: mediaId(variant.image_url) || (color ? colorImageId(uid, color) : uid),
    option_values: variant.option_values.map((o) => ({
      option_id: o.option_id,
      option_display_name: o.option_display_name,
      id: o.id,
      label: o.label,
    })),
  };
}

export function toProduct(product: ProductIn, store: StoreMoney): CommerceProduct {
  const uid = product.mpn || product.custom_url.url.replace(/^\/+|\/+$/g, '');
  const variants = product.variants.map((variant) => toVariant(variant, store, uid));
  const prices = variants.map((variant) => variant.calculatedPrice);
  const calculated = toMoney(product.calculated_price, store);
  const options = product.options.map(toOption);
  const colors = options.find((o) => o.displayName === 'Color')?.values.map((value) => value.label) ?? [];
  const flag = (name: string) => product.custom_fields.some((f) => f.name === name && f.value.trim().toLowerCase() === 'true');
  const images: CommerceImage[] = product.images.map((image) => {
    const id = mediaId(image.image_file);
    return {
      id: image.id,
      amplience_id: id,
      color: colors.find((c) => colorImageId(uid, c) === id) ?? null,
      is_thumbnail: image.is_thumbnail,
      description: image.description,
    };
  });
  return {
    id: product.id,
    uid,
    name: product.name,
    sku: product.sku,
    custom_url: { url: product.custom_url.url },
    calculatedPrice: calculated,
    retailPrice: toMoney(product.retail_price || product.price, store),
    priceRange: prices.length
      ? { min: prices.reduce((a, b) => (b.value < a.value ? b : a)), max: prices.reduce((a, b) => (b.value > a.value ? b : a)) }
      : { min: calculated, max: calculated },
    inventory_tracking: product.inventory_tracking,
    inventoryLevel: product.inventory_level,
    isInStock: product.inventory_tracking === 'none' || product.inventory_level > 0,
    availability: product.availability === 'disabled' ? 'disabled' : 'available',
    is_visible: product.is_visible,
    isNew: flag('isNew'),
    isRedesigned: flag('isRedesigned'),
    categories: product.categories.map((id) => ({ id })),
    customFields: product.custom_fields.filter((f) => !FLAGS.has(f.name)).map((f) => ({ name: f.name, value: f.value })),
    images,
    product_options: options,
    variants,
  };
}

export function toCategory(category: v.InferOutput<typeof TreeCategorySchema>): CommerceCategory {
  const path = category.url.path;
  return {
    id: category.category_id,
    parent_id: category.parent_id,
    uid: path.replace(/^\/+|\/+$/g, '').replaceAll('/', '-'),
    name: category.name,
    sort_order: category.sort_order,
    is_visible: category.is_visible,
    custom_url: { url: path },
  };
}
