/**
 * BigCommerce's Carts v3 API (vendor file carts.v3.yml), the calls the cart Durable Object
 * makes in platform mode: create with line items, read, add items, change a quantity, remove
 * an item, assign the customer, delete, and the checkout redirect URL. Writes are never
 * retried (worker/ports/http/send.ts sends each once): a write whose answer was lost is settled by the
 * Durable Object, which reads the platform's cart back and reconciles (platform-cart.ts). A read
 * that answers 5xx or loses its connection is tried once more, as every read is (retry.ts).
 * Failures are ProviderErrors of the `commerce` service: `timeout` (the route answers 504),
 * `rate_limited` (429 with the platform's reset as Retry-After), `upstream` / `bad_response`
 * (502); a line refused for stock is a PlatformStockRefusal (the shopper's 409).
 */
import * as v from 'valibot';
import { ProviderError } from '../ports/errors';
import { HTTP_MESSAGES } from '../ports/http/failures';
import { isTransientFailure, RETRY_DELAY_MS } from '../ports/http/retry';
import { sendOnce, type Fetch, type SendInit } from '../ports/http/send';
import { isStockRefusal, PlatformStockRefusal } from './platform-refusal';

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

export function platformCarts(store: PlatformStore, fetchImpl: Fetch = (input, init) => fetch(input, init)) {
  const base = `${store.host.replace(/\/+$/, '')}/stores/${store.hash}/v3/carts`;

  /**
   * One exchange, sent once (worker/ports/http/send.ts) under the store's own per-call limit (a Durable
   * Object has no request deadline to borrow); null for a 404 (the cart is gone) and for a 204
   * (the last item went, and the cart with it). A stock refusal is the shopper's answer.
   */
  async function send<S extends v.GenericSchema>(method: SendInit['method'], path: string, schema: S, what: string, body?: unknown) {
    const sent = await sendOnce(
      { service: 'commerce', url: `${base}${path}`, headers: { 'x-auth-token': store.token } },
      { method, body },
      { schema, timeoutMs: store.timeoutMs, nothing: [404, 204], fetch: fetchImpl },
    );
    if (sent.ok) return sent.value;
    if (isStockRefusal(sent)) throw new PlatformStockRefusal(`commerce: ${what}: ${JSON.stringify(sent.body)}`);
    throw new ProviderError('upstream', `commerce: ${what}: ${HTTP_MESSAGES.status(sent.status)}`, {
      service: 'commerce',
      status: sent.status,
      cause: sent.body,
    });
  }

  const cartOrNull = (answer: v.InferOutput<typeof cartAnswer> | null) => (answer === null ? null : toCart(answer));

  return {
    async create(items: readonly ItemRequest[], customerId: number | null): Promise<PlatformCart> {
      const body = { line_items: items, ...(customerId === null ? {} : { customer_id: customerId }) };
      const cart = cartOrNull(await send('POST', '', cartAnswer, 'creating a cart', body));
      if (!cart) throw new ProviderError('bad_response', 'commerce: creating a cart answered no cart', { service: 'commerce' });
      return cart;
    },
    /** The cart, or null when the platform no longer has it (expired, deleted, or converted to an order). */
    async read(id: string): Promise<PlatformCart | null> {
      const path = `/${encodeURIComponent(id)}`;
      try {
        return cartOrNull(await send('GET', path, cartAnswer, 'reading a cart'));
      } catch (error) {
        // `upstream` without a status is a lost connection; a timeout is not tried again (its wait is spent).
        const transient = error instanceof ProviderError && error.kind === 'upstream' && isTransientFailure(error.status ?? 'reset');
        if (!transient) throw error;
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
        return cartOrNull(await send('GET', path, cartAnswer, 'reading a cart'));
      }
    },
    async add(id: string, items: readonly ItemRequest[]): Promise<PlatformCart | null> {
      return cartOrNull(await send('POST', `/${encodeURIComponent(id)}/items`, cartAnswer, 'adding items', { line_items: items }));
    },
    async setQuantity(id: string, itemId: string, item: ItemRequest): Promise<PlatformCart | null> {
      const path = `/${encodeURIComponent(id)}/items/${encodeURIComponent(itemId)}`;
      return cartOrNull(await send('PUT', path, cartAnswer, 'changing a quantity', { line_item: item }));
    },
    /** Null also when this was the last item: the platform then deletes the cart. */
    async remove(id: string, itemId: string): Promise<PlatformCart | null> {
      const path = `/${encodeURIComponent(id)}/items/${encodeURIComponent(itemId)}`;
      return cartOrNull(await send('DELETE', path, cartAnswer, 'removing an item'));
    },
    async setCustomer(id: string, customerId: number): Promise<PlatformCart | null> {
      return cartOrNull(await send('PUT', `/${encodeURIComponent(id)}`, cartAnswer, 'assigning the customer', { customer_id: customerId }));
    },
    async delete(id: string): Promise<void> {
      await send('DELETE', `/${encodeURIComponent(id)}`, v.unknown(), 'deleting a cart');
    },
    /** The platform's checkout URL for the cart; null when the cart is gone. */
    async checkoutUrl(id: string): Promise<string | null> {
      const answer = await send('POST', `/${encodeURIComponent(id)}/redirect_urls`, redirectAnswer, 'redirect URLs', {});
      return answer === null ? null : answer.data.checkout_url;
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
  platformFailure: {
    kind: 'timeout' | 'rate_limited' | 'upstream' | 'bad_response' | 'unsupported';
    message: string;
    /** A 429's wait (the platform's X-Rate-Limit-Time-Reset-Ms), for the shopper's Retry-After. */
    retryAfterMs?: number;
  };
}

export function storeFor(connection: PlatformConnection, region: string): PlatformStore {
  const store = connection.stores[region];
  if (!store) throw new ProviderError('unsupported', `commerce: no BigCommerce store for region ${region}`, { service: 'commerce' });
  return { host: connection.host, timeoutMs: connection.timeoutMs, ...store };
}
