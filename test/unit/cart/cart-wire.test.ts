import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartLineView, CartView, CurrencyView } from '../../../shared/cart';
import { cartFromWire, cartToWire } from '../../../shared/cart-wire';
import { formatCurrency } from '../../../shared/currency';

const USD: CurrencyView = { code: 'USD', token: '$', token_location: 'left', decimal_token: '.', thousands_token: ',', decimal_places: 2 };
const NOK: CurrencyView = {
  code: 'NOK',
  token: 'kr',
  token_location: 'right',
  decimal_token: ',',
  thousands_token: ' ',
  decimal_places: 2,
};
const JPY: CurrencyView = { code: 'JPY', token: '¥', token_location: 'left', decimal_token: '.', thousands_token: ',', decimal_places: 0 };

const line = (price: number, quantity: number): CartLineView => ({
  id: '1',
  product_id: 1101,
  variant_id: 110105,
  sku: 'LP-1101-RED-205',
  name: 'Aurora Classic Ski',
  url: '/p/aurora-classic',
  image_url: '/media/i/aurora-classic-red',
  options: [],
  quantity,
  original_price: price,
  list_price: price,
  sale_price: price,
  extended_list_price: price * quantity,
  extended_sale_price: price * quantity,
});

const cart = (currency: CurrencyView, price: number, quantity: number, shipping: Partial<CartView> = {}): CartView => ({
  id: 'c'.repeat(64),
  uid: null,
  currency,
  base_amount: price * quantity,
  cart_amount: price * quantity,
  item_count: quantity,
  line_items: { physical_items: [line(price, quantity)] },
  shippingCost: 995,
  freeShipping: true,
  freeShippingAmount: 1,
  freeShippingThreshold: 15000,
  created_time: '2026-11-27T00:00:00.000Z',
  updated_time: '2026-11-27T00:00:00.000Z',
  ...shipping,
});

describe('cartToWire: the decimal amounts /api/cart answers', () => {
  it('us: two skis at 39995 cents', () => {
    const wire = cartToWire(cart(USD, 39995, 2, { freeShippingAmount: 0, shippingCost: 0 }));
    expect(wire).toMatchObject({
      base_amount: 799.9,
      cart_amount: 799.9,
      shippingCost: 0,
      freeShippingAmount: 0,
      freeShippingThreshold: 150,
    });
    expect(wire.line_items.physical_items[0]).toMatchObject({
      original_price: 399.95,
      list_price: 399.95,
      sale_price: 399.95,
      extended_list_price: 799.9,
      extended_sale_price: 799.9,
      quantity: 2,
      product_id: 1101,
    });
  });

  it('keeps null shipping figures null and the currency, ids and counts as they are', () => {
    const view = cart(NOK, 429900, 1, { shippingCost: null, freeShippingAmount: null, freeShippingThreshold: null });
    const wire = cartToWire(view);
    expect(wire).toMatchObject({ shippingCost: null, freeShippingAmount: null, freeShippingThreshold: null, base_amount: 4299 });
    expect({ ...wire.currency, id: wire.id, item_count: wire.item_count }).toEqual({ ...NOK, id: view.id, item_count: 1 });
  });

  it('jpy: whole yen stay whole', () => {
    expect(cartToWire(cart(JPY, 69700, 3)).base_amount).toBe(209100);
  });
});

describe('cartFromWire: the islands get back the minor units they format', () => {
  it.each([
    ['USD', cart(USD, 39995, 2), '$799.90'],
    ['USD with cents that binary fractions miss', cart(USD, 1999, 3, { freeShippingAmount: 9003 }), '$59.97'],
    ['NOK', cart(NOK, 429900, 1), '4 299,00 kr'],
    ['JPY', cart(JPY, 69700, 3, { shippingCost: 995, freeShippingThreshold: 15000 }), '¥209,100'],
  ])('%s: round trip is exact and formats the same', (_, view, shown) => {
    const back = cartFromWire(JSON.parse(JSON.stringify(cartToWire(view))));
    expect(back).toEqual(view);
    expect(formatCurrency(back.base_amount, back.currency)).toBe(shown);
  });
});

describe('the browser cart client reads /api decimals as minor units', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('addToCart gives the islands 39995, not 399.95', async () => {
    const answer = cartToWire(cart(USD, 39995, 1));
    const session = { csrfToken: 't', cartId: null, cartCount: 0, region: 'us', shopping: true };
    const fetch = vi.fn(async (url: string) => Response.json({ data: url === '/api/session' ? session : answer }, { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    const { addToCart } = await import('../../../client/lib/cart-client');
    const shown = await addToCart({ productId: 1101, variantId: 110105, quantity: 1 });
    expect(fetch).toHaveBeenCalledWith('/api/cart/create', expect.objectContaining({ method: 'POST' }));
    expect(shown.base_amount).toBe(39995);
    expect(shown.line_items.physical_items[0]!.sale_price).toBe(39995);
    expect(formatCurrency(shown.base_amount, shown.currency)).toBe('$399.95');
  });
});
