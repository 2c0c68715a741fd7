import { describe, expect, it } from 'vitest';
import { actingCustomer, customerKey, type AccountBooks } from '../../../worker/rules/customer-identity';
import type { CommerceRegion } from '../../../worker/rules/regions';

const ONE_BOOK: AccountBooks = { us: 'embedded', ca: 'embedded', no: 'embedded', eu_region_1: 'embedded' };
const PER_STORE: AccountBooks = { us: 'h-us', ca: 'h-ca', no: 'h-no', eu_region_1: 'h-eu' };
const US_AND_CA_SHARED: AccountBooks = { us: 'h-na', ca: 'h-na', no: 'h-no', eu_region_1: 'h-eu' };
const nora = { store: 'no' as const, id: 7 };

describe('the customer a request acts for', () => {
  it.each<[string, AccountBooks, CommerceRegion | null, typeof nora | null]>([
    ['her own store', PER_STORE, 'no', nora],
    ['another store with its own customers', PER_STORE, 'us', null],
    ['a request naming no valid store', PER_STORE, null, null],
    ['any store of one account book', ONE_BOOK, 'us', nora],
    ['a store sharing no book with hers', US_AND_CA_SHARED, 'ca', null],
  ])('%s', (_, books, store, expected) => {
    expect(actingCustomer(nora, store, books)).toEqual(expected);
  });

  it('is no one for a guest', () => {
    expect(actingCustomer(null, 'us', PER_STORE)).toBeNull();
  });

  it('shares stores that share a book', () => {
    expect(actingCustomer({ store: 'us', id: 7 }, 'ca', US_AND_CA_SHARED)).toEqual({ store: 'us', id: 7 });
  });
});

describe("the name of a customer's sessions", () => {
  it.each<[AccountBooks, CommerceRegion, string]>([
    [PER_STORE, 'no', 'h-no:7'],
    [PER_STORE, 'us', 'h-us:7'],
    [ONE_BOOK, 'no', 'embedded:7'],
    [ONE_BOOK, 'us', 'embedded:7'],
  ])('%o at %s → %s', (books, store, key) => {
    expect(customerKey({ store, id: 7 }, books)).toBe(key);
  });
});
