// The cart API answers the platform's decimal amounts (spec §7, §9), while the cart
// page renders the same strings as before. Worked examples: the Aurora Classic ski, variant
// 110105, is $399.95 in the us store and 4 299 kr in the no store; US free shipping is from
// $150 (else $14.95 standard), Norway's from 1 500 kr.
import { reset } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { shopperWithCart, type Pick } from './cart-support';

afterEach(() => reset());

const AURORA: Pick = { product_id: 1101, variant_id: 110105, stock: 1, price: 0 };

describe('/api/cart answers decimal amounts', () => {
  it('us: two skis at 399.95', async () => {
    const { shopper, cart } = await shopperWithCart(AURORA, 2, { region: 'us' });
    const expected = {
      base_amount: 799.9,
      cart_amount: 799.9,
      shippingCost: 0,
      freeShipping: true,
      freeShippingAmount: 0,
      freeShippingThreshold: 150,
      currency: { code: 'USD', decimal_places: 2 },
    };
    expect(cart).toMatchObject(expected);
    expect(cart.line_items.physical_items[0]).toMatchObject({
      original_price: 399.95,
      list_price: 399.95,
      sale_price: 399.95,
      extended_list_price: 799.9,
      extended_sale_price: 799.9,
    });
    const read = await shopper.api('GET', `/cart/${cart.id}`);
    expect(((await read.json()) as { data: unknown }).data).toMatchObject(expected);
  });

  it('no: one ski at 4299 kroner, 1 500 kr to free shipping', async () => {
    const { cart } = await shopperWithCart(AURORA, 1, { region: 'no' });
    expect(cart).toMatchObject({
      base_amount: 4299,
      cart_amount: 4299,
      freeShippingThreshold: 1500,
      freeShippingAmount: 0,
      currency: { code: 'NOK', decimal_places: 2 },
    });
    expect(cart.line_items.physical_items[0]).toMatchObject({ sale_price: 4299, extended_sale_price: 4299 });
  });

  it('the cart page still shows the minor-unit strings: $799.90', async () => {
    const { shopper } = await shopperWithCart(AURORA, 2, { region: 'us' });
    const html = await (await shopper.fetch('/en-us/cart')).text();
    expect(html).toContain('$799.90');
    expect(html).toContain('$399.95');
  });

  it('GET cart/{id}/shipping-options: option costs and the threshold', async () => {
    const { shopper, cart } = await shopperWithCart(AURORA, 1, { region: 'us' });
    const res = await shopper.api('GET', `/cart/${cart.id}/shipping-options?country_code=US&state_or_province=CO`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toEqual({
      country_code: 'US',
      zone_id: 1,
      options: [
        { id: 101, name: 'Free standard shipping', type: 'freeshipping', cost: 0 },
        { id: 102, name: 'Standard shipping', type: 'total', cost: 14.95 },
      ],
      free_shipping_threshold: 150,
      ships: true,
    });
  });
});
