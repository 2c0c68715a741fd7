/**
 * Owner-only access (issue 10): a customer sees and changes only their own account,
 * addresses and orders; anything else is answered as if it did not exist (404, never 403,
 * so ids cannot be probed). Guests find an order only with its own email address.
 */

/** The signed-in customer id from the session (a string there), as the number the platform uses; null when not signed in or malformed. */
export function sessionCustomerId(value: string | null | undefined): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** A path id for customers, addresses and orders: digits only, 1 to 2^31-1; else null (→ 404). */
export function pathId(value: string | undefined): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

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
