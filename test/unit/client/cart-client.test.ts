import { describe, expect, it } from 'vitest';
import { freeShippingProgress, parseCountCookie, withLineQuantity } from '../../../client/lib/cart-math';
import type { CartView } from '../../../shared/cart';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { getCartState, setCartState, useCartState } from '../../../client/lib/cart-state';

const line = (id: string, price: number, quantity: number) => ({
  id,
  product_id: 1,
  variant_id: Number(id),
  sku: `S${id}`,
  name: `Item ${id}`,
  url: `/p/item-${id}`,
  image_url: '',
  options: [],
  quantity,
  original_price: price,
  list_price: price,
  sale_price: price,
  extended_list_price: price * quantity,
  extended_sale_price: price * quantity,
});

const cart: CartView = {
  id: 'c',
  uid: null,
  currency: { code: 'USD', token: '$', token_location: 'left', decimal_token: '.', thousands_token: ',', decimal_places: 2 },
  base_amount: 3 * 2000 + 4500,
  cart_amount: 3 * 2000 + 4500,
  item_count: 4,
  line_items: { physical_items: [line('1', 2000, 3), line('2', 4500, 1)] },
  shippingCost: 995,
  freeShipping: true,
  freeShippingAmount: 15000 - 10500,
  freeShippingThreshold: 15000,
  created_time: '2026-01-01T00:00:00.000Z',
  updated_time: '2026-01-01T00:00:00.000Z',
};

describe('optimistic cart changes', () => {
  it('recomputes line, count, amounts and what is left to free shipping for a new quantity', () => {
    const next = withLineQuantity(cart, '1', 5);
    expect(next.line_items.physical_items[0]).toMatchObject({ quantity: 5, extended_sale_price: 10000 });
    expect(next).toMatchObject({ item_count: 6, base_amount: 14500, cart_amount: 14500, freeShippingAmount: 500 });
  });

  it('drops a removed line and keeps the shipping cost until the server answers', () => {
    const next = withLineQuantity(cart, '2', null);
    expect(next.line_items.physical_items.map((l) => l.id)).toEqual(['1']);
    expect(next).toMatchObject({ item_count: 3, base_amount: 6000, shippingCost: 995, freeShippingAmount: 9000 });
  });

  it('never reports less than nothing left to free shipping', () => {
    expect(withLineQuantity(cart, '2', 9).freeShippingAmount).toBe(0);
  });

  it('leaves the cart it was given untouched', () => {
    const before = structuredClone(cart);
    withLineQuantity(cart, '1', 9);
    expect(cart).toEqual(before);
  });
});

describe('free-shipping progress', () => {
  it('is the share of the threshold reached, capped at 1', () => {
    expect(freeShippingProgress({ base_amount: 7500, freeShippingThreshold: 15000 })).toBe(0.5);
    expect(freeShippingProgress({ base_amount: 30000, freeShippingThreshold: 15000 })).toBe(1);
  });

  it('is absent without a threshold', () => {
    expect(freeShippingProgress({ base_amount: 7500, freeShippingThreshold: null })).toBeNull();
  });
});

describe('the cart_count cookie', () => {
  it.each([
    ['cart_count=us%3D3%26no%3D1', 'us', 3],
    ['a=b; cart_count=us%3D3%26no%3D1; c=d', 'no', 1],
    ['cart_count=us%3D3', 'ca', null],
    ['other=1', 'us', null],
    ['cart_count=us%3D-2', 'us', null],
    ['cart_count=us%3Dmany', 'us', null],
  ])('reads %s for %s as %s', (header, region, expected) => {
    expect(parseCountCookie(header, region)).toBe(expected);
  });
});

describe('the shared cart state', () => {
  it('merges each change and keeps the same state object when nothing changed', () => {
    const ids = [1101];
    setCartState({ count: 2, productIds: ids });
    expect(getCartState()).toEqual({ count: 2, productIds: [1101] });
    const before = getCartState();
    setCartState({ count: 2, productIds: ids });
    expect(getCartState()).toBe(before);
    setCartState({ count: 3 });
    expect(getCartState()).toEqual({ count: 3, productIds: [1101] });
  });

  it('shows the server render (and so hydration) nothing known, whatever the browser holds', () => {
    setCartState({ count: 5 });
    const Probe = () => createElement('span', null, String(useCartState().count));
    expect(renderToString(createElement(Probe))).toBe('<span>null</span>');
  });
});
