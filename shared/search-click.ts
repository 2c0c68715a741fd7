/**
 * Click analytics of site search (spec §7 click tracking): the click goes to the
 * shop's own POST /api/search/click, which forwards it to the engine. `sendBeacon` queues it
 * with the browser, so following the link never waits for it; where there is no beacon, a
 * `keepalive` fetch outlives the page the same way.
 */
export interface SearchClick {
  query: string;
  document_id: string;
  request_id?: string;
  tags?: string[];
}

/** Where a page's result clicks go and what they share: the query, the engine's answer id, the tag of the place. */
export interface SearchClickContext {
  /** `/api/search/click?locale=de-de` */
  url: string;
  query: string;
  requestId: string;
  tag: string;
}

export const searchClickUrl = (locale: string): string => `/api/search/click?${new URLSearchParams({ locale })}`;

export function reportSearchClick(url: string, click: SearchClick): void {
  const body = JSON.stringify(click);
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
    void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => {});
  } catch {
    // Analytics never stands in the shopper's way.
  }
}

export function reportResultClick(context: SearchClickContext, documentId: string): void {
  reportSearchClick(context.url, {
    query: context.query,
    document_id: documentId,
    ...(context.requestId ? { request_id: context.requestId } : {}),
    tags: [context.tag],
  });
}
