/** The product page's buy panel: its variants with stock and prices, from the commerce record and live stock. */
import type { AnalyticsProduct } from '../../shared/analytics';
import { toMajor } from '../../shared/currency';
import type { BuyOption, BuyVariant, ProductBuyProps, WireBuyVariant } from '../../client/islands/ProductBuy';
import type { PriceDisplay } from '../../client/components/shop-types';
import { priceView } from '../../shared/price';
import type { CommerceProduct, InventoryEntry } from '../ports/commerce/types';
import { customerAmounts, formatPrice } from '../render/product-cards';
import type { ShopContext } from '../render/shop-context';

/**
 * The buy panel's variants. A variant's analytics prices are left out when they are the
 * product's (the island falls back to those), which is every variant of most products; so
 * is its price when it is the one most variants have (`price`, beside them).
 */
export function buyVariants(
  shop: ShopContext,
  commerce: CommerceProduct,
  inventory: InventoryEntry | null,
  product?: Pick<AnalyticsProduct, 'price' | 'original_price' | 'sale_price'>,
): { price: PriceDisplay | null; variants: BuyVariant[] } {
  const stock = new Map(inventory?.variants.map((v) => [v.id, v]) ?? []);
  const optionIds = commerce.product_options.map((o) => o.id);
  const categories = commerce.categories.map((c) => c.id);
  const variants = commerce.variants.map((variant) => {
    const known = stock.get(variant.id);
    const own = customerAmounts(shop, variant.calculatedPrice, variant.retailPrice, categories);
    const view = priceView(own.calculated, own.retail, { shopping: shop.regions.shopping, eu: shop.regions.eu, isPro: own.groupPriced });
    const major = (value: number) => toMajor(value, variant.calculatedPrice.currencyCode);
    const analytics = {
      price: major(own.calculated.value),
      original_price: major(variant.retailPrice.value),
      sale_price: view.kind === 'sale' ? major(own.calculated.value) : null,
    };
    const same =
      product !== undefined &&
      analytics.price === product.price &&
      analytics.original_price === product.original_price &&
      analytics.sale_price === product.sale_price;
    return {
      id: variant.id,
      sku: variant.sku,
      values: optionIds.map((id) => variant.option_values.find((o) => o.option_id === id)?.id ?? -1),
      stock: inventory ? (known ? known.inventory_level : 0) : null,
      purchasable: inventory ? (known?.is_purchasable ?? false) : variant.isPurchasable,
      price: shop.regions.shopping ? formatPrice(shop, view) : null,
      ...(same ? {} : { analytics }),
    };
  });
  // The price most variants share is said once; the others keep their own.
  const counts = new Map<string, number>();
  for (const v of variants) {
    const key = JSON.stringify(v.price);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let common = 'null';
  for (const [key, n] of counts) if (n > (counts.get(common) ?? 0)) common = key;
  const price = JSON.parse(common) as PriceDisplay | null;
  return {
    price,
    variants: variants.map(({ price: own, ...rest }) => (JSON.stringify(own) === common ? rest : { ...rest, price: own })),
  };
}

/** The stock the page's own commerce record carries, in the shape of an inventory answer. */
export function recordInventory(commerce: CommerceProduct): InventoryEntry {
  const variants = commerce.variants.map((x) => ({
    id: x.id,
    sku: x.sku,
    inventory_level: x.inventoryLevel,
    is_in_stock: x.isInStock,
    is_purchasable: x.isPurchasable,
  }));
  return {
    product_id: commerce.id,
    inventory_level: variants.reduce((sum, x) => sum + x.inventory_level, 0),
    is_in_stock: variants.some((x) => x.is_in_stock),
    variants,
  };
}

/**
 * A variant for the props (`values` in the options' order, as SelectableVariant has them); the
 * island's unpackBuyVariant restores it. Here, not in the island: the browser never packs.
 */
export function packBuyVariant({ purchasable, values, ...rest }: BuyVariant, options: readonly BuyOption[]): WireBuyVariant {
  return {
    ...rest,
    values: values.map((id, i) => options[i]?.values.findIndex((x) => x.id === id) ?? -1),
    ...(purchasable ? {} : { purchasable }),
  };
}

/** The product's analytics for the props (see ProductBuyProps.analytics); the island's unpackBuyAnalytics restores it. */
export function packBuyAnalytics(analytics: AnalyticsProduct, productId: number): ProductBuyProps['analytics'] {
  const { id, original_price, sale_price, ...rest } = analytics;
  const regular = original_price === analytics.price && sale_price === null;
  return { ...(id === productId ? {} : { id }), ...rest, ...(regular ? {} : { original_price, sale_price }) };
}
