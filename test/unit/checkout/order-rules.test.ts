import { describe, expect, it } from 'vitest';
import {
  alreadyOrdered,
  cardProblem,
  cartEmpty,
  cartUnreachable,
  declined,
  idempotencyMismatch,
  lineUnavailable,
  methodNotOffered,
  noShippingZone,
  orderLinesOf,
  restatedProducts,
  shortLinesOf,
  shortProblem,
  subtotalOfLines,
} from '../../../worker/checkout/rules';
import type { PricedCartLine } from '../../../worker/checkout/types';

const line = (variant_id: number, quantity: number, stock: number, product_id = variant_id * 10): PricedCartLine =>
  ({
    product_id,
    variant_id,
    sku: `SKU-${variant_id}`,
    name: `Ski ${variant_id}`,
    options: [{ name: 'Length', value: '186 cm' }],
    original_price: 30000,
    sale_price: 25000,
    stock,
    quantity,
  }) as PricedCartLine;

describe('short lines: ordered beyond the stock shown (refused before any charge)', () => {
  it.each([
    ['all in stock', [line(1, 2, 5), line(2, 1, 1)], []],
    ['one over', [line(1, 3, 2), line(2, 1, 9)], [{ variant_id: 1, requested: 3, available: 2 }]],
    ['sold out', [line(3, 1, 0)], [{ variant_id: 3, requested: 1, available: 0 }]],
    ['no lines', [], []],
  ])('%s', (_, lines, short) => {
    expect(shortLinesOf(lines)).toEqual(short);
  });
});

describe('products whose stock line an order changes (their cached pages go)', () => {
  it.each([
    ['plenty left: "In stock" before and after', [line(1, 1, 50)], []],
    ['still in stock at the threshold', [line(1, 1, 6)], []],
    ['in stock to "Only 4 left"', [line(1, 1, 5)], [10]],
    ['"Only 2 left" to "Only 1 left"', [line(1, 1, 2)], [10]],
    ['the last unit', [line(1, 1, 1)], [10]],
    ['two variants of one product', [line(1, 2, 2, 7), line(2, 1, 1, 7)], [7]],
    ['only the one whose line changed', [line(1, 1, 40), line(2, 3, 3)], [20]],
    ['no lines', [], []],
  ])('%s', (_, lines, products) => {
    expect(restatedProducts(lines)).toEqual(products);
  });
});

describe('the order lines the platform records', () => {
  it('each line at the price paid (sale, not list), with its options', () => {
    expect(orderLinesOf([line(4, 2, 9)])).toEqual([
      {
        product_id: 40,
        variant_id: 4,
        sku: 'SKU-4',
        name: 'Ski 4',
        options: [{ name: 'Length', value: '186 cm' }],
        quantity: 2,
        unit_price: 25000,
      },
    ]);
  });

  it.each([
    ['one line of two at 250.00', [line(1, 2, 9)], 50000],
    ['two lines', [line(1, 1, 9), line(2, 3, 9)], 100000],
    ['none', [], 0],
  ])('subtotal: %s → %i', (_, lines, subtotal) => {
    expect(subtotalOfLines(lines)).toBe(subtotal);
  });
});

describe('order refusals: status, code and field path', () => {
  it.each([
    ['empty cart', cartEmpty(), 409, 'cart_empty', undefined],
    ['key reused with another body', idempotencyMismatch(), 422, 'idempotency_mismatch', 'Idempotency-Key'],
    ['no zone ships there', noShippingZone(), 400, 'invalid_body', 'shipping_address.country_code'],
    ['method not offered', methodNotOffered(), 400, 'invalid_body', 'shipping_method_id'],
    ['cart unreachable', cartUnreachable(), 503, 'cart_unavailable', undefined],
    ['declined', declined('card_declined', 'The card was declined'), 402, 'card_declined', 'payment.number'],
    ['already ordered', alreadyOrdered('c-9'), 409, 'cart_already_ordered', undefined],
    ['line gone from the catalog', lineUnavailable(2, 77, 'Gone'), 409, 'line_unavailable', 'lines.2'],
  ])('%s → %i %s at %s', (_, refusal, status, code, path) => {
    expect(refusal.ok).toBe(false);
    expect(refusal.problem.status).toBe(status);
    expect(refusal.problem.code).toBe(code);
    expect(refusal.problem.issues[0]?.path).toBe(path);
  });

  it('a decline says nothing was charged', () => {
    expect(declined('insufficient_funds', 'Insufficient funds').problem.message).toBe(
      'Insufficient funds. Nothing was charged and your order was not placed.',
    );
  });

  it('short stock names each line by name, or by variant when the name is unknown', () => {
    const { problem } = shortProblem(
      [
        { variant_id: 1, requested: 3, available: 2 },
        { variant_id: 5, requested: 1, available: 0 },
      ],
      new Map([[1, 'Ski 1']]),
    );
    expect(problem.status).toBe(409);
    expect(problem.issues).toEqual([
      { path: 'lines.1', message: 'Ski 1: 2 available', variant_id: 1, requested: 3, available: 2 },
      { path: 'lines.5', message: 'Variant 5: 0 available', variant_id: 5, requested: 1, available: 0 },
    ]);
  });

  it('card issues: the first is the message, each one under payment', () => {
    const { problem } = cardProblem([
      { path: 'number', code: 'invalid_number', message: 'Check the card number' },
      { path: 'cvc', code: 'invalid_cvc', message: 'Check the security code' },
    ]);
    expect(problem).toEqual({
      status: 400,
      code: 'invalid_card',
      message: 'Check the card number',
      issues: [
        { path: 'payment.number', message: 'Check the card number', code: 'invalid_number' },
        { path: 'payment.cvc', message: 'Check the security code', code: 'invalid_cvc' },
      ],
    });
  });
});
