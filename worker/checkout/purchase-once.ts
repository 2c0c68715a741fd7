/**
 * GA4 counts a `purchase` each time it is sent, so the confirmation page sends it (and the
 * payment's `add_payment_info` with it) on the order's first view only: a reload, or the page
 * opened again from the history, pushes neither. Marked in KV per store and order, for as long
 * as the confirmation can still be opened; a marker that cannot be read counts as a first view
 * (a rare double count rather than a lost sale).
 */
export const PURCHASE_SENT_PREFIX = 'purchase-sent:';
const KEEP_SECONDS = 90 * 24 * 3600;

export async function firstConfirmationView(kv: KVNamespace, store: string, orderId: number): Promise<boolean> {
  const key = `${PURCHASE_SENT_PREFIX}${store}:${orderId}`;
  try {
    if ((await kv.get(key)) !== null) return false;
    await kv.put(key, '1', { expirationTtl: KEEP_SECONDS });
  } catch (error) {
    console.warn('purchase marker unavailable', error);
  }
  return true;
}
