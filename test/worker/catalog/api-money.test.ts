/**
 * Money on the wire (spec §7 and §9): every /api amount is the platform's decimal
 * amount. Worked examples: the figures are written out, not computed the way the code does.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { createEmbeddedCommerce } from '../../../worker/ports/commerce/embedded';
import { assetsSource } from '../../../worker/ports/data';
import { requestCalls } from '../../../worker/ports/context';
import type { NewOrder } from '../../../worker/ports/commerce';
import { Client } from '../cart/cart-support';
import { signedUp } from '../account/account-support';

// Each account costs PBKDF2 hashing and a solved proof of work: a busy machine needs more than 5 s per case.
vi.setConfig({ testTimeout: 60_000 });

const commerce = () => createEmbeddedCommerce({ source: assetsSource(env.ASSETS), db: env.COMMERCE_DB });

/** One pair of skis at $299.00 and two tins of wax at $49.95, $14.95 shipping, $4.35 tax. */
const order = (customer: { id: number; email: string }, overrides: Partial<NewOrder> = {}): NewOrder => ({
  customer_id: customer.id,
  email: customer.email,
  status: 'shipped',
  region: 'us',
  currency_code: 'USD',
  shipping_cost: 1_495,
  tax: 435,
  billing_address: {},
  shipping_address: {},
  lines: [
    { product_id: 1101, variant_id: 110101, sku: 'LP-1101-BLUE-195', name: 'Aurora Classic', options: [], quantity: 1, unit_price: 29_900 },
    { product_id: 1201, variant_id: 120101, sku: 'LP-WAX', name: 'Glide wax', options: [], quantity: 2, unit_price: 4_995 },
  ],
  ...overrides,
});

// $299.00 + 2 × $49.95 = $398.90; + $14.95 shipping + $4.35 tax = $418.20.
const DECIMAL_ORDER = {
  subtotal: 398.9,
  shipping_cost: 14.95,
  tax: 4.35,
  total: 418.2,
  currency_code: 'USD',
  lines: [
    { sku: 'LP-1101-BLUE-195', quantity: 1, unit_price: 299, total: 299 },
    { sku: 'LP-WAX', quantity: 2, unit_price: 49.95, total: 99.9 },
  ],
};

describe('/api/orders answers decimal amounts', () => {
  it('GET /api/orders/{id}, /api/order/{id} and the guest /api/order-status/{id}', async () => {
    const owner = await signedUp('money');
    const placed = await commerce().createOrder(requestCalls().commerce('us'), order(owner));
    for (const path of [`/api/orders/${placed.id}`, `/api/order/${placed.id}`]) {
      const res = await owner.client.fetch(path);
      expect(res.status, path).toBe(200);
      expect(((await res.json()) as { data: unknown }).data, path).toMatchObject(DECIMAL_ORDER);
    }
    const guest = new Client();
    const status = await guest.fetch(`/api/order-status/${placed.id}?email=${encodeURIComponent(owner.email)}`);
    expect(status.status).toBe(200);
    expect(((await status.json()) as { data: unknown }).data).toMatchObject(DECIMAL_ORDER);
  });

  it('a currency with no minor unit stays whole: ¥5000 is 5000', async () => {
    const owner = await signedUp('yen');
    const placed = await commerce().createOrder(
      requestCalls().commerce('us'),
      order(owner, {
        currency_code: 'JPY',
        shipping_cost: 500,
        tax: 0,
        lines: [
          {
            product_id: 1101,
            variant_id: 110101,
            sku: 'LP-1101-BLUE-195',
            name: 'Aurora Classic',
            options: [],
            quantity: 1,
            unit_price: 5_000,
          },
        ],
      }),
    );
    const body = (await (await owner.client.fetch(`/api/orders/${placed.id}`)).json()) as { data: unknown };
    expect(body.data).toMatchObject({ subtotal: 5000, shipping_cost: 500, total: 5500, lines: [{ unit_price: 5000, total: 5000 }] });
  });
});
