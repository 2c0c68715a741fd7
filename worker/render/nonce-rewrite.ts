/**
 * Fresh nonces on cached pages (issue 26): a stored page carries the nonce it was rendered
 * with; every answer gets its own, written over exactly the `nonce` attributes that carry the
 * stored value (HTMLRewriter streams, so a hit still flushes its first bytes at once). A
 * script without the stored nonce stays without one, so nothing the page did not mark as
 * ours becomes runnable.
 */
export function rewriteNonce(response: Response, stored: string, fresh: string): Response {
  if (stored === fresh || !response.body) return response;
  // The nonce is base64 (+, /, =): quoted in the selector, and compared again in the handler.
  const selector = `[nonce="${stored.replace(/["\\]/g, '')}"]`;
  return new HTMLRewriter()
    .on(selector, {
      element(element) {
        if (element.getAttribute('nonce') === stored) element.setAttribute('nonce', fresh);
      },
    })
    .transform(response);
}
