import { describe, expect, it } from 'vitest';
import { emailQueryAllowed, guestOrder, isSelf, ownedBy, pathId, parseCustomerId } from '../../../worker/rules/owner';

describe("owner-only access (another customer's id → 404, never 403)", () => {
  it.each([
    ['own record', 7, 7, true],
    ["another customer's record", 7, 8, false],
    ['signed out', null, 7, false],
    ['an anonymised order (no owner)', 7, null, false],
    ['signed out and no owner', null, null, false],
  ])('%s → %s', (_, viewer, owner, allowed) => {
    expect(isSelf(viewer, owner)).toBe(allowed);
    const record = { id: 1, customer_id: owner };
    expect(ownedBy(record, viewer)).toBe(allowed ? record : null);
  });

  it('a missing record is null for everyone', () => {
    expect(ownedBy(null, 7)).toBeNull();
  });

  it.each([
    ['12', 12],
    ['1', 1],
    ['2147483647', 2_147_483_647],
    ['0', null],
    ['012', null],
    ['-1', null],
    ['1.5', null],
    ['2147483648', null],
    ['12abc', null],
    ['', null],
    [undefined, null],
  ])('path id %j → %j', (value, id) => {
    expect(pathId(value)).toBe(id);
  });

  it.each([
    ['42', 42],
    [null, null],
    ['', null],
    ['abc', null],
    ['0', null],
    ['007', null],
    ['+7', null],
    [' 7', null],
    ['1e3', null],
    ['2147483647', 2_147_483_647],
    ['2147483648', null],
    ['12345678901', null],
    [42, null],
  ])('customer id %j → %j', (value, id) => {
    expect(parseCustomerId(value)).toBe(id);
  });
});

describe('guest order lookup (order-status/{id}?email=)', () => {
  const order = { id: 9, email: 'Ingrid.Berg@example.no' };
  it.each([
    ["the order's own email", 'ingrid.berg@example.no', true],
    ['with spaces and capitals', '  INGRID.BERG@example.no ', true],
    ['another email', 'someone@example.no', false],
    ['an empty email', '', false],
  ])('%s → found %s', (_, email, found) => {
    expect(guestOrder(order, email)).toBe(found ? order : null);
  });

  it('never finds an anonymised order (its email is gone)', () => {
    expect(guestOrder({ id: 9, email: '' }, '')).toBeNull();
  });
});

describe("customers?email:in= answers only the signed-in customer's own address", () => {
  it.each([
    ['own address', 'a@example.test', ['A@example.test'], true],
    ['another address', 'a@example.test', ['b@example.test'], false],
    ['own and another', 'a@example.test', ['a@example.test', 'b@example.test'], false],
    ['signed out', null, ['a@example.test'], false],
    ['nothing asked', 'a@example.test', [], false],
  ])('%s → %s', (_, own, asked, allowed) => {
    expect(emailQueryAllowed(own, asked)).toBe(allowed);
  });
});
