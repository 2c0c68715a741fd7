/**
 * Tag-manager events (spec §2, §7): everything goes to `window.dataLayer`, whether or not
 * the GTM script is loaded. Items carry the spec's analytics product fields (id,
 * variant_id, sku, name, quantity, original_price, sale_price, price) in GA4 form.
 */
export interface AnalyticsProduct {
  id: number | string;
  variant_id?: number | null;
  sku?: string | null;
  name: string;
  quantity?: number;
  /** Major units (what GA4 expects), from minor units via toMajor() (shared/currency.ts). */
  original_price?: number | null;
  sale_price?: number | null;
  price: number;
  currency: string;
  category?: string | null;
  variant?: string | null;
}

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_variant?: string;
  item_category?: string;
  item_list_name?: string;
  item_list_id?: string;
  index?: number;
  price: number;
  quantity: number;
  id: string;
  variant_id?: string;
  sku?: string;
  original_price?: number;
  sale_price?: number;
  discount?: number;
}

export type DataLayerEvent = Record<string, unknown> & { event: string };

export function analyticsItem(product: AnalyticsProduct, list?: { name: string; id: string }, index?: number): AnalyticsItem {
  const item: AnalyticsItem = {
    item_id: String(product.id),
    item_name: product.name,
    price: product.price,
    quantity: product.quantity ?? 1,
    id: String(product.id),
  };
  if (product.variant) item.item_variant = product.variant;
  if (product.category) item.item_category = product.category;
  if (product.variant_id !== null && product.variant_id !== undefined) item.variant_id = String(product.variant_id);
  if (product.sku) item.sku = product.sku;
  if (product.original_price !== null && product.original_price !== undefined) item.original_price = product.original_price;
  if (product.sale_price !== null && product.sale_price !== undefined) {
    item.sale_price = product.sale_price;
    if (item.original_price !== undefined) item.discount = Math.round((item.original_price - product.sale_price) * 100) / 100;
  }
  if (list) {
    item.item_list_name = list.name;
    item.item_list_id = list.id;
  }
  if (index !== undefined) item.index = index;
  return item;
}

/** Spec §7: the page view the tag manager receives (event content-view). */
export function contentViewEvent(page: { path: string; title: string; locale: string; region: string; pageType: string }): DataLayerEvent {
  return {
    event: 'content-view',
    page_path: page.path,
    page_title: page.title,
    page_type: page.pageType,
    locale: page.locale,
    content_region: page.region,
  };
}

/** Spec §2: the list of products a grid shows, once when it appears. */
export function viewItemListEvent(list: { name: string; id: string }, products: readonly AnalyticsProduct[]): DataLayerEvent {
  return {
    event: 'view_item_list',
    ecommerce: {
      item_list_name: list.name,
      item_list_id: list.id,
      currency: products[0]?.currency,
      items: products.map((p, i) => analyticsItem(p, list, i)),
    },
  };
}

/** Spec §2: a card click, recorded only when the grid has a title and an id. */
export function selectItemEvent(
  list: { name?: string | null; id?: string | null },
  product: AnalyticsProduct,
  index: number,
): DataLayerEvent | null {
  if (!list.name || !list.id) return null;
  const named = { name: list.name, id: list.id };
  return {
    event: 'select_item',
    ecommerce: {
      item_list_name: named.name,
      item_list_id: named.id,
      currency: product.currency,
      items: [analyticsItem(product, named, index)],
    },
  };
}

export function viewItemEvent(product: AnalyticsProduct): DataLayerEvent {
  return { event: 'view_item', ecommerce: { currency: product.currency, value: product.price, items: [analyticsItem(product)] } };
}

export function addToCartEvent(product: AnalyticsProduct): DataLayerEvent {
  return {
    event: 'add_to_cart',
    ecommerce: { currency: product.currency, value: product.price * (product.quantity ?? 1), items: [analyticsItem(product)] },
  };
}

type DataLayerWindow = { dataLayer?: unknown[] };

/** Pushes an event; GA4 asks to clear the previous ecommerce object first. */
export function pushEvent(event: DataLayerEvent | null, target: DataLayerWindow = globalThis as DataLayerWindow): void {
  if (!event) return;
  const layer = (target.dataLayer ??= []);
  if ('ecommerce' in event) layer.push({ ecommerce: null });
  layer.push(event);
}

/** The kind of page a path is, for the content-view event: home, category, product or page. */
export function pageTypeOf(path: string): 'home' | 'category' | 'product' | 'page' {
  const rest = path.replace(/^\/[a-z]{2}-(?:[a-z]{2}|global)(?=\/|$)/, '') || '/';
  if (rest === '/') return 'home';
  if (rest.startsWith('/c/')) return 'category';
  if (rest.startsWith('/p/')) return 'product';
  return 'page';
}

/** Spec §5: the tag-manager id must be GTM- followed by uppercase letters or digits. */
export function isGtmId(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^GTM-[A-Z0-9]+$/.test(value);
}

/** What the shopper searched for (GA4 `search`). */
export function searchEvent(term: string): DataLayerEvent {
  return { event: 'search', search_term: term };
}

/**
 * Account events the server knows of only as it answers a form with a redirect: it leaves their
 * name in a short-lived cookie, and the next page pushes them once (worker/render/render-page.tsx).
 */
export const ACCOUNT_EVENTS = ['login', 'sign_up'] as const;
export type AccountEvent = (typeof ACCOUNT_EVENTS)[number];
export const ACCOUNT_EVENT_COOKIE = '__Host-event';

/** GA4 `login` / `sign_up`, with the method (the shop's own password sign-in). */
export function accountEvent(name: AccountEvent, method = 'password'): DataLayerEvent {
  return { event: name, method };
}

/** The pending account event a cookie value names, else null. */
export function pendingAccountEvent(value: string | undefined): AccountEvent | null {
  return (ACCOUNT_EVENTS as readonly string[]).includes(value ?? '') ? (value as AccountEvent) : null;
}
