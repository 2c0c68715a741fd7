/**
 * An order request's identity for idempotency: what makes a replay with the same key the same
 * order. Built from the order's own fields and the card's brand and last four only, so the
 * stored fingerprint says nothing of the card number, its expiry or its security code (an
 * unsalted hash of those beside the last four would be open to trying every number).
 */
import { cardMark } from '../rules/card';
import { sha256Hex } from '../rules/digest';
import type { OrderRequest } from './schemas';

/** The text that is hashed: the request's fields in schema order, the payment as `{ brand, last4 }`. */
export function fingerprintText(request: OrderRequest): string {
  const { payment, ...order } = request;
  // A number that is not one has no brand or last four: it matches no placed order's card.
  return JSON.stringify({ ...order, card: cardMark(payment.number) });
}

/**
 * Marks a fingerprint of this kind: one without it is an older digest of the whole request,
 * card included, which migration 0009 (safe to run again) forgets.
 */
export const FINGERPRINT_PREFIX = 'v2:';

/** `v2:` and the SHA-256 hex of `fingerprintText`: the same for a replay that differs only in the card's secret parts. */
export const orderFingerprint = async (request: OrderRequest): Promise<string> =>
  `${FINGERPRINT_PREFIX}${await sha256Hex(fingerprintText(request))}`;
