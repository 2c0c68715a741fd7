/**
 * Product cards from the two halves of a product: the content entry (title, url, images,
 * tags, country prices) and the commerce record of the region (prices, colours, stock).
 * Spec §2: a product without title, url or commerce record is not shown.
 */
import type { CardLabels, ColorChoice, PriceDisplay, ProductCardData } from '../../client/components/shop-types';
import type { AnalyticsProduct } from '../../shared/analytics';
import { toMajor } from '../../shared/currency';
import { isShowable } from '../../shared/grid';
import { buildQuery, productHref } from '../../shared/links';
import { CRUMBS_PARAM } from './crumbs';
import { priceView, variantPriceRange, type Amount, type PriceView } from '../../shared/price';
import { colorImageId } from '../../shared/swatches';
import { customerPrice } from '../rules/discounts';
import { productTag } from '../../shared/tags';
import type { ContentProduct } from '../ports/content/catalog-entries';
import type { CommerceProduct } from '../ports/commerce/types';
import type { ShopContext } from './shop-context';
import { countForms } from '../../shared/count-text';
import { languageTag } from '../../shared/locale';

export function cardLabels(shop: ShopContext): CardLabels {
  const t = shop.t;
  return {
    tags: { sale: t('tag.sale'), new: t('tag.new'), redesigned: t('tag.redesigned') },
    colour: t('card.colour'),
    moreColours: t('card.moreColours'),
    moreColoursLabel: countForms(t, 'card.moreColoursLabel'),
    lang: languageTag(shop.locale),
    rrp: t('product.rrp'),
    originalPrice: t('product.originalPrice'),
    salePrice: t('product.salePrice'),
    save: t('product.save'),
  };
}

export function formatPrice(shop: ShopContext, view: PriceView): PriceDisplay {
  switch (view.kind) {
    case 'regular':
      return { kind: 'regular', price: shop.money(view.price) };
    case 'range':
      return { kind: 'range', low: shop.money(view.low), high: shop.money(view.high) };
    case 'sale':
      return {
        kind: 'sale',
        price: shop.money(view.price),
        original: shop.money(view.original),
        discount: shop.money(view.discount),
        rrp: view.rrp,
      };
    default:
      throw new Error(`unknown price view ${view satisfies never as string}`);
  }
}

/** Selling and list price of a product here: the store's in shopping regions, the country's content price elsewhere. */
export function pricePair(
  shop: ShopContext,
  product: ContentProduct,
  commerce: CommerceProduct | null,
): { calculated: Amount; retail: Amount } | null {
  if (shop.regions.shopping) return commerce ? { calculated: commerce.calculatedPrice, retail: commerce.retailPrice } : null;
  const local = product.prices[shop.locale.country];
  return local
    ? {
        calculated: { value: local.calculated, currencyCode: local.currency },
        retail: { value: local.retail, currencyCode: local.currency },
      }
    : null;
}

/**
 * What this customer pays for one price pair of a product (spec §5, §6): the group's price
 * when their group discounts the product's categories, shown plainly (no sale, no RRP) for
 * group prices and for every pro.
 */
export function customerAmounts(
  shop: Pick<ShopContext, 'pricing'>,
  calculated: Amount,
  retail: Amount,
  categoryIds: readonly number[],
): { calculated: Amount; retail: Amount; groupPriced: boolean } {
  const price = customerPrice({ calculated: calculated.value, retail: retail.value }, categoryIds, shop.pricing);
  return { calculated: { ...calculated, value: price.calculated }, retail, groupPriced: price.groupPriced };
}

const categoryIdsOf = (commerce: CommerceProduct | null) => commerce?.categories.map((c) => c.id) ?? [];

export function priceFor(
  shop: ShopContext,
  product: ContentProduct,
  commerce: CommerceProduct | null,
): { view: PriceView; calculated: Amount; retail: Amount; groupPriced: boolean } | null {
  const pair = pricePair(shop, product, commerce);
  if (!pair) return null;
  const categories = categoryIdsOf(commerce);
  const own = customerAmounts(shop, pair.calculated, pair.retail, categories);
  const variants =
    commerce?.variants.map((variant) => ({
      calculatedPrice: customerAmounts(shop, variant.calculatedPrice, variant.retailPrice, categories).calculated,
    })) ?? [];
  const range = shop.regions.shopping && commerce ? variantPriceRange(commerce.inventory_tracking, variants) : null;
  const view = priceView(
    own.calculated,
    own.retail,
    { shopping: shop.regions.shopping, eu: shop.regions.eu, isPro: own.groupPriced },
    range,
  );
  return { view, ...own };
}

