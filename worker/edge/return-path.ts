/**
 * Where a form or API may send the shopper back to (`return_to`, `?return=`, `redirect`): a
 * path on this site, never another host. The value is parsed as a browser would, and the
 * rule is checked on what the parse gives back, because that is what goes into `Location`:
 * `/.//evil.test`, `/%2e//evil.test` and `/..//evil.test` are harmless as typed but parse to
 * `//evil.test`, which a browser reads as another host.
 */
const ORIGIN = 'https://loipe.invalid';
export const MAX_RETURN_PATH = 512;

/** Backslashes and control characters: browsers drop tabs and newlines and read `\` as `/`. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what a return path must not carry
const REINTERPRETED = /[\u0000-\u001f\u007f\\]/;

/**
 * The parsed path and query of `value` when it stays on this site, else `fallback`.
 *
 *   safeReturnPath('/en-us/cart?x=1#top') // '/en-us/cart?x=1'
 *   safeReturnPath('/.//evil.test')       // '/'
 */
export function safeReturnPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length > MAX_RETURN_PATH || !value.startsWith('/') || REINTERPRETED.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return fallback;
  }
  const path = url.pathname + url.search;
  if (url.origin !== ORIGIN || !path.startsWith('/') || path.startsWith('//') || REINTERPRETED.test(path) || path.length > MAX_RETURN_PATH)
    return fallback;
  return path;
}
