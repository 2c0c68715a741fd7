import { describe, expect, it } from 'vitest';
import { isStockRefusal, platformStockError } from '../../../worker/cart/platform-refusal';

// BigCommerce's ErrorResponse (carts.v3.yml components/schemas/ErrorResponse; the 422 the overlay
// adds to the line-writing operations): `{ status, title, type, errors }`, the reason in words.
const TYPE = 'https://developer.bigcommerce.com/api-docs/getting-started/api-status-codes';
const error = (status: number, title: string, errors: Record<string, string> = {}) => ({ status, title, type: TYPE, errors });

describe('a refused cart write is a stock refusal', () => {
  it.each([
    ['the fake platform: not enough stock', 422, error(422, 'Not enough stock: SKU-CL-42 has 2')],
    ['out of stock in the title', 422, error(422, 'Classic Skate 190 is out of stock and cannot be added to the cart.')],
    ['inventory in the title', 422, error(422, 'There is not enough inventory for this item.')],
    ['stock in the errors map', 422, error(422, 'Error adding items', { '0': 'Not enough stock' })],
    ['stock in a detail', 422, { status: 422, title: 'Unprocessable entity', detail: 'Insufficient stock for variant 42' }],
    ['a text body', 422, 'Out of stock'],
    ['any case', 422, error(422, 'NOT ENOUGH STOCK')],
  ])('%s', (_, status, body) => {
    expect(isStockRefusal({ status, body })).toBe(true);
  });
});

describe('a refused cart write is not a stock refusal', () => {
  it.each([
    // The purchase limit is the other 422 the platform gives a line (developer.bigcommerce.com "API status codes").
    ['a purchase limit', 422, error(422, 'You can only purchase a maximum of 5 of Classic Skate 190 per order.')],
    [
      'the carts file conflict example',
      409,
      error(409, 'The request cannot be processed due to a possible conflict. Please review the changes and try again.'),
    ],
    [
      'the Error schema example (carts.v3.yml)',
      422,
      { status: 422, title: 'Bulk operation has failed', type: TYPE, errors: { '1': 'Unauthorized to delete' } },
    ],
    ['stock words on a 400', 400, error(400, 'Not enough stock')],
    ['stock words on a 404', 404, 'Out of stock'],
    ['a quoted product name with the word', 422, error(422, 'You can only purchase a maximum of 5 of "Stock Pole 120" per order.')],
    ['a word that only contains stock', 422, error(422, 'Stockholm warehouse is closed')],
    ['a word that only contains inventory', 422, error(422, 'Inventorying in progress')],
    ['stock words in an unread field', 422, { status: 422, title: 'Invalid option', type: 'stock' }],
    ['an errors map of non-text', 422, { status: 422, title: 'Invalid', errors: { stock: 3 } }],
    ['an empty body', 422, null],
    ['a number body', 422, 422],
  ])('%s', (_, status, body) => {
    expect(isStockRefusal({ status, body })).toBe(false);
  });
});

describe('the insufficient_stock error for a refused change', () => {
  const line = (variant_id: number, quantity: number, name = `Ski ${variant_id}`) => ({ variant_id, quantity, name });
  it.each([
    // before, after, index → available, variant, message
    ['a new line, none held', [], [line(7, 1)], undefined, 0, 7, 'Ski 7 is out of stock'],
    ['a grown line', [line(7, 2)], [line(7, 5)], 0, 2, 7, 'Only 2 of Ski 7 can be in the cart (2 already are)'],
    [
      'the grown line among others',
      [line(3, 1), line(7, 1)],
      [line(3, 1), line(7, 4)],
      1,
      1,
      7,
      'Only 1 of Ski 7 can be in the cart (1 already are)',
    ],
    ['nothing grew: the first line', [line(3, 2)], [line(3, 2)], -1, 2, 3, 'Only 2 of Ski 3 can be in the cart (2 already are)'],
    ['no line at all', [], [], undefined, 0, 0, 'This item is out of stock'],
  ] as const)('%s', (_, before, after, index, available, variantId, message) => {
    const found = platformStockError(before, after, index);
    expect(found).toMatchObject({ code: 'insufficient_stock', available, inCart: available, variantId, message });
    if (index === undefined || index < 0) expect(found).not.toHaveProperty('index');
    else expect(found).toHaveProperty('index', index);
  });
});
