/**
 * JSON for a script element (island props, JSON-LD, data-layer pushes): `<`, U+2028 and
 * U+2029 escaped, so no string can close the element or break a line of script. Most
 * payloads have none of them, so the text is scanned once and copied only when it must be.
 */
const UNSAFE = /[<\u2028\u2029]/g;
const ESCAPES: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

export function inlineJson(value: unknown): string {
  const text = JSON.stringify(value) ?? 'null';
  return text.replace(UNSAFE, (c) => ESCAPES[c]!);
}
