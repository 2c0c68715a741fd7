/**
 * GA4 counts a `purchase` each time it is sent, so the confirmation page sends it (and the
 * payment's `add_payment_info` with it) on the order's first view only: a reload, or the page
 * opened again from the history, pushes neither. Marked twice:
 * - in the browser that saw it, by a cookie per order (`purchaseSentCookie`), read at once on
 *   the next view: KV is eventually consistent, and a reload within its minute of caching (or in
 *   another location) could still read no marker;
 * - in KV per store and order, for as long as the confirmation can still be opened (another
 *   browser, the cookie gone); a marker that cannot be read counts as a first view (a rare
 *   double count rather than a lost sale).
 */
export const PURCHASE_SENT_PREFIX = 'purchase-sent:';
const KEEP_SECONDS = 90 * 24 * 3600;

/** The browser's own marker of one order's sent purchase: HttpOnly, a day (the reloads that matter come within minutes). */
export const purchaseSentCookie = (store: string, orderId: number) => `__Host-purchase-sent-${store}-${orderId}`;
export const PURCHASE_COOKIE_SECONDS = 24 * 3600;

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
