/**
 * The BigCommerce fake's Carts v3 routes (vendor file carts.v3.yml), with state: carts are
 * created, read, added to, changed, emptied, assigned a customer and deleted as the platform
 * does it. Platform behaviour modelled: adding a variant the cart holds raises that line's
 * quantity; a quantity above the variant's inventory is refused (422 "Not enough stock", the
 * answer overlay.yml declares); removing the last
 * item deletes the cart (204); an unknown cart is 404; `include=redirect_urls` and
 * `POST /carts/{id}/redirect_urls` give the storefront's cart and checkout URLs.
 *
 * No Node imports: the same state machine answers the Durable Object's requests in the
 * workerd tests (test/worker/cart/platform-carts-support.ts), where no loopback server exists.
 * In the fake service each exchange goes through fake-bigcommerce.ts's checks first.
 */
import { commerceProducts, currencies } from '../../worker/data/catalog/index';
import type { CommerceRegion } from '../../worker/rules/regions';
import type { CommerceProduct, Variant } from '../../worker/ports/commerce/records';
import type { FakeAnswer, FakeRequest, FakeRoute } from './fake-service';

export interface FakeCartItem {
  id: string;
  product_id: number;
  variant_id: number;
  quantity: number;
}

export interface FakeCart {
  id: string;
  hash: string;
  region: CommerceRegion;
  customer_id: number;
  items: FakeCartItem[];
  created: string;
  updated: string;
  version: number;
}

type Store = { region: CommerceRegion; hash: string };
type Handler = (store: Store, request: FakeRequest) => FakeAnswer;
type Route = (path: string, handler: Handler, method?: string) => FakeRoute;

const places = (region: CommerceRegion) => currencies[region][0]!.decimal_places;
const TYPE = 'https://developer.bigcommerce.com/api-docs/getting-started/api-status-codes';
const problem = (status: number, title: string): FakeAnswer => ({ status, json: { status, title, type: TYPE, errors: {} } });
const MISSING = problem(404, 'Cart not found');

export interface FakeCarts {
  readonly carts: Map<string, FakeCart>;
  /** The storefront a store's redirect URLs point at. */
  storefront(hash: string): string;
  /** The next write is applied, and its answer held back this long (the client times out, the write stands). */
  stallNextWrite(ms: number): void;
  /** The platform's stock of a variant from now on (a sale elsewhere: less than the catalog the shop read). */
  setInventory(variantId: number, level: number): void;
  /** Units of a variant in a cart at the platform (0 when none, or no such cart). */
  quantity(cartId: string, variantId: number): number;
  /** The shopper completed the platform's checkout: the cart became an order and is gone. */
  convert(cartId: string): void;
  answer(store: Store, request: Pick<FakeRequest, 'method' | 'path' | 'query' | 'body' | 'params'>): FakeAnswer;
}

