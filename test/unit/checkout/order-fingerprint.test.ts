import { describe, expect, it } from 'vitest';
import { cardMark } from '../../../worker/rules/card';
import { sha256Hex } from '../../../worker/rules/digest';
import { fingerprintText, orderFingerprint } from '../../../worker/checkout/fingerprint';
import type { OrderRequest } from '../../../worker/checkout/schemas';

const address = {
  first_name: 'Kari',
  last_name: 'Nordmann',
  company: '',
  address1: '1600 Larimer St',
  address2: '',
  city: 'Denver',
  state_or_province: 'CO',
  postal_code: '80202',
  country_code: 'US',
  phone: '+1 303 555 0100',
};
const card = { number: '4539 1488 0343 6467', exp_month: 11, exp_year: 2031, cvc: '739', name: 'Kari Nordmann' };
const order = {
  cart_id: 'cart-1',
  email: 'kari@example.com',
  shipping_address: address,
  shipping_method_id: 102,
  payment: card,
} as OrderRequest;

const withCard = (over: Partial<typeof card>) => ({ ...order, payment: { ...card, ...over } }) as OrderRequest;
const withOrder = (over: Partial<OrderRequest>) => ({ ...order, ...over }) as OrderRequest;

describe('order fingerprint: the order and the card brand and last four only', () => {
  it.each<[string, OrderRequest, 'same' | 'other']>([
    ['the very same request', order, 'same'],
    ['another security code', withCard({ cvc: '123' }), 'same'],
    ['another expiry month', withCard({ exp_month: 3 }), 'same'],
    ['another expiry year', withCard({ exp_year: 2034 }), 'same'],
    ['another number of the same brand ending the same', withCard({ number: '4242 4242 4242 6467' }), 'same'],
    ['the number typed without spaces', withCard({ number: '4539148803436467' }), 'same'],
    ['the number typed with dashes', withCard({ number: '4539-1488-0343-6467' }), 'same'],
    ['another name on the card', withCard({ name: 'K. Nordmann' }), 'same'],
    ['another last four', withCard({ number: '4539 1488 0343 6468' }), 'other'],
    ['another brand ending the same', withCard({ number: '5500 0000 0000 6467' }), 'other'],
    ['a number that is not one', withCard({ number: 'not a card' }), 'other'],
    ['another email', withOrder({ email: 'someone@example.com' }), 'other'],
    ['another cart', withOrder({ cart_id: 'cart-2' }), 'other'],
    ['another shipping method', withOrder({ shipping_method_id: 103 }), 'other'],
    ['another street', withOrder({ shipping_address: { ...address, address1: '1 Main St' } }), 'other'],
    ['a billing address added', withOrder({ billing_address: address }), 'other'],
  ])('%s → %s order', async (_name, request, expected) => {
    const same = (await orderFingerprint(request)) === (await orderFingerprint(order));
    expect(same ? 'same' : 'other').toBe(expected);
  });

  it('hashes text that holds no more of the card than its brand and last four', async () => {
    const text = fingerprintText(order);
    expect(JSON.parse(text).card).toEqual({ brand: 'visa', last4: '6467' });
    for (const secret of ['4539', '14880343', '739', '2031', '"exp_month"', '"cvc"', '"number"', 'Kari Nordmann"}'])
      expect(text).not.toContain(secret);
    expect(await orderFingerprint(order)).toBe(`v2:${await sha256Hex(text)}`);
    // Not the hash of the whole request, card included, as it once was.
    expect(await orderFingerprint(order)).not.toBe(await sha256Hex(JSON.stringify(order)));
  });

  it.each([
    ['4539 1488 0343 6467', { brand: 'visa', last4: '6467' }],
    ['3782-822463-10005', { brand: 'amex', last4: '0005' }],
    ['5555555555554444', { brand: 'mastercard', last4: '4444' }],
    ['12345', null],
    ['', null],
  ])('cardMark(%j) keeps %j', (number, mark) => {
    expect(cardMark(number)).toEqual(mark);
  });
});
