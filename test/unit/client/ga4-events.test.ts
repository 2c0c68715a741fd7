/**
 * Every commerce event the shop pushes on dataLayer, checked against GA4's recommended
 * e-commerce schema (developers.google.com/analytics/devguides/collection/ga4/reference/events):
 * the parameters each event takes, the item's fields, a currency with every value, a value that
 * is what the items cost, and a transaction id on the purchase. One case per event.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  accountEvent,
  addToCartEvent,
  pendingAccountEvent,
  pushEvent,
  searchEvent,
  selectItemEvent,
  viewItemEvent,
  viewItemListEvent,
  type AnalyticsProduct,
  type DataLayerEvent,
} from '../../../shared/analytics';
import { cartChangeEvent, viewCartEvent } from '../../../shared/cart-analytics';
import { cartEvent, orderEvents } from '../../../worker/checkout/step';
import type { OrderView } from '../../../worker/checkout/order-view';
import type { CartLine } from '../../../worker/cart/lines';

// GA4's item: an id or a name (we always send both), a price and a quantity; the rest optional.
const Item = v.looseObject({
  item_id: v.pipe(v.string(), v.minLength(1)),
  item_name: v.pipe(v.string(), v.minLength(1)),
  price: v.pipe(v.number(), v.minValue(0)),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  item_variant: v.optional(v.string()),
  item_category: v.optional(v.string()),
  item_list_id: v.optional(v.string()),
  item_list_name: v.optional(v.string()),
  index: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  discount: v.optional(v.number()),
});
const Currency = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/));
const Items = v.pipe(v.array(Item), v.minLength(1));
/** value and currency together (GA4 drops a value without a currency), the value what the items cost. */
const Valued = {
  currency: Currency,
  value: v.pipe(v.number(), v.minValue(0)),
  items: Items,
};
const withItemsValue = <T extends { value: number; items: { price: number; quantity: number }[] }>(schema: v.GenericSchema<unknown, T>) =>
  v.pipe(
    schema,
    v.check((e) => Math.abs(e.value - e.items.reduce((sum, i) => sum + i.price * i.quantity, 0)) < 0.005, 'value is the items’ cost'),
  );

const ecommerce = (name: string, body: v.GenericSchema) => v.strictObject({ event: v.literal(name), ecommerce: body });

const SCHEMAS: Record<string, v.GenericSchema> = {
  view_item_list: ecommerce(
    'view_item_list',
    v.strictObject({ item_list_id: v.string(), item_list_name: v.string(), currency: Currency, items: Items }),
  ),
  select_item: ecommerce(
    'select_item',
    v.strictObject({ item_list_id: v.string(), item_list_name: v.string(), currency: Currency, items: v.pipe(Items, v.length(1)) }),
  ),
  view_item: ecommerce('view_item', withItemsValue(v.strictObject(Valued))),
  add_to_cart: ecommerce('add_to_cart', withItemsValue(v.strictObject(Valued))),
  remove_from_cart: ecommerce('remove_from_cart', withItemsValue(v.strictObject(Valued))),
  view_cart: ecommerce('view_cart', v.strictObject(Valued)),
  begin_checkout: ecommerce('begin_checkout', v.strictObject({ ...Valued, coupon: v.optional(v.string()) })),
  // The checkout's values are the items' worth too: shipping and tax stay out of `value` (GA4's reference).
  add_shipping_info: ecommerce(
    'add_shipping_info',
    withItemsValue(v.strictObject({ ...Valued, coupon: v.optional(v.string()), shipping_tier: v.optional(v.string()) })),
  ),
  add_payment_info: ecommerce(
    'add_payment_info',
    withItemsValue(v.strictObject({ ...Valued, coupon: v.optional(v.string()), payment_type: v.optional(v.string()) })),
  ),
  purchase: ecommerce(
    'purchase',
    withItemsValue(
      v.strictObject({
        ...Valued,
        transaction_id: v.pipe(v.string(), v.minLength(1)),
        tax: v.optional(v.number()),
        shipping: v.optional(v.number()),
        coupon: v.optional(v.string()),
      }),
    ),
  ),
  search: v.strictObject({ event: v.literal('search'), search_term: v.pipe(v.string(), v.minLength(1)) }),
  login: v.strictObject({ event: v.literal('login'), method: v.optional(v.string()) }),
  sign_up: v.strictObject({ event: v.literal('sign_up'), method: v.optional(v.string()) }),
};

function expectGa4(event: DataLayerEvent | null | undefined, name: string) {
  expect(event?.event).toBe(name);
  const result = v.safeParse(SCHEMAS[name]!, event);
  expect(result.issues?.map((i) => `${v.getDotPath(i) ?? ''}: ${i.message}`) ?? []).toEqual([]);
}

const ski: AnalyticsProduct = {
  id: 1103,
  variant_id: 110301,
  sku: 'LP-1103-BLUE-180',
  name: 'Nordlys Waxless',
  price: 239.95,
  original_price: 299.95,
  sale_price: 239.95,
  currency: 'USD',
  category: 'Classic Skis',
  variant: 'Blue / 180 cm',
};

