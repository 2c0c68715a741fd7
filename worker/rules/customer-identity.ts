/**
 * Who the shopper is, decided once per request. A customer is a pair: the commerce store they
 * signed in at and their id there. On a platform with one store per region, customer 7 of the
 * Norway store and customer 7 of the US store are two people, so an id alone names no one.
 *
 * The request names a store too (its page's regions, or the `region` header on /api). The
 * session's customer acts on this request only when that store keeps the same customers as the
 * one they signed in at (the same account book); anywhere else the shopper is anonymous.
 */
import type { Locale } from './locale';
import type { CommerceRegion, Regions } from './regions';

export interface CustomerIdentity {
  /** The commerce store the customer signed in at. */
  store: CommerceRegion;
  id: number;
}

/** The request context of who is shopping (worker/edge/shopper.ts puts it on `c.var.shopper`). */
export interface Shopper {
  /** The request's locale: a page's own, else the visitor's (the locale cookie, else their country's). */
  locale: Locale;
  /**
   * The request's regions: a page's own (its locale), else the `region` header (/api), else
   * the visitor's locale; `invalid` when the header names no region.
   */
  regions: Regions | 'invalid';
  /**
   * The customer this request acts for, or null: a guest, or signed in at a store that keeps
   * other customers. Derived from the session whenever it is read, so it follows a sign-in or
   * sign-out made during the request.
   */
  readonly customer: CustomerIdentity | null;
}

/** Which account book serves each store: stores with the same book share their customers. */
export type AccountBooks = Readonly<Record<CommerceRegion, string>>;

/**
 * The customer this request acts for: the session's, when the request's store keeps the same
 * customers; null for a guest, a request that names no valid store, or another store's shopper.
 */
export function actingCustomer(
  signedIn: CustomerIdentity | null,
  requestStore: CommerceRegion | null,
  books: AccountBooks,
): CustomerIdentity | null {
  if (signedIn === null || requestStore === null) return null;
  return books[requestStore] === books[signedIn.store] ? signedIn : null;
}

/**
 * The name of a customer's sessions: their account book and id, never the id alone. Stores
 * sharing a book share the customer, so a sign-in at either is ended by a password change at one.
 */
export const customerKey = (identity: CustomerIdentity, books: AccountBooks): string => `${books[identity.store]}:${identity.id}`;

/** Whether two identities are one customer: the same id in the same account book. */
export const sameCustomer = (a: CustomerIdentity | null, b: CustomerIdentity | null, books: AccountBooks): boolean =>
  a !== null && b !== null && customerKey(a, books) === customerKey(b, books);
