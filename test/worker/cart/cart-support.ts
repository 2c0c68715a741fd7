import { SELF } from 'cloudflare:test';
import type { CommerceRegion } from '../../../worker/rules/regions';
import { commerceProducts } from '../../../worker/data/catalog';

export const ORIGIN = 'https://loipe.test';

export interface ClientDefaults {
  region?: string;
  country?: string;
  /** Where requests go: the Worker as configured (SELF) unless a test serves an app with another env. */
  send?: (url: string, init: RequestInit) => Promise<Response>;
}

/** A shopper with a cookie jar: what `curl -b jar -c jar` is in the issue's "done when". */
export class Client {
  cookies = new Map<string, string>();
  token = '';

  constructor(readonly defaults: ClientDefaults = {}) {}

  get cookie(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async fetch(path: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Response> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookie;
    if (this.defaults.region && !('region' in headers)) headers.region = this.defaults.region;
    if (this.defaults.country) headers['cf-ipcountry'] = this.defaults.country;
    const send = this.defaults.send ?? ((url: string, request: RequestInit) => SELF.fetch(url, request));
    const res = await send(`${ORIGIN}${path}`, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      if (/max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** GET /api/session, keeping the csrf token for later calls. */
  async session(): Promise<{ csrfToken: string; cartId: string | null; cartCount: number; region: string; shopping: boolean }> {
    const res = await this.fetch('/api/session');
    const body = (await res.json()) as {
      data: { csrfToken: string; cartId: string | null; cartCount: number; region: string; shopping: boolean };
    };
    this.token = body.data.csrfToken;
    return body.data;
  }

  /** A JSON call with the csrf token (unless `token: null`). */
  api(
    method: string,
    path: string,
    body?: unknown,
    extra: { token?: string | null; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { ...extra.headers };
    const token = extra.token === undefined ? this.token : extra.token;
    if (token) headers['csrf-token'] = token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return this.fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  }
}

export interface CartBody {
  data: {
    id: string;
    uid: string | null;
    base_amount: number;
    item_count: number;
    currency: { code: string };
    line_items: {
      physical_items: {
        id: string;
        product_id: number;
        variant_id: number;
        quantity: number;
        sale_price: number;
        name: string;
        image_url: string;
        url: string;
      }[];
    };
    shippingCost: number | null;
    freeShipping: boolean;
    freeShippingAmount: number | null;
    updated_time: string;
  };
}

export interface ErrorBody {
  error: { code: string; message: string; issues: { path: string; message: string; available?: number }[] };
}

export interface Pick {
  product_id: number;
  variant_id: number;
  stock: number;
  price: number;
}

/** Purchasable variants of the embedded catalog in a store, with at least `minStock` units. */
export function variants(region: CommerceRegion, minStock = 1): Pick[] {
  return commerceProducts(region)
    .filter((p) => p.is_visible && p.variants.length > 1)
    .flatMap((p) => p.variants)
    .filter((v) => v.isPurchasable && v.inventoryLevel >= minStock)
    .map((v) => ({ product_id: v.product_id, variant_id: v.id, stock: v.inventoryLevel, price: v.calculatedPrice.value }));
}

/** A sold-out variant of a product that is otherwise on sale. */
export function soldOut(region: CommerceRegion): Pick {
  const v = commerceProducts(region)
    .filter((p) => p.is_visible)
    .flatMap((p) => p.variants)
    .find((x) => x.inventoryLevel === 0);
  if (!v) throw new Error(`no sold-out variant in ${region}`);
  return { product_id: v.product_id, variant_id: v.id, stock: 0, price: v.calculatedPrice.value };
}

export const line = (pick: Pick, quantity: number) => ({ product_id: pick.product_id, variant_id: pick.variant_id, quantity });

/** A shopper with a session token and a cart holding `quantity` of `pick`. */
export async function shopperWithCart(
  pick: Pick,
  quantity = 1,
  defaults: ClientDefaults = {},
): Promise<{ shopper: Client; cart: CartBody['data'] }> {
  const shopper = new Client(defaults);
  await shopper.session();
  const res = await shopper.api('POST', '/cart/create', { line_items: [line(pick, quantity)] });
  if (res.status !== 201) throw new Error(`cart/create answered ${res.status}: ${await res.text()}`);
  return { shopper, cart: ((await res.json()) as CartBody).data };
}
