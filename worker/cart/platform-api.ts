/**
 * BigCommerce's Carts v3 API (vendor file carts.v3.yml), the calls the cart Durable Object
 * makes in platform mode: create with line items, read, add items, change a quantity, remove
 * an item, assign the customer, delete, and the checkout redirect URL. Writes are never
 * retried here: a write whose answer was lost is settled by the Durable Object, which reads
 * the platform's cart back and reconciles (durable/platform-cart.ts). Failures are
 * ProviderErrors of the `commerce` service: `timeout` (the route answers 504) or `upstream`
 * / `bad_response` (502).
 */
import * as v from 'valibot';
import { ProviderError } from '../providers/errors';

/** How the Durable Object reaches one region's store; the Worker sends it with each call. */
export interface PlatformStore {
  /** `https://api.bigcommerce.com` (BIGCOMMERCE_API_HOST). */
  host: string;
  hash: string;
  token: string;
  /** Per request (BIGCOMMERCE_CART_TIMEOUT_MS). */
  timeoutMs: number;
}

const itemSchema = v.object({
  id: v.string(),
  product_id: v.number(),
  variant_id: v.number(),
  quantity: v.number(),
});

const cartSchema = v.object({
  id: v.string(),
  customer_id: v.optional(v.number(), 0),
  line_items: v.optional(v.object({ physical_items: v.optional(v.array(itemSchema), []) }), { physical_items: [] }),
});
const cartAnswer = v.object({ data: cartSchema });
const redirectAnswer = v.object({ data: v.object({ checkout_url: v.string(), cart_url: v.optional(v.string()) }) });

export type PlatformItem = v.InferOutput<typeof itemSchema>;
export interface PlatformCart {
  id: string;
  customerId: number;
  items: PlatformItem[];
}

export interface ItemRequest {
  product_id: number;
  variant_id: number;
  quantity: number;
}

const toCart = (answer: v.InferOutput<typeof cartAnswer>): PlatformCart => ({
  id: answer.data.id,
  customerId: answer.data.customer_id,
  items: answer.data.line_items.physical_items,
});

export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export function platformCarts(store: PlatformStore, fetchImpl: Fetch = (input, init) => fetch(input, init)) {
  const base = `${store.host.replace(/\/+$/, '')}/stores/${store.hash}/v3/carts`;

  /** One exchange; null for a 404 (the cart is gone) and for a 204 (the last item went, and the cart with it). */
  async function send(method: string, path: string, body?: unknown): Promise<unknown> {
    const target = `${base}${path}`;
    const where = `commerce: ${method} ${target.replace(/\/stores\/[^/]+/, '/stores/…')}`;
    let response: Response;
    try {
      response = await fetchImpl(target, {
        method,
        headers: {
          'x-auth-token': store.token,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(store.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new ProviderError(timedOut ? 'timeout' : 'upstream', `${where}: ${timedOut ? 'no answer in time' : String(error)}`, {
        service: 'commerce',
        cause: error,
      });
    }
    if (response.status === 404 || response.status === 204) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ProviderError(response.status === 429 ? 'rate_limited' : 'upstream', `${where} answered ${response.status}`, {
        service: 'commerce',
        status: response.status,
      });
    }
    try {
      return await response.json();
    } catch (error) {
      // The body did not arrive in time, or is not JSON: whether the write happened is unknown.
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new ProviderError(timedOut ? 'timeout' : 'bad_response', `${where}: unreadable answer`, { service: 'commerce', cause: error });
    }
  }

  function parsed<S extends v.GenericSchema>(schema: S, raw: unknown, what: string): v.InferOutput<S> {
    const result = v.safeParse(schema, raw);
    if (!result.success)
      throw new ProviderError('bad_response', `commerce: ${what}: ${v.summarize(result.issues)}`, { service: 'commerce' });
    return result.output;
  }

  const cartOrNull = (raw: unknown, what: string) => (raw === null ? null : toCart(parsed(cartAnswer, raw, what)));

  return {
    async create(items: readonly ItemRequest[], customerId: number | null): Promise<PlatformCart> {
      const raw = await send('POST', '', { line_items: items, ...(customerId === null ? {} : { customer_id: customerId }) });
      const cart = cartOrNull(raw, 'created cart');
      if (!cart) throw new ProviderError('bad_response', 'commerce: creating a cart answered no cart', { service: 'commerce' });
      return cart;
    },
    /** The cart, or null when the platform no longer has it (expired, deleted, or converted to an order). */
    async read(id: string): Promise<PlatformCart | null> {
      return cartOrNull(await send('GET', `/${encodeURIComponent(id)}`), 'cart');
    },
    async add(id: string, items: readonly ItemRequest[]): Promise<PlatformCart | null> {
      return cartOrNull(await send('POST', `/${encodeURIComponent(id)}/items`, { line_items: items }), 'cart after add');
    },
    async setQuantity(id: string, itemId: string, item: ItemRequest): Promise<PlatformCart | null> {
      const path = `/${encodeURIComponent(id)}/items/${encodeURIComponent(itemId)}`;
      return cartOrNull(await send('PUT', path, { line_item: item }), 'cart after quantity change');
    },
    /** Null also when this was the last item: the platform then deletes the cart. */
    async remove(id: string, itemId: string): Promise<PlatformCart | null> {
      const path = `/${encodeURIComponent(id)}/items/${encodeURIComponent(itemId)}`;
      return cartOrNull(await send('DELETE', path), 'cart after removal');
    },
    async setCustomer(id: string, customerId: number): Promise<PlatformCart | null> {
      return cartOrNull(await send('PUT', `/${encodeURIComponent(id)}`, { customer_id: customerId }), 'cart after customer change');
    },
    async delete(id: string): Promise<void> {
      await send('DELETE', `/${encodeURIComponent(id)}`);
    },
    /** The platform's checkout URL for the cart; null when the cart is gone. */
    async checkoutUrl(id: string): Promise<string | null> {
      const raw = await send('POST', `/${encodeURIComponent(id)}/redirect_urls`, {});
      return raw === null ? null : parsed(redirectAnswer, raw, 'redirect URLs').data.checkout_url;
    },
  };
}

export type PlatformCarts = ReturnType<typeof platformCarts>;

/** Every region's store, as the Worker hands it to the cart Durable Object with each call. */
export interface PlatformConnection {
  host: string;
  timeoutMs: number;
  stores: Partial<Record<string, { hash: string; token: string }>>;
}

/** A platform failure as the Durable Object answers it (a thrown error would not cross itty-durable's wire intact). */
export interface PlatformFailure {
  platformFailure: { kind: 'timeout' | 'rate_limited' | 'upstream' | 'bad_response' | 'unsupported'; message: string };
}

export function storeFor(connection: PlatformConnection, region: string): PlatformStore {
  const store = connection.stores[region];
  if (!store) throw new ProviderError('unsupported', `commerce: no BigCommerce store for region ${region}`, { service: 'commerce' });
  return { host: connection.host, timeoutMs: connection.timeoutMs, ...store };
}
