import { reset } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Client, shopperWithCart, variants } from '../cart/cart-support';
import { migrate } from './order-support';

beforeEach(() => migrate());
afterEach(() => reset());

const us = variants('us', 5);
const [a] = us.filter((p) => p.price < 5000) as [(typeof us)[0]];

describe('GET /api/cart/{id}/shipping-options', () => {
  it('lists the methods to a destination with id and cost', async () => {
    const { shopper, cart } = await shopperWithCart(a, 1);
    const res = await shopper.api('GET', `/cart/${cart.id}/shipping-options?country_code=US&state_or_province=CO&postal_code=80202`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      data: { options: { id: number; cost: number }[]; free_shipping_threshold: number | null; ships: boolean };
    };
    expect(body.data).toMatchObject({ ships: true, free_shipping_threshold: 150 });
    expect(body.data.options).toEqual([expect.objectContaining({ id: 102, cost: a.price < 5000 ? 9.95 : 14.95 })]);
    const alaska = (await (
      await shopper.api('GET', `/cart/${cart.id}/shipping-options?country_code=US&state_or_province=AK`)
    ).json()) as typeof body;
    expect(alaska.data.options.map((o) => o.id)).toEqual([201]);
    const nowhere = (await (await shopper.api('GET', `/cart/${cart.id}/shipping-options?country_code=DE`)).json()) as typeof body;
    expect(nowhere.data).toMatchObject({ ships: false, options: [] });
  });

  it('reads a state by name as the order endpoint does (Alaska, alaska, AK, ak)', async () => {
    const { shopper, cart } = await shopperWithCart(a, 1);
    for (const state of ['Alaska', 'alaska', 'AK', 'ak', ' Alaska ']) {
      const res = await shopper.api(
        'GET',
        `/cart/${cart.id}/shipping-options?country_code=US&state_or_province=${encodeURIComponent(state)}`,
      );
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data: { options: { id: number }[] } };
      expect(
        body.data.options.map((o) => o.id),
        state,
      ).toEqual([201]);
    }
    const colorado = await shopper.api('GET', `/cart/${cart.id}/shipping-options?country_code=US&state_or_province=Colorado`);
    expect(((await colorado.json()) as { data: { options: { id: number }[] } }).data.options.map((o) => o.id)).toEqual([102]);
  });

  it('refuses a bad postal code (400) and another session’s cart (404)', async () => {
    const { shopper, cart } = await shopperWithCart(a, 1);
    expect((await shopper.api('GET', `/cart/${cart.id}/shipping-options?country_code=US&postal_code=ABC`)).status).toBe(400);
    expect((await shopper.api('GET', `/cart/${cart.id}/shipping-options`)).status).toBe(400);
    const other = new Client();
    await other.session();
    expect((await other.api('GET', `/cart/${cart.id}/shipping-options?country_code=US`)).status).toBe(404);
  });
});