export function colorChoices(shop: ShopContext, product: ContentProduct, commerce: CommerceProduct): ColorChoice[] {
  const option = commerce.product_options.find((o) => o.displayName === 'Color');
  if (!option) return [];
  return option.values.map((value) => ({
    name: value.label,
    label: shop.colorLabel(value.label),
    hex: value.hexColors?.[0] ?? '#7d8590',
    image: product.color_images.find((c) => c.color === value.label)?.amplience_id ?? colorImageId(product.uid, value.label),
  }));
}

export function analyticsProduct(
  shop: ShopContext,
  product: ContentProduct,
  commerce: CommerceProduct,
  price: { calculated: Amount; retail: Amount; groupPriced?: boolean } | null,
  category?: string,
): AnalyticsProduct {
  const currency = price?.calculated.currencyCode ?? commerce.calculatedPrice.currencyCode;
  const major = (amount: Amount | undefined) => (amount ? toMajor(amount.value, amount.currencyCode) : 0);
  const onSale = price ? price.calculated.value < price.retail.value && shop.regions.shopping && !price.groupPriced : false;
  return {
    id: commerce.id,
    sku: commerce.sku,
    name: product.display_title || product.title,
    price: major(price?.calculated),
    original_price: price ? major(price.retail) : null,
    sale_price: onSale ? major(price?.calculated) : null,
    currency,
    category: category ?? null,
  };
}

export interface CardOptions {
  isAddOn?: boolean;
  /** Uid of the category listing the card: its link passes it as `crumbs` (spec §2). */
  crumbs?: string;
  categories?: string[];
  categoryName?: string;
}

/** A card, or null when spec §2 says the product is not shown. */
export function buildCard(
  shop: ShopContext,
  product: ContentProduct,
  commerce: CommerceProduct | null,
  options: CardOptions = {},
): ProductCardData | null {
  const title = product.display_title || product.title;
  if (!commerce || !isShowable({ title, url: product.url, commerce })) return null;
  // A card shows the product's price and stock: its changes purge this page.
  shop.tags?.add(`product:${commerce.id}`);
  const price = priceFor(shop, product, commerce);
  const tag = productTag({
    calculated: price?.calculated.value ?? null,
    retail: price?.retail.value ?? null,
    isNew: product.is_new.value || commerce.isNew,
    isRedesigned: product.is_redesigned.value || commerce.isRedesigned,
    isAddOn: options.isAddOn,
    shopping: shop.regions.shopping,
    isPro: price?.groupPriced ?? shop.isPro,
  });
  return {
    uid: product.uid,
    id: commerce.id,
    title,
    href: productHref(shop.locale.prefix, product.url) + buildQuery({ [CRUMBS_PARAM]: options.crumbs }),
    ...(options.categories ? { categories: options.categories } : {}),
    tag,
    price: price ? formatPrice(shop, price.view) : null,
    colors: colorChoices(shop, product, commerce),
    alt: title,
    analytics: analyticsProduct(shop, product, commerce, price, options.categoryName),
  };
}

/**
 * Cards for content products, in their order: batched commerce calls for the region, products
 * outside the content region or without a record left out. With a `limit`, records are read and
 * cards built only until the limit is reached (the 404 page offers 4 of the whole catalog, a
 * home grid the first few of a category): a window of twice the limit per call, so one call in
 * the usual case.
 */
export async function cardsFor(
  shop: ShopContext,
  products: readonly ContentProduct[],
  options: CardOptions & { limit?: number } = {},
): Promise<ProductCardData[]> {
  const region = shop.regions.commerce;
  const inRegion = products.filter((p) => !p.discontinued && p.regions.includes(shop.regions.content));
  const limit = options.limit ?? inRegion.length;
  const window = Math.max(limit * 2, 8);
  const cards: ProductCardData[] = [];
  for (let start = 0; start < inRegion.length && cards.length < limit; start += window) {
    const slice = inRegion.slice(start, start + window);
    const ids = slice.map((p) => p.bc_products[region]?.id).filter((id): id is number => typeof id === 'number');
    // A card shows no stock (spec §2): the catalog's levels do, without the live-stock read.
    const records = ids.length ? await shop.commerce.getProductsByIds(shop.mx, ids, { stock: 'catalog' }) : [];
    const byId = new Map(records.map((r) => [r.id, r]));
    for (const p of slice) {
      if (cards.length >= limit) break;
      const record = byId.get(p.bc_products[region]?.id ?? -1) ?? null;
      const card = buildCard(shop, p, record?.is_visible === false ? null : record, options);
      if (card) cards.push(card);
    }
  }
  return cards;
}

/** Cards by content uid, in the order given (manual picks keep the editor's order). */
export async function cardsForUids(
  shop: ShopContext,
  uids: readonly string[],
  options: CardOptions & { limit?: number } = {},
): Promise<ProductCardData[]> {
  if (!uids.length) return [];
  const products = await shop.content.getProducts(shop.cx, { uids: [...uids], region: shop.regions.content });
  return cardsFor(shop, products, options);
}
