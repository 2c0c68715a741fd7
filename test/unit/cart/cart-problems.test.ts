import { describe, expect, it } from 'vitest';
import type { CartError } from '../../../worker/cart/lines';
import type { Regions } from '../../../worker/rules/regions';
import { cartProblem, notFound, shoppingProblem } from '../../../worker/cart/problems';

describe('cart refusals: status, code and field path per store error (spec §4)', () => {
  it.each<[string, CartError, number, string | undefined]>([
    ['a bad quantity on the second line', { code: 'invalid_quantity', message: 'm', index: 1 }, 400, 'line_items.1.quantity'],
    ['a bad quantity with no line named', { code: 'invalid_quantity', message: 'm' }, 400, 'quantity'],
    [
      'short stock on the first line',
      { code: 'insufficient_stock', message: 'm', variantId: 9, available: 2, inCart: 1, index: 0 },
      409,
      'line_items.0.quantity',
    ],
    ['too many lines: the whole list', { code: 'too_many_lines', message: 'm', max: 100 }, 409, 'line_items'],
    ['an unknown item: no field', { code: 'item_not_found', message: 'm' }, 404, undefined],
    ['a reused key: the header', { code: 'idempotency_mismatch', message: 'm' }, 422, 'Idempotency-Key'],
  ])('%s → %i at %s', (_, error, status, path) => {
    const { problem } = cartProblem(error, 'line_items');
    expect(problem.status).toBe(status);
    expect(problem.code).toBe(error.code);
    expect(problem.issues[0]?.path).toBe(path);
  });

  it('short stock carries the figures the page shows', () => {
    const error: CartError = { code: 'insufficient_stock', message: 'Only 2 left', variantId: 9, available: 2, inCart: 1, index: 0 };
    expect(cartProblem(error, 'line_items').problem.issues).toEqual([
      { path: 'line_items.0.quantity', message: 'Only 2 left', variant_id: 9, available: 2, in_cart: 1 },
    ]);
  });

  it('too many lines names the limit', () => {
    expect(cartProblem({ code: 'too_many_lines', message: 'm', max: 100 }, 'lines').problem.issues).toEqual([
      { path: 'lines', message: 'm', max: 100 },
    ]);
  });

  it('an unknown cart is a 404 naming the id', () => {
    expect(notFound('c-1').problem).toEqual({ status: 404, code: 'cart_not_found', message: 'No cart c-1 in this session', issues: [] });
  });
});

describe('shopping regions (spec §4: carts only where the shop sells)', () => {
  it.each([
    ['a shopping region', { shopping: true, content: 'us' }, null],
    ['a catalogue region', { shopping: false, content: 'eu' }, 403],
  ])('%s → %s', (_, regions, status) => {
    expect(shoppingProblem(regions as unknown as Regions)?.status ?? null).toBe(status);
  });

  it('the refusal names the region', () => {
    expect(shoppingProblem({ shopping: false, content: 'eu' } as unknown as Regions)?.message).toContain('region "eu"');
  });
});
