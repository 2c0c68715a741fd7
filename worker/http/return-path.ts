/**
 * Where a form may send the shopper back to (`return_to`): a path on this site, never
 * another host. Browsers drop tabs and newlines from URLs, so `/\t/evil.test` would become
 * `//evil.test`; the value is parsed as a browser would and must stay on our origin.
 */
const ORIGIN = 'https://loipe.invalid';
export const MAX_RETURN_PATH = 512;

export function safeReturnPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length > MAX_RETURN_PATH || !value.startsWith('/')) return fallback;
  // Control characters and backslashes have no place in our paths; browsers would reinterpret them.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what a return path must not carry
  if (/[\u0000-\u001f\u007f\\]/.test(value) || value.startsWith('//')) return fallback;
  try {
    const url = new URL(value, ORIGIN);
    return url.origin === ORIGIN ? url.pathname + url.search : fallback;
  } catch {
    return fallback;
  }
}
