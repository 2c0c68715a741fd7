/**
 * The product page's data beyond the product itself: related products (spec §5, §9),
 * add-on products of its category, and the spec table with hidden and ordered rows.
 */
import type { AddOn } from '../../client/components/AddOns';
import type { ProductCardData } from '../../client/components/shop-types';
import { productHref } from '../../shared/links';
import { DEFAULT_RELATED_COUNT, pickRelated, type RelatedCandidate } from './related-products';
import type { ContentProduct, HideProductAttributes, ManageProductAttributes, SpecRow } from '../ports/content/catalog-entries';
import type { CommerceProduct } from '../ports/commerce/types';
import { cardsForUids, priceFor, formatPrice } from '../render/product-cards';
import type { ShopContext } from '../render/shop-context';

/** Uid of a category and its parent, for configurations that name either. */
async function lineage(shop: ShopContext, categoryUid: string): Promise<string[]> {
  const all = await shop.content.getProductCategories(shop.cx);
  const byUid = new Map(all.map((c) => [c.uid, c]));
  const out: string[] = [];
  for (let uid: string | null | undefined = categoryUid; uid && !out.includes(uid); uid = byUid.get(uid)?.parent) out.push(uid);
  return out;
}

async function candidates(shop: ShopContext, products: readonly ContentProduct[]): Promise<RelatedCandidate[]> {
  const ids = products.map((p) => p.bc_products[shop.regions.commerce]?.id).filter((id): id is number => typeof id === 'number');
  // Related picks read visibility and attributes only, never stock.
  const records = new Map((await shop.commerce.getProductsByIds(shop.mx, ids, { stock: 'catalog' })).map((r) => [r.id, r]));
  return products.map((p) => {
    const record = records.get(p.bc_products[shop.regions.commerce]?.id ?? -1);
    return {
      uid: p.uid,
      title: p.display_title || p.title,
      url: p.discontinued ? '' : p.url,
      regions: p.regions,
      hasCommerce: !!record?.is_visible,
      attributes: Object.fromEntries((record?.customFields ?? []).map((f) => [f.name, f.value])),
    };
  });
}

/** What related picks need of the product's commerce record: its id and custom fields (no stock). */
export type RelatedSource = Pick<CommerceProduct, 'id' | 'customFields'>;

/**
 * Related products: manual picks first (spec §5 conditions), then automated picks from the
 * category's configuration (spec §9), up to four, as cards. The manual and the automated
 * picks are read side by side (the automated ones need only the product's custom fields and
 * the catalog's summaries), so the part streams a round or two after the product's own reads.
 */
export async function relatedProducts(
  shop: ShopContext,
  product: ContentProduct,
  commerce: RelatedSource | null,
  size = DEFAULT_RELATED_COUNT,
): Promise<ProductCardData[]> {
  const attributes = Object.fromEntries((commerce?.customFields ?? []).map((f) => [f.name, f.value]));
  const manualPicks = async () =>
    candidates(
      shop,
      product.related_products.length
        ? await shop.content.getProducts(shop.cx, { uids: product.related_products, includeDiscontinued: true })
        : [],
    );
  const automatedPicks = async (): Promise<RelatedCandidate[]> => {
    const [brand, configs, uids] = await Promise.all([
      shop.content.getBrandSettings(shop.cx),
      shop.content.getAutomatedRelatedProductsConfig(shop.cx),
      lineage(shop, product.category),
    ]);
    const config = brand.automate_related_products ? configs.find((c) => c.categories.some((cat) => uids.includes(cat.uid))) : undefined;
    if (!config) return [];
    const region = shop.regions.commerce;
    const ids = await shop.commerce.getAutomatedRelatedProductIds(shop.mx, {
      sources: config.configuration.map((row) => ({
        categoryIds: [row.category.cat_ids_bc[region]],
        attributes: Object.fromEntries(row.attributes.flatMap((name) => (attributes[name] ? [[name, [attributes[name]!]]] : []))),
      })),
      excludeIds: commerce ? [commerce.id] : [],
      limit: Math.max(size, config.result_size) * 2,
      seed: product.uid,
    });
    const records = await shop.commerce.getProductsByIds(shop.mx, ids, { stock: 'catalog' });
    const picked = await shop.content.getProducts(shop.cx, { uids: records.map((r) => r.uid) });
    return candidates(shop, picked);
  };
  const [manual, automated] = await Promise.all([manualPicks(), automatedPicks()]);
  // The commerce adapter already drew the automated picks at random; keep its order.
  const order = pickRelated({
    current: { uid: product.uid, attributes },
    contentRegion: shop.regions.content,
    manual,
    pools: [{ category: 'automated', attributes: [], candidates: automated }],
    size,
    random: () => 0,
  });
  return cardsForUids(shop, order, { limit: size });
}

