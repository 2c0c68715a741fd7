import { applyD1Migrations, env } from 'cloudflare:test';
import type { Client, Pick } from '../cart/cart-support';
import { createEmbeddedCommerce } from '../../../worker/ports/commerce';
import type { OrderRecord } from '../../../worker/ports/commerce/types';
import { requestCalls } from '../../../worker/ports/context';
import { assetsSource } from '../../../worker/ports/data';
import { isolateStockMemo } from '../../../worker/ports/commerce/stock-memo';

/** The D1 schema (and stock seed) again: `reset()` empties the database between tests. */
export const migrate = () =>
  applyD1Migrations(env.COMMERCE_DB, (env as unknown as { TEST_MIGRATIONS: Parameters<typeof applyD1Migrations>[1] }).TEST_MIGRATIONS);

export const ADDRESS_US = {
  first_name: 'Kari',
  last_name: 'Nordmann',
  company: '',
  address1: '1600 Larimer St',
  address2: '',
  city: 'Denver',
  state_or_province: 'CO',
  postal_code: '80202',
  country_code: 'US',
  phone: '+1 303 555 0100',
};

export const CARD_OK = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2034, cvc: '123', name: 'Kari Nordmann' };
export const CARD_DECLINED = { ...CARD_OK, number: '4000 0000 0000 0002' };

export function orderBody(cartId: string, over: Record<string, unknown> = {}) {
  return { cart_id: cartId, email: 'kari@example.com', shipping_address: ADDRESS_US, shipping_method_id: 102, payment: CARD_OK, ...over };
}

export interface OrderBody {
  data: {
    order: {
      id: number;
      status: string;
      lines: { variant_id: number; quantity: number; unit_price: number; total: number }[];
      subtotal: number;
      shipping: number;
      tax: number;
      total: number;
      currency: string;
      email: string;
      payment: { brand: string; last4: string };
      created_at: string;
    };
  };
}

export async function level(region: string, variantId: number): Promise<number | null> {
  const row = await env.COMMERCE_DB.prepare('SELECT level FROM inventory WHERE region = ? AND variant_id = ?')
    .bind(region, variantId)
    .first<{ level: number }>();
  return row ? row.level : null;
}

export async function setLevel(region: string, pick: Pick, value: number): Promise<void> {
  await env.COMMERCE_DB.prepare(
    'INSERT INTO inventory (region, variant_id, product_id, level, seeded) VALUES (?1, ?2, ?3, ?4, ?4) ON CONFLICT (region, variant_id) DO UPDATE SET level = ?4, seeded = ?4',
  )
    .bind(region, pick.variant_id, pick.product_id, value)
    .run();
  // Written behind the Worker's back, as another isolate would: this one reads it live from now on.
  isolateStockMemo.forget(region, [pick.variant_id]);
}

export async function count(sql: string, ...values: unknown[]): Promise<number> {
  return Number(
    (
      await env.COMMERCE_DB.prepare(sql)
        .bind(...values)
        .first<{ n: number }>()
    )?.n ?? 0,
  );
}

export function placeOrder(shopper: Client, body: unknown, key: string | null = crypto.randomUUID()): Promise<Response> {
  return shopper.api('POST', '/orders', body, { headers: key === null ? {} : { 'idempotency-key': key } });
}

/** A shipped order of one Aurora Classic in the US store, written through the embedded commerce port. */
export function shippedOrder(
  customerId: number | null,
  email: string,
  shipments: { carrier: string; tracking_number: string; shipped_at: number }[] = [],
): Promise<OrderRecord> {
  const commerce = createEmbeddedCommerce({ source: assetsSource(env.ASSETS), db: env.COMMERCE_DB });
  return commerce.createOrder(requestCalls().commerce('us'), {
    customer_id: customerId,
    email,
    status: 'shipped',
    region: 'us',
    currency_code: 'USD',
    shipping_cost: 0,
    tax: 0,
    billing_address: {},
    shipping_address: {},
    lines: [
      {
        product_id: 1101,
        variant_id: 110101,
        sku: 'LP-1101-BLUE-195',
        name: 'Aurora Classic',
        options: [],
        quantity: 1,
        unit_price: 29_900,
      },
    ],
    shipments,
  });
}
