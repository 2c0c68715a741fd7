/**
 * A page's path as the `return` parameter of the header's country link and the footer's consent
 * link: percent-encoded down to letters, digits, `-`, `_`, `.` and `%`. It reads back the same
 * through any URL parser (`return` is decoded as usual), and it needs no escaping in an HTML
 * attribute or in JSON, so the header and footer a worker renders once per isolate
 * (worker/render/static-html.tsx) take each page's path by plain substitution.
 */
export function returnParam(path: string): string {
  return encodeURIComponent(path).replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
