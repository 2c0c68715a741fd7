/**
 * itty-durable carries method arguments as JSON in a `do-content` request header, and a
 * header value must be ASCII (workerd only tolerates UTF-8 there as a logged quirk). Cart
 * arguments hold product names in any script, so they cross as JSON with every non-ASCII
 * character escaped; JSON.parse on the other side restores them exactly.
 */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u007f-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
