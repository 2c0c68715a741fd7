/**
 * `<img>` and `<source>` markup written by hand, for the pictures React would otherwise
 * write attribute by attribute: image service URLs carry five or six `&` each, which React
 * escapes to `&amp;` (4 bytes more every time), and the attribute loop is a measurable
 * share of the server render. The markup means exactly what React's would.
 */

/**
 * An attribute value for a double-quoted attribute: `"` and `<` escaped, and `&` escaped
 * unless a query parameter's name and `=` follow it. Inside an attribute such an `&` is
 * never read as a character reference (HTML §13.2.5.73: a reference not ended by `;` and
 * followed by `=` or an alphanumeric is left as written), so `?w=340&h=453` needs no
 * `&amp;`; anything else (`&amp;`, `&lt;`, `& `) is escaped as React would.
 */
export function attributeValue(value: string): string {
  return value
    .replace(/&(?![A-Za-z][A-Za-z0-9]*=)/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;');
}

export type RawAttributes = Record<string, string | number | undefined | null | false>;

/** The attributes in order, lower-case names as given; undefined, null and false are left out. */
function attributes(attrs: RawAttributes): string {
  let out = '';
  for (const name in attrs) {
    const value = attrs[name];
    if (value === undefined || value === null || value === false) continue;
    out += ` ${name}="${attributeValue(String(value))}"`;
  }
  return out;
}

/** `<img …>` (a void element: no closing tag). */
export function imgHtml(attrs: RawAttributes): string {
  return `<img${attributes(attrs)}>`;
}

/** `<source …>` for a `<picture>`. */
export function sourceHtml(attrs: RawAttributes): string {
  return `<source${attributes(attrs)}>`;
}
