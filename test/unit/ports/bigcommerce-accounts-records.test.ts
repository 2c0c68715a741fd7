/** The hosted account adapter's pure mappings: decimal amount strings ↔ minor units, statuses, dates, a whole order. */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  isoDate,
  OrderProductSchema,
  OrderSchema,
  STATUS_IDS,
  statusOf,
  toAmount,
  toLine,
  toMinorUnits,
  toOrderAddress,
  toSummary,
  toCustomer,
  CustomerSchema,
} from '../../../worker/ports/commerce/bigcommerce/accounts-records';
import { ORDER_STATUSES } from '../../../worker/ports/commerce/accounts';

describe('toMinorUnits: the platform decimal strings in minor units, digit by digit', () => {
  it.each([
    ['299.9500', 2, 29_995],
    ['299.95', 2, 29_995],
    ['0.2900', 2, 29], // 0.29 * 100 is 28.999999999999996 in floating point
    ['1.0050', 2, 101], // half away from zero
    ['-1.0050', 2, -101],
    ['1.0049', 2, 100],
    ['15', 2, 1500],
    ['4999.0000', 0, 4999],
    ['4999.5000', 0, 5000],
    ['0', 2, 0],
    ['.5', 2, 50],
    ['', 2, 0],
    ['abc', 2, 0],
    ['12345678.9900', 2, 1_234_567_899],
  ])('%s with %i places → %i', (text, places, minor) => {
    expect(toMinorUnits(text, places)).toBe(minor);
  });
});

describe('toAmount: minor units as the decimal string the platform takes', () => {
  it.each([
    [29_995, 2, '299.95'],
    [5, 2, '0.05'],
    [0, 2, '0.00'],
    [-150, 2, '-1.50'],
    [5000, 0, '5000'],
  ])('%i with %i places → %s', (minor, places, text) => {
    expect(toAmount(minor, places)).toBe(text);
    expect(toMinorUnits(text, places)).toBe(minor);
  });
});

describe('statuses', () => {
  it('maps every status of ours to a platform id and back', () => {
    for (const status of ORDER_STATUSES) expect(statusOf(STATUS_IDS[status])).toBe(status);
  });
  it.each([
    [3, 'shipped'],
    [6, 'cancelled'],
    [9, 'awaiting_fulfillment'],
    [14, 'refunded'],
    [0, 'pending'],
    [99, 'pending'],
  ] as const)('platform status %i reads as %s', (id, status) => {
    expect(statusOf(id)).toBe(status);
  });
});

describe('dates', () => {
  it('reads v2 RFC 2822 and v3 ISO dates as ISO, an unreadable one as the epoch', () => {
    expect(isoDate('Tue, 20 Nov 2012 00:00:00 +0000')).toBe('2012-11-20T00:00:00.000Z');
    expect(isoDate('2026-11-02T10:30:00Z')).toBe('2026-11-02T10:30:00.000Z');
    expect(isoDate('yesterday')).toBe('1970-01-01T00:00:00.000Z');
  });
});

describe('a worked example: one order as Orders v2 answers it, in minor units', () => {
  // Two skis at 299.95 and a wax at 19.00, 15.00 shipping, 8.25 tax: 618.90 + 15.00 + 8.25 = 642.15.
  const order = v.parse(OrderSchema, {
    id: 120,
    customer_id: 7,
    status_id: 11,
    date_created: 'Mon, 02 Nov 2026 09:00:00 +0000',
    date_modified: 'Mon, 02 Nov 2026 09:05:00 +0000',
    subtotal_ex_tax: '618.9000',
    shipping_cost_ex_tax: '15.0000',
    total_ex_tax: '633.9000',
    total_inc_tax: '642.1500',
    items_total: 3,
    currency_code: 'USD',
    billing_address: {
      first_name: 'Kari',
      last_name: 'Nordmann',
      street_1: '1600 Larimer St',
      city: 'Denver',
      zip: '80202',
      country_iso2: 'US',
      email: 'kari@example.com',
    },
  });

  it('sums as the platform does', () => {
    expect(toSummary(order, 'us', 2)).toEqual({
      id: 120,
      customer_id: 7,
      status: 'awaiting_fulfillment',
      region: 'us',
      currency_code: 'USD',
      subtotal: 61_890,
      shipping_cost: 1_500,
      tax: 825,
      total: 64_215,
      items_total: 3,
      date_created: '2026-11-02T09:00:00.000Z',
      date_modified: '2026-11-02T09:05:00.000Z',
    });
  });

  it('reads a line with its options and an address, and a guest order has no owner', () => {
    const line = v.parse(OrderProductSchema, {
      id: 5,
      product_id: 1101,
      variant_id: 110103,
      name: 'Aurora Classic Ski',
      sku: 'LP-1101-RED-195',
      quantity: 2,
      price_ex_tax: '299.9500',
      total_ex_tax: '599.9000',
      product_options: [{ display_name: 'Length', display_value: '195 cm' }],
    });
    expect(toLine(line, 2)).toMatchObject({ unit_price: 29_995, total: 59_990, options: [{ name: 'Length', value: '195 cm' }] });
    expect(toOrderAddress(order.billing_address)).toMatchObject({ address1: '1600 Larimer St', postal_code: '80202', country_code: 'US' });
    const blank = Object.fromEntries(Object.keys(order.billing_address).map((key) => [key, ''])) as typeof order.billing_address;
    expect(toOrderAddress(blank)).toEqual({});
    expect(toSummary({ ...order, customer_id: 0 }, 'us', 2).customer_id).toBeNull();
  });
});

describe('customers', () => {
  it('reads group 0 (no group) as null and keeps notes', () => {
    const base = {
      id: 1,
      email: 'a@b.c',
      first_name: 'A',
      last_name: 'B',
      notes: 'Pro Code: X',
      date_created: '2026-01-01T00:00:00Z',
      date_modified: '2026-01-02T00:00:00Z',
    };
    expect(toCustomer(v.parse(CustomerSchema, { ...base, customer_group_id: 0 })).customer_group_id).toBeNull();
    expect(toCustomer(v.parse(CustomerSchema, { ...base, customer_group_id: 3 }))).toMatchObject({
      customer_group_id: 3,
      notes: 'Pro Code: X',
    });
  });
});
