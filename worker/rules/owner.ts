/**
 * Owner-only access: a customer sees and changes only their own account,
 * addresses and orders; anything else is answered as if it did not exist (404, never 403,
 * so ids cannot be probed). Guests find an order only with its own email address.
 */

/** Ids the platform hands out: 32-bit signed integers above 0. */
const MAX_ID = 2_147_483_647;

/**
 * The one customer-id parser (session value, query, body or path): a positive whole number
 * written without sign, leading zero or separators, at most 2^31-1; else null (→ 404 or 400).
 */
export function parseCustomerId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/** A path id for customers, addresses and orders: the same rule as a customer id. */
export const pathId = (value: string | undefined): number | null => parseCustomerId(value);

/** May the signed-in customer (`viewer`) act on customer `target`? Only on themselves. */
export function isSelf(viewer: number | null, target: number | null): boolean {
  return viewer !== null && target !== null && viewer === target;
}

/** The record if the viewer owns it, else null: the caller answers 404 for both "missing" and "not yours". */
export function ownedBy<T extends { customer_id: number | null }>(record: T | null, viewer: number | null): T | null {
  return record !== null && isSelf(viewer, record.customer_id) ? record : null;
}

/** Normalises an email for comparison: trimmed, lower case. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/**
 * Guest order lookup (`order-status/{id}?email=`): the order only when the given email is
 * the order's own (case-insensitive); an order without an email (anonymised) is never found.
 */
export function guestOrder<T extends { email: string }>(order: T | null, email: string): T | null {
  if (!order || order.email === '' || normalEmail(email) === '') return null;
  return normalEmail(order.email) === normalEmail(email) ? order : null;
}

/** `customers?email:in=`: only the signed-in customer's own address is answered; every other address answers an empty list. */
export function emailQueryAllowed(ownEmail: string | null, asked: readonly string[]): boolean {
  return ownEmail !== null && asked.length > 0 && asked.every((email) => normalEmail(email) === normalEmail(ownEmail));
}