// A cart line in minor units, as the cart keeps and shows it.
const line = {
  id: 'line-1',
  product_id: 1101,
  variant_id: 110102,
  sku: 'LP-1101-RED-190',
  name: 'Aurora Classic Ski',
  quantity: 2,
  original_price: 39995,
  sale_price: 39995,
};
const wax = {
  ...line,
  id: 'line-2',
  product_id: 1502,
  variant_id: 150201,
  sku: 'LP-1502',
  name: 'Kvist Grip Wax',
  quantity: 1,
  original_price: 2495,
  sale_price: 2495,
};
const USD = { code: 'USD', decimal_places: 2 };
const cart = { currency: USD, cart_amount: 2 * 39995 + 2495, line_items: { physical_items: [line, wax] } };

const order = {
  id: 100042,
  currency: 'EUR',
  total: 41240,
  tax: 6585,
  shipping: 990,
  payment: { brand: 'visa' },
  lines: [{ product_id: 1101, variant_id: 110102, sku: 'LP-1101-RED-190', name: 'Aurora Klassikski', quantity: 1, unit_price: 40250 }],
} as unknown as OrderView;

describe('GA4 e-commerce events, one per event', () => {
  it('view_item_list (a category or search grid)', () => {
    expectGa4(
      viewItemListEvent({ name: 'Search results', id: 'search-results' }, [ski, { ...ski, id: 7, name: 'Other' }]),
      'view_item_list',
    );
  });
  it('select_item (a card of a named list)', () => {
    expectGa4(selectItemEvent({ name: 'Classic', id: 'category-classic' }, ski, 3), 'select_item');
  });
  it('view_item (the product page)', () => {
    expectGa4(viewItemEvent(ski), 'view_item');
  });
  it('add_to_cart (the buy box, and a quantity raised in the cart)', () => {
    expectGa4(addToCartEvent({ ...ski, quantity: 2 }), 'add_to_cart');
    const raised = cartChangeEvent(line, 5, USD);
    expectGa4(raised, 'add_to_cart');
    expect(raised?.ecommerce).toMatchObject({ value: 1199.85, items: [{ quantity: 3, price: 399.95 }] });
  });
  it('remove_from_cart (a line removed, or its quantity lowered)', () => {
    const removed = cartChangeEvent(line, 0, USD);
    expectGa4(removed, 'remove_from_cart');
    expect(removed?.ecommerce).toMatchObject({ value: 799.9, items: [{ item_id: '1101', quantity: 2 }] });
    expectGa4(cartChangeEvent(line, 1, USD), 'remove_from_cart');
    expect(cartChangeEvent(line, 2, USD)).toBeNull();
  });
  it('view_cart (the cart page with lines), its value the cart amount', () => {
    const event = viewCartEvent(cart);
    expectGa4(event, 'view_cart');
    expect(event.ecommerce).toMatchObject({ currency: 'USD', value: 824.85 });
  });
  it('begin_checkout and add_shipping_info (the checkout steps)', () => {
    const k = { currency: { code: 'USD' }, cart: { lines: [line, wax] as unknown as CartLine[] } } as unknown as Parameters<
      typeof cartEvent
    >[0];
    expectGa4(cartEvent(k, 'begin_checkout', cart.cart_amount), 'begin_checkout');
    expectGa4(cartEvent(k, 'add_shipping_info', cart.cart_amount, { shipping_tier: 'Standard' }), 'add_shipping_info');
  });
  it('add_payment_info and purchase (the confirmation), the purchase with its transaction id, tax and shipping', () => {
    const [payment, purchase] = orderEvents(order);
    expectGa4(payment, 'add_payment_info');
    expectGa4(purchase, 'purchase');
    // The value is what the items cost (402.50), not the order's total of 412.40 (tax included, shipping on top).
    expect(purchase?.ecommerce).toMatchObject({ transaction_id: '100042', currency: 'EUR', value: 402.5, tax: 65.85, shipping: 9.9 });
    expect(payment?.ecommerce).toMatchObject({ value: 402.5 });
  });
  it('search, login and sign_up', () => {
    expectGa4(searchEvent('klister'), 'search');
    expectGa4(accountEvent('login'), 'login');
    expectGa4(accountEvent('sign_up'), 'sign_up');
    expect(pendingAccountEvent('login')).toBe('login');
    expect(pendingAccountEvent('purchase')).toBeNull();
    expect(pendingAccountEvent(undefined)).toBeNull();
  });
  it('clears the previous ecommerce object before each ecommerce push, as GA4 asks', () => {
    const target: { dataLayer?: unknown[] } = {};
    pushEvent(viewCartEvent(cart), target);
    pushEvent(searchEvent('wax'), target);
    expect(target.dataLayer?.map((e) => (e as { event?: string }).event ?? e)).toEqual([{ ecommerce: null }, 'view_cart', 'search']);
  });

  it('the schema itself refuses what GA4 would drop: no currency, a wrong value, a purchase without its id', () => {
    const refused = (name: string, event: unknown) => expect(v.safeParse(SCHEMAS[name]!, event).success).toBe(false);
    const view = viewItemEvent(ski) as unknown as { ecommerce: Record<string, unknown> };
    refused('view_item', { ...view, ecommerce: { ...view.ecommerce, currency: undefined } });
    refused('view_item', { ...view, ecommerce: { ...view.ecommerce, value: 1 } });
    const [, purchase] = orderEvents(order) as unknown as { ecommerce: Record<string, unknown> }[];
    refused('purchase', { ...purchase, ecommerce: { ...purchase!.ecommerce, transaction_id: undefined } });
    refused('search', { event: 'search' });
  });
});