/** Add-on products configured for the product's category (or its parent) in this region. */
export async function addOnsFor(shop: ShopContext, product: ContentProduct): Promise<AddOn[]> {
  const [configs, uids] = await Promise.all([
    shop.content.getCategoryProductAddOnConfig(shop.cx, shop.regions.content),
    lineage(shop, product.category),
  ]);
  const config = uids.map((uid) => configs.find((c) => c.product_category.uid === uid)).find(Boolean);
  if (!config) return [];
  const wanted = config.product_add_on_config.map((a) => a.product.uid).filter((uid) => uid !== product.uid);
  const products = await shop.content.getProducts(shop.cx, { uids: wanted, region: shop.regions.content });
  const records = await shop.commerce.getProductsByIds(
    shop.mx,
    products.map((p) => p.bc_products[shop.regions.commerce]?.id ?? -1),
  );
  const byId = new Map(records.map((r) => [r.id, r]));
  return products.flatMap((p) => {
    const record = byId.get(p.bc_products[shop.regions.commerce]?.id ?? -1);
    const variant = record?.variants.find((v) => v.isPurchasable) ?? null;
    if (!record?.is_visible || !variant) return [];
    const price = priceFor(shop, p, record);
    const display = price ? formatPrice(shop, price.view) : null;
    return [
      {
        productId: record.id,
        variantId: variant.id,
        uid: p.uid,
        title: p.display_title || p.title,
        price: display ? (display.kind === 'range' ? display.low : display.price) : null,
        image: variant.thumbnail,
        href: productHref(shop.locale.prefix, p.url),
      },
    ];
  });
}

/** What orders and hides spec rows (content settings), read with the page's other data. */
export interface SpecSettings {
  hidden: HideProductAttributes[];
  managed: ManageProductAttributes[];
}

export async function specSettings(shop: Pick<ShopContext, 'content' | 'cx'>): Promise<SpecSettings> {
  const [hidden, managed] = await Promise.all([
    shop.content.getHideProductAttributes(shop.cx),
    shop.content.getManageProductAttributes(shop.cx),
  ]);
  return { hidden, managed };
}

/**
 * The spec table: the product's spec rows in the managed order first, then the commerce
 * custom fields that are not hidden (hide_product_attributes).
 */
export function specTable(
  shop: ShopContext,
  product: ContentProduct,
  commerce: CommerceProduct | null,
  { hidden, managed }: SpecSettings,
): SpecRow[] {
  const hide = new Set(hidden.flatMap((h) => h.attributes));
  const order = managed[0]?.spec_titles ?? [];
  const rank = (title: string) => {
    const index = order.indexOf(title);
    return index === -1 ? order.length : index;
  };
  const rows = product.product_specs
    .map((row, i) => ({ row, i }))
    .sort((a, b) => rank(a.row.key) - rank(b.row.key) || a.i - b.i)
    .map((x) => x.row);
  const fields = (commerce?.customFields ?? [])
    .filter((f) => !hide.has(f.name))
    .map((f) => ({
      key: f.name,
      title: (shop.text as Record<string, string>)[`facet.${f.name.toLowerCase()}`] ?? f.name,
      value: (shop.text as Record<string, string>)[`facet.value.${f.value.toLowerCase()}`] ?? f.value,
    }));
  return [...rows, ...fields.filter((f) => !rows.some((r) => r.title === f.title))];
}
