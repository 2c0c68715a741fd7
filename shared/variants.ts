/**
 * Variant selection on the product page: the chosen value of each option names one
 * variant; choosing another value keeps the other choices when that combination exists,
 * else falls back to a variant with the value that can be bought. The selection lives in
 * the URL (`?variant=…&color=…`) so it survives reloads and works as plain links.
 */
import { buildQuery } from './links';
import { isOutOfStock } from './price';
import { colorSlug } from './swatches';

export interface SelectableVariant {
  id: number;
  /** One value id per option, in the options' order. */
  values: readonly number[];
  /** Units in stock; null when stock is not known (then nothing is marked sold out). */
  stock: number | null;
  purchasable: boolean;
}

export function variantById<V extends SelectableVariant>(variants: readonly V[], id: number | null | undefined): V | null {
  return variants.find((v) => v.id === id) ?? null;
}

export function canBuy(variant: SelectableVariant): boolean {
  return variant.purchasable && (variant.stock === null || !isOutOfStock(variant.stock));
}

/** The variant a visitor lands on: the one the URL names, else the first in the colour the URL names that can be bought, else the first that can be bought. */
export function initialVariant<V extends SelectableVariant>(
  variants: readonly V[],
  requested: number | null,
  colorValueId: number | null,
): V | null {
  const named = variantById(variants, requested);
  if (named) return named;
  const inColor = colorValueId === null ? variants : variants.filter((v) => v.values[0] === colorValueId);
  return inColor.find(canBuy) ?? inColor[0] ?? variants.find(canBuy) ?? variants[0] ?? null;
}

/** The variant after choosing `valueId` for option `optionIndex`, starting from `current`. */
export function chooseValue<V extends SelectableVariant>(variants: readonly V[], current: V, optionIndex: number, valueId: number): V {
  const wanted = current.values.map((value, i) => (i === optionIndex ? valueId : value));
  const exact = variants.find((v) => v.values.every((value, i) => value === wanted[i]));
  if (exact) return exact;
  const withValue = variants.filter((v) => v.values[optionIndex] === valueId);
  return withValue.find(canBuy) ?? withValue[0] ?? current;
}

export type ValueState = 'available' | 'sold-out' | 'unavailable';

/** Whether choosing a value (keeping the other choices) gives a variant, and whether it can be bought. */
export function valueState(
  variants: readonly SelectableVariant[],
  current: SelectableVariant,
  optionIndex: number,
  valueId: number,
): ValueState {
  const wanted = current.values.map((value, i) => (i === optionIndex ? valueId : value));
  const exact = variants.find((v) => v.values.every((value, i) => value === wanted[i]));
  if (!exact) return 'unavailable';
  return canBuy(exact) ? 'available' : 'sold-out';
}

/** Query of a selection: the variant id and the colour's lowercase name. */
export function selectionHref(
  path: string,
  variantId: number,
  color: string | null,
  keep: Record<string, string | undefined> = {},
): string {
  return `${path}${buildQuery({ ...keep, variant: String(variantId), color: color ? colorSlug(color) : undefined })}`;
}

/** Largest quantity a shopper may pick: 1–99 and never above the stock. */
export function maxQuantity(stock: number | null): number {
  if (stock === null) return 99;
  return Math.max(1, Math.min(99, Math.floor(stock)));
}