export function createFakeCarts(options: { storefront?: (hash: string) => string } = {}): FakeCarts {
  const carts = new Map<string, FakeCart>();
  const catalogs = new Map<CommerceRegion, Map<number, CommerceProduct>>();
  const catalog = (region: CommerceRegion) =>
    catalogs.get(region) ?? catalogs.set(region, new Map(commerceProducts(region).map((p) => [p.id, p]))).get(region)!;
  const storefront = options.storefront ?? ((hash: string) => `https://store-${hash}.mybigcommerce.com`);
  let stall = 0;
  let nextItem = 1;
  const inventory = new Map<number, number>();

  const variantOf = (
    region: CommerceRegion,
    productId: number,
    variantId: number,
  ): { product: CommerceProduct; variant: Variant } | null => {
    const product = catalog(region).get(productId);
    const variant = product?.variants.find((v) => v.id === variantId);
    return product && variant ? { product, variant } : null;
  };

  function view(cart: FakeCart, withUrls: boolean) {
    const divisor = 10 ** places(cart.region);
    const items = cart.items.map((item) => {
      const found = variantOf(cart.region, item.product_id, item.variant_id)!;
      const price = found.variant.calculatedPrice.value / divisor;
      return {
        id: item.id,
        variant_id: item.variant_id,
        product_id: item.product_id,
        sku: found.variant.sku,
        name: found.product.name,
        url: `${storefront(cart.hash)}/${found.product.uid}/`,
        quantity: item.quantity,
        taxable: true,
        image_url: `https://cdn11.bigcommerce.com/s-${cart.hash}/products/${item.product_id}/${found.variant.thumbnail}.jpg`,
        discounts: [],
        coupons: [],
        discount_amount: 0,
        coupon_amount: 0,
        original_price: found.variant.retailPrice.value / divisor,
        list_price: price,
        sale_price: price,
        extended_list_price: price * item.quantity,
        extended_sale_price: price * item.quantity,
        is_require_shipping: true,
        is_mutable: true,
        added_by_promotion: false,
      };
    });
    const amount = items.reduce((sum, i) => sum + i.extended_sale_price, 0);
    const token = cart.id.replaceAll('-', '').slice(0, 16);
    return {
      data: {
        id: cart.id,
        customer_id: cart.customer_id,
        channel_id: 1,
        email: '',
        currency: { code: currencies[cart.region][0]!.currency_code },
        tax_included: false,
        base_amount: amount,
        discount_amount: 0,
        manual_discount_amount: 0,
        cart_amount: amount,
        coupons: [],
        discounts: [],
        line_items: { physical_items: items, digital_items: [], gift_certificates: [], custom_items: [] },
        created_time: cart.created,
        updated_time: cart.updated,
        locale: 'en',
        version: cart.version,
        ...(withUrls ? { redirect_urls: urls(cart, token) } : {}),
      },
      meta: {},
    };
  }

  const urls = (cart: FakeCart, token: string) => ({
    cart_url: `${storefront(cart.hash)}/cart.php?action=load&id=${cart.id}&token=${token}`,
    checkout_url: `${storefront(cart.hash)}/cart.php?action=loadInCheckout&id=${cart.id}&token=${token}`,
    embedded_checkout_url: `${storefront(cart.hash)}/cart.php?embedded=1&action=loadInCheckout&id=${cart.id}&token=${token}`,
  });

  type Wanted = { product_id: number; variant_id: number; quantity: number };
  /** The platform's checks on a line: a known variant of the product, a whole quantity, within its inventory. */
  function refusal(region: CommerceRegion, line: Partial<Wanted>, inCart: number): FakeAnswer | null {
    if (!Number.isInteger(line.quantity) || line.quantity! < 1) return problem(422, 'The quantity must be a whole number of at least 1');
    const found = variantOf(region, Number(line.product_id), Number(line.variant_id));
    if (!found) return problem(422, `Product ${line.product_id} has no variant ${line.variant_id}`);
    const level = inventory.get(found.variant.id) ?? found.variant.inventoryLevel;
    if (line.quantity! + inCart > level) return problem(422, `Not enough stock: ${found.variant.sku} has ${level}`);
    return null;
  }

  function touched(cart: FakeCart): void {
    cart.updated = new Date().toISOString();
    cart.version++;
  }

  /** Applies a write and answers it, held back once when a stall was asked for. */
  function written(answer: FakeAnswer): FakeAnswer {
    if (stall <= 0) return answer;
    const delayMs = stall;
    stall = 0;
    return { ...answer, delayMs };
  }

  function addLines(cart: FakeCart, lines: Wanted[]): FakeAnswer | null {
    for (const line of lines) {
      const existing = cart.items.find((i) => i.product_id === line.product_id && i.variant_id === line.variant_id);
      const refused = refusal(cart.region, line, existing?.quantity ?? 0);
      if (refused) return refused;
    }
    for (const line of lines) {
      const existing = cart.items.find((i) => i.product_id === line.product_id && i.variant_id === line.variant_id);
      if (existing) existing.quantity += line.quantity;
      else cart.items.push({ id: `item-${nextItem++}`, product_id: line.product_id, variant_id: line.variant_id, quantity: line.quantity });
    }
    return null;
  }

  function answer(store: Store, request: Pick<FakeRequest, 'method' | 'path' | 'query' | 'body' | 'params'>): FakeAnswer {
    const body = (request.body ?? {}) as { line_items?: Wanted[]; line_item?: Wanted; customer_id?: number };
    const withUrls = (request.query.get('include') ?? '').split(',').includes('redirect_urls');
    const cartId = request.params.cartId;
    const cart = cartId === undefined ? undefined : carts.get(cartId);
    if (cartId !== undefined && (!cart || cart.hash !== store.hash)) return MISSING;
    const itemId = request.params.itemId;
    const key = `${request.method} ${itemId !== undefined ? 'item' : (request.path.match(/\/(items|redirect_urls)$/)?.[1] ?? (cart ? 'cart' : 'carts'))}`;
    switch (key) {
      case 'POST carts': {
        const now = new Date().toISOString();
        const created: FakeCart = {
          id: crypto.randomUUID(),
          hash: store.hash,
          region: store.region,
          customer_id: body.customer_id ?? 0,
          items: [],
          created: now,
          updated: now,
          version: 1,
        };
        const refused = addLines(created, body.line_items ?? []);
        if (refused) return refused;
        if (created.items.length === 0) return problem(422, 'A cart needs at least one line item');
        carts.set(created.id, created);
        return written({ status: 201, json: view(created, withUrls) });
      }
      case 'GET cart':
        return { json: view(cart!, withUrls) };
      case 'PUT cart':
        if (typeof body.customer_id !== 'number') return problem(422, 'customer_id is required');
        cart!.customer_id = body.customer_id;
        touched(cart!);
        return written({ status: 201, json: view(cart!, withUrls) });
      case 'DELETE cart':
        carts.delete(cart!.id);
        return written({ status: 204 });
      case 'POST items': {
        const refused = addLines(cart!, body.line_items ?? []);
        if (refused) return refused;
        touched(cart!);
        return written({ status: 201, json: view(cart!, withUrls) });
      }
      case 'PUT item': {
        const item = cart!.items.find((i) => i.id === itemId);
        if (!item) return problem(404, `No item ${itemId}`);
        const line = body.line_item;
        if (!line || line.product_id !== item.product_id) return problem(422, 'line_item must name the item’s product');
        const refused = refusal(cart!.region, { ...line, variant_id: line.variant_id ?? item.variant_id }, 0);
        if (refused) return refused;
        item.quantity = line.quantity;
        touched(cart!);
        return written({ json: view(cart!, withUrls) });
      }
      case 'DELETE item': {
        if (!cart!.items.some((i) => i.id === itemId)) return problem(404, `No item ${itemId}`);
        cart!.items = cart!.items.filter((i) => i.id !== itemId);
        if (cart!.items.length === 0) {
          carts.delete(cart!.id);
          return written({ status: 204 });
        }
        touched(cart!);
        return written({ json: view(cart!, withUrls) });
      }
      case 'POST redirect_urls':
        return { status: 201, json: { data: urls(cart!, cart!.id.replaceAll('-', '').slice(0, 16)), meta: {} } };
      default:
        return problem(405, `${key} is not modelled by the fake`);
    }
  }

  return {
    carts,
    storefront,
    stallNextWrite(ms) {
      stall = ms;
    },
    setInventory(variantId, level) {
      inventory.set(variantId, level);
    },
    quantity(cartId, variantId) {
      return carts.get(cartId)?.items.find((i) => i.variant_id === variantId)?.quantity ?? 0;
    },
    convert(cartId) {
      carts.delete(cartId);
    },
    answer,
  };
}

/** The carts routes for fake-bigcommerce.ts (each goes through its spec and token checks). */
export function cartRoutes(route: Route, fake: FakeCarts): FakeRoute[] {
  const handler: Handler = (store, request) => fake.answer(store, request);
  return [
    route('/v3/carts', handler, 'POST'),
    ...['GET', 'PUT', 'DELETE'].map((method) => route('/v3/carts/:cartId', handler, method)),
    route('/v3/carts/:cartId/items', handler, 'POST'),
    ...['PUT', 'DELETE'].map((method) => route('/v3/carts/:cartId/items/:itemId', handler, method)),
    route('/v3/carts/:cartId/redirect_urls', handler, 'POST'),
  ];
}
